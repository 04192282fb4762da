/**
 * notify() is the one way the server tells a member something; what the recipient's settings let
 * through is notifications.policy.ts. The bell's list, its counters and what has been seen. The
 * `messages` counter is the unread chat messages themselves (unread.service.ts), which the read marks
 * clear, not 'Message' notifications.
 */
import {
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsAnswer,
  type UnreadCounterName,
  unreadCounterKinds,
} from '@swapsies/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveTransaction, recordLive, recordNotification } from '../live/live.service.ts';
import { blockedBetween } from '../members/blocks.policy.ts';
import { shownText } from './notifications.policy.ts';
import { toNotification } from './notifications.presenter.ts';
import { unreadMessagesOf, waitingMatchesOf } from './unread.service.ts';

/**
 * Records a notification for `userId`, made at `now`, if their settings allow it, and the live
 * event that tells them (so `db` is a transaction run through liveTransaction). Returns whether
 * one was made. For kind 'Message', `text` is the message itself. `matchId` names the match it is
 * about, if any: its pushes share that match's tag. `about` is the member whose act it tells of,
 * if any: none is made while a block stands between them and the recipient, either way, so
 * nothing of one reaches the other (and with no notification, no push). The push job
 * (jobs/push-sender.ts) sends it to the member's devices after the commit.
 */
export async function notify(
  db: Tx,
  now: Date,
  userId: number,
  kind: NotificationKind,
  subject: string,
  text: string,
  matchId?: number,
  about?: number,
): Promise<boolean> {
  const [recipient] = await db
    .select({
      id: users.id,
      type: users.type,
      notificationSettings: users.notificationSettings,
      blocked: about === undefined ? sql<boolean>`false` : blockedBetween(users.id, about),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!recipient || recipient.blocked) return false;
  const shown = shownText({ type: recipient.type, settings: recipient.notificationSettings }, kind, text);
  if (shown === null) return false;
  const [made] = await db
    .insert(notifications)
    .values({ userId: recipient.id, kind, subject, text: shown, createdAt: now, matchId })
    .returning({ id: notifications.id });
  if (made) recordLive(db, recipient.id, { type: 'notification', notificationId: made.id });
  return true;
}

/** What notifyLocked reads of its recipient. */
export interface Recipient {
  id: number;
  type: number;
  notificationSettings: NotificationSettings;
}

/**
 * notify() to a recipient the caller read under the pair lock (members/pair-lock.service.ts)
 * together with the member the notification tells of, and found no block between them. The
 * notification is written with the transaction's live events (live.service.ts,
 * recordNotification), at its end: on the like's path, no statement of its own.
 */
export function notifyLocked(
  db: Tx,
  now: Date,
  recipient: Recipient,
  kind: NotificationKind,
  subject: string,
  text: string,
  matchId?: number,
): boolean {
  const shown = shownText({ type: recipient.type, settings: recipient.notificationSettings }, kind, text);
  if (shown === null) return false;
  recordNotification(db, {
    userId: recipient.id,
    kind,
    subject,
    text: shown,
    matchId: matchId ?? null,
    createdAt: now,
  });
  return true;
}

type SeenColumn = 'readAt' | 'matchesSeenAt' | 'messagesSeenAt' | 'friendsSeenAt';

/** Each counter's own "seen" column and the kinds it counts (every kind, for the bell). */
const counters: Record<UnreadCounterName, { seenAt: SeenColumn; kinds?: string[] }> = {
  notifications: { seenAt: 'readAt' },
  matches: { seenAt: 'matchesSeenAt', kinds: unreadCounterKinds.matches },
  messages: { seenAt: 'messagesSeenAt', kinds: unreadCounterKinds.messages },
  friends: { seenAt: 'friendsSeenAt', kinds: unreadCounterKinds.friends },
};

/** A member's notifications that `counter` counts and that have not been seen for it. */
function unseenFor(userId: number, counter: UnreadCounterName) {
  const { seenAt, kinds } = counters[counter];
  return and(
    eq(notifications.userId, userId),
    isNull(notifications[seenAt]),
    kinds ? inArray(notifications.kind, kinds) : undefined,
  );
}

/** The most notifications the bell and the dashboard show: the newest. */
const NOTIFICATIONS_SHOWN = 100;

/** A member's newest notifications, newest first, as the bell and the dashboard show them. */
export async function latestNotifications(db: Tx, userId: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map(toNotification);
}

export async function listNotifications(
  db: Tx,
  userId: number,
  now: Date,
): Promise<Omit<NotificationsAnswer, 'Success' | 'ErrorCode'>> {
  const unreadOf = (counter: UnreadCounterName) =>
    db.select({ n: count() }).from(notifications).where(unseenFor(userId, counter));
  const [rows, [all], [matches], messages, [friends], waiting] = await Promise.all([
    latestNotifications(db, userId),
    unreadOf('notifications'),
    unreadOf('matches'),
    unreadMessagesOf(db, userId),
    unreadOf('friends'),
    waitingMatchesOf(db, userId, now),
  ]);
  return {
    Notifications: rows,
    Unread: {
      notifications: all?.n ?? 0,
      matches: matches?.n ?? 0,
      messages,
      friends: friends?.n ?? 0,
      waiting,
    },
  };
}

/** Tells the member's other screens that their counters changed, when `changed` says they did. */
function countersChanged(tx: Tx, userId: number, changed: boolean): void {
  if (changed) recordLive(tx, userId, { type: 'counters' });
}

export async function deleteNotification(ctx: AppContext, userId: number, notificationId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (deleted.length === 0) throw new AppError('WRONG_NOTIFICATION');
    countersChanged(tx, userId, true);
  });
}

export async function clearNotifications(ctx: AppContext, userId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const cleared = await tx
      .delete(notifications)
      .where(eq(notifications.userId, userId))
      .returning({ id: notifications.id });
    countersChanged(tx, userId, cleared.length > 0);
  });
}

/**
 * Marks what the member has now seen, for the named counters only: opening the bell clears the
 * bell's count and leaves the Swap and Friends dots to their own pages, and so on.
 */
export async function markSeen(ctx: AppContext, userId: number, seen: readonly UnreadCounterName[]): Promise<void> {
  const now = ctx.clock.now();
  await liveTransaction(ctx, async (tx) => {
    let marked = 0;
    for (const counter of seen) {
      const rows = await tx
        .update(notifications)
        .set({ [counters[counter].seenAt]: now })
        .where(unseenFor(userId, counter))
        .returning({ id: notifications.id });
      marked += rows.length;
    }
    countersChanged(tx, userId, marked > 0);
  });
}
