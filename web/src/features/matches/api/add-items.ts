import { type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCHES_KEY } from '@/data/matches.ts';
import { callApi } from '@/lib/api-client.ts';

export interface AddItemsInput {
  matchId: number;
  itemIds: number[];
}

/** POST /matches/{id}/add-items; refused with ITEM_COMMITTED, WRONG_ITEMS or MATCH_ENDED. */
export function addItems({ matchId, itemIds }: AddItemsInput): Promise<EmptyAnswer> {
  return callApi(routes.addItemsToMatch, { params: { id: matchId }, body: { ItemIDs: itemIds } });
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
