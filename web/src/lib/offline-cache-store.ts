/**
 * The persister behind lib/offline-cache.ts, in a chunk of its own: restores the kept answers into
 * the query client, then saves them (at most once a second) whenever the cache changes.
 */
import { OFFLINE_CACHE_MAX_AGE_MS } from '@swapsies/contract';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { isKeptOffline } from './offline-cache.ts';
import { getAuthToken, localKeys } from './storage-keys.ts';

/** Local storage, except that nothing is written while nobody is signed in (a save may come after a sign-out). */
const signedInStorage = {
  getItem: (key: string) => localStorage.getItem(key),
  setItem: (key: string, value: string) => {
    if (getAuthToken()) localStorage.setItem(key, value);
  },
  removeItem: (key: string) => localStorage.removeItem(key),
};

/**
 * Answers kept by another version of the app, or for another member, are not restored: the buster is
 * the app's version and the member's id.
 */
function buster(): string {
  return `${__APP_VERSION__}:${localStorage.getItem(localKeys.userId) ?? ''}`;
}

export async function keepOffline(client: QueryClient): Promise<() => void> {
  const options: PersistQueryClientOptions = {
    queryClient: client,
    persister: createAsyncStoragePersister({ storage: signedInStorage, key: localKeys.offlineCache }),
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    // Read at each save: the member may change while the page stays open.
    get buster() {
      return buster();
    },
    dehydrateOptions: { shouldDehydrateQuery: isKeptOffline, shouldDehydrateMutation: () => false },
  };
  if (getAuthToken()) await persistQueryClientRestore(options);
  // What the first screen fetched before this chunk came is kept now, not at the next change.
  await persistQueryClientSave(options);
  return persistQueryClientSubscribe(options);
}
