/** Moderation fixtures in the contract's shapes. Only tests import this file. */
import type { AdminReport, ReviewEntry, UserItem } from '@swapsies/contract';
import { userItem } from '@/testing/api.tsx';

/** An item waiting for review: a new, charity-flagged item with Pint level 1. */
export function queueItem(overrides: Partial<UserItem> = {}): UserItem {
  return userItem({ Pint: 1, Charity: true, PendingApproval: true, ...overrides });
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
