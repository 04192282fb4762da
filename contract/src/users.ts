import { type Static, Type } from 'typebox';
import { MemberArea, SearchRadiusSchema } from './areas.ts';
import { envelope } from './envelope.ts';
import { MatchNotificationKinds, Notification } from './notifications.ts';
import { Reliability } from './reliability.ts';

/** The kinds a member can switch on or off, with Messages as the chat visibility level. */
export const NotificationKinds = [
  'Like',
  ...MatchNotificationKinds,
  'PeopleWant',
  'FriendRequest',
  'CategoryChanged',
  'ItemApproved',
  'ItemDisapproved',
  'HandoverReminder',
] as const;
/**
 * Kinds a notification can have. Besides the settings' kinds: chat messages, and the decisions on
 * pending changes, which follow the ItemApproved and ItemDisapproved switches.
 */
export type NotificationKind =
  | (typeof NotificationKinds)[number]
  | 'Message'
  | 'ChangesApproved'
  | 'ChangesDisapproved'
  | ModerationNoticeKind;

/**
 * The moderation loop's notices: to a reporter, the outcome of their report; to an owner, that
 * their item, message or profile was hidden for review, removed, or restored. No switch turns them
 * off, for charities too: the reporter is owed the outcome (the complaints duty), and the owner
 * must know why their content is gone.
 */
export const ModerationNoticeKinds = ['ReportOutcome', 'ContentHidden', 'ContentRemoved', 'ContentRestored'] as const;
export type ModerationNoticeKind = (typeof ModerationNoticeKinds)[number];

export type NotificationSwitch = (typeof NotificationKinds)[number];

const switchKinds: readonly string[] = NotificationKinds;

export function isNotificationSwitch(kind: string): kind is NotificationSwitch {
  return switchKinds.includes(kind);
}

/** The switch in NotificationSettings that governs each kind without one of its own. */
export const settingOfKind: Partial<Record<NotificationKind, (typeof NotificationKinds)[number]>> = {
  ChangesApproved: 'ItemApproved',
  ChangesDisapproved: 'ItemDisapproved',
};

/** Kinds a charity sees and is sent: new matches, reminders of an agreed handover, plus the chat visibility level. */
export const CharityNotificationKinds: readonly NotificationKind[] = ['MatchCreated', 'Message', 'HandoverReminder'];

export const ChatVisibility = { Off: 0, Short: 1, Full: 2 } as const;

export const NotificationSettings = Type.Object(
  {
    ...Object.fromEntries(NotificationKinds.map((kind) => [kind, Type.Boolean()])),
    Messages: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  } as Record<(typeof NotificationKinds)[number], ReturnType<typeof Type.Boolean>> & {
    Messages: ReturnType<
      typeof Type.Union<
        [ReturnType<typeof Type.Literal<0>>, ReturnType<typeof Type.Literal<1>>, ReturnType<typeof Type.Literal<2>>]
      >
    >;
  },
  { additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettings>;

const defaultOn: readonly NotificationKind[] = ['MatchCreated', 'PeopleWant', 'FriendRequest', 'HandoverReminder'];

/**
 * The default notification settings: MatchCreated, PeopleWant, FriendRequest and HandoverReminder
 * on, the rest off, Messages short; a charity's, MatchCreated and HandoverReminder.
 */
export function defaultNotificationSettings(charity: boolean): NotificationSettings {
  const on = charity ? ['MatchCreated', 'HandoverReminder'] : defaultOn;
  const flags = Object.fromEntries(NotificationKinds.map((kind) => [kind, on.includes(kind)]));
  return { ...flags, Messages: ChatVisibility.Short } as NotificationSettings;
}

/** A member as others see them: in a match, and on the friends page (PersonSummary). */
export const MemberSummary = Type.Object({
  ID: Type.Integer(),
  Type: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Username: Type.String(),
  ProfilePhoto: Type.String(),
  /** The public reliability line: "12 swaps · 11 👍". */
  Reliability,
  /** How far the member is from the viewer, rounded ("about 3 miles"); '' unless both have an area. */
  Distance: Type.String(),
  /** The town of the member's district; '' when they have no area. Never the district itself. */
  Town: Type.String(),
});
export type MemberSummary = Static<typeof MemberSummary>;

/** Path is the display size; Thumbnail a small one for cards and lists. */
export const Photo = Type.Object({ ID: Type.Integer(), Path: Type.String(), Thumbnail: Type.String() });

export const UserItem = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  Description: Type.String(),
  Location: Type.String(),
  Photos: Type.Array(Photo),
  Pint: Type.Integer(),
  Charity: Type.Boolean(),
  Committed: Type.Boolean(),
  PendingApproval: Type.Boolean(),
  PendingChanges: Type.Boolean(),
  /**
   * Hidden from everyone but its owner, pending a moderator's review (reported by several
   * members, or its owner suspended). Only the owner's own items can be true: others never get it.
   */
  UnderReview: Type.Boolean(),
  CategoryID: Type.Integer(),
  SubcategoryID: Type.Integer(),
  SubcategoryItemID: Type.Integer(),
  CategoryPath: Type.String(),
  CategoryName: Type.String(),
  SubcategoryName: Type.String(),
  SubcategoryItemName: Type.String(),
});
export type UserItem = Static<typeof UserItem>;

export const User = Type.Object({
  ID: Type.Integer(),
  Type: Type.Integer(),
  Username: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  Bio: Type.String(),
  Phone: Type.String(),
  Telegram: Type.String(),
  WhatsApp: Type.String(),
  Address: Type.String(),
  ProfilePhoto: Type.String(),
  /** The profile photo and bio are hidden from others, pending a moderator's review. */
  ProfileUnderReview: Type.Boolean(),
  AllowSearch: Type.Boolean(),
  Pint: Type.Boolean(),
  Country: Type.Integer(),
  Categories: Type.Array(Type.String()),
  NotificationSettings,
  IsAdmin: Type.Boolean(),
  FriendsCount: Type.Integer(),
  FriendsOfFriendsCount: Type.Integer(),
  FollowersCount: Type.Integer(),
  /** Exchanges the member completed, both sides confirming. */
  CompletedSwaps: Type.Integer(),
  /** The member's own area (issue 28), from the postcode they gave; null when they gave none. */
  Area: Type.Union([MemberArea, Type.Null()]),
  /** How far Everyone looks, in miles; 0 is anywhere. */
  SearchRadius: SearchRadiusSchema,
  /** Friends+ shows only friends of friends within the search radius. */
  FriendsPlusNearby: Type.Boolean(),
});
export type User = Static<typeof User>;

export const DashboardUser = Type.Object({
  ...User.properties,
  Items: Type.Array(UserItem),
  Notifications: Type.Array(Notification),
});
export type DashboardUser = Static<typeof DashboardUser>;

/**
 * MediaToken is the read-only token for photo addresses: the session token never goes in a URL.
 * InviteSignature signs the member's invite link (`&sig=`), so that it makes friends at once.
 */
export const DashboardAnswer = envelope({
  User: DashboardUser,
  MediaToken: Type.String(),
  InviteSignature: Type.String(),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;
export const UserAnswer = envelope({ User });
export type UserAnswer = Static<typeof UserAnswer>;
