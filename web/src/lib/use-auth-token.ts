import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeToSession } from './storage-keys.ts';

/** The stored auth token, kept in step with logins, logouts and other tabs (a stored token means logged in). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getAuthToken, () => null);
}
