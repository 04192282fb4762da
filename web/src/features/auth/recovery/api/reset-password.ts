import { type EmptyAnswer, type ResetPasswordBody, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /reset-password: a new password, with the token of the reset link. */
export function resetPassword(body: ResetPasswordBody): Promise<EmptyAnswer> {
  return callApi(routes.resetPassword, { body });
}
