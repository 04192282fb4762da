import { type ItemsAnswer, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';

/** GET /matches/{id}/items-for-acknowledge: the partner's items, which a charity names as received when it acknowledges a donation. */
export function getItemsForAcknowledge(matchId: number): Promise<ItemsAnswer> {
  return callApi(routes.getItemsForAcknowledge, { params: { id: matchId } });
}
