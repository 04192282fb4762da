import { type Static, Type } from 'typebox';
import { body, envelope, Text } from './envelope.ts';

export const Notification = Type.Object({
  ID: Type.Integer(),
  Kind: Type.String(),
  Subject: Type.String(),
  Text: Type.String(),
  CreatedAt: Type.String(),
  Read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

/** The kinds about a match: its making, its items, its commitments and its end. */
export const MatchNotificationKinds = [
  'MatchCreated',
  'ItemAddedToExistingMatch',
  'CommitmentOffered',
  'CommitmentAccepted',
  'CommitmentRejected',
  'CommitmentExpired',
  'ExchangeConfirmed',
  'Unmatch',
] as const;

/** Which unread counter each notification kind raises (the unread increments); every kind raises `notifications`. */
export const unreadCounterKinds: Record<'matches' | 'messages' | 'friends', string[]> = {
  matches: [...MatchNotificationKinds, 'Message'],
  messages: ['Message'],
  friends: ['FriendRequest'],
};

/** The unread counters: the bell's, and the dots of Swap, chat and Friends. */
export const UnreadCounterNames = ['notifications', 'matches', 'messages', 'friends'] as const;
export type UnreadCounterName = (typeof UnreadCounterNames)[number];

/**
 * POST /notifications/read: the counters whose notifications have now been seen. Each counter is
 * cleared on its own: opening the bell clears `notifications`, seeing the matches pages
 * clears `matches`, the friends page `friends`, so that one never wipes another's dot.
 */
export const MarkReadBody = body({
  Counters: Type.Array(
    Type.Union([
      Type.Literal('notifications'),
      Type.Literal('matches'),
      Type.Literal('messages'),
      Type.Literal('friends'),
    ]),
    {
      minItems: 1,
      maxItems: UnreadCounterNames.length,
      uniqueItems: true,
    },
  ),
});
export type MarkReadBody = Static<typeof MarkReadBody>;

export const UnreadCounters = Type.Object({
  notifications: Type.Integer(),
  matches: Type.Integer(),
  messages: Type.Integer(),
  friends: Type.Integer(),
  /**
   * Matches waiting for the member's answer: a pending commitment request to them, or the
   * partner's swap confirmation awaiting theirs. Counted from the matches' state, not from
   * notifications, so it lights the Swap dot whatever the notification switches say; it clears
   * when they answer, never by being seen.
   */
  waiting: Type.Integer(),
});
export type UnreadCounters = Static<typeof UnreadCounters>;

export const NotificationsAnswer = envelope({ Notifications: Type.Array(Notification), Unread: UnreadCounters });
export type NotificationsAnswer = Static<typeof NotificationsAnswer>;

/** Web Push (product-decisions §12): one device's subscription, as the browser's PushSubscription gives it. */
export const PUSH_ENDPOINT_MAX = 2000;
export const PushSubscriptionBody = body({
  Endpoint: Text({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX }),
  Keys: body({
    p256dh: Text({ minLength: 1, maxLength: 200 }),
    auth: Text({ minLength: 1, maxLength: 100 }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;
export const PushUnsubscribeBody = body({ Endpoint: Text({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX }) });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;
export const PushKeyAnswer = envelope({ PublicKey: Type.String() });
export type PushKeyAnswer = Static<typeof PushKeyAnswer>;

/**
 * What a push carries to the service worker: the notification, and its Tag. Notifications about
 * one match share the tag `match-{id}`, so that each replaces the last on the device; others have
 * their own (`notification-{id}`). The worker routes the tap by Subject, as the bell does.
 */
export interface PushMessage {
  ID: number;
  Kind: string;
  Subject: string;
  Text: string;
  Tag: string;
  CreatedAt: string;
}
