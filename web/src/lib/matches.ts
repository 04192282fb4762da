import type { MatchesAnswer } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * GET /matches: the viewer's active matches and the ended ones not yet acknowledged, newest first.
 * Shared by the matches screens and the feed's match-found celebration.
 */
export function getMatches(signal?: AbortSignal): Promise<MatchesAnswer> {
  return apiRequest<MatchesAnswer>('/matches', { signal });
}

/** Every matches query starts with this key, so one invalidation refreshes the list and each match. */
export const MATCHES_KEY = ['matches'] as const;

export const matchesQueryOptions = queryOptions({
  queryKey: MATCHES_KEY,
  queryFn: ({ signal }) => getMatches(signal),
});

export function useMatches() {
  return useQuery(matchesQueryOptions);
}
