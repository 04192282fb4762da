/** A notification as the bell and the dashboard show it. */
import type { Notification } from '@swapsies/contract';
import type { notifications } from '../../db/schema.ts';

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    ID: row.id,
    Kind: row.kind,
    Subject: row.subject,
    Text: row.text,
    CreatedAt: row.createdAt.toISOString(),
    Read: row.readAt !== null,
  };
}
