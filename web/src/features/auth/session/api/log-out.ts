import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /logout: revokes the session token on the server. */
export function logOutRequest(): Promise<EmptyAnswer> {
  return callApi(routes.logOut);
}
