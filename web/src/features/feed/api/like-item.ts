import { type LikeAnswer, type LikeOfferAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/**
 * POST /items/{id}/like. With no match and several ItemsForExange the like is not recorded yet:
 * the member picks what to offer and likeWithOffer records it.
 */
export function likeItem(itemId: number): Promise<LikeAnswer> {
  return callApi(routes.likeItem, { params: { id: itemId } });
}

export interface LikeOfferInput {
  itemId: number;
  itemIds: number[];
}

/** POST /items/{id}/like-offer; refused with WRONG_ITEMS, ITEM_COMMITTED or WRONG_ITEM. */
export function likeWithOffer({ itemId, itemIds }: LikeOfferInput): Promise<LikeOfferAnswer> {
  return callApi(routes.likeWithOffer, { params: { id: itemId }, body: { ItemIDs: itemIds } });
}
