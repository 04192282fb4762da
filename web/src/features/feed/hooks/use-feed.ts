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
import { itemPhotos } from '@/lib/media.ts';
import { useImageReady } from '@/lib/use-image-ready.ts';
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

/**
 * Moving on to the next item: the loading animation plays its full second (FEED_LOADING_MS) from
 * the press, while the Swap or Skip is sent; once it is recorded, every filter moves on, so that
 * the next item is fetched during the animation.
 */
function useNextItem() {
  const queryClient = useQueryClient();
  const [pausing, setPausing] = useState(false);

  useEffect(() => {
    if (!pausing) return;
    const timer = setTimeout(() => setPausing(false), FEED_LOADING_MS);
    return () => clearTimeout(timer);
  }, [pausing]);

  return {
    pausing,
    /** A Swap or Skip was pressed: the animation answers at once (a press is answered within a frame). */
    start: () => setPausing(true),
    /** The action failed, or needs the card again (the offer picker): the card comes back. */
    stop: () => setPausing(false),
    /** The action is recorded: the next item is fetched, the animation playing on (or anew, after an offer). */
    next: () => {
      setPausing(true);
      void queryClient.invalidateQueries({ queryKey: EXPLORE_KEY });
    },
  };
}

/** How long an item waits for its photo once it has arrived: then the card shows without it, and the photo loads in place. */
export const PHOTO_WAIT_MS = 2000;

/**
 * The feed's item and what can be done with it: Swap (like), Skip, the offer that a
 * like may need, and the dialogs and toasts that follow. `enabled` is false while the screen shows
 * something else (an empty state decided from the dashboard), so nothing is fetched for it.
 */
export function useFeed(type: FeedType, enabled: boolean, mediaToken: string | undefined) {
  const toast = useToast();
  const query = useQuery({ ...exploreItemQueryOptions(type), enabled });
  const item = query.data?.Item ?? null;
  // The card's first photo is fetched and decoded while the animation plays; the card waits for it.
  const firstPhoto = item ? (itemPhotos(item, mediaToken)[0] ?? null) : null;
  const photoReady = useImageReady(firstPhoto, PHOTO_WAIT_MS);
  const like = useMutation({ mutationFn: likeItem });
  const offer = useMutation({ mutationFn: likeWithOffer });
  const skip = useMutation({ mutationFn: skipItem });
  const { pausing, start, stop, next } = useNextItem();
  const { announcement, announce } = useAnnouncement();
  const [dialog, setDialog] = useState<FeedDialog | null>(null);

  const fail = (error: unknown, fallback: string) => {
    toast.error(describeError(error, feedWording(fallback)));
    // The item went meanwhile (swapped, committed, withdrawn): there is nothing left to do with it.
    if (hasErrorCode(error, ErrorCode.WRONG_ITEM)) {
      setDialog(null);
      next();
    } else stop();
  };

  const swapItem = async (item: FeedItem) => {
    announce(feedMessages.liked(item.Name));
    start();
    try {
      const answer = await like.mutateAsync(item.ID);
      if (answer.MatchID > 0) {
        // The modal opens over the animation; the next item loads behind it.
        setDialog({ kind: 'match', matchId: answer.MatchID, existing: answer.OldMatch });
        next();
      } else if (answer.ItemsForExange.length > 1) {
        // Not recorded yet: the member chooses what to offer first, the card back in view.
        stop();
        setDialog({ kind: 'offer', item, choices: answer.ItemsForExange });
      } else next();
    } catch (error) {
      fail(error, feedMessages.likeFailed);
    }
  };

  const skipCurrent = async (item: FeedItem) => {
    announce(feedMessages.skipped(item.Name));
    start();
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
    item,
    error: query.isError ? query.error : null,
    // Until the Swap or Skip is recorded, the next item is fetched and its photo is ready.
    loading: pausing || like.isPending || skip.isPending || query.isFetching || !photoReady,
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
