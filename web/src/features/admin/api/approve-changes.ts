import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

/** POST /admin/items/{id}/changes/approve: a live item takes its pending changes. */
export function approveChanges(itemId: number): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/admin/items/${itemId}/changes/approve`, { method: 'POST' });
}

export function useApproveChanges() {
  return useQueueDecision(approveChanges);
}
