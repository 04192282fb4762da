import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFallbackPoll } from '@/data/live-status.ts';
import { matchesQueryOptions } from '@/data/matches.ts';
import { localKeys } from '@/lib/storage-keys.ts';

/** Enough to remember every match a member could have open at once. */
const REMEMBERED_MAX = 500;

function celebratedIds(): number[] {
  try {
    const stored = JSON.parse(localStorage.getItem(localKeys.celebratedMatches) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The match-found celebration ("It's a match!"): the member whose like made a match saw "It's a match!"
 * at once; the other member sees it on the feed the next time they look, once per match.
 */
export function useMatchCelebration(viewerId: number | undefined) {
  // The live stream's match events bring a new match while it is up.
  const refetchInterval = useFallbackPoll();
  const matches = useQuery({ ...matchesQueryOptions, enabled: viewerId !== undefined, refetchInterval });
  const [celebrated, setCelebrated] = useState(celebratedIds);
  const fresh = (matches.data?.Matches ?? []).filter(
    (match) => !match.Deleted && match.User2.ID === viewerId && !celebrated.includes(match.ID),
  );

  const dismiss = () => {
    const next = [...fresh.map((match) => match.ID), ...celebrated].slice(0, REMEMBERED_MAX);
    localStorage.setItem(localKeys.celebratedMatches, JSON.stringify(next));
    setCelebrated(next);
  };

  return { matchId: fresh[0]?.ID ?? null, dismiss };
}
