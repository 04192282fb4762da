/**
 * A new version of the app, waiting: the service worker registration (main.tsx) reports it here and
 * the update prompt offers it. Reloading tells the waiting worker to take over, then loads the page again.
 */
import { useSyncExternalStore } from 'react';

let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Called when a new worker is waiting; `apply` activates it and reloads the page. */
export function offerUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  notify();
}

/** Forgets the offer (the member dismissed it); the next deployment offers again. */
export function dismissUpdate(): void {
  applyUpdate = null;
  notify();
}

/** Activates the waiting version and reloads; nothing when no version waits. */
export async function applyWaitingUpdate(): Promise<void> {
  const apply = applyUpdate;
  if (!apply) return;
  applyUpdate = null;
  notify();
  await apply();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is waiting to be used. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate !== null,
    () => false,
  );
}
