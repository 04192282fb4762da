/**
 * The exchange: each member confirms that the swap happened, naming the items that changed hands.
 * The first confirmation opens the partner's window (EXCHANGE_WINDOW_MS); the second, within it,
 * completes the exchange. Who may confirm, and what, is matches.policy.ts.
 *
 * Every call locks the pair of members, then the match (as a like does), so that two final
 * confirmations, or a confirmation and an unmatch, run one after the other: the exchange
 * completes exactly once, and whichever comes second sees the match ended.
 */
import {
  EXCHANGE_WINDOW_MS,
  type ItemIdsBody,
  matchMessages,
  matchSubjects,
  notificationTexts,
} from '@swapsies/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { commitmentItems, itemChanges, items, matches, matchItems, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { nameOf } from '../members/members.presenter.ts';
import { lockPair } from '../members/pair-lock.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { checkNotCommittedElsewhere, endCommitmentsHolding, endCommitmentsOfMatch } from './commitments.service.ts';
import { openFeedback } from './feedback.service.ts';
import {
  checkActive,
  checkMember,
  confirmationOf,
  liveConfirmation,
  matchAsSeen,
  mayConfirmWithoutItems,
  partnerOf,
  receivesAll,
  type SeenMatch,
} from './matches.policy.ts';

type MatchRow = typeof matches.$inferSelect;

/** The pair's lock, then the match's; WRONG_MATCH to anyone but its two members. */
async function lockMatch(tx: Tx, viewer: Actor, matchId: number): Promise<SeenMatch> {
  const [found] = await tx.select(matchAsSeen).from(matches).where(eq(matches.id, matchId));
  checkMember(found, viewer);
  await lockPair(tx, viewer.id, partnerOf(found, viewer.id));
  const [row] = await tx.select(matchAsSeen).from(matches).where(eq(matches.id, matchId)).for('update');
  checkMember(row, viewer);
  return row;
}

/** The viewer's own confirmation columns on the match. */
function ownColumns(row: MatchRow, viewer: Actor, at: Date | null, itemIds: number[] | null) {
  return row.user1Id === viewer.id
    ? { user1ConfirmedAt: at, user1ConfirmedItems: itemIds }
    : { user2ConfirmedAt: at, user2ConfirmedItems: itemIds };
}

/** The match's items, by id, with their owners. */
async function itemsOfMatch(tx: Tx, matchId: number): Promise<Map<number, number>> {
  const placed = await tx
    .select({ itemId: matchItems.itemId, ownerId: matchItems.ownerId })
    .from(matchItems)
    .where(eq(matchItems.matchId, matchId));
  return new Map(placed.map((p) => [p.itemId, p.ownerId]));
}

/**
 * The items a confirmation names: each in the match (ITEM_NOT_IN_MATCH), none reserved by another
 * match's commitment (ITEM_COMMITTED); none only where the policy allows.
 */
async function checkNamed(tx: Tx, now: Date, row: MatchRow, viewer: Actor, input: ItemIdsBody): Promise<number[]> {
  const named = [...new Set(input.ItemIDs)];
  if (named.length === 0 && !mayConfirmWithoutItems(row)) {
    throw validationError([{ Field: 'ItemIDs', Message: matchMessages.confirmNone }]);
  }
  const inMatch = await itemsOfMatch(tx, row.id);
  if (named.some((id) => !inMatch.has(id))) throw new AppError('ITEM_NOT_IN_MATCH');
  const confirmed = receivesAll(row, viewer) ? [...inMatch.keys()] : named;
  await checkNotCommittedElsewhere(tx, row.id, confirmed, now);
  return confirmed;
}

export interface ConfirmResult {
  Completed: boolean;
  ExpiresAt: string | null;
}

/**
 * POST /matches/{id}/confirm-exchange. Without the partner's live confirmation, records the
 * viewer's (a repeat keeps its time and takes the new items) and tells the partner; with it,
 * completes the exchange. A repeat after the viewer completed it answers Completed again.
 */
export async function confirmExchange(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: ItemIdsBody,
): Promise<ConfirmResult> {
  return liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const row = await lockMatch(tx, viewer, matchId);
    if (row.endedReason === 'exchange' && confirmationOf(row, viewer.id) !== null) {
      return { Completed: true, ExpiresAt: null };
    }
    checkActive(row);
    const named = await checkNamed(tx, now, row, viewer, input);
    recordMatchChange(tx, [row.user1Id, row.user2Id], row.id, 'exchange');
    const live = liveConfirmation(row, now);
    if (live && live.by !== viewer.id) {
      await complete(tx, now, row, viewer, [...new Set([...live.items, ...named])]);
      return { Completed: true, ExpiresAt: null };
    }
    const at = live?.at ?? now;
    await tx
      .update(matches)
      .set(ownColumns(row, viewer, at, named))
      .where(eq(matches.id, matchId));
    if (!live) {
      const subject = matchSubjects.exchangeConfirmed(await nameOf(tx, viewer.id));
      const text = notificationTexts.exchangeConfirmed;
      await notify(tx, now, partnerOf(row, viewer.id), 'ExchangeConfirmed', subject, text, row.id, viewer.id);
    }
    return { Completed: false, ExpiresAt: new Date(at.getTime() + EXCHANGE_WINDOW_MS).toISOString() };
  });
}

