import {
  type Match,
  type MatchAnswer,
  type MatchesAnswer,
  type MatchMember,
  routes,
  type UserItem,
} from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/**
 * GET /matches: the viewer's active matches and the ended ones not yet acknowledged, newest first.
 * Shared by the matches screens and the feed's match-found celebration.
 */
export function getMatches(signal?: AbortSignal): Promise<MatchesAnswer> {
  return callApi(routes.getMatches, {}, { signal });
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

/** GET /matches/{id}; WRONG_MATCH (404) for anyone but its two members. Shared by the match detail and the feed's match modal. */
export function getMatch(matchId: number, signal?: AbortSignal): Promise<MatchAnswer> {
  return callApi(routes.getMatch, { params: { id: matchId } }, { signal });
}

export function matchQueryOptions(matchId: number) {
  return queryOptions({
    queryKey: [...MATCHES_KEY, matchId],
    queryFn: ({ signal }) => getMatch(matchId, signal),
  });
}

export interface MatchSides {
  partner: MatchMember;
  /** The viewer's side, stand-ins included. */
  myItems: UserItem[];
  partnerItems: UserItem[];
}

/** The server sends both sides as User1/Items1 and User2/Items2; screens want "mine" and "theirs". */
export function matchSides(match: Match, viewerId: number): MatchSides {
  const viewerIsUser1 = match.User1.ID === viewerId;
  return {
    partner: viewerIsUser1 ? match.User2 : match.User1,
    myItems: viewerIsUser1 ? match.Items1 : match.Items2,
    partnerItems: viewerIsUser1 ? match.Items2 : match.Items1,
  };
}
