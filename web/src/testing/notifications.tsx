/** A stand-in for the notifications API that keeps its list and each counter's "seen" marks, as the server does. */
import { type Notification, type UnreadCounterName, UnreadCounterNames, unreadCounterKinds } from '@swapsies/contract';
import type { MockHandler } from '@/testing/api.tsx';

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

export function fakeNotificationServer(initial: Notification[]) {
  // A note that starts read was seen everywhere, as before per-counter marks.
  const seen = new Map(initial.map((n) => [n.ID, new Set<UnreadCounterName>(n.Read ? UnreadCounterNames : [])]));
  const state = { list: [...initial], failure: null as MockHandler | null };
  const unread = () => {
    const count = (counter: UnreadCounterName) =>
      state.list.filter((n) => countedBy(counter, n) && !seen.get(n.ID)?.has(counter)).length;
    return {
      notifications: count('notifications'),
      matches: count('matches'),
      messages: count('messages'),
      friends: count('friends'),
    };
  };
  const list: MockHandler = (call) => {
    if (state.failure) return typeof state.failure === 'function' ? state.failure(call) : state.failure;
    const Notifications = state.list.map((n) => ({ ...n, Read: seen.get(n.ID)?.has('notifications') ?? false }));
    return { body: { Success: true, ErrorCode: '', Notifications, Unread: unread() } };
  };
  const handlers: Record<string, MockHandler> = {
    'GET /notifications': list,
    'POST /notifications/read': (call) => {
      const { Counters } = call.body as { Counters: UnreadCounterName[] };
      for (const n of state.list) for (const counter of Counters) seen.get(n.ID)?.add(counter);
      return {};
    },
    'DELETE /notifications': () => {
      state.list = [];
      return {};
    },
  };
  for (const n of initial) {
    handlers[`DELETE /notifications/${n.ID}`] = () => {
      state.list = state.list.filter((kept) => kept.ID !== n.ID);
      return {};
    };
  }
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
