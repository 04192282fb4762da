/** The client storage keys (local and session storage), in one place. */
export const localKeys = {
  authToken: 'authToken',
  userId: 'userId',
  firstName: 'firstName',
  unreadState: 'unreadState',
  lastNotificationCount: 'lastNotificationCount',
  legalNoticeAcknowledged: 'legalNoticeAcknowledged',
  openCategorySelector: 'openCategorySelector',
  feedFilter: 'feedFilter',
  /** Ours, one per member (`feedSeenMatch:<member id>`): the newest match id they had when they last saw the feed. */
  feedSeenMatch: 'feedSeenMatch',
  lastDashboardRefresh: 'lastDashboardRefresh',
  lastMatchesRefresh: 'lastMatchesRefresh',
  cachedCategories: 'cachedCategories',
  /** Ours: the signed-in member's last-seen answers, for offline use (lib/offline-cache.ts). */
  offlineCache: 'offlineCache',
  /** Ours, one per match (`handoverTipsSeen:<match id>`): the handover's safety tips were shown there. */
  handoverTipsSeen: 'handoverTipsSeen',
} as const;

export const sessionKeys = {
  referralCode: 'referralCode',
  /** Ours: the signature of a signed invite link, kept with its code (data/referral.ts). */
  referralSignature: 'referralSignature',
  redirectAfterLogin: 'redirectAfterLogin',
  splashShown: 'splashShown',
  /** Ours: an ended session still to be told about where the member lands (lib/session-expiry.ts). */
  sessionExpired: 'sessionExpired',
  /** Ours: the words of an item being added, without its photos (features/items/lib/item-draft.ts). */
  itemDraft: 'itemDraft',
} as const;

/** Fired on this window whenever the auth token is set or cleared, so hooks can follow it. */
export const SESSION_CHANGE_EVENT = 'swapsies:session-change';

function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function getAuthToken(): string | null {
  return localStorage.getItem(localKeys.authToken);
}

export function setAuthToken(token: string): void {
  // Whatever was saved for offline use belongs to whoever was here before.
  localStorage.removeItem(localKeys.offlineCache);
  localStorage.setItem(localKeys.authToken, token);
  announceSessionChange();
}

/** Keeps the signed-in user's id and first name at hand (local storage), e.g. for greetings before data loads. */
export function rememberUser(user: { ID: number; FirstName: string }): void {
  localStorage.setItem(localKeys.userId, String(user.ID));
  localStorage.setItem(localKeys.firstName, user.FirstName);
}

/**
 * Signing out, and a session that expired: the token goes, and with it what was saved for offline use,
 * so the next person on a shared device finds none of it.
 */
export function clearSession(): void {
  localStorage.removeItem(localKeys.offlineCache);
  localStorage.removeItem(localKeys.authToken);
  localStorage.removeItem(localKeys.userId);
  localStorage.removeItem(localKeys.firstName);
  announceSessionChange();
}

/**
 * Calls back when the token changes in this tab (set/clear above) or in another tab
 * (the storage event). Answers the unsubscribe function.
 */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localKeys.authToken) listener();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
