import type { ItemIdsBody } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { MATCHES_KEY } from '@/lib/matches.ts';

export interface AddItemsInput {
  matchId: number;
  itemIds: number[];
}

/** POST /matches/{id}/add-items; refused with ITEM_COMMITTED, WRONG_ITEMS or MATCH_ENDED. */
export function addItems({ matchId, itemIds }: AddItemsInput): Promise<BasicAnswer> {
  const body: ItemIdsBody = { ItemIDs: itemIds };
  return apiRequest<BasicAnswer>(`/matches/${matchId}/add-items`, { method: 'POST', body });
}

/**
 * Refreshes the matches whatever the answer: a refusal often means the match ended or items
 * changed meanwhile. It settles once they are fresh, so the detail page never shows the old items.
 */
export function useAddItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
  });
}
