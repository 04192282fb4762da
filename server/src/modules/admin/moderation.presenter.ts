/** Entries of the review queue: a new item, or the changes proposed to a live one. */
import { type ItemChanges, type ReviewEntry, ReviewKind, type UserItem } from '@swapsies/contract';
import type { itemChanges, itemPhotos } from '../../db/schema.ts';
import { type MemberNames, toItemOwner } from '../members/members.presenter.ts';

export function toNewItemEntry(item: UserItem, owner: MemberNames, submittedAt: Date): ReviewEntry {
  return { Kind: ReviewKind.NewItem, Item: item, Owner: toItemOwner(owner), SubmittedAt: submittedAt.toISOString() };
}

/** `pendingPhotos` are the photos uploaded with changes, not shown until approved; they may include other items'. */
export function toChangesEntry(
  item: UserItem,
  owner: MemberNames,
  change: typeof itemChanges.$inferSelect,
  pendingPhotos: readonly (typeof itemPhotos.$inferSelect)[],
): ReviewEntry {
  const photoOf = (id: number) =>
    item.Photos.find((photo) => photo.ID === id) ??
    pendingPhotos
      .filter((photo) => photo.id === id)
      .map((photo) => ({ ID: photo.id, Path: photo.path, Thumbnail: photo.thumbnailPath }))[0];
  const proposed: ItemChanges = {
    Name: change.name,
    Description: change.description,
    Location: change.location,
    Pint: change.pint,
    Charity: change.charity,
    Photos: change.photoIds.map(photoOf).filter((photo) => photo !== undefined),
  };
  return {
    Kind: ReviewKind.Changes,
    Item: item,
    Owner: toItemOwner(owner),
    Changes: proposed,
    SubmittedAt: change.createdAt.toISOString(),
  };
}
