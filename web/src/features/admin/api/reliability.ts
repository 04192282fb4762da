import { type EmptyAnswer, type ReliabilityQueueAnswer, type ReliabilityReviewKind, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

/**
 * GET /admin/reliability (issue 27): thumbs down and no-show reports waiting for review before they
 * count, and the members who answered "Did the swap happen?" differently.
 */
export function getReliabilityQueue(signal?: AbortSignal): Promise<ReliabilityQueueAnswer> {
  return callApi(routes.getReliabilityQueue, {}, { signal });
}

export const reliabilityQueueQueryOptions = queryOptions({
  queryKey: ['admin', 'reliability'],
  queryFn: ({ signal }) => getReliabilityQueue(signal),
});

export function useReliabilityQueue() {
  return useQuery(reliabilityQueueQueryOptions);
}

export interface ReliabilityDecision {
  kind: ReliabilityReviewKind;
  id: number;
  /** True lets it count against its member; false drops it (for example as retaliation). */
  counts: boolean;
}

/** POST /admin/reliability/{kind}/{id}/review. */
export function reviewReliability({ kind, id, counts }: ReliabilityDecision): Promise<EmptyAnswer> {
  return callApi(routes.reviewReliability, { params: { kind, id }, body: { Counts: counts } });
}

/** POST /admin/disagreements/{id}/close: off the queue, nothing counting against either. */
export function closeDisagreement(id: number): Promise<EmptyAnswer> {
  return callApi(routes.closeDisagreement, { params: { id } });
}

export function useReviewReliability() {
  return useRefreshingMutation(reliabilityQueueQueryOptions.queryKey, reviewReliability);
}

export function useCloseDisagreement() {
  return useRefreshingMutation(reliabilityQueueQueryOptions.queryKey, closeDisagreement);
}
