import {
  friendSubjects,
  handoverReminderSubjects,
  handoverSubjects,
  moderationSubjects,
  outcomeSubjects,
  ownerModerationSubjects,
  reportOutcomeSubjects,
} from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { routeForSubject } from './notification-route.ts';

/** Where a tapped notification goes, one realistic subject per wording the server uses or may use. */
const cases: Record<string, string[]> = {
  '/swaps': [
    'New match with Alex Brown!',
    "It's a match! You and Alex can swap",
    'Alex Brown offered you a commitment',
    'Your commitment request was accepted',
    'Alex Brown rejected your commitment request',
    'Your commitment with Alex Brown has expired',
    'Alex Brown added items to your match',
    'A new item was added to your match',
    'You swapped with Alex Brown!',
    'Alex Brown unmatched with you',
    'Unmatched',
    ...Object.values(ownerModerationSubjects.message),
    handoverReminderSubjects.today('Alex Brown', '10:30'),
    handoverReminderSubjects.tomorrow('Alex Brown', '10:30'),
    ...Object.values(handoverSubjects).map((subject) => subject('Alex Brown')),
    outcomeSubjects.question('Alex Brown'),
    outcomeSubjects.question('Friend Requests Ltd'),
  ],
  '/friends': [friendSubjects.request('Jo Bloggs'), friendSubjects.accepted('Jo Bloggs'), 'New Friend Request'],
  '/seek': ['Users with items you want are looking for Bikes', 'users with items you want are looking for…'],
  '/my-items': [
    'New like on your Blue bike',
    'Alex Brown liked your Blue bike',
    'You have new likes',
    ...Object.values(ownerModerationSubjects.item),
  ],
  '/profile': [
    ...Object.values(moderationSubjects),
    ...Object.values(ownerModerationSubjects.user),
    'Welcome to Swapsies',
    'New message from Alex Brown',
    'Alex Brown would like a word',
  ],
};

describe('routeForSubject', () => {
  for (const [route, subjects] of Object.entries(cases)) {
    it.each(subjects)(`sends "%s" to ${route}`, (subject) => {
      expect(routeForSubject(subject)).toBe(route);
    });
  }

  it.each(Object.values(reportOutcomeSubjects).flatMap(({ removed, leftUp }) => [removed, leftUp]))(
    'gives a reporter’s outcome "%s" no screen to open',
    (subject) => {
      expect(routeForSubject(subject)).toBeNull();
    },
  );

  it('lets a friend request win over other wording', () => {
    expect(routeForSubject(friendSubjects.request('Match Point'))).toBe('/friends');
  });

  it('lets the Seek wording win over a mention of a match', () => {
    expect(routeForSubject('Users with items you want are looking for a match')).toBe('/seek');
  });
});
