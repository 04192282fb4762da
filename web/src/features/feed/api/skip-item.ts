import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';

/** POST /items/{id}/skip: the item leaves this member's feed. */
export function skipItem(itemId: number): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/items/${itemId}/skip`, { method: 'POST' });
}
