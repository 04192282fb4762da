import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { useQueueDecision } from './get-review-queue.ts';
import { optionalReasonBody } from './reason-body.ts';

export interface Disapproval {
  itemId: number;
  /** Told to the owner; empty sends none. */
  reason: string;
}

/** POST /admin/items/{id}/disapprove: a new item is refused (and removed). */
export function disapproveItem({ itemId, reason }: Disapproval): Promise<EmptyAnswer> {
  return callApi(routes.disapproveItem, { params: { id: itemId }, body: optionalReasonBody(reason) });
}

export function useDisapproveItem() {
  return useQueueDecision(disapproveItem);
}
