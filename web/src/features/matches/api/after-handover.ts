import {
  type FeedbackAnswer,
  type FeedbackBody,
  type HandoverAnswer,
  type HandoverOutcome,
  type MatchAnswer,
  routes,
} from '@swapsies/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCHES_KEY, matchQueryOptions } from '@/data/matches.ts';
import { callApi } from '@/lib/api-client.ts';

export interface OutcomeInput {
  matchId: number;
  outcome: HandoverOutcome;
}

/** POST /matches/{id}/outcome: "Did the swap happen?", once, after the agreed time; refused with OUTCOME_NOT_DUE or OUTCOME_GIVEN. */
export function reportOutcome({ matchId, outcome }: OutcomeInput): Promise<HandoverAnswer> {
  return callApi(routes.reportOutcome, { params: { id: matchId }, body: { Outcome: outcome } });
}

export interface FeedbackInput {
  matchId: number;
  body: FeedbackBody;
}

/** POST /matches/{id}/feedback: once, while open; refused with FEEDBACK_NOT_OPEN or FEEDBACK_GIVEN. */
export function giveFeedback({ matchId, body }: FeedbackInput): Promise<FeedbackAnswer> {
  return callApi(routes.giveFeedback, { params: { id: matchId }, body });
}

/** The match as held, changed at once by what the answer says; its refetch then brings the rest. */
function patchMatch(
  queryClient: QueryClient,
  matchId: number,
  patch: (match: MatchAnswer['Match']) => MatchAnswer['Match'],
) {
  queryClient.setQueryData<MatchAnswer>(matchQueryOptions(matchId).queryKey, (held) =>
    held ? { ...held, Match: patch(held.Match) } : held,
  );
}

/**
 * Whatever the answer (a refusal often means the viewer answered elsewhere), the match and the list
 * are fetched again; they settle the call, so the card never offers the question twice meanwhile.
 */
function refreshMatches(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
}

export function useReportOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportOutcome,
    onSuccess: ({ Handover }, { matchId }) => patchMatch(queryClient, matchId, (match) => ({ ...match, Handover })),
    onSettled: () => refreshMatches(queryClient),
  });
}

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    onSuccess: ({ Feedback }, { matchId }) => patchMatch(queryClient, matchId, (match) => ({ ...match, Feedback })),
    onSettled: () => refreshMatches(queryClient),
  });
}
