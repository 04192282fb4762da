import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import type { Disapproval } from './disapprove-item.ts';
import { useQueueDecision } from './get-review-queue.ts';
import { optionalReasonBody } from './reason-body.ts';

/** POST /admin/items/{id}/changes/disapprove: the item stays as it was. */
export function disapproveChanges({ itemId, reason }: Disapproval): Promise<EmptyAnswer> {
  return callApi(routes.disapproveChanges, { params: { id: itemId }, body: optionalReasonBody(reason) });
}

export function useDisapproveChanges() {
  return useQueueDecision(disapproveChanges);
}
