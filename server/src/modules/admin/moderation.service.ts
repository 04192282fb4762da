/**
 * Moderation: the review queue of new items and of pending changes to live
 * items, the decisions on them, category corrections and open reports. Every decision notifies
 * the owner through notify(), which honours their settings.
 */
import { moderationSubjects, notificationTexts, type ReviewEntry, type UserItem } from '@swapsies/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { itemChanges, itemPhotos, items, reports, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { removeFiles } from '../../lib/images.ts';
import { mustExist } from '../../lib/must-exist.ts';
import { applyPhotoOrder, categoryItemOf, loadItem, loadItems, photoFilesOf } from '../items/items.service.ts';
import { liveTransaction } from '../live/live.service.ts';
import { memberNameColumns } from '../members/members.presenter.ts';
import { notify } from '../notifications/notifications.service.ts';
import { toChangesEntry, toNewItemEntry } from './moderation.presenter.ts';

const QUEUE_LIMIT = 100;

/** The notification kind of each decision, with the subject it is sent under. */
const decisionSubjects = {
  ItemApproved: moderationSubjects.itemApproved,
  ItemDisapproved: moderationSubjects.itemDisapproved,
  ChangesApproved: moderationSubjects.changesApproved,
  ChangesDisapproved: moderationSubjects.changesDisapproved,
  CategoryChanged: moderationSubjects.categoryChanged,
} as const;

/** Tells the item's owner of a decision on it, as their notification settings allow. */
async function tellOwner(
  ctx: AppContext,
  tx: Tx,
  item: { ownerId: number },
  kind: keyof typeof decisionSubjects,
  text: string,
): Promise<void> {
  await notify(tx, ctx.clock.now(), item.ownerId, kind, decisionSubjects[kind], text);
}

function withReason(text: string, reason: string | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? notificationTexts.withReason(text, trimmed) : text;
}

export async function reviewQueue(ctx: AppContext): Promise<ReviewEntry[]> {
  const now = ctx.clock.now();
  const changes = await ctx.db.select().from(itemChanges).orderBy(asc(itemChanges.createdAt)).limit(QUEUE_LIMIT);
  const queued = await loadItems(
    ctx.db,
    now,
    or(
      eq(items.pendingApproval, true),
      changes.length
        ? inArray(
            items.id,
            changes.map((change) => change.itemId),
          )
        : undefined,
    ),
  );
  const itemIds = queued.map((item) => item.ID);
  if (itemIds.length === 0) return [];
  const [owners, submitted, pendingPhotos] = await Promise.all([
    ctx.db
      .select({ itemId: items.id, ...memberNameColumns })
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(inArray(items.id, itemIds)),
    ctx.db.select({ id: items.id, createdAt: items.createdAt }).from(items).where(inArray(items.id, itemIds)),
    ctx.db
      .select()
      .from(itemPhotos)
      .where(and(inArray(itemPhotos.itemId, itemIds), eq(itemPhotos.pending, true))),
  ]);
  const entries = queued.map((item): ReviewEntry & { at: Date } => {
    const owner = mustExist(
      owners.find((row) => row.itemId === item.ID),
      'the item owner',
    );
    const change = changes.find((row) => row.itemId === item.ID);
    if (!change || item.PendingApproval) {
      const at = submitted.find((row) => row.id === item.ID)?.createdAt ?? now;
      return { ...toNewItemEntry(item, owner, at), at };
    }
    return { ...toChangesEntry(item, owner, change, pendingPhotos), at: change.createdAt };
  });
  return entries
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(0, QUEUE_LIMIT)
    .map(({ at: _, ...entry }) => entry);
}

async function lockItem(tx: Tx, itemId: number) {
  const [item] = await tx.select().from(items).where(eq(items.id, itemId)).for('update');
  if (!item) throw new AppError('ITEM_NOT_FOUND');
  return item;
}

async function lockPendingItem(tx: Tx, itemId: number) {
  const item = await lockItem(tx, itemId);
  if (!item.pendingApproval) throw new AppError('ITEM_NOT_FOUND', [], 'This item is not waiting for approval.');
  return item;
}

