import { type FriendsAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FRIENDS_KEY } from '@/data/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /friends: Friends, PendingApprovals (incoming requests), PendingRequests (outgoing). */
export function getFriends(signal?: AbortSignal): Promise<FriendsAnswer> {
  return callApi(routes.getFriends, {}, { signal });
}

export const friendsQueryOptions = queryOptions({
  queryKey: FRIENDS_KEY,
  queryFn: ({ signal }) => getFriends(signal),
});

/** `reloadOnShow` fetches afresh whenever the caller mounts: each tab reloads when chosen. */
export function useFriends({ reloadOnShow = false }: { reloadOnShow?: boolean } = {}) {
  return useQuery({ ...friendsQueryOptions, refetchOnMount: reloadOnShow ? 'always' : true });
}
