/**
 * Who may see and act on a match.
 *
 * - A match belongs to its two members: to anyone else it does not exist (WRONG_MATCH). Once a
 *   block stands between the two (members/blocks.policy.ts), either way, it does not exist for
 *   them either: every call on it answers WRONG_MATCH and it leaves both lists. Every lookup reads
 *   the match with matchAsSeen, so checkMember has the block in hand.
 * - Items can be added, and the match ended, only while it is active; it can be acknowledged only
 *   once it has ended.
 * - A side can take more items when the match is active, its member is a person (a charity has no
 *   items), and it does not hold the match's stand-in (the stand-in rule, standInOf in the contract).
 * - An item fits a match when it is approved (items.policy.ts) and not in the match yet; a charity
 *   match takes only charity-flagged items.
 * - The exchange: both members confirm, each naming items of the match that changed hands. A
 *   confirmation is live for EXCHANGE_WINDOW_MS, the partner's window; the partner's confirmation
 *   within it completes the exchange. A swap's confirmation names at least one item; in a pint or
 *   charity match (the stand-in rule) a confirmation may name none, and the charity's confirms
 *   receipt of every item of the match.
 * - Commitments: one open (pending or accepted and not expired) per match; the recipient accepts
 *   or rejects, the requester recalls while pending, either member clears an expired one.
 */
import {
  AccountType,
  COMMITMENT_PENDING_MS,
  CommitmentStatus,
  EXCHANGE_WINDOW_MS,
  MatchType,
  standInOf,
} from '@swapsies/contract';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import { type commitments, handovers, matches } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { blockedBetween } from '../members/blocks.policy.ts';

type MatchRow = typeof matches.$inferSelect;

/** The columns a match is read with for one of its members: the row, and whether a block stands between the two. */
export const matchAsSeen = {
  ...getTableColumns(matches),
  blocked: blockedBetween(matches.user1Id, matches.user2Id),
};

/** A handover arrangement still open: proposed or accepted (one per match, handovers_open_key). */
export const openHandover = sql`${handovers.status} in ('proposed', 'accepted')`;

/** A match as matchAsSeen reads it. */
export type SeenMatch = MatchRow & { blocked: boolean };

/** One of the match's two members, whether or not a block stands between them (a report of its messages still may be made). */
export function isMember(row: Pick<MatchRow, 'user1Id' | 'user2Id'>, userId: number): boolean {
  return row.user1Id === userId || row.user2Id === userId;
}

/** Whether the match exists for this member: theirs, and no block stands between its two members. */
export function isSeenBy(row: SeenMatch | undefined, userId: number): row is SeenMatch {
  return row !== undefined && isMember(row, userId) && !row.blocked;
}

/** The match, if it exists for the viewer (isSeenBy); to anyone else it is WRONG_MATCH. */
export function checkMember(row: SeenMatch | undefined, viewer: Actor): asserts row is SeenMatch {
  if (!isSeenBy(row, viewer.id)) throw new AppError('WRONG_MATCH');
}

export function partnerOf(row: Pick<MatchRow, 'user1Id' | 'user2Id'>, userId: number): number {
  return row.user1Id === userId ? row.user2Id : row.user1Id;
}

export function checkActive(row: MatchRow): void {
  if (row.endedAt !== null) throw new AppError('MATCH_ENDED');
}

export function checkEnded(row: MatchRow): void {
  if (row.endedAt === null) throw new AppError('MATCH_NOT_ENDED');
}

/** Whether this member's side holds the match's stand-in: User1's side, in a match whose type has one. */
export function holdsStandIn(row: MatchRow, userId: number): boolean {
  return standInOf(row.type) !== null && row.user1Id === userId;
}

/** Whether the viewer's side of the match can take more items. */
export function mayAddItems(row: MatchRow, viewer: Actor): boolean {
  return row.endedAt === null && viewer.type !== AccountType.Charity && !holdsStandIn(row, viewer.id);
}

/** Whether one of the viewer's approved items, not in the match yet, could go into it. */
export function fitsMatch(row: MatchRow, item: { charity: boolean }): boolean {
  return row.type !== MatchType.Charity || item.charity;
}

