/**
 * The category tree (GET /categories) for every screen that picks categories, with its fallbacks
 * (registrationMessages.categoriesOffline and categoriesCached): the offline tree when the server
 * cannot be reached, the last tree this browser saw after other failures.
 */
import { type Category, registrationMessages, routes } from '@swapsies/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';

export interface LoadedCategories {
  categories: Category[];
  source: 'server' | 'offline' | 'cached';
  /** Where the tree came from when not from the server (registration shows it). */
  notice: string | null;
}

/** 502, 503, 504 or no answer at all (the API client reports that as 503 / NETWORK_ERROR). */
function serverUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || [502, 503, 504].includes(error.status));
}

async function offlineCategories(): Promise<Category[]> {
  // Loaded on demand: the offline tree is only needed when the server is away.
  const { offlineCategoryTree } = await import('@swapsies/contract/reference-data');
  return offlineCategoryTree();
}

function cachedCategories(): Category[] | null {
  try {
    const stored = localStorage.getItem(localKeys.cachedCategories);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return Array.isArray(parsed) && parsed.length > 0 ? (parsed as Category[]) : null;
  } catch {
    return null;
  }
}

export async function loadCategories(): Promise<LoadedCategories> {
  try {
    const { Categories: categories } = await callApi(routes.getCategories);
    try {
      localStorage.setItem(localKeys.cachedCategories, JSON.stringify(categories));
    } catch {
      // Storage full or unavailable: the cache is a nicety.
    }
    return { categories, source: 'server', notice: null };
  } catch (error) {
    if (serverUnavailable(error)) {
      return {
        categories: await offlineCategories(),
        source: 'offline',
        notice: registrationMessages.categoriesOffline,
      };
    }
    return {
      categories: cachedCategories() ?? (await offlineCategories()),
      source: 'cached',
      notice: registrationMessages.categoriesCached,
    };
  }
}

/** The tree changes with deployments, not during a visit: one load per session is enough. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: loadCategories,
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
