import { FRIENDS_TOAST_MS, Relation } from '@swapsies/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { followMessages, useFollowCharity } from '../api/follow-charity.ts';
import { type FriendAction, friendActionMessages, useFriendAction } from '../api/friend-action.ts';
import { friendWording, relationFromRefusal } from '../lib/error-message.ts';

/** Where a person stands after an action, so a search result on screen can follow. */
export interface RelationChange {
  userId: number;
  relation?: Relation;
  following?: boolean;
}

const relationAfter: Record<FriendAction, Relation> = {
  request: Relation.PendingRequest,
  accept: Relation.Friend,
  reject: Relation.None,
  recall: Relation.None,
  remove: Relation.None,
};

export interface FriendActions {
  /** Runs a friend action with its toasts; resolves once the lists are fresh. */
  act: (action: FriendAction, userId: number) => Promise<void>;
  /** Follows (true) or unfollows (false) a charity, with its toasts. */
  setFollowing: (charityId: number, follow: boolean) => Promise<void>;
  /** Whether an action on this user or charity is under way. */
  isPending: (id: number) => boolean;
}

/**
 * Every friend and charity action of the page, with the toasts of the error catalogue (shown FRIENDS_TOAST_MS).
 * mutateAsync rather than mutate's callbacks: those fire only for the latest call, and two cards
 * may be acted on at once.
 */
export function useFriendActions(onChange?: (change: RelationChange) => void): FriendActions {
  const toast = useToast();
  const friend = useFriendAction();
  const follow = useFollowCharity();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const track = async (id: number, run: () => Promise<void>) => {
    setPending((set) => new Set(set).add(id));
    try {
      await run();
    } finally {
      setPending((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      });
    }
  };

  const act = (action: FriendAction, userId: number) =>
    track(userId, async () => {
      const messages = friendActionMessages[action];
      try {
        await friend.mutateAsync({ action, userId });
        toast.success(messages.done, { duration: FRIENDS_TOAST_MS });
        onChange?.({ userId, relation: relationAfter[action] });
      } catch (error) {
        toast.error(describeError(error, friendWording(messages.failed)), { duration: FRIENDS_TOAST_MS });
        const relation = relationFromRefusal(error);
        if (relation) onChange?.({ userId, relation });
      }
    });

  const setFollowing = (charityId: number, wantFollow: boolean) =>
    track(charityId, async () => {
      const messages = followMessages(wantFollow);
      try {
        await follow.mutateAsync({ charityId, follow: wantFollow });
        toast.success(messages.done, { duration: FRIENDS_TOAST_MS });
        onChange?.({ userId: charityId, following: wantFollow });
      } catch (error) {
        toast.error(describeError(error, friendWording(messages.failed)), { duration: FRIENDS_TOAST_MS });
      }
    });

  return { act, setFollowing, isPending: (id) => pending.has(id) };
}
