import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFallbackPoll } from '@/data/live-status.ts';
import { matchesQueryOptions } from '@/data/matches.ts';
import { localKeys } from '@/lib/storage-keys.ts';

const markKey = (viewerId: number) => `${localKeys.feedSeenMatch}:${viewerId}`;

/** The newest match id the member had when they last saw the feed on this device; null before their first look. */
function readMark(viewerId: number): number | null {
  const stored = Number.parseInt(localStorage.getItem(markKey(viewerId)) ?? '', 10);
  return Number.isInteger(stored) && stored >= 0 ? stored : null;
}

/**
 * The match-found celebration ("It's a match!"): the member whose like made a match saw "It's a
 * match!" at once; the other member sees it on the feed for a match made since they last saw the
 * feed, once. Match ids only grow, so "since" is a mark: the newest match id seen (the server's
 * numbering, not this device's clock). A first look on a device has no mark: the matches already
 * there are not news, and the mark starts from them.
 */
export function useMatchCelebration(viewerId: number | undefined) {
  // The live stream's match events bring a new match while it is up.
  const refetchInterval = useFallbackPoll();
  const matches = useQuery({ ...matchesQueryOptions, enabled: viewerId !== undefined, refetchInterval });
  // What this hook wrote, so the screen follows at once (storage is the record for the next visit).
  const [written, setWritten] = useState<Record<number, number>>({});
  const list = matches.data?.Matches;
  const mark = viewerId === undefined ? null : (written[viewerId] ?? readMark(viewerId));
  const fresh =
    list && mark !== null
      ? list.filter((match) => !match.Deleted && match.User2.ID === viewerId && match.ID > mark)
      : [];
  const newest = list ? Math.max(0, ...list.map((match) => match.ID)) : null;

  const advance = (to: number) => {
    if (viewerId === undefined) return;
    localStorage.setItem(markKey(viewerId), String(to));
    setWritten((marks) => ({ ...marks, [viewerId]: to }));
  };

  // Seen with nothing to celebrate (or a first look): every match up to the newest is old news now.
  const nothingFresh = fresh.length === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: advance is remade each render; what it writes is decided by these values
  useEffect(() => {
    if (newest === null || !nothingFresh || (mark !== null && newest <= mark)) return;
    advance(newest);
  }, [newest, nothingFresh, mark]);

  const dismiss = () => {
    if (mark !== null) advance(Math.max(mark, ...fresh.map((match) => match.ID)));
  };

  return { matchId: fresh[0]?.ID ?? null, dismiss };
}
