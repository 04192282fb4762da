import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * An admin's decision on an entry of a list. Whatever its outcome the list is fetched again
 * (another admin may have decided first), and the decision settles only once the list is fresh, so
 * that a decided entry never shows its buttons again in the meantime.
 */
export function useRefreshingMutation<TVariables, TAnswer>(
  listKey: QueryKey,
  decide: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
