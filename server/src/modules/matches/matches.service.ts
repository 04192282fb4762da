/**
 * Matches: making them from likes, listing them, adding items, ending and acknowledging them. Who
 * may see and act on a match is matches.policy.ts; how it is shown, matches.presenter.ts.
 */

import {
  type AcknowledgeBody,
  type ItemIdsBody,
  LAST_MESSAGE_PREVIEW_MAX,
  type Match,
  type MatchMember,
  type MatchType,
  matchMessages,
  matchSubjects,
  type NotificationKind,
  notificationTexts,
  type UserItem,
} from '@swapsies/contract';
import { and, asc, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { handoverOutcomes, handovers, items, matches, matchItems, messages, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { mustExist } from '../../lib/must-exist.ts';
import { approvedItem, chooseOffered } from '../items/items.policy.ts';
import { loadItems } from '../items/items.service.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { blockedBetween } from '../members/blocks.policy.ts';
import { betweenPair } from '../members/members.policy.ts';
import { memberSummaryColumns, nameOf } from '../members/members.presenter.ts';
import { notify } from '../notifications/notifications.service.ts';
import { unreadByMatch } from '../notifications/unread.service.ts';
import { commitmentsOfMatches, endCommitmentsOfMatch } from './commitments.service.ts';
import { feedbackOfMatches } from './feedback.service.ts';
import {
  checkActive,
  checkEnded,
  checkMember,
  fitsMatch,
  liveConfirmation,
  matchAsSeen,
  mayAddItems,
  openHandover,
  partnerOf,
  type SeenMatch,
} from './matches.policy.ts';
import { type LastMessageRow, outcomeOf, toHandover, toMatch } from './matches.presenter.ts';

type MatchRow = typeof matches.$inferSelect;

/** The most matches one list answer carries: far beyond what anyone keeps open at once. */
const MATCHES_LIST_MAX = 200;

export interface NewMatchItems {
  type: MatchType;
  user1: { id: number };
  user2: { id: number };
  items1: number[];
  items2: number[];
}

/**
 * Puts items into the pair's active match of this type, making the match if there is none.
 * Callers hold both members' locks, so the lookup and the insert cannot race.
 */
export async function addToMatch(
  ctx: AppContext,
  tx: Tx,
  input: NewMatchItems,
): Promise<{ matchId: number; existing: boolean }> {
  const now = ctx.clock.now();
  const [active] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.type, input.type),
        isNull(matches.endedAt),
        betweenPair(matches.user1Id, matches.user2Id, input.user1.id, input.user2.id),
      ),
    );
  const matchId =
    active?.id ??
    (
      await tx
        .insert(matches)
        .values({ type: input.type, user1Id: input.user1.id, user2Id: input.user2.id, createdAt: now })
        .returning({ id: matches.id })
    )[0]?.id;
  if (matchId === undefined) throw new Error('The match was not created');
  const rows = [
    ...input.items1.map((itemId) => ({ matchId, itemId, ownerId: input.user1.id, addedAt: now })),
    ...input.items2.map((itemId) => ({ matchId, itemId, ownerId: input.user2.id, addedAt: now })),
  ];
  const added = rows.length > 0 ? await tx.insert(matchItems).values(rows).onConflictDoNothing().returning() : [];
  const members = [input.user1.id, input.user2.id];
  if (!active) recordMatchChange(tx, members, matchId, 'created');
  else if (added.length > 0) recordMatchChange(tx, members, matchId, 'items');
  return { matchId, existing: active !== undefined };
}

/** The match for one of its members (matches.policy.ts checkMember), locked when asked: WRONG_MATCH otherwise. */
async function findMatch(tx: Tx, viewer: Actor, matchId: number, lock = false): Promise<SeenMatch> {
  const query = tx.select(matchAsSeen).from(matches).where(eq(matches.id, matchId));
  const [row] = lock ? await query.for('update') : await query;
  checkMember(row, viewer);
  return row;
}

/** Tells the viewer's partner in the match what the viewer did; the subject names the viewer. */
async function tellPartner(
  tx: Tx,
  now: Date,
  row: MatchRow,
  viewer: Pick<Actor, 'id'>,
  notice: { kind: NotificationKind; subject: (name: string) => string; text: string },
): Promise<void> {
  const subject = notice.subject(await nameOf(tx, viewer.id));
  await notify(tx, now, partnerOf(row, viewer.id), notice.kind, subject, notice.text, row.id, viewer.id);
}

