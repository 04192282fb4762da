import type { ExploreAnswer, FeedType } from '@swapsies/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Every feed query starts with this key, so one invalidation moves every filter on after an action. */
export const EXPLORE_KEY = ['explore-item'] as const;

/**
 * GET /explore-item?type=: the next item for this filter, or null when there is none left.
 * Charities always send type 1, Everyone (001 §4.1).
 */
export function getExploreItem(type: FeedType, signal?: AbortSignal): Promise<ExploreAnswer> {
  return apiRequest<ExploreAnswer>('/explore-item', { query: { type }, signal });
}

export function exploreItemQueryOptions(type: FeedType) {
  return queryOptions({
    queryKey: [...EXPLORE_KEY, type],
    queryFn: ({ signal }) => getExploreItem(type, signal),
  });
}
