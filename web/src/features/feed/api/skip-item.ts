import { type EmptyAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** POST /items/{id}/skip: the item leaves this member's feed. */
export function skipItem(itemId: number): Promise<EmptyAnswer> {
  return callApi(routes.skipItem, { params: { id: itemId } });
}
