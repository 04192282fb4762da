import { type ExploreAnswer, type FeedType, routes } from '@swapsies/contract';
import { queryOptions } from '@tanstack/react-query';
import { EXPLORE_KEY } from '@/data/query-keys.ts';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /explore-item?type=: the next item for this filter, or null when there is none left.
 * Charities always send type 1, Everyone: they have no friends to filter by.
 */
export function getExploreItem(type: FeedType, signal?: AbortSignal): Promise<ExploreAnswer> {
  return callApi(routes.exploreItem, { query: { type } }, { signal });
}

export function exploreItemQueryOptions(type: FeedType) {
  return queryOptions({
    // Every feed query starts with this key, so one invalidation moves every filter on after an action.
    queryKey: [...EXPLORE_KEY, type],
    queryFn: ({ signal }) => getExploreItem(type, signal),
  });
}
