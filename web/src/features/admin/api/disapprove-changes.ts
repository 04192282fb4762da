import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { type Disapproval, disapprovalBody } from './disapprove-item.ts';
import { useQueueDecision } from './get-review-queue.ts';

/** POST /admin/items/{id}/changes/disapprove: the item stays as it was. */
export function disapproveChanges({ itemId, reason }: Disapproval): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/admin/items/${itemId}/changes/disapprove`, {
    method: 'POST',
    body: disapprovalBody(reason),
  });
}

export function useDisapproveChanges() {
  return useQueueDecision(disapproveChanges);
}
