/**
 * notify() is the one way the server tells a member something. It honours the recipient's
 * NotificationSettings (001 §3): a kind that is off sends nothing; charities only receive the
 * kinds a charity sees; chat messages follow the Messages level (0 off, 1 short, 2 full).
 */
import {
  AccountType,
  CharityNotificationKinds,
  ChatVisibility,
  type Notification,
  type NotificationKind,
  type NotificationKinds,
  type NotificationsAnswer,
  settingOfKind,
  unreadCounterKinds,
} from '@swapsies/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    ID: row.id,
    Kind: row.kind,
    Subject: row.subject,
    Text: row.text,
    CreatedAt: row.createdAt.toISOString(),
    Read: row.readAt !== null,
  };
}

/**
 * Records a notification for `userId` if their settings allow it. Returns whether one was made.
 * For kind 'Message', `text` is the message itself: level 1 keeps only the subject.
 */
export async function notify(
  db: Tx,
  userId: number,
  kind: NotificationKind,
  subject: string,
  text: string,
): Promise<boolean> {
  const [recipient] = await db
    .select({ type: users.type, settings: users.notificationSettings })
    .from(users)
    .where(eq(users.id, userId));
  if (!recipient) return false;
  if (recipient.type === AccountType.Charity && !CharityNotificationKinds.includes(kind)) return false;
  let shownText = text;
  if (kind === 'Message') {
    const level = recipient.settings.Messages;
    if (level === ChatVisibility.Off) return false;
    if (level === ChatVisibility.Short) shownText = '';
  } else if (!recipient.settings[(settingOfKind[kind] ?? kind) as (typeof NotificationKinds)[number]]) {
    return false;
  }
  await db.insert(notifications).values({ userId, kind, subject, text: shownText });
  return true;
}

export async function listNotifications(
  db: Tx,
  userId: number,
): Promise<Omit<NotificationsAnswer, 'Success' | 'ErrorCode'>> {
  const unreadOf = (kinds?: string[]) =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          kinds ? inArray(notifications.kind, kinds) : undefined,
        ),
      );
  const [rows, [all], [matches], [messages], [friends]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(100),
    unreadOf(),
    unreadOf(unreadCounterKinds.matches),
    unreadOf(unreadCounterKinds.messages),
    unreadOf(unreadCounterKinds.friends),
  ]);
  return {
    Notifications: rows.map(toNotification),
    Unread: {
      notifications: all?.n ?? 0,
      matches: matches?.n ?? 0,
      messages: messages?.n ?? 0,
      friends: friends?.n ?? 0,
    },
  };
}

export async function deleteNotification(db: Tx, userId: number, notificationId: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError('WRONG_NOTIFICATION');
}

export async function clearNotifications(db: Tx, userId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Opening the bell reads them all (001 §2.9). */
export async function markAllRead(db: Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
