import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

/** POST /admin/items/{id}/approve: a new item goes live. */
export function approveItem(itemId: number): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/admin/items/${itemId}/approve`, { method: 'POST' });
}

export function useApproveItem() {
  return useQueueDecision(approveItem);
}
