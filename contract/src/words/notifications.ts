/** The notifications area's words: what its screens and notifications say to members. */
import type { NotificationKinds } from '../users.ts';

/** Messages of the notification calls when the transport fails. */
export const notificationTransportMessages = {
  badGateway: 'API service temporarily unavailable',
  network: 'Network connection error',
  generic: 'An error occurred while processing your request',
  noData: 'Failed to connect to the server. Please try again later',
} as const;

/** The label of each notification switch in settings. */
export const notificationKindLabels: Record<(typeof NotificationKinds)[number], string> = {
  Like: 'Someone likes your item',
  MatchCreated: 'New matches',
  ItemAddedToExistingMatch: 'Items added to a match',
  CommitmentOffered: 'Commitment requests',
  CommitmentAccepted: 'Commitments accepted',
  CommitmentRejected: 'Commitments rejected',
  CommitmentExpired: 'Commitments expired',
  ExchangeConfirmed: 'Swaps confirmed',
  Unmatch: 'Unmatched',
  PeopleWant: 'People looking for what you have',
  FriendRequest: 'Friend requests',
  CategoryChanged: 'Category of your item changed',
  ItemApproved: 'Items approved',
  ItemDisapproved: 'Items not approved',
};

/** The top bar's bell and its panel. */
export const notificationBellWords = {
  title: 'Notifications',
  bellLabel: (count: number) => `Notifications, ${count} unread`,
  clearAll: 'Clear all',
  close: 'Close notifications',
  loading: 'Loading notifications',
  empty: 'No notifications yet',
  /** Read before an unread notification's subject, for screen readers. */
  unread: 'Unread:',
  delete: 'Delete notification',
  turnOnBrowser: 'Turn on browser notifications',
} as const;
