/**
 * The notification feed: GET /notifications whenever the live stream says the bell or the counters
 * changed, and every LIVE_FALLBACK_POLL_MS (30 s) while it is down. New ids are spotted inside the
 * query function, so however many components read the feed, each arrival raises exactly one
 * browser notification.
 */
import {
  MatchNotificationKinds,
  type Notification,
  type NotificationsAnswer,
  type UnreadCounterName,
  type UnreadCounters,
} from '@swapsies/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshCommitments } from '@/data/commitment-refresh.ts';
import { liveStatusOf, useFallbackPoll } from '@/data/live-status.ts';
import { NOTIFICATIONS_KEY } from '@/data/unread.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';
import { clearNotifications } from '../api/clear-notifications.ts';
import { deleteNotification } from '../api/delete-notification.ts';
import { getNotifications } from '../api/get-notifications.ts';
import { markNotificationsRead } from '../api/mark-read.ts';
import { raiseBrowserNotification } from '../lib/browser-alert.ts';
import { isIgnoredPollError, notificationErrorMessage } from '../lib/notification-errors.ts';

export interface NotificationFeed {
  notifications: Notification[];
  unread: UnreadCounters;
  /** Unread ids that appeared in a poll since the bell was last opened: they make it shake. */
  arrived: number[];
}

export const noUnread: UnreadCounters = { notifications: 0, matches: 0, messages: 0, friends: 0, waiting: 0 };

/** The feed after a poll, and the notifications that poll brought (none on the first load). */
export function nextFeed(
  previous: NotificationFeed | undefined,
  answer: NotificationsAnswer,
): { feed: NotificationFeed; appeared: Notification[] } {
  const seen = new Set(previous?.notifications.map((notification) => notification.ID));
  const appeared = previous ? answer.Notifications.filter((notification) => !seen.has(notification.ID)) : [];
  const unreadIds = new Set(answer.Notifications.filter((n) => !n.Read).map((n) => n.ID));
  const arrived = [...(previous?.arrived ?? []), ...appeared.map((n) => n.ID)].filter((id) => unreadIds.has(id));
  return { feed: { notifications: answer.Notifications, unread: answer.Unread, arrived }, appeared };
}

/** The feed once the given counters are seen; the bell's also reads every notification. */
export function seenFeed(feed: NotificationFeed, counters: readonly UnreadCounterName[]): NotificationFeed {
  const unread = { ...feed.unread };
  for (const counter of counters) unread[counter] = 0;
  if (!counters.includes('notifications')) return { ...feed, unread };
  return {
    notifications: feed.notifications.map((n) => (n.Read ? n : { ...n, Read: true })),
    unread,
    arrived: [],
  };
}

const notificationsKey = NOTIFICATIONS_KEY;
const matchKinds: readonly string[] = MatchNotificationKinds;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsKey,
  queryFn: async ({ client, signal }): Promise<NotificationFeed> => {
    const answer = await getNotifications(signal);
    const { feed, appeared } = nextFeed(client.getQueryData<NotificationFeed>(notificationsKey), answer);
    for (const notification of appeared) raiseBrowserNotification(notification);
    // A partner's accept, reject, offer or exchange shows without a reload: the live stream's
    // match event says so while it is up, this while it is down.
    const live = liveStatusOf(client) === 'live';
    if (!live && appeared.some((n) => matchKinds.includes(n.Kind))) void refreshCommitments(client);
    return feed;
  },
  // Browser notifications matter most while the tab is in the background.
  refetchIntervalInBackground: true,
  // The next poll is the retry.
  retry: false,
});

/** Changes the cached feed once no poll can overwrite the change with an older answer. */
async function updateFeed(client: QueryClient, change: (feed: NotificationFeed) => NotificationFeed): Promise<void> {
  await client.cancelQueries({ queryKey: notificationsKey });
  client.setQueryData<NotificationFeed>(notificationsKey, (feed) => (feed ? change(feed) : feed));
}

export interface NotificationsState {
  /** Newest first. */
  notifications: Notification[];
  unread: UnreadCounters;
  newlyArrived: Notification[];
  /** The first load is under way. */
  isLoading: boolean;
  /**
   * Marks the named counters seen: at once on screen, then on the server. The bell's counter
   * (`notifications`) also marks every notification read and stops the shake.
   */
  markSeen: (counters: UnreadCounterName[]) => void;
  remove: (notificationId: number) => void;
  clearAll: () => void;
  /** A transport message (notificationTransportMessages) for the last failed call, or null. */
  error: string | null;
}

export function useNotifications(): NotificationsState {
  const token = useAuthToken();
  const client = useQueryClient();
  const refetchInterval = useFallbackPoll();
  const query = useQuery({ ...notificationsQueryOptions, enabled: token !== null, refetchInterval });
  const [actionError, setActionError] = useState<string | null>(null);

  const mutationHandlers = {
    onError: (error: unknown) => setActionError(notificationErrorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  };

  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (counters) => {
      setActionError(null);
      await updateFeed(client, (feed) => seenFeed(feed, counters));
    },
    ...mutationHandlers,
  });

  const removeOne = useMutation({
    mutationFn: deleteNotification,
    onMutate: () => setActionError(null),
    onSuccess: (_answer, notificationId) =>
      updateFeed(client, (feed) => ({
        ...feed,
        notifications: feed.notifications.filter((n) => n.ID !== notificationId),
        arrived: feed.arrived.filter((id) => id !== notificationId),
      })),
    ...mutationHandlers,
  });

  const removeAll = useMutation({
    mutationFn: clearNotifications,
    onMutate: () => setActionError(null),
    onSuccess: () => updateFeed(client, () => ({ notifications: [], unread: noUnread, arrived: [] })),
    ...mutationHandlers,
  });

  // Once the session has expired (the token is gone) the list empties.
  const feed = token === null ? undefined : query.data;
  // A poll lost to a 502 or the network keeps the last good list and says nothing.
  const pollFailed = token !== null && query.error !== null && !(feed && isIgnoredPollError(query.error));

  return {
    notifications: feed?.notifications ?? [],
    unread: feed?.unread ?? noUnread,
    newlyArrived: feed ? feed.notifications.filter((n) => feed.arrived.includes(n.ID)) : [],
    isLoading: token !== null && query.isPending && query.fetchStatus === 'fetching',
    markSeen: markRead.mutate,
    remove: (notificationId) => removeOne.mutate(notificationId),
    clearAll: () => removeAll.mutate(),
    error: actionError ?? (pollFailed ? notificationErrorMessage(query.error) : null),
  };
}
