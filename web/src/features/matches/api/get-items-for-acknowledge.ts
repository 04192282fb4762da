import type { ItemsAnswer } from '@swapsies/contract';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /matches/{id}/items-for-acknowledge: the partner's items, which a charity received (001 §7). */
export function getItemsForAcknowledge(matchId: number): Promise<ItemsAnswer> {
  return apiRequest<ItemsAnswer>(`/matches/${matchId}/items-for-acknowledge`);
}
