import { type EmptyAnswer, type ReviewDecisionBody, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
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
export function disapproveItem({ itemId, reason }: Disapproval): Promise<EmptyAnswer> {
  return callApi(routes.disapproveItem, { params: { id: itemId }, body: disapprovalBody(reason) });
}

export function useDisapproveItem() {
  return useQueueDecision(disapproveItem);
}
