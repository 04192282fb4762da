import {
  ErrorCode,
  FEED_LOADING_MS,
  type FeedItem,
  type FeedType,
  feedMessages,
  type UserItem,
} from '@swapsies/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/ui/toast.tsx';
import { EXPLORE_KEY } from '@/data/query-keys.ts';
import { describeError, hasErrorCode } from '@/lib/describe-error.ts';
import { exploreItemQueryOptions } from '../api/explore-item.ts';
import { likeItem, likeWithOffer } from '../api/like-item.ts';
import { skipItem } from '../api/skip-item.ts';
import { feedWording } from '../lib/feed-messages.ts';

/** The dialogs a like can lead to: the offer picker, or a new or existing match. */
export type FeedDialog =
  | { kind: 'offer'; item: FeedItem; choices: UserItem[] }
  | { kind: 'match'; matchId: number; existing: boolean };

/** A new id makes a repeated text ("You skipped Lamp" twice) heard again. */
export interface Announcement {
  id: number;
  text: string;
}

/** Texts for the live region: each one told gets a new id, so a repeat is heard again. */
function useAnnouncement() {
  const [announcement, setAnnouncement] = useState<Announcement>({ id: 0, text: '' });
  const announce = (text: string) => setAnnouncement((last) => ({ id: last.id + 1, text }));
  return { announcement, announce };
}

/** Moving on to the next item: the loading animation plays its full second (FEED_LOADING_MS) while every filter moves on. */
function useNextItem() {
  const queryClient = useQueryClient();
  const [pausing, setPausing] = useState(false);

  useEffect(() => {
    if (!pausing) return;
    const timer = setTimeout(() => setPausing(false), FEED_LOADING_MS);
    return () => clearTimeout(timer);
  }, [pausing]);

  const next = () => {
    setPausing(true);
    void queryClient.invalidateQueries({ queryKey: EXPLORE_KEY });
  };
  return { pausing, next };
}

/**
 * The feed's item and what can be done with it: Swap (like), Skip, the offer that a
 * like may need, and the dialogs and toasts that follow. `enabled` is false while the screen shows
 * something else (an empty state decided from the dashboard), so nothing is fetched for it.
 */
export function useFeed(type: FeedType, enabled: boolean) {
  const toast = useToast();
  const query = useQuery({ ...exploreItemQueryOptions(type), enabled });
  const like = useMutation({ mutationFn: likeItem });
  const offer = useMutation({ mutationFn: likeWithOffer });
  const skip = useMutation({ mutationFn: skipItem });
  const { pausing, next } = useNextItem();
  const { announcement, announce } = useAnnouncement();
  const [dialog, setDialog] = useState<FeedDialog | null>(null);

  const fail = (error: unknown, fallback: string) => {
    toast.error(describeError(error, feedWording(fallback)));
    // The item went meanwhile (swapped, committed, withdrawn): there is nothing left to do with it.
    if (hasErrorCode(error, ErrorCode.WRONG_ITEM)) {
      setDialog(null);
      next();
    }
  };

  const swapItem = async (item: FeedItem) => {
    announce(feedMessages.liked(item.Name));
    try {
      const answer = await like.mutateAsync(item.ID);
      if (answer.MatchID > 0) setDialog({ kind: 'match', matchId: answer.MatchID, existing: answer.OldMatch });
      // Not recorded yet: the member chooses what to offer first.
      else if (answer.ItemsForExange.length > 1) setDialog({ kind: 'offer', item, choices: answer.ItemsForExange });
      else next();
    } catch (error) {
      fail(error, feedMessages.likeFailed);
    }
  };

  const skipCurrent = async (item: FeedItem) => {
    announce(feedMessages.skipped(item.Name));
    try {
      await skip.mutateAsync(item.ID);
      next();
    } catch (error) {
      fail(error, feedMessages.skipFailed);
    }
  };

  const offerItems = async (itemIds: number[]) => {
    if (dialog?.kind !== 'offer') return;
    try {
      const answer = await offer.mutateAsync({ itemId: dialog.item.ID, itemIds });
      if (answer.MatchID > 0) setDialog({ kind: 'match', matchId: answer.MatchID, existing: answer.IsExistingMatch });
      else {
        setDialog(null);
        next();
      }
    } catch (error) {
      fail(error, feedMessages.offerFailed);
    }
  };

  return {
    item: query.data?.Item ?? null,
    error: query.isError ? query.error : null,
    loading: pausing || query.isFetching,
    retry: () => query.refetch(),
    /** A like or skip is on its way: the card takes no other action meanwhile. */
    busy: like.isPending || skip.isPending,
    swap: swapItem,
    skip: skipCurrent,
    offer: offerItems,
    offering: offer.isPending,
    dialog,
    closeOffer: () => setDialog(null),
    announcement,
  };
}
