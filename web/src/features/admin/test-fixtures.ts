/** Moderation fixtures in the contract's shapes. Only tests import this file. */
import type { AdminReport, Category, ReviewEntry, UserItem } from '@swapsies/contract';

export function queueItem(overrides: Partial<UserItem> = {}): UserItem {
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
    Pint: 1,
    Charity: true,
    Committed: false,
    PendingApproval: true,
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

const owner = { ID: 42, Username: 'jo_bloggs_1', FirstName: 'Jo', LastName: 'Bloggs' };

export function newItemEntry(overrides: Partial<UserItem> = {}): ReviewEntry {
  return { Kind: 'new-item', Item: queueItem(overrides), Owner: owner, SubmittedAt: '2025-03-04T10:30:00.000Z' };
}

/** Pending changes to a live item: a new location and Pint level, and its second photo dropped. */
export function changesEntry(overrides: Partial<UserItem> = {}): ReviewEntry {
  const item = queueItem({ ID: 12, Name: 'Tent', PendingApproval: false, PendingChanges: true, ...overrides });
  return {
    Kind: 'changes',
    Item: item,
    Owner: owner,
    Changes: {
      Name: item.Name,
      Description: item.Description,
      Location: 'York',
      Pint: 2,
      Charity: item.Charity,
      Photos: item.Photos.slice(0, 1),
    },
    SubmittedAt: '2025-03-05T09:00:00.000Z',
  };
}

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    ID: 5,
    ReporterID: 9,
    ReporterUsername: 'alex_smith_9',
    ReporterEmail: '',
    TargetType: 'item',
    TargetID: 11,
    Reason: 'Spam',
    Text: 'This looks like an advert.',
    Url: 'https://swapsies.example/items/11',
    CreatedAt: '2025-03-06T12:00:00.000Z',
    ...overrides,
  };
}

export const categoryTree: Category[] = [
  {
    ID: 14,
    Name: 'Sports & Fitness',
    Group: 'stay-active',
    Icon: '🚲',
    Description: 'Kit for getting out and about.',
    Subcategories: [
      {
        ID: 3,
        Name: 'Cycling',
        Items: [
          { ID: 7, Name: 'Bikes' },
          { ID: 8, Name: 'Helmets' },
        ],
      },
      { ID: 4, Name: 'Camping', Items: [{ ID: 1, Name: 'Tents' }] },
    ],
  },
];
