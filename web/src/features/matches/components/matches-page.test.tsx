import type { MatchesAnswer } from '@swapsies/contract';
import { CommitmentStatus, chatMessages, type Match, MatchType, matchMessages, StandIn } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forId, idsOf, type MockHandler, never, ok, refusal, reliability, userItem } from '@/testing/api.tsx';
import { messagesAnswer } from '@/testing/chat.tsx';
import { installFakeSocket } from '@/testing/fake-socket.ts';
import {
  charityMember,
  itemsAnswer,
  makeMatch,
  matchAnswer,
  matchesAnswer,
  member,
  renderMatches,
  standIn,
  tent,
  VIEWER_ID,
  viewer,
} from '@/testing/matches.tsx';

function renderList(matches: Match[] | MockHandler<MatchesAnswer>, options: Parameters<typeof renderMatches>[2] = {}) {
  const handler = Array.isArray(matches) ? matchesAnswer(matches) : matches;
  return renderMatches('/matches', { getMatches: handler }, options);
}

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

describe('the matches list: states', () => {
  it('is titled and shows skeleton cards while loading', async () => {
    renderList(never);
    expect(screen.getByRole('heading', { level: 1, name: matchMessages.title })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your matches');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(4);
  });

  it('says when the matches could not load, and Retry loads them', async () => {
    let calls = 0;
    const { user } = renderList(() => {
      calls += 1;
      return calls === 1 ? refusal(500, 'INTERNAL_ERROR') : matchesAnswer([makeMatch()]);
    });
    expect(await screen.findByRole('heading', { name: matchMessages.loadFailed })).toBeInTheDocument();
    expect(screen.getByText(matchMessages.loadFailedLater)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchMessages.retry }));
    expect(await findCard('Alex Jones')).toBeInTheDocument();
  });

  it('invites a member with no matches to add items, seek more and invite friends', async () => {
    const { router, user } = renderList([]);
    expect(await screen.findByRole('heading', { name: matchMessages.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(matchMessages.emptyText)).toBeInTheDocument();
    expect(screen.getByText(matchMessages.emptyPanel)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: matchMessages.addItems })).toHaveAttribute('href', '/add-item');
    expect(screen.getByRole('link', { name: matchMessages.inviteFriends })).toHaveAttribute('href', '/friends');
    await user.click(screen.getByRole('link', { name: matchMessages.seekMore }));
    expect(router.state.location.pathname).toBe('/seek');
  });

  it('tells a charity with no matches that no donations came yet, with only Seek More', async () => {
    renderList([], { dashboard: { Type: 2 } });
    expect(await screen.findByRole('heading', { name: matchMessages.emptyCharityTitle })).toBeInTheDocument();
    expect(screen.getByText(matchMessages.emptyPanel)).toBeInTheDocument();
    expect(screen.queryByText(matchMessages.emptyText)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: matchMessages.seekMore })).toHaveAttribute('href', '/seek');
    expect(screen.queryByRole('link', { name: matchMessages.addItems })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: matchMessages.inviteFriends })).not.toBeInTheDocument();
  });
});

