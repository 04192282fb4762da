/**
 * Commitments: a member asks their match partner to reserve items of the match for a number of
 * hours; the partner accepts or rejects, the requester may recall while the request is pending,
 * and an expired one is cleared. Who may do what is matches.policy.ts.
 *
 * The reservation is decided by the database: each item is taken with one conditional UPDATE on
 * its row (held_by, held_until, and committed_until once accepted), which under concurrent
 * requests lets exactly one win; the others find the row taken and answer ITEM_COMMITTED. Every
 * call locks the match row first and then the commitment's, so that calls on one match queue.
 */
import {
  COMMITMENT_PENDING_MS,
  COMMITMENT_TTL,
  type Commitment,
  CommitmentStatus,
  commitmentMessages,
  commitmentSubjects,
  durationText,
  type FieldError,
  HANDOVER_HOLD_MAX_MS,
  MatchType,
  notificationTexts,
  type OfferCommitmentBody,
} from '@swapsies/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commitmentItems, commitments, items, matches, matchItems } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { nameOf } from '../members/members.presenter.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  checkActive,
  checkExpired,
  checkMayAct,
  checkMember,
  checkPending,
  commitmentState,
  holdsStandIn,
  isOpen,
  isSeenBy,
  matchAsSeen,
  partnerOf,
  type SeenMatch,
} from './matches.policy.ts';

type CommitmentRow = typeof commitments.$inferSelect;
type MatchRow = typeof matches.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** The request's validation: both lists, unless a side holds the match's stand-in, and the duration. */
function checkRequest(row: MatchRow, viewer: Actor, input: OfferCommitmentBody): number {
  const errors: FieldError[] = [];
  const partner = partnerOf(row, viewer.id);
  if (input.UserItemIDs.length === 0 && !holdsStandIn(row, viewer.id)) {
    errors.push({ Field: 'UserItemIDs', Message: commitmentMessages.noOwnItems });
  }
  if (input.DesiredItemIDs.length === 0 && !holdsStandIn(row, partner)) {
    errors.push({ Field: 'DesiredItemIDs', Message: commitmentMessages.noTheirItems });
  }
  const ttl = input.TTL ?? COMMITMENT_TTL.default;
  if (!Number.isInteger(ttl) || ttl < COMMITMENT_TTL.min || ttl > COMMITMENT_TTL.max) {
    errors.push({ Field: 'TTL', Message: commitmentMessages.badDuration });
  }
  if (errors.length > 0) throw validationError(errors);
  return ttl;
}

async function lockMatch(tx: Tx, matchId: number): Promise<SeenMatch | undefined> {
  const [row] = await tx.select(matchAsSeen).from(matches).where(eq(matches.id, matchId)).for('update');
  return row;
}

/**
 * The commitment and its match, both locked (the match first, as every call on a match does);
 * refused with WRONG_COMMITMENT unless the viewer may act on it in this role, and while the match
 * does not exist for them (a block stands between its members: matches.policy.ts).
 */
async function lockCommitment(
  tx: Tx,
  viewer: Actor,
  commitmentId: number,
  role: Parameters<typeof checkMayAct>[2],
): Promise<{ commitment: CommitmentRow; match: MatchRow }> {
  const [found] = await tx
    .select({ matchId: commitments.matchId })
    .from(commitments)
    .where(eq(commitments.id, commitmentId));
  const match = found ? await lockMatch(tx, found.matchId) : undefined;
  const [commitment] = await tx.select().from(commitments).where(eq(commitments.id, commitmentId)).for('update');
  checkMayAct(commitment, viewer, role);
  if (!isSeenBy(match, viewer.id)) throw new AppError('WRONG_COMMITMENT');
  return { commitment, match };
}

/**
 * Lets go of the commitment's items: the hold, and the reservation that accepting made. Only rows
 * this commitment holds are touched, so an item another commitment has taken since stays taken.
 * The rows are locked in id order first, as take() does, so that a release and a request never
 * wait on each other crosswise.
 */
