import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /forgot-password with an email or username: mails a reset link. */
export function requestPasswordReset(login: string): Promise<EmptyAnswer> {
  return callApi(routes.forgotPassword, { body: { Login: login } });
}
