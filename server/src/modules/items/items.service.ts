/**
 * Items: add, edit and delete with their photos, and loading items in the shared answer shape
 * (items.presenter.ts). Who may change an item, and when it waits for review, is items.policy.ts.
 *
 * Photos are processed and stored before the transaction that references them; if that
 * transaction fails, the files it would have referenced are removed, so a failed call leaves
 * neither an item nor a file behind.
 */
import {
  CATEGORY_PATH,
  type CreateItemBody,
  checkItemForm,
  codeMessages,
  type FieldError,
  ITEM_PHOTO_SIZES,
  itemMessages,
  type UpdateItemBody,
  type UserItem,
} from '@swapsies/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { categories, categoryItems, itemChanges, itemPhotos, items, subcategories, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import {
  type ProcessedImage,
  processEncodedImage,
  removeFiles,
  type StoredImage,
  storeImage,
} from '../../lib/images.ts';
import { districtForNewItem } from '../areas/areas.service.ts';
import { categoryPathsQuery } from '../reference/categories.service.ts';
import { checkOwnerMayChange, needsReview } from './items.policy.ts';
import { type ItemWithCategory, type ShownItemColumns, type ShownPhoto, toUserItem } from './items.presenter.ts';

// Reading items

/**
 * The columns of an item in the shared answer shape (ItemWithCategory): what the answer shows of
 * its row, and its place in the category tree. Only these: the feed reads them on every request.
 */
export const itemWithCategoryColumns = {
  item: {
    id: items.id,
    name: items.name,
    description: items.description,
    location: items.location,
    categoryItemId: items.categoryItemId,
    pint: items.pint,
    charity: items.charity,
    pendingApproval: items.pendingApproval,
    committedUntil: items.committedUntil,
    hiddenAt: items.hiddenAt,
  } satisfies Record<keyof ShownItemColumns, unknown>,
  categoryId: subcategories.categoryId,
  subcategoryId: subcategories.id,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
  leafName: categoryItems.name,
  changed: itemChanges.itemId,
};

