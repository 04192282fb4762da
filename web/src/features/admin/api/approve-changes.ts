import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

/** POST /admin/items/{id}/changes/approve: a live item takes its pending changes. */
export function approveChanges(itemId: number): Promise<EmptyAnswer> {
  return callApi(routes.approveChanges, { params: { id: itemId } });
}

export function useApproveChanges() {
  return useQueueDecision(approveChanges);
}
