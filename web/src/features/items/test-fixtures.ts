/** Item fixtures in the contract's shapes. Only tests import this file. */
import type { UserItem } from '@swapsies/contract';

/** A live, editable item of the signed-in user with two photos; override any field. */
export function userItem(overrides: Partial<UserItem> = {}): UserItem {
  const id = overrides.ID ?? 11;
  return {
    ID: id,
    Name: 'Blue bike',
    Description: 'A sturdy blue bike, rarely ridden, with a basket.',
    Location: 'Leeds',
    Photos: [
      { ID: id * 10 + 1, Path: `items/${id}-1.jpg`, Thumbnail: `items/${id}-1-thumb.jpg` },
      { ID: id * 10 + 2, Path: `items/${id}-2.jpg`, Thumbnail: `items/${id}-2-thumb.jpg` },
    ],
    Pint: 0,
    Charity: false,
    Committed: false,
    PendingApproval: false,
    PendingChanges: false,
    CategoryID: 14,
    SubcategoryID: 3,
    SubcategoryItemID: 7,
    CategoryPath: '14-3-7',
    CategoryName: 'Sports & Fitness',
    SubcategoryName: 'Cycling',
    SubcategoryItemName: 'Bikes',
    ...overrides,
  };
}
