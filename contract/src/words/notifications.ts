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
  HandoverReminder: 'Reminders of an agreed handover',
};

/**
 * The bodies of the notifications the server sends, by what happened; their subjects are the
 * areas' (matchSubjects, commitmentSubjects, friendSubjects, moderationSubjects). A body that only
 * lists item names, or quotes a chat message, is the member's own words and is not here.
 */
export const notificationTexts = {
  /** How a notification names a member who is no longer there. */
  missingMember: 'Your match',
  like: (itemName: string) => `Someone would like your ${itemName}.`,
  peopleWant: (username: string) => `@${username} has something you might like.`,
  matchCreated: 'Say hello and arrange the swap.',
  itemAdded: 'Open the match to see what changed.',
  unmatched: 'The match has ended. Your items are free for other swaps.',
  exchangeConfirmed: 'Confirm the swap within the hour, or it lapses.',
  itemSwapped: 'It has left your match: it was swapped with someone else.',
  /** `duration` as durationText words it. */
  commitmentOffered: (duration: string) => `For ${duration}`,
  commitmentAccepted: (expiresAt: Date) => `Until ${expiresAt.toISOString()}`,
  /** A commitment rejected, recalled or expired. */
  itemsFree: 'The items are free again.',
  commitmentEndingSoon: 'Less than an hour remaining.',
  commitmentLapsed: 'It was not answered within the hour. The items are free again.',
  committedElsewhere: 'It is reserved for now: it may come free again if that swap does not happen.',
  friendRequest: (username: string) => `@${username} would like to swap with you.`,
  friendAccepted: (username: string) => `You and @${username} are now friends.`,
  itemApproved: (itemName: string) => `"${itemName}" is now offered for swapping.`,
  itemDisapproved: (itemName: string) => `"${itemName}" was not approved and has been removed.`,
  changesApproved: (itemName: string) => `Your changes to "${itemName}" are live.`,
  changesDisapproved: (itemName: string) =>
    `Your changes to "${itemName}" were not approved. The item stays as it was.`,
  /** `path`: the category's three names. */
  categoryChanged: (itemName: string, path: readonly [string, string, string]) =>
    `"${itemName}" is now listed under ${path.join(' › ')}.`,
  /** A moderator's reason, after the decision. */
  withReason: (text: string, reason: string) => `${text} Reason: ${reason}`,
  /** To a reporter: what became of the item, message or profile they reported, named as they saw it. */
  reportRemoved: {
    item: (itemName: string) => `Thank you for reporting "${itemName}". A moderator removed it.`,
    message: 'Thank you for reporting the message. A moderator removed it.',
    user: (username: string) =>
      `Thank you for reporting @${username}. A moderator removed their profile photo and bio.`,
  },
  reportLeftUp: {
    item: (itemName: string) =>
      `A moderator looked at "${itemName}" and found it within the rules, so it stays up. Thank you for reporting it.`,
    message:
      'A moderator looked at the message you reported and found it within the rules, so it stays up. Thank you for reporting it.',
    user: (username: string) =>
      `A moderator looked at the profile of @${username} and found it within the rules, so it stays up. Thank you for reporting it.`,
  },
  /** To a reporter, when the owner's account was suspended: their content is no longer shown. */
  reportSuspended: {
    item: (itemName: string) =>
      `Thank you for reporting "${itemName}". A moderator suspended its owner's account, and it is no longer shown.`,
    message: "Thank you for reporting the message. A moderator suspended its sender's account.",
    user: (username: string) => `Thank you for reporting @${username}. A moderator suspended their account.`,
  },
  /** To an owner, when reports hid their content pending review. */
  contentHidden: {
    item: (itemName: string) =>
      `Several members reported "${itemName}", so it is hidden from others until a moderator reviews it.`,
    message: 'Several members reported one of your messages, so it is hidden until a moderator reviews it.',
    user: 'Several members reported your profile, so your photo and bio are hidden from others until a moderator reviews them.',
  },
  contentRemoved: {
    item: (itemName: string) => `A moderator removed "${itemName}".`,
    message: 'A moderator removed one of your messages.',
    user: 'A moderator removed your profile photo and bio.',
  },
  contentRestored: {
    item: (itemName: string) => `A moderator reviewed "${itemName}" and it is visible to others again.`,
    message: 'A moderator reviewed your message and it is visible again.',
    user: 'A moderator reviewed your profile and your photo and bio are visible to others again.',
  },
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
