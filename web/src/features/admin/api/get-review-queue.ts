import { type ReviewQueueAnswer, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

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

/** A decision on a queue entry, settled once the queue is fresh. */
export function useQueueDecision<TVariables, TAnswer>(decide: (variables: TVariables) => Promise<TAnswer>) {
  return useRefreshingMutation(reviewQueueQueryOptions.queryKey, decide);
}
