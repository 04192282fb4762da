import { REFRESH_SKIP_WINDOW_MS } from '@swapsies/contract';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

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
  return new QueryClient({
    defaultOptions: {
      // The refresh guard: a refresh is skipped when the last one was under REFRESH_SKIP_WINDOW_MS ago.
      queries: { staleTime: REFRESH_SKIP_WINDOW_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one client of the running app (tests make their own with createQueryClient). */
export const queryClient = createQueryClient();

/** Queries that do not belong to a signed-in user and survive a login or logout. */
const PUBLIC_QUERY_ROOTS: readonly unknown[] = ['config'];

/** Forgets every cached answer that belonged to the previous user (after login and logout). */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.includes(query.queryKey[0]) });
}
