import { friendMessages } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { foundUser } from '@/testing/friends.tsx';
import { type SearchButtonInput, searchButtonState } from './search-button.ts';

const idle: SearchButtonInput = { term: '', searching: false, linkCopied: false, found: null, acting: false };

describe('the search button', () => {
  it.each([
    ['', friendMessages.generateInvite, false, 'invite'],
    ['jo', friendMessages.keepTyping, true, 'none'],
    ['jo_blog', friendMessages.keepTyping, true, 'none'],
    ['jo_bloggs', friendMessages.search, false, 'search'],
    ['jo-bloggs', friendMessages.invalidFormat, true, 'none'],
    ['a'.repeat(33), friendMessages.invalidFormat, true, 'none'],
    ['1234567', friendMessages.search, false, 'search'],
  ])('reads %j as %s', (term, label, disabled, action) => {
    expect(searchButtonState({ ...idle, term })).toEqual({ label, disabled, action });
  });

  it("reads 'Link Copied!' just after a copy", () => {
    expect(searchButtonState({ ...idle, linkCopied: true }).label).toBe(friendMessages.linkCopied);
  });

  it("reads 'Searching...' while a search is under way", () => {
    expect(searchButtonState({ ...idle, term: 'jo_bloggs', searching: true })).toEqual({
      label: friendMessages.searching,
      disabled: true,
      action: 'none',
    });
  });

  it.each([
    ['none', friendMessages.sendRequest, false, 'request'],
    ['friend', friendMessages.alreadyFriends, true, 'none'],
    ['pendingApproval', friendMessages.requestReceived, false, 'accept'],
    ['pendingRequest', friendMessages.requestSentButton, true, 'none'],
  ] as const)('follows a found user whose relation is %s', (relation, label, disabled, action) => {
    const found = foundUser({ Relation: relation });
    expect(searchButtonState({ ...idle, term: 'jo_bloggs', found })).toEqual({ label, disabled, action });
    expect(searchButtonState({ ...idle, term: 'jo_bloggs', found, acting: true }).disabled).toBe(true);
  });

  it('offers Follow or Unfollow for a charity', () => {
    const found = foundUser({ Type: 2, FoundBy: 3 });
    expect(searchButtonState({ ...idle, term: '1234567', found })).toMatchObject({ label: 'Follow', action: 'follow' });
    expect(searchButtonState({ ...idle, term: '1234567', found: { ...found, Following: true } })).toMatchObject({
      label: 'Unfollow',
      action: 'unfollow',
    });
  });
});
