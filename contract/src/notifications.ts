import { type Static, Type } from 'typebox';
import { envelope } from './envelope.ts';

export const Notification = Type.Object({
  ID: Type.Integer(),
  Kind: Type.String(),
  Subject: Type.String(),
  Text: Type.String(),
  CreatedAt: Type.String(),
  Read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

/** Which unread counter each notification kind raises (001 §4.7); every kind raises `notifications`. */
export const unreadCounterKinds: Record<'matches' | 'messages' | 'friends', string[]> = {
  matches: [
    'MatchCreated',
    'ItemAddedToExistingMatch',
    'CommitmentOffered',
    'CommitmentAccepted',
    'CommitmentRejected',
    'CommitmentExpired',
    'ExchangeConfirmed',
    'Unmatch',
    'Message',
  ],
  messages: ['Message'],
  friends: ['FriendRequest'],
};

export const UnreadCounters = Type.Object({
  notifications: Type.Integer(),
  matches: Type.Integer(),
  messages: Type.Integer(),
  friends: Type.Integer(),
});
export type UnreadCounters = Static<typeof UnreadCounters>;

export const NotificationsAnswer = envelope({ Notifications: Type.Array(Notification), Unread: UnreadCounters });
export type NotificationsAnswer = Static<typeof NotificationsAnswer>;
