import { type EmptyAnswer, ErrorCode, itemMessages, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client.ts';
import { dashboardQueryOptions } from '@/lib/dashboard.ts';

/** DELETE /items/{id} */
export function deleteItem(itemId: number): Promise<EmptyAnswer> {
  return callApi(routes.deleteItem, { params: { id: itemId } });
}

/**
 * Deletes one of the user's items, then refreshes the dashboard (000 §7). The refresh also
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

/** What to tell the user when a delete fails (000 §8, items). */
export function deleteErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return itemMessages.deleteFailedRetry;
  // The catalogue's ITEM_COMMITTED text speaks of matches; deleting has its own.
  if (error.code === ErrorCode.ITEM_COMMITTED) return itemMessages.committedDelete;
  if (error.code === ErrorCode.CHANGES_PENDING) return itemMessages.pendingChangesDelete;
  return error.message;
}
