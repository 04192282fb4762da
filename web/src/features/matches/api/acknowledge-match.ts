import { type AcknowledgeBody, type EmptyAnswer, isStandIn, type MatchesAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchesQueryOptions } from '@/data/matches.ts';
import { callApi } from '@/lib/api-client.ts';
import { getItemsForAcknowledge } from './get-items-for-acknowledge.ts';

export interface AcknowledgeInput {
  matchId: number;
  /** A charity acknowledging a confirmed donation names the items it received. */
  namesReceivedItems: boolean;
}

/** POST /matches/{id}/acknowledge: the ended match leaves the viewer's list. */
export async function acknowledgeMatch({ matchId, namesReceivedItems }: AcknowledgeInput): Promise<EmptyAnswer> {
  const body: AcknowledgeBody = {};
  if (namesReceivedItems) {
    const { Items } = await getItemsForAcknowledge(matchId);
    body.ItemIDs = Items.map((item) => item.ID).filter((id) => !isStandIn(id));
  }
  return callApi(routes.acknowledgeMatch, { params: { id: matchId }, body });
}

export function useAcknowledgeMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeMatch,
    onSuccess: (_answer, { matchId }) => {
      // The card goes at once; the refetch behind it only confirms.
      queryClient.setQueryData(matchesQueryOptions.queryKey, (answer: MatchesAnswer | undefined) =>
        answer ? { ...answer, Matches: answer.Matches.filter((match) => match.ID !== matchId) } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: matchesQueryOptions.queryKey, exact: true });
    },
  });
}