function itemRowsQuery(db: Tx, where: SQL | undefined) {
  return db
    .select({ ...itemWithCategoryColumns, photos: shownPhotosJson(items.id) })
    .from(items)
    .innerJoin(categoryItems, eq(categoryItems.id, items.categoryItemId))
    .innerJoin(subcategories, eq(subcategories.id, categoryItems.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .leftJoin(itemChanges, eq(itemChanges.itemId, items.id))
    .where(where)
    .orderBy(desc(items.id));
}

/**
 * Adds the joins that itemWithCategoryColumns reads, for the items `on` picks (the one item the
 * feed chose; the liker's items the owner wants), to a statement that starts elsewhere. Left
 * joins: with no such item, `item` is null.
 */
export function joinItemWithCategory<Query extends PgSelect>(query: Query, on: SQL) {
  return query
    .leftJoin(items, on)
    .leftJoin(categoryItems, eq(categoryItems.id, items.categoryItemId))
    .leftJoin(subcategories, eq(subcategories.id, categoryItems.subcategoryId))
    .leftJoin(categories, eq(categories.id, subcategories.categoryId))
    .leftJoin(itemChanges, eq(itemChanges.itemId, items.id));
}

/** A row read through joinItemWithCategory: its item in the shared shape, or null when no item was joined. */
export function joinedItemWithCategory(
  row: {
    [Column in keyof ItemWithCategory]: ItemWithCategory[Column] | null;
  },
): ItemWithCategory | null {
  const { item, categoryId, subcategoryId, categoryName, subcategoryName, leafName, changed } = row;
  if (item === null || categoryId === null || subcategoryId === null) return null;
  if (categoryName === null || subcategoryName === null || leafName === null) return null;
  return { item, categoryId, subcategoryId, categoryName, subcategoryName, leafName, changed };
}

/** Photos that are shown, in their order: those of an edit waiting for review are not. */
const shownPhoto = eq(itemPhotos.pending, false);
const shownPhotoOrder = [asc(itemPhotos.position), asc(itemPhotos.id)];

/**
 * The shown photos of the item `itemId` names, as one JSON array in a column (toUserItem reads
 * it): the feed gets its item and the photos in the statement that picks the item.
 */
export function shownPhotosJson(itemId: SQL | AnyColumn): SQL<ShownPhoto[]> {
  return sql<ShownPhoto[]>`coalesce((select json_agg(json_build_object('id', ${itemPhotos.id},
      'itemId', ${itemPhotos.itemId}, 'path', ${itemPhotos.path}, 'thumbnailPath', ${itemPhotos.thumbnailPath})
      order by ${sql.join(shownPhotoOrder, sql`, `)})
    from ${itemPhotos} where ${itemPhotos.itemId} = ${itemId} and ${shownPhoto}), '[]')`;
}

/** Items matching `where`, newest first, in the shared answer shape: one statement, the photos in a column. */
export async function loadItems(db: Tx, now: Date, where: SQL | undefined): Promise<UserItem[]> {
  const rows = await itemRowsQuery(db, where);
  return rows.map(({ photos, ...row }) => toUserItem(row, photos, now));
}

export async function loadItem(db: Tx, now: Date, itemId: number): Promise<UserItem> {
  const [item] = await loadItems(db, now, eq(items.id, itemId));
  if (!item) throw new AppError('ITEM_NOT_FOUND');
  return item;
}

/** A member's own listings: every item of theirs but those given away in a confirmed exchange. */
export function ownItems(db: Tx, now: Date, userId: number): Promise<UserItem[]> {
  return loadItems(db, now, and(eq(items.ownerId, userId), isNull(items.exchangedAt)));
}

// Checks shared by the calls

interface CategoryChoice {
  CategoryID?: number | undefined;
  SubcategoryID?: number | undefined;
  SubcategoryItemID?: number | undefined;
  CategoryPath?: string | undefined;
}

/** The path the caller chose: CategoryPath when sent, else the three ids; '' when nothing was picked. */
function chosenPath(choice: CategoryChoice): string {
  if (choice.CategoryPath) return choice.CategoryPath;
  const ids = [choice.CategoryID, choice.SubcategoryID, choice.SubcategoryItemID];
  return ids.every((id) => id !== undefined && id > 0) ? ids.join('-') : '';
}

/** The tree item a path names, or null when the tree has no such path. */
export async function categoryItemOf(db: Tx, path: string): Promise<number | null> {
  if (!CATEGORY_PATH.test(path)) return null;
  const [categoryId, subcategoryId, itemId] = path.split('-').map(Number);
  if (itemId === undefined) return null;
  const [row] = await categoryPathsQuery(db).where(eq(categoryItems.id, itemId));
  return row && row.subcategoryId === subcategoryId && row.categoryId === categoryId ? itemId : null;
}

function categoryIdsDisagree(choice: CategoryChoice, path: string): boolean {
  const ids = [choice.CategoryID, choice.SubcategoryID, choice.SubcategoryItemID];
  return ids.some((id) => id !== undefined && id > 0) && ids.join('-') !== path;
}

/** Whether a new item, or an edit to a live item, by this member waits for review (items.policy.ts). */
async function reviewed(ctx: AppContext, ownerId: number): Promise<boolean> {
  const [owner] = await ctx.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, ownerId));
  return needsReview(ctx.config.itemReview, owner?.createdAt, ctx.clock.now());
}

/**
 * Decodes and re-encodes every photo before anything is stored, side by side as the photo queue
 * allows: one bad photo (the first in order) refuses the call.
 */
async function processPhotos(encoded: readonly string[]): Promise<ProcessedImage[]> {
  const results = await Promise.allSettled(encoded.map((photo) => processEncodedImage(photo, ITEM_PHOTO_SIZES)));
  return results.map((result, index) => {
    if (result.status === 'fulfilled') return result.value;
    const error = result.reason;
    if (error instanceof AppError)
      throw new AppError(error.code, [
        {
          Field: `EncodedPhotos/${index}`,
          Message: error.message !== error.code ? error.message : (codeMessages[error.code] ?? error.code),
        },
      ]);
    throw error;
  });
}

async function storePhotos(
  ctx: AppContext,
  images: readonly ProcessedImage[],
  written: string[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const image of images) stored.push(await storeImage(ctx.storage, 'items', image, written));
  return stored;
}

/**
 * Runs `work` with the new photos stored; if storing or the work fails, the files are removed
 * again, so no row ever names a file that is not there and no file outlives a refused call. The
 * files are stored before `work` opens its transaction: a transaction may run twice
 * (db/resilient-pool.ts) and must touch nothing but the database.
 */
