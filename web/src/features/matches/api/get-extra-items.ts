import { type ItemsAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MATCHES_KEY } from '@/data/matches.ts';
import { callApi } from '@/lib/api-client.ts';

/** GET /matches/{id}/get-extra-items: the viewer's items that can still join the match, committed ones flagged. */
export function getExtraItems(matchId: number, signal?: AbortSignal): Promise<ItemsAnswer> {
  return callApi(routes.getExtraItems, { params: { id: matchId } }, { signal });
}

export function extraItemsQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: [...MATCHES_KEY, matchId, 'extra-items'],
    queryFn: ({ signal }) => getExtraItems(matchId, signal),
  });
}

/** Asked afresh each time the picker opens: items get committed or added elsewhere meanwhile. */
export function useExtraItems(matchId: number, enabled: boolean) {
  return useQuery({ ...extraItemsQueryOptions(matchId), enabled, refetchOnMount: 'always' });
}