async function release(tx: Tx, commitmentId: number): Promise<void> {
  await tx
    .select({ id: items.id })
    .from(items)
    .where(eq(items.heldBy, commitmentId))
    .orderBy(asc(items.id))
    .for('update');
  await tx
    .update(items)
    .set({ heldBy: null, heldUntil: null, committedUntil: null })
    .where(eq(items.heldBy, commitmentId));
}

async function end(tx: Tx, commitmentId: number, now: Date, reason: string): Promise<void> {
  await tx.update(commitments).set({ endedAt: now, endedReason: reason }).where(eq(commitments.id, commitmentId));
  await release(tx, commitmentId);
}

/**
 * Ends the match's commitments that are not over yet (when the match ends: an unmatch, an
 * exchange) and frees their items. The caller holds the match's lock.
 */
export async function endCommitmentsOfMatch(
  tx: Tx,
  matchId: number,
  now: Date,
  reason: 'unmatch' | 'exchange',
): Promise<void> {
  const open = await tx
    .select({ id: commitments.id })
    .from(commitments)
    .where(and(eq(commitments.matchId, matchId), isNull(commitments.endedAt)));
  for (const { id } of open) await end(tx, id, now, reason);
}

/**
 * Refuses items that an accepted commitment of another match reserves (ITEM_COMMITTED): they are
 * promised to that swap until it ends, so they cannot change hands in this one.
 */
export async function checkNotCommittedElsewhere(tx: Tx, matchId: number, itemIds: number[], now: Date) {
  if (itemIds.length === 0) return;
  const reserved = await tx
    .select({ id: items.id })
    .from(items)
    .innerJoin(commitments, eq(commitments.id, items.heldBy))
    .where(and(inArray(items.id, itemIds), sql`${items.committedUntil} > ${now}`, ne(commitments.matchId, matchId)))
    .limit(1);
  if (reserved.length > 0) throw new AppError('ITEM_COMMITTED');
}

/**
 * Ends the open commitments that hold any of these items, which an exchange is giving away: the
 * request no longer describes what it was for. Their other items come free. One that another call
 * has locked is skipped rather than waited for (that call may be waiting for these items): it
 * finds the items' hold gone.
 */
export async function endCommitmentsHolding(tx: Tx, itemIds: number[], now: Date): Promise<void> {
  const holding = await tx
    .select()
    .from(commitments)
    .where(
      and(
        isNull(commitments.endedAt),
        inArray(
          commitments.id,
          tx
            .select({ id: commitmentItems.commitmentId })
            .from(commitmentItems)
            .where(inArray(commitmentItems.itemId, itemIds)),
        ),
      ),
    )
    .orderBy(asc(commitments.id))
    .for('update', { skipLocked: true });
  for (const row of holding) {
    if (!isOpen(row, now)) continue;
    await end(tx, row.id, now, 'exchange');
    recordMatchChange(tx, [row.requesterId, row.recipientId], row.matchId, 'commitment');
  }
}

/**
 * The request's items, checked against the match: each must be in it (ITEM_NOT_IN_MATCH) and on
 * the side the list names, the requester's own or the partner's (WRONG_ITEMS).
 */
async function checkItems(tx: Tx, row: MatchRow, viewer: Actor, input: OfferCommitmentBody) {
  const placed = await tx
    .select({ itemId: matchItems.itemId, ownerId: matchItems.ownerId })
    .from(matchItems)
    .where(eq(matchItems.matchId, row.id));
  const ownerOf = new Map(placed.map((p) => [p.itemId, p.ownerId]));
  const own = [...new Set(input.UserItemIDs)];
  const desired = [...new Set(input.DesiredItemIDs)];
  if ([...own, ...desired].some((id) => !ownerOf.has(id))) throw new AppError('ITEM_NOT_IN_MATCH');
  const partner = partnerOf(row, viewer.id);
  if (own.some((id) => ownerOf.get(id) !== viewer.id) || desired.some((id) => ownerOf.get(id) !== partner)) {
    throw new AppError('WRONG_ITEMS', [], commitmentMessages.wrongItems);
  }
  return [
    ...own.map((itemId) => ({ itemId, ownerId: viewer.id })),
    ...desired.map((itemId) => ({ itemId, ownerId: partner })),
  ];
}

