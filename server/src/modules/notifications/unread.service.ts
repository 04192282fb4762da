/**
 * Unread chat messages: the partner's messages, not deleted, beyond the viewer's read mark. They
 * are counted from the marks, not from notifications, so opening a chat clears them everywhere.
 */
import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chatReads, matches, messages } from '../../db/schema.ts';

/** The viewer's read mark in each message's match, 0 when they have none. */
const markOf = (viewerId: number) =>
  sql`coalesce((select ${chatReads.upTo} from ${chatReads} where ${chatReads.matchId} = ${messages.matchId} and ${chatReads.userId} = ${viewerId}), 0)`;

const unreadBy = (viewerId: number) =>
  and(ne(messages.senderId, viewerId), isNull(messages.deletedAt), gt(messages.seq, markOf(viewerId)));

/** Unread messages per match, for the given matches of the viewer, in one query (absent: none). */
export async function unreadByMatch(tx: Tx, viewerId: number, matchIds: number[]): Promise<Map<number, number>> {
  if (matchIds.length === 0) return new Map();
  const rows = await tx
    .select({ matchId: messages.matchId, n: count() })
    .from(messages)
    .where(and(inArray(messages.matchId, matchIds), unreadBy(viewerId)))
    .groupBy(messages.matchId);
  return new Map(rows.map((row) => [row.matchId, row.n]));
}

/** Unread messages across the viewer's active matches: the `messages` counter of GET /notifications. */
export async function unreadMessagesOf(tx: Tx, viewerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        or(eq(matches.user1Id, viewerId), eq(matches.user2Id, viewerId)),
        isNull(matches.endedAt),
        unreadBy(viewerId),
      ),
    );
  return row?.n ?? 0;
}
