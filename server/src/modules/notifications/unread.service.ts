/**
 * Counters read from the matches' state rather than from notifications. Unread chat messages: the
 * partner's messages, not deleted, beyond the viewer's read mark, so opening a chat clears them
 * everywhere. Waiting: matches that wait for the viewer's answer, whatever the notification
 * switches say, cleared by answering. Neither counts a match across a block, which does not exist
 * for its members (matches.policy.ts).
 */
import { COMMITMENT_PENDING_MS, CommitmentStatus, EXCHANGE_WINDOW_MS } from '@swapsies/contract';
import { and, count, eq, gt, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chatReads, commitments, matches, messages } from '../../db/schema.ts';
import { blockedBetween } from '../members/blocks.policy.ts';

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
        not(blockedBetween(matches.user1Id, matches.user2Id)),
        unreadBy(viewerId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The viewer's active matches waiting for their answer (the `waiting` counter): a pending request
 * to them that has not lapsed, or the partner's confirmation of the exchange still within its
 * window (a second live one would have completed it, so the viewer has none).
 */
export async function waitingMatchesOf(tx: Tx, viewerId: number, now: Date): Promise<number> {
  const pendingSince = new Date(now.getTime() - COMMITMENT_PENDING_MS);
  const confirmedSince = new Date(now.getTime() - EXCHANGE_WINDOW_MS);
  const requestToViewer = sql`exists (select 1 from ${commitments} where ${commitments.matchId} = ${matches.id}
    and ${commitments.recipientId} = ${viewerId} and ${commitments.status} = ${CommitmentStatus.Pending}
    and ${commitments.endedAt} is null and ${commitments.createdAt} > ${pendingSince})`;
  const partnerConfirmed = or(
    and(eq(matches.user1Id, viewerId), gt(matches.user2ConfirmedAt, confirmedSince)),
    and(eq(matches.user2Id, viewerId), gt(matches.user1ConfirmedAt, confirmedSince)),
  );
  const [row] = await tx
    .select({ n: count() })
    .from(matches)
    .where(
      and(
        or(eq(matches.user1Id, viewerId), eq(matches.user2Id, viewerId)),
        isNull(matches.endedAt),
        not(blockedBetween(matches.user1Id, matches.user2Id)),
        or(requestToViewer, partnerConfirmed),
      ),
    );
  return row?.n ?? 0;
}
