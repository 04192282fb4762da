import { AccountType, type DashboardAnswer } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { localKeys, rememberUser } from './storage-keys.ts';
import { useAuthToken } from './use-auth-token.ts';

export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  const answer = await apiRequest<DashboardAnswer>('/dashboard', { signal });
  rememberUser(answer.User);
  localStorage.setItem(localKeys.lastDashboardRefresh, String(Date.now()));
  return answer;
}

/** The signed-in user with items and notifications (GET /dashboard); fresh for 5000 ms (000 §4). */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => fetchDashboard(signal),
});

/** The dashboard of the current user; idle while nobody is signed in. */
export function useDashboard() {
  const token = useAuthToken();
  return useQuery({ ...dashboardQueryOptions, enabled: token !== null });
}

/** 000 §6: a charity account is Type 2. */
export function isCharityUser(user: { Type: number } | null | undefined): boolean {
  return user?.Type === AccountType.Charity;
}
