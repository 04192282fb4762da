import { OFFLINE_CACHE_MAX_AGE_MS, REFRESH_SKIP_WINDOW_MS } from '@swapsies/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { OFFLINE_CACHE_ROOTS } from './offline-cache.ts';

/**
 * Client errors (4xx) will not get better by asking again, nor will anything while the browser knows
 * it is offline (the screen shows its offline state at once); the rest get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (!navigator.onLine) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // The refresh guard: a refresh is skipped when the last one was under REFRESH_SKIP_WINDOW_MS ago.
        staleTime: REFRESH_SKIP_WINDOW_MS,
        retry: shouldRetry,
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
