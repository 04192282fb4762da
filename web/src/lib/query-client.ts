import { OFFLINE_CACHE_MAX_AGE_MS, REFRESH_SKIP_WINDOW_MS } from '@swapsies/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, isServiceUnavailable } from './api-client.ts';
import { OFFLINE_CACHE_ROOTS } from './offline-cache.ts';

/** The wait before the first retry; it doubles with each failure, up to RETRY_MAX_DELAY_MS. */
export const RETRY_FIRST_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * Client errors (4xx) will not get better by asking again, nor will anything while the browser knows
 * it is offline (the screen shows its offline state at once). An outage of the API (503
 * SERVICE_UNAVAILABLE) passes: the query keeps asking, with backoff, for as long as a screen wants
 * it (TanStack stops retrying once the last observer has gone), while the outage banner says so. The
 * rest get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (!navigator.onLine) return false;
  if (isServiceUnavailable(error)) return true;
  return failureCount < 2;
}

/** For a query that otherwise gives up at once (it has a fallback or words of its own): it still rides out an outage. */
export function retryOnlyOutages(failureCount: number, error: unknown): boolean {
  return isServiceUnavailable(error) && shouldRetry(failureCount, error);
}

/**
 * For a fetch that holds up a navigation (the signed-in guard's dashboard): it gives up at once on an
 * outage, so the screen opens and its own query rides the outage out under the outage banner, rather
 * than the app waiting on its loader.
 */
export function retryUnlessOutage(failureCount: number, error: unknown): boolean {
  return !isServiceUnavailable(error) && shouldRetry(failureCount, error);
}

/**
 * The wait before retry number failureCount + 1: 1 s doubling to 30 s, and never sooner than the
 * server's Retry-After (itself held to the 30 s ceiling, so a screen never waits longer between tries).
 */
export function retryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(RETRY_FIRST_DELAY_MS * 2 ** failureCount, RETRY_MAX_DELAY_MS);
  const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(backoff, asked), RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // The refresh guard: a refresh is skipped when the last one was under REFRESH_SKIP_WINDOW_MS ago.
        staleTime: REFRESH_SKIP_WINDOW_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        // While offline, queries pause (networkMode 'online'); when the connection returns, the paused
        // ones carry on and every query on screen that is stale asks again: any outage longer than the
        // refresh guard, and every answer restored from the offline cache.
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
  // What the offline cache keeps stays in memory as long as it may be restored, so a match opened
  // an hour ago is still there to be saved.
  for (const root of OFFLINE_CACHE_ROOTS) client.setQueryDefaults([root], { gcTime: OFFLINE_CACHE_MAX_AGE_MS });
  return client;
}

/** The one client of the running app (tests make their own with createQueryClient). */
export const queryClient = createQueryClient();

/** Queries that do not belong to a signed-in user and survive a login or logout. */
const PUBLIC_QUERY_ROOTS: readonly unknown[] = ['config'];

/** Forgets every cached answer that belonged to the previous user (after login and logout). */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.includes(query.queryKey[0]) });
}