describe('a match card', () => {
  it("shows the partner's first item: its photos, its whole category badge and its location", async () => {
    const match = makeMatch({ Items2: [tent(), tent({ ID: 22, Name: 'Sleeping bag' })] });
    const { user } = renderList([match]);
    const card = await findCard('Alex Jones');
    const photos = within(card).getByRole('region', { name: 'Photos of Camping tent' });
    expect(within(photos).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v1/file?path=items%2F21-1-thumb.jpg&token=media-token',
    );
    expect(within(card).getByText('Camping tent')).toBeInTheDocument();
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByText('York')).toBeInTheDocument();
    const badge = within(card).getByRole('button', { name: 'Category: Sports & Fitness' });
    // Not the 60 px badge that cut 'Home & Garden' to 'Ho…': a card has room for the whole name.
    expect(badge).not.toHaveClass('compact');
    expect(badge).toHaveTextContent(/^Sports & Fitness$/);
    await user.click(badge);
    expect(badge).toHaveTextContent('Sports & Fitness › Camping › Tents');
    await user.click(badge);
    expect(badge).toHaveTextContent(/^Sports & Fitness$/);
  });

  it("shows the partner's reliability line, and none for a partner with nothing yet", async () => {
    renderList([
      makeMatch({ User2: member({ Reliability: reliability({ Swaps: 3, ThumbsUp: 2 }) }) }),
      makeMatch({ ID: 6, User2: member({ ID: 43, FirstName: 'Bo' }) }),
    ]);
    expect(await findCard('Alex Jones')).toHaveTextContent('3 swaps · 2 👍');
    expect(within(await findCard('Bo Jones')).queryByText(/over the last 6 months/i)).not.toBeInTheDocument();
  });

  it("takes the partner's side whichever user the viewer is", async () => {
    renderList([makeMatch({ User1: member(), Items1: [tent()], User2: viewer, Items2: [userItem()] })]);
    const card = await findCard('Alex Jones');
    expect(within(card).getByText('Camping tent')).toBeInTheDocument();
    expect(within(card).queryByText('Blue bike')).not.toBeInTheDocument();
  });

  it('opens the match with View, keeping the /swaps or /matches prefix', async () => {
    const { router, user } = renderMatches('/swaps', { getMatches: matchesAnswer([makeMatch()]) });
    const card = await findCard('Alex Jones');
    const view = within(card).getByRole('link', { name: 'View match with Alex Jones' });
    expect(view).toHaveAttribute('href', '/swaps/5');
    await user.click(view);
    expect(router.state.location.pathname).toBe('/swaps/5');
  });

  it('opens the floating chat with the chat button, which shows the unread count', async () => {
    installFakeSocket();
    const match = makeMatch({ UnreadMessages: 3 });
    const { user } = renderMatches('/matches', {
      getMatches: matchesAnswer([match]),
      getMatch: matchAnswer(match),
      getMessages: messagesAnswer([]),
    });
    const card = await findCard('Alex Jones');
    const chat = within(card).getByRole('button', { name: 'Chat with Alex Jones, 3 unread messages' });
    expect(chat).toHaveTextContent('3');
    await user.click(chat);
    expect(await screen.findByRole('region', { name: chatMessages.title('Alex') })).toBeInTheDocument();
  });

  it.each([
    [MatchType.Pint, matchMessages.pintMatch],
    [MatchType.Charity, matchMessages.charityMatch],
  ])('marks a match of type %i for members', async (type, label) => {
    renderList([makeMatch({ Type: type })]);
    const card = await findCard('Alex Jones');
    expect(within(card).getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('marks no plain swap', async () => {
    renderList([makeMatch()]);
    const card = await findCard('Alex Jones');
    expect(within(card).queryByRole('img', { name: matchMessages.pintMatch })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: matchMessages.charityMatch })).not.toBeInTheDocument();
  });

  it("marks no charity's donations: all its matches are", async () => {
    const donation = makeMatch({
      Type: MatchType.Charity,
      User1: charityMember({ ID: VIEWER_ID }),
      Items1: [standIn(StandIn.Charity)],
    });
    renderList([donation], { dashboard: { Type: 2 } });
    const card = await findCard('Alex Jones');
    expect(within(card).queryByRole('img', { name: matchMessages.charityMatch })).not.toBeInTheDocument();
  });

  it('shows a red lock while an accepted commitment lasts, and not before or after', async () => {
    const commitment = {
      ID: 3,
      Status: CommitmentStatus.Accepted,
      User1: VIEWER_ID,
      User2: 42,
      Items1: [11],
      Items2: [21],
      TTL: 24,
      ExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    renderList([
      makeMatch({ ID: 1, User2: member({ FirstName: 'Active' }), Commitment: commitment }),
      makeMatch({
        ID: 2,
        User2: member({ ID: 43, FirstName: 'Expired' }),
        Commitment: { ...commitment, ExpiresAt: new Date(Date.now() - 1000).toISOString() },
      }),
      makeMatch({
        ID: 3,
        User2: member({ ID: 44, FirstName: 'Pending' }),
        Commitment: { ...commitment, Status: CommitmentStatus.Pending, ExpiresAt: null },
      }),
    ]);
    const lock = { name: matchMessages.committedLock };
    expect(within(await findCard('Active Jones')).getByRole('img', lock)).toBeInTheDocument();
    expect(within(await findCard('Expired Jones')).queryByRole('img', lock)).not.toBeInTheDocument();
    expect(within(await findCard('Pending Jones')).queryByRole('img', lock)).not.toBeInTheDocument();
  });
});

describe("a card's words: what is swapped, where it stands, the last message", () => {
  const soon = () => new Date(Date.now() + 3_600_000).toISOString();

  it('says what is swapped for what, that nothing is under way, and the last message with its time', async () => {
    const match = makeMatch({
      Items1: [userItem(), userItem({ ID: 12, Name: 'Red kettle' })],
      LastMessage: {
        Text: 'Saturday at the market?',
        IsDeleted: false,
        SenderID: 42,
        CreatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
    });
    renderList([match]);
    const card = await findCard('Alex Jones');
    expect(within(card).getByText('Camping tent')).toBeInTheDocument();
    expect(within(card).getByText(matchMessages.forYour('Blue bike'))).toBeInTheDocument();
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByText(matchMessages.stateMatched)).toBeInTheDocument();
    expect(within(card).getByText('Saturday at the market?')).toBeInTheDocument();
    expect(within(card).getByText('5 min ago')).toHaveAttribute('datetime', match.LastMessage?.CreatedAt);
  });

  it("marks my own last message, a deleted one, and none before the chat's first", async () => {
    const at = new Date().toISOString();
    renderList([
      makeMatch({
        ID: 1,
        LastMessage: { Text: 'See you there', IsDeleted: false, SenderID: VIEWER_ID, CreatedAt: at },
      }),
      makeMatch({
        ID: 2,
        User2: member({ ID: 43, FirstName: 'Bo' }),
        LastMessage: { Text: '', IsDeleted: true, SenderID: 43, CreatedAt: at },
      }),
      makeMatch({ ID: 3, User2: member({ ID: 44, FirstName: 'Cy' }) }),
    ]);
    expect(
      within(await findCard('Alex Jones')).getByText(matchMessages.lastMessageFromMe('See you there')),
    ).toBeVisible();
    expect(within(await findCard('Bo Jones')).getByText(chatMessages.deleted)).toBeInTheDocument();
    expect(within(await findCard('Cy Jones')).queryByText('Just now')).not.toBeInTheDocument();
  });

  it('marks unread messages beside the last one, and counts them on the chat button', async () => {
    const at = new Date().toISOString();
    renderList([
      makeMatch({ UnreadMessages: 2, LastMessage: { Text: 'Hello?', IsDeleted: false, SenderID: 42, CreatedAt: at } }),
    ]);
    const card = await findCard('Alex Jones');
    expect(within(card).getByText('Hello?').closest('p')).toHaveClass('unreadMessage');
    expect(within(card).getByRole('button', { name: 'Chat with Alex Jones, 2 unread messages' })).toHaveTextContent(
      '2',
    );
  });

  it.each([
    [
      'a request waiting for me',
      {
        Commitment: {
          ID: 3,
          Status: 1,
          User1: 42,
          User2: VIEWER_ID,
          Items1: [21],
          Items2: [11],
          TTL: 5,
          ExpiresAt: null,
        },
      },
      'Waiting for you: commitment request',
    ],
    [
      'the partner waiting for my confirmation',
      { Exchange: { ConfirmedBy: 42, ItemIDs: [21], ExpiresAt: soon() } },
      'Waiting for you: confirm the swap',
    ],
  ])('puts %s first in words, marked as waiting', async (_name, overrides, words) => {
    renderList([makeMatch(overrides)]);
    expect(within(await findCard('Alex Jones')).getByText(words)).toHaveClass('waiting');
  });

  it('says until when a commitment holds', async () => {
    const expires = new Date(Date.now() + 3_600_000);
    const commitment = {
      ID: 3,
      Status: 2,
      User1: VIEWER_ID,
      User2: 42,
      Items1: [11],
      Items2: [21],
      TTL: 1,
      ExpiresAt: expires.toISOString(),
    };
    renderList([makeMatch({ Commitment: commitment })]);
    const card = await findCard('Alex Jones');
    expect(within(card).getByText(/^Committed until /)).not.toHaveClass('waiting');
  });

  it('speaks of donations to a charity, never of swaps', async () => {
    const donation = makeMatch({
      Type: MatchType.Charity,
      User1: charityMember({ ID: VIEWER_ID }),
      Items1: [standIn(StandIn.Charity)],
      Items2: [tent()],
    });
    renderList(
      [
        donation,
        makeMatch({
          ...donation,
          ID: 6,
          User2: member({ ID: 43, FirstName: 'Bo' }),
          Exchange: { ConfirmedBy: 43, ItemIDs: [], ExpiresAt: soon() },
        }),
        makeMatch({
          ...donation,
          ID: 7,
          User2: member({ ID: 44, FirstName: 'Cy' }),
          Deleted: true,
          DeletedBy: VIEWER_ID,
        }),
      ],
      { dashboard: { Type: 2 } },
    );
    expect(within(await findCard('Alex Jones')).getByText(matchMessages.stateDonationOffered)).toBeInTheDocument();
    expect(
      within(await findCard('Bo Jones')).getByText('Waiting for you: confirm you received it'),
    ).toBeInTheDocument();
    expect(within(await findCard('Cy Jones')).getByText(matchMessages.donationConfirmed)).toBeInTheDocument();
    // The page keeps the specified title; the cards say nothing of swaps.
    expect(within(screen.getByRole('list', { name: matchMessages.yourMatches })).queryByText(/swap/i)).toBeNull();
  });
});

describe('cards without partner items', () => {
  it('are hidden from members while the match is active', async () => {
    const empty = makeMatch({ ID: 6, User2: member({ ID: 43, FirstName: 'Jo' }), Items2: [] });
    renderList([empty]);
    expect(await screen.findByRole('heading', { name: matchMessages.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('are shown to a pint recipient, whose partner holds the pint', async () => {
    const pint = makeMatch({
      Type: MatchType.Pint,
      User1: member({ ID: 43, FirstName: 'Buyer' }),
      User2: viewer,
      Items1: [standIn(StandIn.Pint)],
      Items2: [userItem()],
    });
    renderList([pint]);
    const card = await findCard('Buyer Jones');
    expect(within(card).getByText(matchMessages.pintMatch)).toBeInTheDocument();
  });

  it('are shown once the match has ended', async () => {
    renderList([makeMatch({ Items2: [], Deleted: true })]);
    expect(await findCard('Alex Jones')).toBeInTheDocument();
  });

  it('are shown to a charity', async () => {
    const donation = makeMatch({
      Type: MatchType.Charity,
      User1: charityMember({ ID: VIEWER_ID }),
      Items1: [standIn(StandIn.Charity)],
      Items2: [],
    });
    renderList([donation], { dashboard: { Type: 2 } });
    const card = await findCard('Alex Jones');
    expect(within(card).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });
});

describe('an ended match', () => {
  it('is greyed with "Swap confirmed" after an exchange, and OK removes it', async () => {
    let listed = [makeMatch({ Deleted: true, DeletedBy: 42 })];
    const { api, user } = renderMatches('/matches', {
      getMatches: () => matchesAnswer(listed),
      acknowledgeMatch: () => {
        listed = [];
        return ok;
      },
    });
    const card = await findCard('Alex Jones');
    expect(card).toHaveClass('deleted');
    expect(within(card).getByText(matchMessages.swapConfirmed)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'OK, remove the match with Alex Jones' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(idsOf(api.callsTo('acknowledgeMatch'))).toEqual(['5']);
    expect(api.callsTo('acknowledgeMatch')[0]?.body).toEqual({});
    expect(idsOf(api.callsTo('getItemsForAcknowledge'))).toEqual([]);
  });

  it('says "Unmatched swap" after an unmatch', async () => {
    renderList([makeMatch({ Deleted: true, DeletedBy: 0 })]);
    const card = await findCard('Alex Jones');
    expect(within(card).getByText(matchMessages.unmatchedSwap)).toBeInTheDocument();
    expect(within(card).queryByText(matchMessages.swapConfirmed)).not.toBeInTheDocument();
  });

  it('stays, with a toast, when the acknowledgement fails', async () => {
    const { user } = renderMatches('/matches', {
      getMatches: matchesAnswer([makeMatch({ Deleted: true })]),
      acknowledgeMatch: forId(5, refusal(500, 'INTERNAL_ERROR')),
    });
    const card = await findCard('Alex Jones');
    await user.click(within(card).getByRole('button', { name: /^OK/ }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(matchMessages.acknowledgeFailed);
    expect(toast).toHaveTextContent(matchMessages.acknowledgeFailedRetry);
    expect(screen.getByRole('article', { name: 'Alex Jones' })).toBeInTheDocument();
  });

  it('names the received items when a charity acknowledges a confirmed donation', async () => {
    const donation = makeMatch({
      Type: MatchType.Charity,
      User1: charityMember({ ID: VIEWER_ID }),
      Items1: [standIn(StandIn.Charity)],
      Items2: [tent(), tent({ ID: 22 })],
      Deleted: true,
      DeletedBy: VIEWER_ID,
    });
    const { api, user } = renderMatches(
      '/matches',
      {
        getMatches: matchesAnswer([donation]),
        getItemsForAcknowledge: forId(5, itemsAnswer([tent(), tent({ ID: 22 })])),
        acknowledgeMatch: forId(5, ok),
      },
      { dashboard: { Type: 2 } },
    );
    await user.click(within(await findCard('Alex Jones')).getByRole('button', { name: /^OK/ }));
    await waitFor(() => expect(idsOf(api.callsTo('acknowledgeMatch'))).toEqual(['5']));
    expect(api.callsTo('acknowledgeMatch')[0]?.body).toEqual({ ItemIDs: [21, 22] });
  });
});
