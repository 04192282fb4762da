import { type RegisterAnswer, type RegisterBody, type RouteInput, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** The invite a registration carries: its code (ref) and, from the app's own links, its signature (sig). */
export type InviteQuery = RouteInput<typeof routes.register>['query'];

/** POST /register: signs the new member in (Token and User) unless web sign-in is disabled. */
export function register(body: RegisterBody, invite: InviteQuery = {}): Promise<RegisterAnswer> {
  return callApi(routes.register, { body, query: invite });
}
