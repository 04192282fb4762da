import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

/** POST /admin/items/{id}/approve: a new item goes live. */
export function approveItem(itemId: number): Promise<EmptyAnswer> {
  return callApi(routes.approveItem, { params: { id: itemId } });
}

export function useApproveItem() {
  return useQueueDecision(approveItem);
}
