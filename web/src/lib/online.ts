/**
 * Whether the app is online, as TanStack Query's onlineManager says: the one source for the offline
 * banner, the screens' offline state and the actions switched off while offline, so that all of them
 * agree with the queries, which pause while offline and carry on when the connection returns.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The onlineManager assumes a connection until the browser fires `offline`; a page opened (or
 * reloaded) without one starts offline instead, so its queries pause rather than fail.
 */
export function startFromBrowserConnection(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
}

function subscribe(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}

function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** True while online; follows the browser's `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
