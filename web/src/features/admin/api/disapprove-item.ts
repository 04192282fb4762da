import type { ReviewDecisionBody } from '@swapsies/contract';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';

export interface Disapproval {
  itemId: number;
  /** Told to the owner; empty sends none. */
  reason: string;
}

/** The body of both disapprovals: the reason only when one was given. */
export function disapprovalBody(reason: string): ReviewDecisionBody {
  const trimmed = reason.trim();
  return trimmed ? { Reason: trimmed } : {};
}

/** POST /admin/items/{id}/disapprove: a new item is refused (and removed). */
export function disapproveItem({ itemId, reason }: Disapproval): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/admin/items/${itemId}/disapprove`, {
    method: 'POST',
    body: disapprovalBody(reason),
  });
}

export function useDisapproveItem() {
  return useQueueDecision(disapproveItem);
}
