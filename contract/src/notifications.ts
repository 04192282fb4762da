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

export const UnreadCounters = Type.Object({
  notifications: Type.Integer(),
  matches: Type.Integer(),
  messages: Type.Integer(),
  friends: Type.Integer(),
});
export type UnreadCounters = Static<typeof UnreadCounters>;

export const NotificationsAnswer = envelope({ Notifications: Type.Array(Notification), Unread: UnreadCounters });
export type NotificationsAnswer = Static<typeof NotificationsAnswer>;