async function withStoredPhotos<T>(
  ctx: AppContext,
  images: readonly ProcessedImage[],
  work: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await work(await storePhotos(ctx, images, written));
  } catch (error) {
    await removeFiles(ctx.storage, written, ctx.log);
    throw error;
  }
}

/**
 * The item, locked for the rest of the transaction, if the caller may change it now; otherwise
 * the refusal items.policy.ts gives (someone else's item is "not found").
 */
async function lockChangeableItem(tx: Tx, actor: Actor, itemId: number, now: Date, action: 'edit' | 'delete') {
  const [item] = await tx.select().from(items).where(eq(items.id, itemId)).for('update');
  const [change] = item
    ? await tx.select({ id: itemChanges.itemId }).from(itemChanges).where(eq(itemChanges.itemId, itemId))
    : [];
  checkOwnerMayChange(actor, item, change !== undefined, now, action);
  return item;
}

// The calls

export async function createItem(ctx: AppContext, actor: Actor, input: CreateItemBody): Promise<UserItem> {
  const path = chosenPath(input);
  const problems = checkItemForm({ ...input, CategoryPath: path, PhotoCount: input.EncodedPhotos.length }, 'add');
  const categoryItemId = path ? await categoryItemOf(ctx.db, path) : null;
  if (path && (categoryItemId === null || (input.CategoryPath && categoryIdsDisagree(input, path))))
    problems.push({ Field: 'CategoryPath', Message: itemMessages.categoryUnknown });
  if (problems.length > 0 || categoryItemId === null) throw validationError(problems);

  const images = await processPhotos(input.EncodedPhotos);
  const pendingApproval = await reviewed(ctx, actor.id);
  const itemId = await withStoredPhotos(ctx, images, (photos) =>
    ctx.db.transaction(async (tx) => {
      const district = await districtForNewItem(tx, actor.id);
      const [item] = await tx
        .insert(items)
        .values({
          ownerId: actor.id,
          district,
          name: input.Name.trim(),
          description: input.Description.trim(),
          location: input.Location.trim(),
          categoryItemId,
          pint: input.Pint,
          charity: input.Charity,
          pendingApproval,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: items.id });
      if (!item) throw new Error('The new item was not returned');
      await tx.insert(itemPhotos).values(
        photos.map((photo, position) => ({
          itemId: item.id,
          path: photo.path,
          thumbnailPath: photo.thumbnailPath,
          position,
        })),
      );
      return item.id;
    }),
  );
  return loadItem(ctx.db, ctx.clock.now(), itemId);
}

/**
 * Applies an edit, or files it for review when the item is live and its owner's edits are
 * reviewed. PhotoIDs are the kept photos in their new order; the new photos follow them.
 */
