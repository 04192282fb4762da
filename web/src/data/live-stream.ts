/**
 * The live stream: one socket per signed-in session carrying every event about the member
 * (contract/src/live.ts, realtime-and-exchange §4). Events are hints: each marks the queries it
 * names stale, and TanStack Query refetches those on screen. The client keeps the last number it
 * holds and says it in hello, so a reconnecting socket is replayed what it missed; a reset, a
 * skipped number or a replay ending past that number refetches what was fetched before. While the
 * stream is not live, the queries it keeps current poll instead (live-status.ts).
 */
import { type LiveClientEvent, type LiveServerEvent, type MatchChange, routes } from '@swapsies/contract';
import { matchQuery, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client.ts';
import { openTicketSocket, socketUrlOf } from '@/lib/ticket-socket.ts';
import { useAuthToken } from '@/lib/use-auth-token.ts';
import { dashboardQueryOptions } from './dashboard.ts';
import { setLiveStatus } from './live-status.ts';
import { MATCHES_KEY } from './matches.ts';
import { NOTIFICATIONS_KEY } from './unread.ts';

/** POST /live-ticket: a single-use ticket that opens the member's live socket. */
export async function getLiveTicket(): Promise<string> {
  const { Ticket } = await callApi(routes.getLiveTicket);
  return Ticket;
}

/**
 * A dropped stream is retried after LIVE_RETRY.firstMs, doubling to LIVE_RETRY.maxMs, each wait
 * drawn from its upper half so that a server's restart is not met by every member at once.
 */
export const LIVE_RETRY = { firstMs: 1000, maxMs: 30_000 } as const;

export function liveRetryDelay(attempt: number): number {
  const ceiling = Math.min(LIVE_RETRY.maxMs, LIVE_RETRY.firstMs * 2 ** attempt);
  return Math.round(ceiling * (0.5 + Math.random() / 2));
}

interface Stale {
  queryKey: QueryKey;
  /** Only that query, not the ones under its key. */
  exact?: boolean;
}

const matchesList: Stale = { queryKey: MATCHES_KEY, exact: true };
/** The bell and the unread counters come in one answer. */
const counters: Stale = { queryKey: NOTIFICATIONS_KEY };
/** Everything the stream keeps current: every matches query and the notifications. */
const everythingLive: Stale[] = [{ queryKey: MATCHES_KEY }, counters];

/** A commitment or an exchange gives the member's items their Committed flag or takes it away. */
const itemChanges: readonly MatchChange[] = ['commitment', 'exchange', 'unmatched'];

type HintEvent = Extract<LiveServerEvent, { type: 'match' | 'notification' | 'counters' | 'chat' }>;

/** What an event makes stale. */
export function staleOf(event: HintEvent): Stale[] {
  switch (event.type) {
    case 'match':
      return [
        matchesList,
        { queryKey: [...MATCHES_KEY, event.matchId] },
        counters,
        ...(itemChanges.includes(event.change) ? [{ queryKey: dashboardQueryOptions.queryKey }] : []),
      ];
    case 'chat':
      return [matchesList, counters];
    default:
      return [counters];
  }
}

/**
 * Refetches the queries `stale` names whose data is older than `since`. A fetch already under way
 * is kept rather than started again: it was asked for after the stream's point of reference, and a
 * fresh page's first fetches are not made twice.
 */
function refreshOlderThan(client: QueryClient, since: number, stale: Stale[]): void {
  void client.invalidateQueries(
    { predicate: (query) => query.state.dataUpdatedAt < since && stale.some((filter) => matchQuery(filter, query)) },
    { cancelRefetch: false },
  );
}

/** Refetches the queries `stale` names, each once however many filters name it. */
function markStale(client: QueryClient, stale: Stale[]): void {
  if (stale.length === 0) return;
  // A fetch under way may have read before the change: it starts again.
  void client.invalidateQueries({ predicate: (query) => stale.some((filter) => matchQuery(filter, query)) });
}

/**
 * How the stream's events change the cache, with the last number held. Between hello and ready,
 * the replay's hints are gathered and applied once.
 */
export function liveCache(client: QueryClient) {
  let lastSeq = 0;
  let replaying = false;
  /** When the current connection was asked for: data fetched since needs no refetch on a reset. */
  let since = 0;
  let gathered: Stale[] = [];

  const apply = (stale: Stale[]) => {
    if (replaying) gathered.push(...stale);
    else markStale(client, stale);
  };
  const endReplay = () => {
    replaying = false;
    markStale(client, gathered);
    gathered = [];
  };

  return {
    /** A connection is being asked for. */
    connecting: () => {
      since = Date.now();
    },
    /** The hello of a new connection: the replay starts after the last number held. */
    hello: (): LiveClientEvent => {
      replaying = true;
      gathered = [];
      return { type: 'hello', after: lastSeq };
    },
    /** Applies one event; says whether the stream is now live (its replay is done). */
    receive: (event: LiveServerEvent): boolean => {
      switch (event.type) {
        case 'reset':
          lastSeq = event.lastSeq;
          endReplay();
          refreshOlderThan(client, since, everythingLive);
          return true;
        case 'ready':
          // Further than the replay went: an event was lost on the way.
          if (event.lastSeq !== lastSeq) apply(everythingLive);
          lastSeq = event.lastSeq;
          endReplay();
          // Chat doorbells are not replayed: what they would have rung for is fetched again,
          // unless the replay's hints are fetching it already.
          refreshOlderThan(client, since, [matchesList, counters]);
          return true;
        case 'chat':
          apply(staleOf(event));
          return false;
        default:
          if (event.seq <= lastSeq) return false;
          // A skipped number: whatever the lost event named is unknown, so everything is stale.
          if (event.seq !== lastSeq + 1) apply(everythingLive);
          else apply(staleOf(event));
          lastSeq = event.seq;
          return false;
      }
    },
  };
}

/** Opens the member's live stream on `client`'s cache; close() ends it (signing out, unmounting). */
export function openLiveStream(client: QueryClient, getTicket: () => Promise<string> = getLiveTicket) {
  const cache = liveCache(client);
  setLiveStatus(client, 'connecting');
  const socket = openTicketSocket<LiveServerEvent, LiveClientEvent>({
    getTicket: () => {
      cache.connecting();
      return getTicket();
    },
    url: (ticket) => socketUrlOf(routes.liveSocket, { query: { token: ticket } }),
    retryDelay: liveRetryDelay,
    reconnectWhenShown: true,
    onOpen: () => socket.send(cache.hello()),
    onEvent: (event) => {
      if (cache.receive(event)) setLiveStatus(client, 'live');
    },
    onDown: () => setLiveStatus(client, 'down'),
  });
  return {
    close: () => {
      socket.close();
      setLiveStatus(client, 'down');
    },
  };
}

/** Keeps the signed-in member's live stream open while a session is stored (the signed-in layout). */
export function useLiveStream(): void {
  const client = useQueryClient();
  const token = useAuthToken();
  useEffect(() => {
    if (token === null) return;
    const stream = openLiveStream(client);
    return stream.close;
  }, [client, token]);
}
