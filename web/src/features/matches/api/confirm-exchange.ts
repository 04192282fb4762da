import { type ConfirmExchangeAnswer, type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { matchesQueryOptions, matchQueryOptions } from '@/data/matches.ts';
import { callApi } from '@/lib/api-client.ts';

export interface ConfirmExchangeInput {
  matchId: number;
  itemIds: number[];
}

/** POST /matches/{id}/confirm-exchange; the second confirmation answers Completed. */
export function confirmExchange({ matchId, itemIds }: ConfirmExchangeInput): Promise<ConfirmExchangeAnswer> {
  return callApi(routes.confirmExchange, { params: { id: matchId }, body: { ItemIDs: itemIds } });
}

/** POST /matches/{id}/unconfirm-exchange: withdraws the viewer's confirmation while the partner has not confirmed. */
export function unconfirmExchange(matchId: number): Promise<EmptyAnswer> {
  return callApi(routes.unconfirmExchange, { params: { id: matchId } });
}

/**
 * After a confirmation the dashboard is refreshed whatever its refresh guard says. A completed exchange
 * ends the match: the open match is only marked stale, so the success panel stays until the member leaves.
 */
export function useConfirmExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmExchange,
    onSuccess: async (answer, { matchId }) => {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
      if (answer.Completed) {
        void queryClient.invalidateQueries({ queryKey: matchQueryOptions(matchId).queryKey, refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: matchesQueryOptions.queryKey, exact: true });
      } else {
        await queryClient.invalidateQueries({ queryKey: matchQueryOptions(matchId).queryKey });
      }
    },
  });
}

export function useUnconfirmExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unconfirmExchange,
    onSettled: (_answer, _error, matchId) =>
      queryClient.invalidateQueries({ queryKey: matchQueryOptions(matchId).queryKey }),
  });
}
