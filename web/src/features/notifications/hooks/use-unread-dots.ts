import type { UnreadCounterName } from '@swapsies/contract';
import { useEffect } from 'react';
import type { UnreadState } from '@/features/navigation/components/nav-items.ts';
import { unreadDots } from '@/features/notifications/components/notification-bell.tsx';
import { useNotifications } from './use-notifications.ts';

/** The counter a page clears by being seen: the matches pages the Swap dot, /friends the Friends dot. */
export function counterSeenOn(pathname: string): UnreadCounterName | null {
  if (/^\/(swaps|matches)(\/|$)/.test(pathname)) return 'matches';
  if (/^\/friends(\/|$)/.test(pathname)) return 'friends';
  return null;
}

/**
 * The navigation's unread dots (001 §2.9). While a page that a dot stands for is on screen, what
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
