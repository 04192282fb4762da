/** Which unread dot a navigation link carries: the Swap link's or the Friends link's. */
export type UnreadKey = 'swaps' | 'friends';

/** The navigation's unread dots, as the notifications know them. */
export type UnreadState = Partial<Record<UnreadKey, boolean>>;

/** The notification feed's query key: whatever changes the unread counters (reading a chat) refreshes it. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