async function lockChange(tx: Tx, itemId: number) {
  const item = await lockItem(tx, itemId);
  const [change] = await tx.select().from(itemChanges).where(eq(itemChanges.itemId, itemId));
  if (!change) throw new AppError('ITEM_NOT_FOUND', [], 'This item has no changes waiting for review.');
  return { item, change };
}

export async function approveItem(ctx: AppContext, itemId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const item = await lockPendingItem(tx, itemId);
    await tx.update(items).set({ pendingApproval: false }).where(eq(items.id, itemId));
    await tellOwner(ctx, tx, item, 'ItemApproved', notificationTexts.itemApproved(item.name));
  });
}

/** A disapproved new item is removed with its photos; the owner is told why. */
export async function disapproveItem(ctx: AppContext, itemId: number, reason: string | undefined): Promise<void> {
  const files = await liveTransaction(ctx, async (tx) => {
    const item = await lockPendingItem(tx, itemId);
    const names = await photoFilesOf(tx, itemId);
    await tx.delete(items).where(eq(items.id, itemId));
    const text = withReason(notificationTexts.itemDisapproved(item.name), reason);
    await tellOwner(ctx, tx, item, 'ItemDisapproved', text);
    return names;
  });
  await removeFiles(ctx.storage, files, ctx.log);
}

export async function approveChanges(ctx: AppContext, itemId: number): Promise<void> {
  const files = await liveTransaction(ctx, async (tx) => {
    const { item, change } = await lockChange(tx, itemId);
    const existing = await tx.select().from(itemPhotos).where(eq(itemPhotos.itemId, itemId));
    await tx
      .update(items)
      .set({
        name: change.name,
        description: change.description,
        location: change.location,
        pint: change.pint,
        charity: change.charity,
      })
      .where(eq(items.id, itemId));
    const dropped = await applyPhotoOrder(tx, itemId, change.photoIds, existing);
    await tx.delete(itemChanges).where(eq(itemChanges.itemId, itemId));
    await tellOwner(ctx, tx, item, 'ChangesApproved', notificationTexts.changesApproved(change.name));
    return dropped;
  });
  await removeFiles(ctx.storage, files, ctx.log);
}

/** The item stays as it was; the photos uploaded with the change are removed. */
export async function disapproveChanges(ctx: AppContext, itemId: number, reason: string | undefined): Promise<void> {
  const files = await liveTransaction(ctx, async (tx) => {
    const { item } = await lockChange(tx, itemId);
    const pending = await tx
      .delete(itemPhotos)
      .where(and(eq(itemPhotos.itemId, itemId), eq(itemPhotos.pending, true)))
      .returning({ path: itemPhotos.path, thumbnailPath: itemPhotos.thumbnailPath });
    await tx.delete(itemChanges).where(eq(itemChanges.itemId, itemId));
    const text = withReason(notificationTexts.changesDisapproved(item.name), reason);
    await tellOwner(ctx, tx, item, 'ChangesDisapproved', text);
    return pending.flatMap((photo) => [photo.path, photo.thumbnailPath]);
  });
  await removeFiles(ctx.storage, files, ctx.log);
}

export async function changeCategory(ctx: AppContext, itemId: number, path: string): Promise<UserItem> {
  const categoryItemId = await categoryItemOf(ctx.db, path);
  if (categoryItemId === null)
    throw validationError([{ Field: 'CategoryPath', Message: 'This category does not exist.' }]);
  await liveTransaction(ctx, async (tx) => {
    const item = await lockItem(tx, itemId);
    if (item.categoryItemId === categoryItemId) return;
    await tx.update(items).set({ categoryItemId }).where(eq(items.id, itemId));
    const changed = await loadItem(tx, ctx.clock.now(), itemId);
    const path = [changed.CategoryName, changed.SubcategoryName, changed.SubcategoryItemName] as const;
    await tellOwner(ctx, tx, item, 'CategoryChanged', notificationTexts.categoryChanged(item.name, path));
  });
  return loadItem(ctx.db, ctx.clock.now(), itemId);
}

export async function resolveReport(ctx: AppContext, reportId: number): Promise<void> {
  const resolved = await ctx.db
    .update(reports)
    .set({ resolvedAt: ctx.clock.now() })
    .where(and(eq(reports.id, reportId), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  if (resolved.length === 0) throw new AppError('NOT_FOUND');
}