export async function updateItem(
  ctx: AppContext,
  actor: Actor,
  itemId: number,
  input: UpdateItemBody,
): Promise<UserItem> {
  const before = await ctx.db.transaction((tx) => lockChangeableItem(tx, actor, itemId, ctx.clock.now(), 'edit'));
  const current = await loadItem(ctx.db, ctx.clock.now(), itemId);
  const problems: FieldError[] = checkItemForm(
    {
      Name: input.Name ?? before.name,
      Description: input.Description ?? before.description,
      Location: input.Location,
      CategoryPath: current.CategoryPath,
      Pint: input.Pint,
      PhotoCount: input.PhotoIDs.length + input.EncodedPhotos.length,
    },
    'edit',
  );
  const sentPath = chosenPath(input);
  if (sentPath && (sentPath !== current.CategoryPath || categoryIdsDisagree(input, sentPath)))
    problems.push({ Field: 'CategoryPath', Message: itemMessages.categoryReadOnly });
  const livePhotoIds = new Set(current.Photos.map((photo) => photo.ID));
  if (new Set(input.PhotoIDs).size !== input.PhotoIDs.length || input.PhotoIDs.some((id) => !livePhotoIds.has(id)))
    problems.push({ Field: 'PhotoIDs', Message: itemMessages.photoNotFound });
  if (problems.length > 0) throw validationError(problems);

  const images = await processPhotos(input.EncodedPhotos);
  const review = !before.pendingApproval && (await reviewed(ctx, actor.id));
  const fields = {
    name: (input.Name ?? before.name).trim(),
    description: (input.Description ?? before.description).trim(),
    location: input.Location.trim(),
    pint: input.Pint,
    charity: input.Charity,
  };
  const dropped = await withStoredPhotos(ctx, images, (photos) =>
    ctx.db.transaction(async (tx) => {
      // Checked again under the lock: the item may have been committed or edited meanwhile.
      await lockChangeableItem(tx, actor, itemId, ctx.clock.now(), 'edit');
      const live = await tx
        .select({ id: itemPhotos.id, path: itemPhotos.path, thumbnailPath: itemPhotos.thumbnailPath })
        .from(itemPhotos)
        .where(and(eq(itemPhotos.itemId, itemId), eq(itemPhotos.pending, false)));
      if (input.PhotoIDs.some((id) => !live.some((photo) => photo.id === id)))
        throw validationError([{ Field: 'PhotoIDs', Message: itemMessages.photoNotFound }]);
      const added = photos.length
        ? await tx
            .insert(itemPhotos)
            .values(
              photos.map((photo, index) => ({
                itemId,
                path: photo.path,
                thumbnailPath: photo.thumbnailPath,
                position: input.PhotoIDs.length + index,
                pending: review,
              })),
            )
            .returning({ id: itemPhotos.id })
        : [];
      const newOrder = [...input.PhotoIDs, ...added.map((photo) => photo.id)];
      if (review) {
        await tx.insert(itemChanges).values({ itemId, ...fields, photoIds: newOrder, createdAt: ctx.clock.now() });
        return [];
      }
      await tx.update(items).set(fields).where(eq(items.id, itemId));
      return applyPhotoOrder(tx, itemId, newOrder, live);
    }),
  );
  await removeFiles(ctx.storage, dropped, ctx.log);
  return loadItem(ctx.db, ctx.clock.now(), itemId);
}

/**
 * Makes `order` the item's photo set: those photos become live in that order, the others are
 * deleted. Answers the files of the deleted photos, for removal once the transaction commits.
 */
export async function applyPhotoOrder(
  tx: Tx,
  itemId: number,
  order: readonly number[],
  existing: readonly { id: number; path: string; thumbnailPath: string }[],
): Promise<string[]> {
  const droppedPhotos = existing.filter((photo) => !order.includes(photo.id));
  if (droppedPhotos.length > 0)
    await tx.delete(itemPhotos).where(
      inArray(
        itemPhotos.id,
        droppedPhotos.map((photo) => photo.id),
      ),
    );
  for (const [position, id] of order.entries()) {
    await tx
      .update(itemPhotos)
      .set({ position, pending: false })
      .where(and(eq(itemPhotos.id, id), eq(itemPhotos.itemId, itemId)));
  }
  return droppedPhotos.flatMap((photo) => [photo.path, photo.thumbnailPath]);
}

/** Every file of an item's photos, pending ones included. */
export async function photoFilesOf(tx: Tx, itemId: number): Promise<string[]> {
  const photos = await tx
    .select({ path: itemPhotos.path, thumbnailPath: itemPhotos.thumbnailPath })
    .from(itemPhotos)
    .where(eq(itemPhotos.itemId, itemId));
  return photos.flatMap((photo) => [photo.path, photo.thumbnailPath]);
}

/**
 * Deletes every item of a member, whatever its state (account deletion: its matches have ended
 * first), and answers their photo files for the caller to remove once the transaction commits.
 */
export async function deleteItemsOf(tx: Tx, ownerId: number): Promise<string[]> {
  const photos = await tx
    .select({ path: itemPhotos.path, thumbnailPath: itemPhotos.thumbnailPath })
    .from(itemPhotos)
    .innerJoin(items, eq(items.id, itemPhotos.itemId))
    .where(eq(items.ownerId, ownerId));
  await tx.delete(items).where(eq(items.ownerId, ownerId));
  return photos.flatMap((photo) => [photo.path, photo.thumbnailPath]);
}

export async function deleteItem(ctx: AppContext, actor: Actor, itemId: number): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    await lockChangeableItem(tx, actor, itemId, ctx.clock.now(), 'delete');
    const names = await photoFilesOf(tx, itemId);
    await tx.delete(items).where(eq(items.id, itemId));
    return names;
  });
  await removeFiles(ctx.storage, files, ctx.log);
}
