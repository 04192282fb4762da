import { type LoginBody, type RouteAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /login with an email or username. */
export function logIn(body: LoginBody): Promise<RouteAnswer<typeof routes.logIn>> {
  return callApi(routes.logIn, { body });
}