/** The viewer's items that could still go into a match (matches.policy.ts); committed ones come flagged. */
async function extraItemsOf(tx: Tx, viewer: Actor, row: MatchRow, now: Date): Promise<UserItem[]> {
  if (!mayAddItems(row, viewer)) return [];
  const own = await loadItems(
    tx,
    now,
    and(
      eq(items.ownerId, viewer.id),
      approvedItem(items),
      sql`not exists (select 1 from match_items mi where mi.match_id = ${row.id} and mi.item_id = ${items.id})`,
    ),
  );
  return own.filter((item) => fitsMatch(row, { charity: item.Charity }));
}

/**
 * The newest message of each of the matches, handover lines aside, in one query (absent: no message yet), as the viewer
 * sees it: a partner's message hidden by moderation shows no text.
 */
async function lastMessagesOf(tx: Tx, viewer: Actor, matchIds: number[]): Promise<Map<number, LastMessageRow>> {
  const rows = await tx
    .selectDistinctOn([messages.matchId], {
      matchId: messages.matchId,
      // Cut in the database: a 2,000-character message need not travel for a two-line preview.
      text: sql<string>`case when ${messages.hiddenAt} is not null and ${messages.senderId} <> ${viewer.id} then ''
        else left(${messages.text}, ${LAST_MESSAGE_PREVIEW_MAX}) end`,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
      deletedAt: messages.deletedAt,
      handoverId: messages.handoverId,
      handoverAction: messages.handoverAction,
      handoverAt: messages.handoverAt,
      handoverPlace: messages.handoverPlace,
    })
    .from(messages)
    .where(inArray(messages.matchId, matchIds))
    .orderBy(messages.matchId, desc(messages.seq));
  return new Map(rows.map(({ matchId, ...row }) => [matchId, row]));
}

/** Shapes matches for one viewer, loading all their items, members and unread messages in a few queries. */
async function toMatches(tx: Tx, viewer: Actor, rows: MatchRow[], now: Date): Promise<Match[]> {
  if (rows.length === 0) return [];
  const matchIds = rows.map((row) => row.id);
  const memberIds = [...new Set(rows.flatMap((row) => [row.user1Id, row.user2Id]))];
  const [placed, members, ownApproved, commitmentsByMatch, unread, lastMessages, openHandovers, feedbackByMatch] =
    await Promise.all([
      tx
        .select({ matchId: matchItems.matchId, itemId: matchItems.itemId, ownerId: matchItems.ownerId })
        .from(matchItems)
        .where(inArray(matchItems.matchId, matchIds))
        .orderBy(asc(matchItems.addedAt), asc(matchItems.itemId)),
      tx
        .select({ ...memberSummaryColumns(viewer.id), CompletedSwaps: users.completedSwaps })
        .from(users)
        .where(inArray(users.id, memberIds)),
      tx
        .select({ id: items.id, charity: items.charity })
        .from(items)
        .where(and(eq(items.ownerId, viewer.id), approvedItem(items))),
      commitmentsOfMatches(tx, matchIds, now),
      unreadByMatch(tx, viewer.id, matchIds),
      lastMessagesOf(tx, viewer, matchIds),
      tx
        .select({ handover: handovers, outcome: handoverOutcomes.outcome })
        .from(handovers)
        .leftJoin(
          handoverOutcomes,
          and(eq(handoverOutcomes.handoverId, handovers.id), eq(handoverOutcomes.memberId, viewer.id)),
        )
        .where(and(inArray(handovers.matchId, matchIds), openHandover)),
      feedbackOfMatches(tx, viewer.id, matchIds),
    ]);
  const handoversByMatch = new Map(
    openHandovers.map(({ handover, outcome }) => [handover.matchId, toHandover(handover, outcomeOf(outcome))]),
  );
  const itemIds = [...new Set(placed.map((p) => p.itemId))];
  const loaded = itemIds.length > 0 ? await loadItems(tx, now, inArray(items.id, itemIds)) : [];
  const itemsById = new Map(loaded.map((item) => [item.ID, item]));
  const membersById = new Map<number, MatchMember>(members.map((member) => [member.ID, member]));

  return rows.map((row) => {
    const inMatch = placed.filter((p) => p.matchId === row.id);
    // The partner's items hidden by moderation are theirs alone to see.
    const side = (ownerId: number) =>
      inMatch
        .flatMap((p) => (p.ownerId === ownerId ? [itemsById.get(p.itemId)] : []))
        .filter((i): i is UserItem => i !== undefined && (ownerId === viewer.id || !i.UnderReview));
    const inMatchIds = new Set(inMatch.map((p) => p.itemId));
    const ableToAdd =
      mayAddItems(row, viewer) && ownApproved.some((own) => !inMatchIds.has(own.id) && fitsMatch(row, own));
    const members = {
      user1: mustExist(membersById.get(row.user1Id), 'the match member'),
      user2: mustExist(membersById.get(row.user2Id), 'the match member'),
    };
    const commitment = commitmentsByMatch.get(row.id) ?? null;
    return toMatch(
      row,
      members,
      side(row.user1Id),
      side(row.user2Id),
      ableToAdd,
      commitment,
      liveConfirmation(row, now),
      unread.get(row.id) ?? 0,
      lastMessages.get(row.id),
      handoversByMatch.get(row.id) ?? null,
      feedbackByMatch.get(row.id) ?? null,
    );
  });
}

