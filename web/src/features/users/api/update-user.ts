import { routes, type UpdateUserBody, type User, type UserAnswer } from '@swapsies/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { callApi } from '@/lib/api-client.ts';

/** PUT /user with only the fields that change: what is absent stays as it is. */
export function updateUser(body: UpdateUserBody): Promise<UserAnswer> {
  return callApi(routes.updateUser, { body });
}

/** Puts a changed account into the cached dashboard, so that every screen shows it at once. */
export function mergeUserIntoDashboard(queryClient: QueryClient, user: Partial<User>): void {
  queryClient.setQueryData(dashboardQueryOptions.queryKey, (old) =>
    old ? { ...old, User: { ...old.User, ...user } } : old,
  );
}

/** Saves profile fields; the server's answer replaces the cached account. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (answer) => mergeUserIntoDashboard(queryClient, answer.User),
  });
}