/**
 * Takes each item for the commitment with one conditional UPDATE, in id order (so that two
 * requests never wait on each other crosswise). Under Read Committed a blocked UPDATE re-checks
 * its WHERE against the row the winner wrote: of any number of concurrent requests exactly one
 * finds the item free, and the rest answer ITEM_COMMITTED (rolling back what they took).
 */
async function take(tx: Tx, itemIds: number[], set: Partial<typeof items.$inferInsert>, free: SQL): Promise<void> {
  for (const itemId of [...itemIds].sort((a, b) => a - b)) {
    const taken = await tx
      .update(items)
      .set(set)
      .where(and(eq(items.id, itemId), free))
      .returning({ id: items.id });
    if (taken.length === 0) throw new AppError('ITEM_COMMITTED');
  }
}

/** Free for a new commitment: held by none, and not reserved by an accepted one, at `now`. */
function freeAt(now: Date): SQL {
  return sql`(${items.heldUntil} is null or ${items.heldUntil} <= ${now}) and (${items.committedUntil} is null or ${items.committedUntil} <= ${now})`;
}

/** POST /matches/{id}/offer-commitment */
export async function offerCommitment(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: OfferCommitmentBody,
): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const row = await lockMatch(tx, matchId);
    checkMember(row, viewer);
    checkActive(row);
    // A charity takes no commitments (it has no commit buttons), so neither does its match.
    if (row.type === MatchType.Charity) throw new AppError('FORBIDDEN');
    const ttl = checkRequest(row, viewer, input);
    const earlier = await tx
      .select()
      .from(commitments)
      .where(and(eq(commitments.matchId, matchId), isNull(commitments.endedAt)));
    if (earlier.some((c) => isOpen(c, now))) throw new AppError('MATCH_COMMITTED');
    // What is left is over (a lapsed request, an expired commitment nobody cleared): it makes room.
    for (const old of earlier) {
      await end(tx, old.id, now, commitmentState(old, now) === 'lapsed' ? 'lapsed' : 'cleared');
    }
    const held = await checkItems(tx, row, viewer, input);
    const partner = partnerOf(row, viewer.id);
    const [created] = await tx
      .insert(commitments)
      .values({
        matchId,
        requesterId: viewer.id,
        recipientId: partner,
        status: CommitmentStatus.Pending,
        ttlHours: ttl,
        createdAt: now,
      })
      .returning({ id: commitments.id });
    if (!created) throw new Error('The commitment was not created');
    const heldUntil = new Date(now.getTime() + COMMITMENT_PENDING_MS);
    await take(
      tx,
      held.map((h) => h.itemId),
      { heldBy: created.id, heldUntil },
      freeAt(now),
    );
    if (held.length > 0) await tx.insert(commitmentItems).values(held.map((h) => ({ commitmentId: created.id, ...h })));
    recordMatchChange(tx, [viewer.id, partner], matchId, 'commitment');
    const subject = commitmentSubjects.offered(await nameOf(tx, viewer.id));
    await notify(
      tx,
      now,
      partner,
      'CommitmentOffered',
      subject,
      notificationTexts.commitmentOffered(durationText(ttl)),
      matchId,
      viewer.id,
    );
  });
}

/**
 * Tells the partner in every other active match that holds one of the items just reserved that it
 * is committed elsewhere, under their Unmatch switch (the item's owner knows already).
 */
