import type { MatchAnswer } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MATCHES_KEY } from '../../../lib/matches.ts';

/** GET /matches/{id}; WRONG_MATCH (404) for anyone but its two members. */
export function getMatch(matchId: number, signal?: AbortSignal): Promise<MatchAnswer> {
  return apiRequest<MatchAnswer>(`/matches/${matchId}`, { signal });
}

export function matchQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: [...MATCHES_KEY, matchId],
    queryFn: ({ signal }) => getMatch(matchId, signal),
  });
}

/** Idle without a valid id. */
export function useMatch(matchId: number | null) {
  return useQuery({ ...matchQueryOptions(matchId ?? 0), enabled: matchId !== null });
}
