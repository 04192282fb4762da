import { type ReviewQueueAnswer, routes } from '@swapsies/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';

/** GET /admin/queue: new items, and changes to live items, waiting for an admin's review. */
export function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueueAnswer> {
  return callApi(routes.getReviewQueue, {}, { signal });
}

export const reviewQueueQueryOptions = queryOptions({
  queryKey: ['admin', 'queue'],
  queryFn: ({ signal }) => getReviewQueue(signal),
});

export function useReviewQueue() {
  return useQuery(reviewQueueQueryOptions);
}

/**
 * A decision on a queue entry. Whatever its outcome the queue is fetched again (another admin may
 * have decided first), and the decision settles only once the queue is fresh, so that a decided
 * entry never shows its buttons again in the meantime.
 */
export function useQueueDecision<TVariables, TAnswer>(decide: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueueQueryOptions.queryKey }),
  });
}
