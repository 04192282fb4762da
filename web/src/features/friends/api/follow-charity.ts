import { friendMessages } from '@swapsies/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type BasicAnswer } from '@/lib/api-client.ts';
import { refreshSocialData } from './friend-action.ts';

export interface FollowInput {
  charityId: number;
  /** True to follow, false to unfollow. */
  follow: boolean;
}

/** POST /charities/{id}/follow follows; DELETE /charities/{id}/follow unfollows. */
export function followCharity({ charityId, follow }: FollowInput): Promise<BasicAnswer> {
  return apiRequest<BasicAnswer>(`/charities/${charityId}/follow`, { method: follow ? 'POST' : 'DELETE' });
}

/** The toasts of following and unfollowing (001 §8, friends). */
export function followMessages(follow: boolean): { done: string; failed: string } {
  return follow
    ? { done: friendMessages.charityFollowed, failed: friendMessages.charityFollowFailed }
    : { done: friendMessages.charityUnfollowed, failed: friendMessages.charityUnfollowFailed };
}

export function useFollowCharity() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followCharity, onSettled: () => refreshSocialData(queryClient) });
}
