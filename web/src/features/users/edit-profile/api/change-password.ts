import { type ChangePasswordBody, type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** POST /change-password: the caller's other sessions end; this one stays. */
export function changePassword(body: ChangePasswordBody): Promise<EmptyAnswer> {
  return callApi(routes.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
