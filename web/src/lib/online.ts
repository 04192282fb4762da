/**
 * Whether the app is online, as TanStack Query's onlineManager says: the one source for the offline
 * banner, the screens' offline state and the actions switched off while offline, so that all of them
 * agree with the queries, which pause while offline and carry on when the connection returns.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * A call that got no answer while the browser says it is offline: the app is offline (its queries
 * pause until the browser's `online`). The onlineManager assumes a connection until the browser fires
 * `offline`, which a page opened without one never hears; navigator.onLine alone is not trusted
 * (Chromium says offline where it is not, which is why TanStack Query stopped reading it), so it
 * counts only with a call that failed.
 */
export function noteNoAnswer(): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
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
