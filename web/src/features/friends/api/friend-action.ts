import { type EmptyAnswer, friendMessages, routes } from '@swapsies/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { callApi } from '@/lib/api-client.ts';
import { charitiesQueryOptions } from './get-charities.ts';
import { friendsQueryOptions } from './get-friends.ts';

export type FriendAction = 'request' | 'accept' | 'reject' | 'recall' | 'remove';

export interface FriendActionInput {
  action: FriendAction;
  userId: number;
}

/** The route of each action: POST /friends/{userId}/request | /accept | /reject | /recall; DELETE /friends/{userId}. */
const friendActionRoutes = {
  request: routes.sendFriendRequest,
  accept: routes.acceptFriendRequest,
  reject: routes.rejectFriendRequest,
  recall: routes.recallFriendRequest,
  remove: routes.removeFriend,
} satisfies Record<FriendAction, unknown>;

export function friendAction({ action, userId }: FriendActionInput): Promise<EmptyAnswer> {
  return callApi(friendActionRoutes[action], { params: { id: userId } });
}

/** The toasts of each action, from the contract's friendMessages. */
export const friendActionMessages: Record<FriendAction, { done: string; failed: string }> = {
  request: { done: friendMessages.requestSent, failed: friendMessages.requestSendFailed },
  accept: { done: friendMessages.requestAccepted, failed: friendMessages.requestAcceptFailed },
  reject: { done: friendMessages.requestRejected, failed: friendMessages.requestRejectFailed },
  recall: { done: friendMessages.requestRecalled, failed: friendMessages.requestRecallFailed },
  remove: { done: friendMessages.friendRemoved, failed: friendMessages.friendRemoveFailed },
};

/**
 * Lists and counts may have changed whatever the answer (a refusal often means they were stale),
 * so everything friend-shaped is refreshed after every action, including the dashboard's counts.
 */
export function refreshSocialData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: friendsQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: charitiesQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
  ]);
}

export function useFriendAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: friendAction, onSettled: () => refreshSocialData(queryClient) });
}
