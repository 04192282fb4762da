/**
 * Who may do what to an item, and which items others see.
 *
 * - An item is live when it is approved (not awaiting review) and not committed: only live items
 *   appear in the feed, can be liked or skipped, and make a like mutual. Approved but committed
 *   items are still shown to a member's partner, flagged Committed, and cannot be offered.
 * - An item given away in a confirmed exchange has left every listing for good: no rule shows it,
 *   and to its owner too it no longer exists.
 * - An item hidden by moderation (reported by enough members, or its owner suspended) is seen by
 *   its owner alone, flagged UnderReview, until a moderator restores or removes it.
 * - Only its owner may edit or delete an item; to anyone else it does not exist. A committed item,
 *   or one whose changes wait for review, can be neither edited nor deleted.
 * - A member offers (with a like, or into a match) only items of their own that are on offer
 *   there and not committed.
 * - Under ITEM_REVIEW, new items (and edits to live items) wait for review: always with 'all',
 *   during the owner's first week with 'new-accounts', never with 'off'.
 */
import { itemMessages, ReviewMode, type UserItem } from '@swapsies/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { Param } from '../../db/client.ts';
import type { items } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type ItemRow = typeof items.$inferSelect;

/** Under ITEM_REVIEW=new-accounts, a member's items are reviewed during their first week. */
export const NEW_ACCOUNT_REVIEW_MS = 7 * 24 * 60 * 60 * 1000;

/** An accepted commitment holds the item until committedUntil passes, whether or not a sweeper has run. */
export function isCommitted(item: Pick<ItemRow, 'committedUntil'>, now: Date): boolean {
  return item.committedUntil !== null && item.committedUntil.getTime() > now.getTime();
}

/** The columns the rules read: the items table itself, or an alias of it. */
interface ItemColumns {
  pendingApproval: AnyColumn;
  committedUntil: AnyColumn;
  exchangedAt: AnyColumn;
  hiddenAt: AnyColumn;
}

/**
 * Approved, still listed (not given away in a confirmed exchange) and not hidden by moderation:
 * seen by others (committed ones too, flagged). Written as the partial indexes on items state it.
 */
export function approvedItem(item: ItemColumns): SQL {
  return sql`not ${item.pendingApproval} and ${item.exchangedAt} is null and ${item.hiddenAt} is null`;
}

/** Live: approved and not committed. The one form of the rule in SQL; isCommitted is its other half in code. */
export function liveItem(item: ItemColumns, now: Param<Date>): SQL {
  return sql`${approvedItem(item)} and (${item.committedUntil} is null or ${item.committedUntil} <= ${now})`;
}

/**
 * Whether the caller may edit or delete this item (read under lock): their own, not committed,
 * no changes waiting for review. Refuses with the answer the caller hears.
 */
export function checkOwnerMayChange(
  actor: Actor,
  item: ItemRow | undefined,
  changesPending: boolean,
  now: Date,
  action: 'edit' | 'delete',
): asserts item is ItemRow {
  if (!item || item.ownerId !== actor.id || item.exchangedAt !== null) {
    throw new AppError('ITEM_NOT_FOUND', [], itemMessages.notFound);
  }
  if (isCommitted(item, now)) {
    const message = action === 'edit' ? itemMessages.committedEdit : itemMessages.committedDelete;
    throw new AppError('ITEM_COMMITTED', [], message);
  }
  if (changesPending) {
    const message = action === 'edit' ? itemMessages.pendingChangesEdit : itemMessages.pendingChangesDelete;
    throw new AppError('CHANGES_PENDING', [], message);
  }
}

/** Whether a new item, or an edit to a live item, by an owner who joined at `ownerSince` waits for review. */
export function needsReview(mode: ReviewMode, ownerSince: Date | undefined, now: Date): boolean {
  if (mode === ReviewMode.All) return true;
  if (mode === ReviewMode.Off) return false;
  return ownerSince !== undefined && now.getTime() - ownerSince.getTime() < NEW_ACCOUNT_REVIEW_MS;
}

/**
 * The items a member chose to offer, out of the candidates they may offer there (committed ones
 * included, flagged): any id not among them refuses the choice, and so does a committed item.
 */
export function chooseOffered(candidates: readonly UserItem[], chosenIds: readonly number[]): UserItem[] {
  const byId = new Map(candidates.map((item) => [item.ID, item]));
  const chosen = [...new Set(chosenIds)].map((id) => byId.get(id));
  if (chosen.some((item) => item === undefined)) throw new AppError('WRONG_ITEMS');
  const found = chosen.filter((item) => item !== undefined);
  if (found.some((item) => item.Committed)) throw new AppError('ITEM_COMMITTED');
  return found;
}
