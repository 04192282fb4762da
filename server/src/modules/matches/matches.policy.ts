/**
 * Who may see and act on a match.
 *
 * - A match belongs to its two members: to anyone else it does not exist (WRONG_MATCH).
 * - Items can be added, and the match ended, only while it is active; it can be acknowledged only
 *   once it has ended.
 * - A side can take more items when the match is active, its member is a person (a charity has no
 *   items), and it does not hold the match's stand-in (the stand-in rule, standInOf in the contract).
 * - An item fits a match when it is approved (items.policy.ts) and not in the match yet; a charity
 *   match takes only charity-flagged items.
 */
import { AccountType, MatchType, standInOf } from '@swapsies/contract';
import type { Actor } from '../../context.ts';
import type { matches } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type MatchRow = typeof matches.$inferSelect;

/** The match, if the viewer is one of its members; to anyone else it is WRONG_MATCH. */
export function checkMember(row: MatchRow | undefined, viewer: Actor): asserts row is MatchRow {
  if (!row || (row.user1Id !== viewer.id && row.user2Id !== viewer.id)) throw new AppError('WRONG_MATCH');
}

export function partnerOf(row: MatchRow, userId: number): number {
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
