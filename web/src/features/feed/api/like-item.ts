import type { ItemIdsBody, LikeAnswer, LikeOfferAnswer } from '@swapsies/contract';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /items/{id}/like. With no match and several ItemsForExange the like is not recorded yet:
 * the member picks what to offer and likeWithOffer records it.
 */
export function likeItem(itemId: number): Promise<LikeAnswer> {
  return apiRequest<LikeAnswer>(`/items/${itemId}/like`, { method: 'POST' });
}

export interface LikeOfferInput {
  itemId: number;
  itemIds: number[];
}

/** POST /items/{id}/like-offer; refused with WRONG_ITEMS, ITEM_COMMITTED or WRONG_ITEM. */
export function likeWithOffer({ itemId, itemIds }: LikeOfferInput): Promise<LikeOfferAnswer> {
  const body: ItemIdsBody = { ItemIDs: itemIds };
  return apiRequest<LikeOfferAnswer>(`/items/${itemId}/like-offer`, { method: 'POST', body });
}