/**
 * GET /matches: active matches, and ended ones the viewer has not acknowledged, newest first;
 * none with a member a block stands between them and the viewer (matches.policy.ts).
 */
export async function listMatches(ctx: AppContext, viewer: Actor): Promise<Match[]> {
  const rows = await ctx.db
    .select()
    .from(matches)
    .where(
      and(
        or(
          and(eq(matches.user1Id, viewer.id), or(isNull(matches.endedAt), isNull(matches.user1AcknowledgedAt))),
          and(eq(matches.user2Id, viewer.id), or(isNull(matches.endedAt), isNull(matches.user2AcknowledgedAt))),
        ),
        not(blockedBetween(matches.user1Id, matches.user2Id)),
      ),
    )
    .orderBy(desc(matches.id))
    .limit(MATCHES_LIST_MAX);
  return toMatches(ctx.db, viewer, rows, ctx.clock.now());
}

export async function getMatch(ctx: AppContext, viewer: Actor, matchId: number): Promise<Match> {
  const row = await findMatch(ctx.db, viewer, matchId);
  const [match] = await toMatches(ctx.db, viewer, [row], ctx.clock.now());
  return mustExist(match, 'the match');
}

export async function extraItems(ctx: AppContext, viewer: Actor, matchId: number): Promise<UserItem[]> {
  const row = await findMatch(ctx.db, viewer, matchId);
  checkActive(row);
  return extraItemsOf(ctx.db, viewer, row, ctx.clock.now());
}

/** POST /matches/{id}/add-items ("Offer More!"): the viewer's own live items, onto their side. */
export async function addItems(ctx: AppContext, viewer: Actor, matchId: number, input: ItemIdsBody): Promise<void> {
  if (input.ItemIDs.length === 0) throw validationError([{ Field: 'ItemIDs', Message: matchMessages.addNone }]);
  await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const row = await findMatch(tx, viewer, matchId, true);
    checkActive(row);
    const chosen = chooseOffered(await extraItemsOf(tx, viewer, row, now), input.ItemIDs);
    await tx
      .insert(matchItems)
      .values(chosen.map((item) => ({ matchId, itemId: item.ID, ownerId: viewer.id, addedAt: now })));
    recordMatchChange(tx, [row.user1Id, row.user2Id], matchId, 'items');
    const text = chosen.map((item) => item.Name).join(', ');
    await tellPartner(tx, now, row, viewer, {
      kind: 'ItemAddedToExistingMatch',
      subject: matchSubjects.itemAdded,
      text,
    });
  });
}

/**
 * Ends an active match as unmatched by the viewer: its commitments end and free their items, and
 * the partner is told. The viewer needs no acknowledgement. The caller holds the match's lock
 * (unmatch, and account deletion for each of the member's active matches).
 */
export async function endAsUnmatched(tx: Tx, now: Date, row: MatchRow, viewer: Pick<Actor, 'id'>): Promise<void> {
  await endAsUnmatchedUntold(tx, now, row, viewer);
  await tellPartner(tx, now, row, viewer, {
    kind: 'Unmatch',
    subject: matchSubjects.unmatched,
    text: notificationTexts.unmatched,
  });
}