/** A member's confirmation of the exchange: when, and the items they named. */
export interface Confirmation {
  by: number;
  at: Date;
  items: number[];
}

/** The member's confirmation on the match, live or lapsed, or null when they have none. */
export function confirmationOf(row: MatchRow, userId: number): Confirmation | null {
  const [at, items] =
    row.user1Id === userId
      ? [row.user1ConfirmedAt, row.user1ConfirmedItems]
      : [row.user2ConfirmedAt, row.user2ConfirmedItems];
  return at === null ? null : { by: userId, at, items: items ?? [] };
}

/** The confirmation waiting for the partner, while the partner's window lasts; none on an ended match. */
export function liveConfirmation(row: MatchRow, now: Date): Confirmation | null {
  if (row.endedAt !== null) return null;
  const live = [confirmationOf(row, row.user1Id), confirmationOf(row, row.user2Id)].filter(
    (c): c is Confirmation => c !== null && c.at.getTime() + EXCHANGE_WINDOW_MS > now.getTime(),
  );
  return live.sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
}

/** A pint or a donation confirms with an empty item list; a swap names at least one item. */
export function mayConfirmWithoutItems(row: MatchRow): boolean {
  return standInOf(row.type) !== null;
}

/** The charity of a charity match confirms receipt of every item of the match, whatever it names. */
export function receivesAll(row: MatchRow, viewer: Actor): boolean {
  return row.type === MatchType.Charity && holdsStandIn(row, viewer.id);
}

type CommitmentRow = typeof commitments.$inferSelect;

/**
 * Where a commitment stands at `now`: a pending request lapses an hour after it was made
 * (COMMITMENT_PENDING_MS), an accepted one has expired the moment ExpiresAt passes, whether or
 * not the sweeper has run; an ended one (rejected, recalled, cleared, unmatched) is over.
 */
export function commitmentState(
  row: CommitmentRow,
  now: Date,
): 'pending' | 'lapsed' | 'accepted' | 'expired' | 'ended' {
  if (row.endedAt !== null) return 'ended';
  if (row.status === CommitmentStatus.Pending) {
    return row.createdAt.getTime() + COMMITMENT_PENDING_MS > now.getTime() ? 'pending' : 'lapsed';
  }
  return row.expiresAt !== null && row.expiresAt.getTime() > now.getTime() ? 'accepted' : 'expired';
}

/** Whether the commitment still blocks another in its match: pending, or accepted and not expired. */
export function isOpen(row: CommitmentRow, now: Date): boolean {
  const state = commitmentState(row, now);
  return state === 'pending' || state === 'accepted';
}

/**
 * Who may act on a commitment: its recipient accepts or rejects, its requester recalls, either
 * clears. To anyone else it does not exist (WRONG_COMMITMENT).
 */
export function checkMayAct(
  row: CommitmentRow | undefined,
  viewer: Actor,
  role: 'recipient' | 'requester' | 'member',
): asserts row is CommitmentRow {
  const allowed =
    row !== undefined &&
    ((role !== 'requester' && row.recipientId === viewer.id) ||
      (role !== 'recipient' && row.requesterId === viewer.id));
  if (!allowed) throw new AppError('WRONG_COMMITMENT');
}

/**
 * A request is answered (accepted, rejected, recalled) only while pending: an accepted one answers
 * COMMITMENT_ACCEPTED, one that has lapsed or ended WRONG_COMMITMENT.
 */
export function checkPending(row: CommitmentRow, now: Date): void {
  const state = commitmentState(row, now);
  if (state === 'accepted' || state === 'expired') throw new AppError('COMMITMENT_ACCEPTED');
  if (state !== 'pending') throw new AppError('WRONG_COMMITMENT');
}

/** Only an accepted commitment whose time has run out is cleared. */
export function checkExpired(row: CommitmentRow, now: Date): void {
  if (commitmentState(row, now) !== 'expired') throw new AppError('WRONG_COMMITMENT');
}
