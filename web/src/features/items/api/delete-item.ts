import { type EmptyAnswer, ErrorCode, itemMessages, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { callApi } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';

/** DELETE /items/{id} */
export function deleteItem(itemId: number): Promise<EmptyAnswer> {
  return callApi(routes.deleteItem, { params: { id: itemId } });
}

/**
 * Deletes one of the user's items, then refreshes the dashboard, as after every change. The refresh also
 * follows a refusal: the item was committed or gone meanwhile, and the list should show it.
 * The mutation settles only once the list is fresh, so the item never reappears for a moment.
 */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
  });
}

/** What to tell the user when a delete fails: the error catalogue, with deleting's own words for two codes. */
export function deleteErrorMessage(error: unknown): string {
  return describeError(error, {
    // The catalogue's ITEM_COMMITTED text speaks of matches; deleting has its own.
    [ErrorCode.ITEM_COMMITTED]: itemMessages.committedDelete,
    [ErrorCode.CHANGES_PENDING]: itemMessages.pendingChangesDelete,
    unexpected: itemMessages.deleteFailedRetry,
  });
}
