/**
 * A 401 or WRONG_TOKEN ends the session. The member is told so where they land
 * (the error catalogue's "Your session has expired. Please log in again."), once, even across a reload.
 */
import { sessionKeys } from './storage-keys.ts';

/** Fired on this window when an answer ends the session (not on a deliberate logout). */
export const SESSION_EXPIRED_EVENT = 'swapsies:session-expired';

export function announceSessionExpired(): void {
  sessionStorage.setItem(sessionKeys.sessionExpired, 'true');
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/** Whether the member still has to be told that their session ended. */
export function sessionExpiredNoticePending(): boolean {
  return sessionStorage.getItem(sessionKeys.sessionExpired) === 'true';
}

export function forgetSessionExpired(): void {
  sessionStorage.removeItem(sessionKeys.sessionExpired);
}
