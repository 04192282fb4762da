import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeUserIntoDashboard, updateUser } from '@/data/account-settings.ts';

/** Saves profile fields; the server's answer replaces the cached account. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (answer) => mergeUserIntoDashboard(queryClient, answer.User),
  });
}
