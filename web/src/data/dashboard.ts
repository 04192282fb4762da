import { AccountType, type DashboardAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { localKeys, rememberUser } from '@/lib/storage-keys.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';

export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  const answer = await callApi(routes.getDashboard, {}, { signal });
  rememberUser(answer.User);
  localStorage.setItem(localKeys.lastDashboardRefresh, String(Date.now()));
  return answer;
}

/** The signed-in user with items and notifications (GET /dashboard); fresh for REFRESH_SKIP_WINDOW_MS (the query client's default). */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => fetchDashboard(signal),
});

/** The dashboard of the current user; idle while nobody is signed in. */
export function useDashboard() {
  const token = useAuthToken();
  return useQuery({ ...dashboardQueryOptions, enabled: token !== null });
}

/** A charity account is of AccountType.Charity (Type 2). */
export function isCharityUser(user: { Type: number } | null | undefined): boolean {
  return user?.Type === AccountType.Charity;
}