/**
 * POST /matches/{id}/unconfirm-exchange: withdraws the viewer's confirmation while the exchange is
 * not complete. With none to withdraw it does nothing; once complete, the match has ended (MATCH_ENDED).
 */
export async function unconfirmExchange(ctx: AppContext, viewer: Actor, matchId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const row = await lockMatch(tx, viewer, matchId);
    checkActive(row);
    if (confirmationOf(row, viewer.id) === null) return;
    recordMatchChange(tx, [row.user1Id, row.user2Id], row.id, 'exchange');
    await tx
      .update(matches)
      .set(ownColumns(row, viewer, null, null))
      .where(eq(matches.id, matchId));
  });
}

/**
 * The second confirmation: the items named by both (those still in the match and listed) leave
 * every listing for good; the match ends with the viewer as DeletedBy; other matches and
 * commitments lose those items, and the members of those matches are told; both members count
 * one more completed swap; the partner is told.
 */
async function complete(tx: Tx, now: Date, row: MatchRow, viewer: Actor, named: number[]): Promise<void> {
  // Named by neither (a pint or a donation confirmed with empty lists): every item of the match.
  const wanted = named.length > 0 ? named : [...(await itemsOfMatch(tx, row.id)).keys()];
  // The items, locked in id order, then read again: one given away meanwhile in another match is
  // no longer in this one, and drops out.
  const locked = await tx
    .select({ id: items.id, name: items.name, exchangedAt: items.exchangedAt })
    .from(items)
    .where(inArray(items.id, wanted.length > 0 ? wanted : [0]))
    .orderBy(asc(items.id))
    .for('update');
  const inMatch = await itemsOfMatch(tx, row.id);
  const exchanged = locked.filter((item) => item.exchangedAt === null && inMatch.has(item.id));
  const exchangedIds = exchanged.map((item) => item.id);
  // The first confirmation's items may have been reserved elsewhere since it was made.
  await checkNotCommittedElsewhere(tx, row.id, exchangedIds, now);

  const own = row.user1Id === viewer.id ? { user1AcknowledgedAt: now } : { user2AcknowledgedAt: now };
  await tx
    .update(matches)
    .set({
      ...ownColumns(row, viewer, now, named),
      endedAt: now,
      endedBy: viewer.id,
      endedReason: 'exchange',
      ...own,
    })
    .where(eq(matches.id, row.id));
  await endCommitmentsOfMatch(tx, row.id, now, 'exchange');
  await openFeedback(tx, row.id, now, true);
  if (exchangedIds.length > 0) await giveAway(tx, now, row.id, exchanged);

  for (const memberId of [row.user1Id, row.user2Id].sort((a, b) => a - b)) {
    await tx
      .update(users)
      .set({ completedSwaps: sql`${users.completedSwaps} + 1` })
      .where(eq(users.id, memberId));
  }
  const subject = matchSubjects.exchangeCompleted(await nameOf(tx, viewer.id));
  const text = exchanged.map((item) => item.name).join(', ');
  await notify(tx, now, partnerOf(row, viewer.id), 'ExchangeConfirmed', subject, text, row.id, viewer.id);
}

/**
 * The exchanged items leave every listing: marked exchanged, freed of any hold, their edits
 * waiting for review dropped, and taken out of every other active match; a commitment elsewhere
 * that held one ends. The other member of each such match is told, under their Unmatch switch.
 */
async function giveAway(tx: Tx, now: Date, matchId: number, exchanged: { id: number; name: string }[]) {
  const ids = exchanged.map((item) => item.id);
  await endCommitmentsHolding(tx, ids, now);
  await tx
    .update(items)
    .set({ exchangedAt: now, heldBy: null, heldUntil: null, committedUntil: null })
    .where(inArray(items.id, ids));
  await tx.delete(itemChanges).where(inArray(itemChanges.itemId, ids));
  await tx.delete(commitmentItems).where(inArray(commitmentItems.itemId, ids));

  const elsewhere = await tx
    .delete(matchItems)
    .where(
      and(
        inArray(matchItems.itemId, ids),
        ne(matchItems.matchId, matchId),
        inArray(matchItems.matchId, tx.select({ id: matches.id }).from(matches).where(isNull(matches.endedAt))),
      ),
    )
    .returning({ matchId: matchItems.matchId, itemId: matchItems.itemId, ownerId: matchItems.ownerId });
  if (elsewhere.length === 0) return;
  const others = await tx
    .select({ id: matches.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matches)
    .where(
      inArray(
        matches.id,
        elsewhere.map((e) => e.matchId),
      ),
    );
  const nameById = new Map(exchanged.map((item) => [item.id, item.name]));
  for (const lost of elsewhere) {
    const other = others.find((m) => m.id === lost.matchId);
    if (!other) continue;
    recordMatchChange(tx, [other.user1Id, other.user2Id], other.id, 'items');
    const partner = other.user1Id === lost.ownerId ? other.user2Id : other.user1Id;
    const subject = matchSubjects.itemSwapped(nameById.get(lost.itemId) ?? '');
    const text = notificationTexts.itemSwapped;
    await notify(tx, now, partner, 'Unmatch', subject, text, other.id, lost.ownerId);
  }
}