async function tellOtherMatches(tx: Tx, now: Date, matchId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const elsewhere = await tx
    .select({
      matchId: matches.id,
      ownerId: matchItems.ownerId,
      user1Id: matches.user1Id,
      user2Id: matches.user2Id,
      name: items.name,
    })
    .from(matchItems)
    .innerJoin(matches, eq(matches.id, matchItems.matchId))
    .innerJoin(items, eq(items.id, matchItems.itemId))
    .where(and(inArray(matchItems.itemId, itemIds), ne(matchItems.matchId, matchId), isNull(matches.endedAt)));
  for (const other of elsewhere) {
    // The item shows committed in that match too.
    recordMatchChange(tx, [other.user1Id, other.user2Id], other.matchId, 'items');
    const partner = other.user1Id === other.ownerId ? other.user2Id : other.user1Id;
    const text = notificationTexts.committedElsewhere;
    const subject = commitmentSubjects.committedElsewhere(other.name);
    await notify(tx, now, partner, 'Unmatch', subject, text, other.matchId, other.ownerId);
  }
}

/** Runs one call on a commitment in a transaction, with the commitment and its match locked. */
function onCommitment(
  ctx: AppContext,
  viewer: Actor,
  commitmentId: number,
  role: Parameters<typeof checkMayAct>[2],
  work: (tx: Tx, now: Date, locked: { commitment: CommitmentRow; match: MatchRow }) => Promise<void>,
): Promise<void> {
  return liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const locked = await lockCommitment(tx, viewer, commitmentId, role);
    // Recorded first, so that each member hears of the change before a notification about it.
    recordMatchChange(tx, [locked.match.user1Id, locked.match.user2Id], locked.match.id, 'commitment');
    await work(tx, now, locked);
  });
}

/** POST /commitment/{id}/accept: the recipient reserves the items until now plus the duration. */
export function acceptCommitment(ctx: AppContext, viewer: Actor, commitmentId: number): Promise<void> {
  return onCommitment(ctx, viewer, commitmentId, 'recipient', async (tx, now, { commitment, match }) => {
    checkPending(commitment, now);
    checkActive(match);
    const expiresAt = new Date(now.getTime() + commitment.ttlHours * HOUR_MS);
    const held = await tx
      .select({ itemId: commitmentItems.itemId })
      .from(commitmentItems)
      .where(eq(commitmentItems.commitmentId, commitmentId));
    const free = sql`${items.heldBy} = ${commitmentId} and (${items.committedUntil} is null or ${items.committedUntil} <= ${now})`;
    const reserve = { committedUntil: expiresAt, heldUntil: expiresAt };
    await take(
      tx,
      held.map((h) => h.itemId),
      reserve,
      free,
    );
    await tellOtherMatches(
      tx,
      now,
      match.id,
      held.map((h) => h.itemId),
    );
    await tx
      .update(commitments)
      .set({ status: CommitmentStatus.Accepted, acceptedAt: now, expiresAt })
      .where(eq(commitments.id, commitmentId));
    const subject = commitmentSubjects.accepted(await nameOf(tx, viewer.id));
    const until = notificationTexts.commitmentAccepted(expiresAt);
    await notify(tx, now, commitment.requesterId, 'CommitmentAccepted', subject, until, commitment.matchId, viewer.id);
  });
}

/** POST /commitment/{id}/reject: the recipient turns the request down. */
export function rejectCommitment(ctx: AppContext, viewer: Actor, commitmentId: number): Promise<void> {
  return onCommitment(ctx, viewer, commitmentId, 'recipient', async (tx, now, { commitment }) => {
    checkPending(commitment, now);
    await end(tx, commitmentId, now, 'rejected');
    const subject = commitmentSubjects.rejected(await nameOf(tx, viewer.id));
    const text = notificationTexts.itemsFree;
    await notify(tx, now, commitment.requesterId, 'CommitmentRejected', subject, text, commitment.matchId, viewer.id);
  });
}

/**
 * POST /commitment/{id}/recall: the requester withdraws a request not accepted yet. The recipient
 * is told under their CommitmentOffered switch: the one that told them of the request.
 */
