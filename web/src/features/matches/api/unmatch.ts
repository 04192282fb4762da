import { type EmptyAnswer, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { matchesQueryOptions, matchQueryOptions } from '@/data/matches.ts';
import { callApi } from '@/lib/api-client.ts';

/** POST /matches/{id}/unmatch; charities get 403 (they have no unmatch button). */
export function unmatch(matchId: number): Promise<EmptyAnswer> {
  return callApi(routes.unmatch, { params: { id: matchId } });
}

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: (_answer, matchId) => {
      // The page leaves for /swaps: refetching the open match now would redirect it to /matches first.
      void queryClient.invalidateQueries({ queryKey: matchQueryOptions(matchId).queryKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: matchesQueryOptions.queryKey, exact: true });
      // The match's items are free again.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: matchesQueryOptions.queryKey }),
  });
}
