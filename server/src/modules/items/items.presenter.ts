/** The item answer (UserItem) every module shares: the items' own calls, the feed, likes, matches, moderation, the dashboard. */
import { categoryPath, type UserItem } from '@swapsies/contract';
import type { itemPhotos, items } from '../../db/schema.ts';
import { isCommitted } from './items.policy.ts';

/** What an item's answer shows of its row (itemWithCategoryColumns in items.service.ts selects these). */
export type ShownItemColumns = Pick<
  typeof items.$inferSelect,
  | 'id'
  | 'name'
  | 'description'
  | 'location'
  | 'categoryItemId'
  | 'pint'
  | 'charity'
  | 'pendingApproval'
  | 'committedUntil'
  | 'hiddenAt'
>;

/** An item row with its place in the category tree and whether changes to it wait for review. */
export interface ItemWithCategory {
  item: ShownItemColumns;
  categoryId: number;
  subcategoryId: number;
  categoryName: string;
  subcategoryName: string;
  leafName: string;
  /** The item's id when a change to it waits for review, else null. */
  changed: number | null;
}

/** What an item's answer shows of a photo. */
export type ShownPhoto = Pick<typeof itemPhotos.$inferSelect, 'id' | 'itemId' | 'path' | 'thumbnailPath'>;

/** `photos` may hold other items' photos too: only this item's are shown, in the order given. */
export function toUserItem(
  { item, changed, ...category }: ItemWithCategory,
  photos: readonly ShownPhoto[],
  now: Date,
): UserItem {
  return {
    ID: item.id,
    Name: item.name,
    Description: item.description,
    Location: item.location,
    Photos: photos
      .filter((p) => p.itemId === item.id)
      .map((p) => ({ ID: p.id, Path: p.path, Thumbnail: p.thumbnailPath })),
    Pint: item.pint,
    Charity: item.charity,
    Committed: isCommitted(item, now),
    PendingApproval: item.pendingApproval,
    PendingChanges: changed !== null,
    UnderReview: item.hiddenAt !== null,
    CategoryID: category.categoryId,
    SubcategoryID: category.subcategoryId,
    SubcategoryItemID: item.categoryItemId,
    CategoryPath: categoryPath(category.categoryId, category.subcategoryId, item.categoryItemId),
    CategoryName: category.categoryName,
    SubcategoryName: category.subcategoryName,
    SubcategoryItemName: category.leafName,
  };
}
