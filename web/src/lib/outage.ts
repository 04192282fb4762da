/**
 * Whether the API is having an outage a screen is waiting out: a query on screen whose last try was
 * answered 503 SERVICE_UNAVAILABLE and that is still fetching (TanStack Query keeps `fetchStatus`
 * at 'fetching', and `failureReason` at the last failure, through the waits between its retries).
 * The outage banner reads it, so the member hears "we'll keep trying" while the retries run, not
 * only once they end; a success clears the failure reason, and with it the banner.
 */
import { type Query, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isServiceUnavailable } from './api-client.ts';

/** A query a screen shows that is asking again after an outage answered it. */
export function isRidingOutOutage(query: Query): boolean {
  const { fetchStatus, fetchFailureReason } = query.state;
  return query.getObserversCount() > 0 && fetchStatus !== 'idle' && isServiceUnavailable(fetchFailureReason);
}

function anyRidingOutOutage(cache: QueryCache): boolean {
  return cache.getAll().some(isRidingOutOutage);
}

/** True while a query on screen is retrying through an outage of the API. */
export function useOutage(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  return useSyncExternalStore(
    subscribe,
    () => anyRidingOutOutage(cache),
    () => false,
  );
}
