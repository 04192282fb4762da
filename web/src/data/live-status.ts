/**
 * Whether the live stream (live-stream.ts) is keeping this app's data current, per query client:
 * while it is not, the queries it keeps current poll every LIVE_FALLBACK_POLL_MS instead.
 */
import { LIVE_FALLBACK_POLL_MS } from '@swapsies/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * connecting: the first connection is under way; live: its events arrive; down: no stream (signed
 * out, or before one starts), or it dropped and a retry is due.
 */
export type LiveStatus = 'connecting' | 'live' | 'down';

interface StatusStore {
  status: LiveStatus;
  listeners: Set<() => void>;
}

const stores = new WeakMap<QueryClient, StatusStore>();

function storeOf(client: QueryClient): StatusStore {
  let store = stores.get(client);
  if (!store) {
    store = { status: 'down', listeners: new Set() };
    stores.set(client, store);
  }
  return store;
}

export function liveStatusOf(client: QueryClient): LiveStatus {
  return storeOf(client).status;
}

export function setLiveStatus(client: QueryClient, status: LiveStatus): void {
  const store = storeOf(client);
  if (store.status === status) return;
  store.status = status;
  for (const listener of store.listeners) listener();
}

/** The live stream's state, for screens that show it or poll without it. */
export function useLiveStatus(): LiveStatus {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = storeOf(client);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    [client],
  );
  return useSyncExternalStore(subscribe, () => liveStatusOf(client));
}

/**
 * The refetchInterval of a query the live stream keeps current: none while it is live, else
 * LIVE_FALLBACK_POLL_MS (001 §4.7).
 */
export function useFallbackPoll(): number | false {
  return useLiveStatus() === 'live' ? false : LIVE_FALLBACK_POLL_MS;
}
