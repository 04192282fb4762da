import {
  commitmentSubjects,
  GENERIC_BROWSER_NOTIFICATION_TITLE,
  matchSubjects,
  moderationSubjects,
  ownerModerationSubjects,
  reportOutcomeSubjects,
} from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { note } from '@/testing/notifications.tsx';
import { browserNoticeOf } from './browser-alert.ts';

describe('the browser notification of a notification', () => {
  it.each([
    ['CommitmentOffered', commitmentSubjects.offered('Ana'), 'Commitment request'],
    ['CommitmentAccepted', commitmentSubjects.accepted('Ana'), 'Commitment accepted'],
    ['CommitmentRejected', commitmentSubjects.rejected('Ana'), 'Commitment rejected'],
    ['CommitmentExpired', commitmentSubjects.expired('Ana'), 'Commitment expired'],
    ['MatchCreated', matchSubjects.matchCreated('Ana'), 'New match'],
    ['Like', matchSubjects.like('Blue bike'), 'Somebody liked your item'],
    ['ItemApproved', moderationSubjects.itemApproved, 'Item approved'],
    ['ItemDisapproved', moderationSubjects.itemDisapproved, 'Item not approved'],
    ['ChangesApproved', moderationSubjects.changesApproved, 'Changes approved'],
    ['ChangesDisapproved', moderationSubjects.changesDisapproved, 'Changes not approved'],
    ['ExchangeConfirmed', matchSubjects.exchangeCompleted('Ana'), 'Swapped'],
    ['Unmatch', matchSubjects.unmatched('Ana'), 'Unmatched'],
    ['ItemAddedToExistingMatch', matchSubjects.itemAdded('Ana'), 'New item added to your match'],
    ['CategoryChanged', moderationSubjects.categoryChanged, 'Category changed'],
    ['ReportOutcome', reportOutcomeSubjects.item.removed, 'Your report'],
    ['ContentHidden', ownerModerationSubjects.item.hidden, 'Under review'],
    ['ContentRemoved', ownerModerationSubjects.message.removed, 'Removed by a moderator'],
    ['ContentRestored', ownerModerationSubjects.user.restored, 'Visible again'],
    ['FriendRequest', 'New friend request from Ana', GENERIC_BROWSER_NOTIFICATION_TITLE],
    ['Message', 'New message from Ana', GENERIC_BROWSER_NOTIFICATION_TITLE],
    ['SomethingNew', 'Hello', GENERIC_BROWSER_NOTIFICATION_TITLE],
  ])('titles %s "%s" as "%s", its subject and text the body', (Kind, Subject, title) => {
    expect(browserNoticeOf(note({ Kind, Subject, Text: 'More words' }))).toEqual({
      title,
      body: `${Subject}\nMore words`,
    });
  });

  it('leaves an empty text out of the body', () => {
    expect(browserNoticeOf(note({ Subject: 'New match with Ana!', Text: '' })).body).toBe('New match with Ana!');
  });
});
