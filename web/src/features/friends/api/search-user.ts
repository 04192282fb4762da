import { routes, type UserSearchAnswer } from '@swapsies/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /users/search?username= (a handle or a charity number). */
export function searchUser(username: string): Promise<UserSearchAnswer> {
  return callApi(routes.searchUser, { query: { username } });
}

/**
 * A search is something the member asks for by pressing the button, with an outcome to react to
 * (a card, "That's you!", a toast), so it is a mutation rather than a cached query.
 */
export function useSearchUser() {
  return useMutation({ mutationFn: searchUser });
}
