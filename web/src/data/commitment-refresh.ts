import { COMMITMENT_REFRESH_DELAY_MS, COMMITMENT_REFRESH_LOCK_MS } from '@swapsies/contract';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from './dashboard.ts';
import { MATCHES_KEY } from './matches.ts';

interface Batch {
  promise: Promise<void>;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Runs `task` delayMs after a call, for every call that arrives until it starts. Calls during the
 * lockMs after a start are not lost: they share one run when the lock ends. Each call's promise
 * settles with the run that covers it.
 */
function debounceWithLock(task: () => Promise<unknown>, delayMs: number, lockMs: number): () => Promise<void> {
  let waiting: Batch | null = null;
  let locked = false;
  const run = (batch: Batch) => {
    waiting = null;
    locked = true;
    setTimeout(() => {
      locked = false;
      if (waiting) run(waiting);
    }, lockMs);
    task().then(() => batch.resolve(), batch.reject);
  };
  return () => {
    if (waiting) return waiting.promise;
    const batch = newBatch();
    waiting = batch;
    if (!locked) setTimeout(() => run(batch), delayMs);
    return batch.promise;
  };
}

// Per client, so that every screen (and the notifications poll) of one app shares the debounce.
const refreshers = new WeakMap<QueryClient, () => Promise<void>>();

/**
 * Refreshes the matches and the dashboard (whose items gain or lose their Committed flag) after a
 * commitment changed, debounced by COMMITMENT_REFRESH_DELAY_MS and COMMITMENT_REFRESH_LOCK_MS.
 * Resolves once the refresh covering this call has fetched.
 */
export function refreshCommitments(client: QueryClient): Promise<void> {
  let refresh = refreshers.get(client);
  if (!refresh) {
    refresh = debounceWithLock(
      () =>
        Promise.all([
          client.invalidateQueries({ queryKey: MATCHES_KEY }),
          client.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
        ]),
      COMMITMENT_REFRESH_DELAY_MS,
      COMMITMENT_REFRESH_LOCK_MS,
    );
    refreshers.set(client, refresh);
  }
  return refresh();
}
