import type { UnreadCounterName } from '@swapsies/contract';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import type { UnreadState } from '@/data/unread.ts';
import { routePatterns } from '@/lib/paths.ts';
import { unreadDots } from '../components/notification-bell.tsx';
import { useNotifications } from './use-notifications.ts';

/** The counter a page clears by being seen: the matches pages the Swap dot, /friends the Friends dot. */
export function counterSeenOn(pathname: string): UnreadCounterName | null {
  const within = (path: string) => matchPath({ path, end: false }, pathname) !== null;
  if (within(routePatterns.swaps) || within(routePatterns.matches)) return 'matches';
  if (within(routePatterns.friends)) return 'friends';
  return null;
}

/**
 * The navigation's unread dots. While a page that a dot stands for is on screen, what
 * that dot counts is marked seen, also when a poll brings more; the bell keeps its own count.
 */
export function useUnreadDots(pathname: string): UnreadState {
  const { unread, markSeen } = useNotifications();
  const counter = counterSeenOn(pathname);
  const waiting = counter ? unread[counter] : 0;
  useEffect(() => {
    if (counter && waiting > 0) markSeen([counter]);
  }, [counter, waiting, markSeen]);
  return unreadDots(unread);
}
