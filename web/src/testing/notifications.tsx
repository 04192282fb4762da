/**
 * Test support for notifications: fixtures in the contract's shape and a stand-in for the
 * notifications calls that keeps its list and each counter's "seen" marks, as the server does.
 * Only tests import this file.
 */
import {
  type EmptyAnswer,
  type Notification,
  type NotificationsAnswer,
  type UnreadCounterName,
  UnreadCounterNames,
  unreadCounterKinds,
} from '@swapsies/contract';
import { type ApiCall, type MockAnswer, type MockHandler, ok, type RouteStubs, refusal } from './api.tsx';

let nextId = 1;
export function note(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.ID ?? nextId++;
  return {
    ID: id,
    Kind: 'MatchCreated',
    Subject: 'New match with Alex Brown!',
    Text: 'You both want to swap. Say hello!',
    CreatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    Read: false,
    ...overrides,
  };
}

const countedBy = (counter: UnreadCounterName, n: Notification) =>
  counter === 'notifications' || unreadCounterKinds[counter].includes(n.Kind);

/**
 * getNotifications, markNotificationsRead, clearNotifications and deleteNotification over one
 * list. Setting `state.waiting` sets the waiting counter; setting `state.failure` makes getNotifications answer that instead; deleting a
 * notification the list does not hold is refused with WRONG_NOTIFICATION.
 */
export function fakeNotificationServer(initial: Notification[]) {
  // A note that starts read was seen everywhere, as before per-counter marks.
  const seen = new Map(initial.map((n) => [n.ID, new Set<UnreadCounterName>(n.Read ? UnreadCounterNames : [])]));
  // waiting is counted from the matches' state, not the list: a test sets it.
  const state = { list: [...initial], failure: null as MockHandler<NotificationsAnswer> | null, waiting: 0 };
  const unread = () => {
    const count = (counter: UnreadCounterName) =>
      state.list.filter((n) => countedBy(counter, n) && !seen.get(n.ID)?.has(counter)).length;
    return {
      notifications: count('notifications'),
      matches: count('matches'),
      messages: count('messages'),
      friends: count('friends'),
      waiting: state.waiting,
    };
  };
  const handlers = {
    getNotifications: (call: ApiCall): MockAnswer<NotificationsAnswer> | Promise<MockAnswer<NotificationsAnswer>> => {
      if (state.failure) return typeof state.failure === 'function' ? state.failure(call) : state.failure;
      const Notifications = state.list.map((n) => ({ ...n, Read: seen.get(n.ID)?.has('notifications') ?? false }));
      return { body: { Success: true, ErrorCode: '', Notifications, Unread: unread() } };
    },
    markNotificationsRead: (call: ApiCall): MockAnswer<EmptyAnswer> => {
      const { Counters } = call.body as { Counters: UnreadCounterName[] };
      for (const n of state.list) for (const counter of Counters) seen.get(n.ID)?.add(counter);
      return ok;
    },
    clearNotifications: (): MockAnswer<EmptyAnswer> => {
      state.list = [];
      return ok;
    },
    deleteNotification: (call: ApiCall): MockAnswer<EmptyAnswer> => {
      if (!state.list.some((n) => String(n.ID) === call.params.id)) return refusal(404, 'WRONG_NOTIFICATION');
      state.list = state.list.filter((kept) => String(kept.ID) !== call.params.id);
      return ok;
    },
  } satisfies RouteStubs;
  return {
    state,
    handlers,
    unread,
    /** A new notification, newest first. */
    add: (n: Notification) => {
      seen.set(n.ID, new Set());
      state.list = [n, ...state.list];
    },
  };
}
