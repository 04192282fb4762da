/**
 * The reference data the registration form reads: the category tree (with the offline and
 * cached fallbacks of 000 §8), countries, starter packs, charity causes and the public config.
 */
import {
  type Category,
  type CharityCause,
  registrationMessages,
  type StarterPack,
  UK_COUNTRY_ID,
} from '@swapsies/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { localKeys } from '../../../lib/storage-keys.ts';

export type CategorySource = 'server' | 'offline' | 'cached';

export interface LoadedCategories {
  categories: Category[];
  source: CategorySource;
  /** What to tell the user about where the categories came from; null when they came from the server. */
  notice: string | null;
}

/** 502, 503, 504 or no answer at all (the API client reports that as 503 / NETWORK_ERROR). */
function serverUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || [502, 503, 504].includes(error.status));
}

async function offlineCategories(): Promise<Category[]> {
  // Imported lazily so that the offline tree is only bundled into a chunk of its own.
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
    const answer = await apiRequest<{ Categories?: Category[] }>('/categories');
    const categories = answer.Categories ?? [];
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
    // Other failures fall back to the last tree this browser saw, or to the offline tree when it saw none.
    return {
      categories: cachedCategories() ?? (await offlineCategories()),
      source: 'cached',
      notice: registrationMessages.categoriesCached,
    };
  }
}

const oneLoad = { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } as const;

export function useCategories() {
  return useQuery({ queryKey: ['registration', 'categories'], queryFn: loadCategories, ...oneLoad });
}

export interface CountryOption {
  ID: number;
  Name: string;
}

/** Only the United Kingdom is offered (000 §3 "Other"). */
export function useCountries() {
  return useQuery({
    queryKey: ['registration', 'countries'],
    queryFn: async (): Promise<CountryOption[]> => {
      const answer = await apiRequest<{ Countries?: CountryOption[] }>('/countries');
      return (answer.Countries ?? [])
        .filter((country) => country.ID === UK_COUNTRY_ID)
        .map((country) => ({ ID: country.ID, Name: 'United Kingdom' }));
    },
    ...oneLoad,
  });
}

/** The 12 packs offered at registration. */
export function useStarterPacks() {
  return useQuery({
    queryKey: ['registration', 'starter-packs'],
    queryFn: async (): Promise<StarterPack[]> => {
      const answer = await apiRequest<{ Packs?: StarterPack[] }>('/starter-packs');
      return (answer.Packs ?? []).filter((pack) => pack.OfferedAtRegistration);
    },
    ...oneLoad,
  });
}

export function useCharityCauses(enabled: boolean) {
  return useQuery({
    queryKey: ['registration', 'charity-causes'],
    queryFn: async (): Promise<CharityCause[]> => {
      const answer = await apiRequest<{ Causes?: CharityCause[] }>('/charity-causes');
      return answer.Causes ?? [];
    },
    enabled,
    ...oneLoad,
  });
}
