import { type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCommitments } from '@/data/commitment-refresh.ts';
import { callApi } from '@/lib/api-client.ts';

export interface OfferCommitmentInput {
  matchId: number;
  /** The requester's own items in the match. */
  userItemIds: number[];
  /** The partner's items in the match. */
  desiredItemIds: number[];
  /** Hours, a whole number within COMMITMENT_TTL. */
  ttl: number;
}

/** POST /matches/{id}/offer-commitment; refused with MATCH_COMMITTED, ITEM_COMMITTED or WRONG_ITEMS. */
export function offerCommitment({
  matchId,
  userItemIds,
  desiredItemIds,
  ttl,
}: OfferCommitmentInput): Promise<EmptyAnswer> {
  return callApi(routes.offerCommitment, {
    params: { id: matchId },
    body: { UserItemIDs: userItemIds, DesiredItemIDs: desiredItemIds, TTL: ttl },
  });
}

/** What can be done to a commitment by its id: accept or reject (its recipient), recall (its requester), clear (once expired). */
export type CommitmentAction = 'accept' | 'reject' | 'recall' | 'clear';

const actionRoutes = {
  accept: routes.acceptCommitment,
  reject: routes.rejectCommitment,
  recall: routes.recallCommitment,
  clear: routes.clearCommitment,
} as const;

export interface CommitmentActionInput {
  action: CommitmentAction;
  commitmentId: number;
}

/** POST /commitment/{id}/accept, /reject, /recall or /clear. */
export function actOnCommitment({ action, commitmentId }: CommitmentActionInput): Promise<EmptyAnswer> {
  return callApi(actionRoutes[action], { params: { id: commitmentId } });
}

/**
 * Refreshes the matches whatever the answer (a refusal often means the commitment changed
 * meanwhile), and the dashboard, through the debounce every commitment change shares.
 */
export function useRefreshCommitments() {
  const queryClient = useQueryClient();
  return () => refreshCommitments(queryClient);
}

export function useOfferCommitment() {
  const refresh = useRefreshCommitments();
  return useMutation({ mutationFn: offerCommitment, onSettled: refresh });
}

export function useCommitmentAction() {
  const refresh = useRefreshCommitments();
  return useMutation({ mutationFn: actOnCommitment, onSettled: refresh });
}
