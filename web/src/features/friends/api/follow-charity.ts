import { type EmptyAnswer, friendMessages, routes } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client.ts';
import { refreshSocialData } from './friend-action.ts';

export interface FollowInput {
  charityId: number;
  /** True to follow, false to unfollow. */
  follow: boolean;
}

/** POST /charities/{id}/follow follows; DELETE /charities/{id}/follow unfollows. */
export function followCharity({ charityId, follow }: FollowInput): Promise<EmptyAnswer> {
  return callApi(follow ? routes.followCharity : routes.unfollowCharity, { params: { id: charityId } });
}

/** The toasts of following and unfollowing, from the contract's friendMessages. */
export function followMessages(follow: boolean): { done: string; failed: string } {
  return follow
    ? { done: friendMessages.charityFollowed, failed: friendMessages.charityFollowFailed }
    : { done: friendMessages.charityUnfollowed, failed: friendMessages.charityUnfollowFailed };
}

export function useFollowCharity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followCharity, onSettled: () => refreshSocialData(queryClient) });
}