export function recallCommitment(ctx: AppContext, viewer: Actor, commitmentId: number): Promise<void> {
  return onCommitment(ctx, viewer, commitmentId, 'requester', async (tx, now, { commitment }) => {
    checkPending(commitment, now);
    await end(tx, commitmentId, now, 'recalled');
    const subject = commitmentSubjects.recalled(await nameOf(tx, viewer.id));
    const text = notificationTexts.itemsFree;
    await notify(tx, now, commitment.recipientId, 'CommitmentOffered', subject, text, commitment.matchId, viewer.id);
  });
}

/** POST /commitment/{id}/clear: either member removes an expired commitment from the match. */
export function clearCommitment(ctx: AppContext, viewer: Actor, commitmentId: number): Promise<void> {
  return onCommitment(ctx, viewer, commitmentId, 'member', async (tx, now, { commitment }) => {
    checkExpired(commitment, now);
    await end(tx, commitmentId, now, 'cleared');
  });
}

/**
 * The commitment each match shows, by match id: the newest not ended, unless it is a request that
 * has lapsed. An accepted one stays after ExpiresAt passes (the match shows it expired, with Clear).
 */
export async function commitmentsOfMatches(tx: Tx, matchIds: number[], now: Date): Promise<Map<number, Commitment>> {
  const shown = new Map<number, Commitment>();
  if (matchIds.length === 0) return shown;
  const rows = await tx
    .select()
    .from(commitments)
    .where(and(inArray(commitments.matchId, matchIds), isNull(commitments.endedAt)))
    .orderBy(desc(commitments.id));
  const latest = new Map<number, CommitmentRow>();
  for (const row of rows) {
    if (!latest.has(row.matchId) && commitmentState(row, now) !== 'lapsed') latest.set(row.matchId, row);
  }
  if (latest.size === 0) return shown;
  const held = await tx
    .select()
    .from(commitmentItems)
    .where(
      inArray(
        commitmentItems.commitmentId,
        [...latest.values()].map((row) => row.id),
      ),
    )
    .orderBy(asc(commitmentItems.itemId));
  for (const [matchId, row] of latest) {
    const mine = held.filter((h) => h.commitmentId === row.id);
    shown.set(matchId, {
      ID: row.id,
      Status: row.status,
      User1: row.requesterId,
      User2: row.recipientId,
      Items1: mine.filter((h) => h.ownerId === row.requesterId).map((h) => h.itemId),
      Items2: mine.filter((h) => h.ownerId === row.recipientId).map((h) => h.itemId),
      TTL: row.ttlHours,
      ExpiresAt: row.expiresAt?.toISOString() ?? null,
    });
  }
  return shown;
}

/**
 * An agreed handover's hold (issue 27): lengthens the match's accepted commitment, while it runs,
 * so that it and its items last until `until`, but never past HANDOVER_HOLD_MAX_MS from now; never
 * shortens it. Without an accepted commitment nothing is held. Answers whether it was lengthened.
 */
export async function holdCommitmentUntil(tx: Tx, match: MatchRow, until: Date, now: Date): Promise<boolean> {
  const capped = new Date(Math.min(until.getTime(), now.getTime() + HANDOVER_HOLD_MAX_MS));
  const [lengthened] = await tx
    .update(commitments)
    // The ending-soon reminder is due again before the new end.
    .set({ expiresAt: capped, remindedAt: null })
    .where(
      and(
        eq(commitments.matchId, match.id),
        eq(commitments.status, CommitmentStatus.Accepted),
        isNull(commitments.endedAt),
        gt(commitments.expiresAt, now),
        lt(commitments.expiresAt, capped),
      ),
    )
    .returning({ id: commitments.id });
  if (!lengthened) return false;
  await tx.update(items).set({ committedUntil: capped, heldUntil: capped }).where(eq(items.heldBy, lengthened.id));
  recordMatchChange(tx, [match.user1Id, match.user2Id], match.id, 'commitment');
  return true;
}
