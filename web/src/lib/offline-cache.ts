/**
 * The last-seen answers kept on this device for offline use: the dashboard (the member, their items
 * and settings), the matches list and each match opened, and the runtime config. Only while signed
 * in: nothing is written without a token, and signing out or an expired session removes it
 * (storage-keys.ts, clearSession). The persister (TanStack Query's) is a chunk of its own, loaded
 * at once when the app opens offline and after the first screen otherwise.
 */
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { getAuthToken, subscribeToSession } from './storage-keys.ts';

/**
 * The queries kept: their keys' first part, each root once (createQueryClient keeps them in memory
 * as long). ['matches', id, 'extra-items'] (a dialog's list) is not kept.
 */
export const OFFLINE_CACHE_ROOTS: readonly unknown[] = ['dashboard', 'matches', 'config'];

/** Whether a query's answer is kept for offline use: a kept root, at most one level down, answered. */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root] = query.queryKey;
  return OFFLINE_CACHE_ROOTS.includes(root) && query.queryKey.length <= 2 && query.state.status === 'success';
}

let started: Promise<void> | null = null;

/**
 * Restores what was kept and keeps what changes from now on; once per page (later calls answer the
 * same promise). A restore that fails leaves the app as it was.
 */
export function startOfflineCache(client: QueryClient): Promise<void> {
  started ??= import('./offline-cache-store.ts')
    .then(({ keepOffline }) => keepOffline(client))
    .then(
      () => {},
      () => {},
    );
  return started;
}

/** Resolves when the restore started by startOfflineCache is done (at once when none was started). */
export function offlineCacheRestored(): Promise<void> {
  return started ?? Promise.resolve();
}

/**
 * When the cache starts: at once when the app opens offline, as far as the browser can tell (the
 * signed-in guard waits for the restore; wrong, it costs a small chunk early), else when `later`
 * says (after the first screen); and on signing in, or on going offline before then. Never while
 * signed out.
 */
export function scheduleOfflineCache(client: QueryClient, later: (start: () => void) => void): void {
  const start = () => {
    if (getAuthToken()) void startOfflineCache(client);
  };
  if (onlineManager.isOnline() && navigator.onLine) later(start);
  else start();
  subscribeToSession(start);
  onlineManager.subscribe((online) => {
    if (!online) start();
  });
}