/** endAsUnmatched with no notice to the partner, whose screens still change through the live events. */
async function endAsUnmatchedUntold(tx: Tx, now: Date, row: MatchRow, viewer: Pick<Actor, 'id'>): Promise<void> {
  const own = row.user1Id === viewer.id ? { user1AcknowledgedAt: now } : { user2AcknowledgedAt: now };
  await tx
    .update(matches)
    .set({ endedAt: now, endedBy: viewer.id, endedReason: 'unmatch', ...own })
    .where(eq(matches.id, row.id));
  recordMatchChange(tx, [row.user1Id, row.user2Id], row.id, 'unmatched');
  await endCommitmentsOfMatch(tx, row.id, now, 'unmatch');
}

/**
 * Ends every active match between the viewer and the partner as unmatched by the viewer, telling
 * the partner nothing: a block (blocks.service.ts), which the blocked member is never told of.
 * Answers the ids of all the pair's matches, ended now or before, whose chats close with them.
 * The caller holds the pair's lock (members/pair-lock.service.ts); the matches are locked after it.
 */
export async function endMatchesBetweenUntold(tx: Tx, now: Date, viewer: Actor, partnerId: number): Promise<number[]> {
  const rows = await tx
    .select()
    .from(matches)
    .where(betweenPair(matches.user1Id, matches.user2Id, viewer.id, partnerId))
    .orderBy(asc(matches.id))
    .for('update');
  for (const row of rows) if (row.endedAt === null) await endAsUnmatchedUntold(tx, now, row, viewer);
  return rows.map((row) => row.id);
}

/**
 * Ends each of the member's active matches as unmatched by them, as POST /matches/{id}/unmatch
 * does (account deletion, suspension); answers their ids.
 */
export async function endAllAsUnmatched(tx: Tx, now: Date, userId: number): Promise<number[]> {
  const active = await tx
    .select()
    .from(matches)
    .where(and(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)), isNull(matches.endedAt)))
    .orderBy(asc(matches.id))
    .for('update');
  for (const row of active) await endAsUnmatched(tx, now, row, { id: userId });
  return active.map((row) => row.id);
}

/** POST /matches/{id}/unmatch: ends the match; the member who ended it needs no acknowledgement. */
export async function unmatch(ctx: AppContext, viewer: Actor, matchId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const row = await findMatch(tx, viewer, matchId, true);
    checkActive(row);
    await endAsUnmatched(tx, ctx.clock.now(), row, viewer);
  });
}

/** The partner's items of a match: what the viewer received, or would receive. */
function partnerItems(tx: Tx, row: MatchRow, viewer: Actor, now: Date): Promise<UserItem[]> {
  return loadItems(
    tx,
    now,
    inArray(
      items.id,
      tx
        .select({ id: matchItems.itemId })
        .from(matchItems)
        .where(and(eq(matchItems.matchId, row.id), eq(matchItems.ownerId, partnerOf(row, viewer.id)))),
    ),
  ).then((partners) => partners.filter((item) => !item.UnderReview));
}

export async function itemsForAcknowledge(ctx: AppContext, viewer: Actor, matchId: number): Promise<UserItem[]> {
  const row = await findMatch(ctx.db, viewer, matchId);
  return partnerItems(ctx.db, row, viewer, ctx.clock.now());
}

/**
 * POST /matches/{id}/acknowledge: the viewer has seen that the match ended, and it leaves their
 * list. ItemIDs, when sent, are the partner's items the viewer says they received.
 */
export async function acknowledge(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: AcknowledgeBody,
): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const row = await findMatch(tx, viewer, matchId, true);
    checkEnded(row);
    const received = [...new Set(input.ItemIDs ?? [])];
    if (received.length > 0) {
      const marked = await tx
        .update(matchItems)
        .set({ receivedAt: now })
        .where(
          and(
            eq(matchItems.matchId, matchId),
            eq(matchItems.ownerId, partnerOf(row, viewer.id)),
            inArray(matchItems.itemId, received),
          ),
        )
        .returning({ itemId: matchItems.itemId });
      if (marked.length !== received.length) throw new AppError('ITEM_NOT_IN_MATCH');
    }
    const own = row.user1Id === viewer.id ? { user1AcknowledgedAt: now } : { user2AcknowledgedAt: now };
    await tx.update(matches).set(own).where(eq(matches.id, matchId));
  });
}
