import type { MatchAnswer } from '@swapsies/contract';
import {
  blockWords,
  CommitmentStatus,
  chatMessages,
  ErrorCode,
  handoverWords,
  type Match,
  MatchType,
  matchMessages,
  reportMessages,
  StandIn,
} from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forId, idsOf, type MockHandler, ok, type RouteStubs, refusal, reliability, userItem } from '@/testing/api.tsx';
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

type Options = Parameters<typeof renderMatches>[2];

function renderDetail(match: Match | MockHandler<MatchAnswer>, handlers: RouteStubs = {}, options: Options = {}) {
  const answer = 'ID' in match ? forId(5, matchAnswer(match)) : match;
  return renderMatches('/matches/5', { getMatch: answer, ...handlers }, options);
}

/** Opens "More actions" and chooses the item by name. */
async function chooseFromMenu(user: ReturnType<typeof renderDetail>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
  await user.click(screen.getByRole('menuitem', { name }));
}

async function findPartner(name = 'Alex Jones') {
  return screen.findByRole('heading', { level: 1, name });
}

function column(name: string) {
  return screen.getByRole('region', { name });
}

async function settledAt(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('the match detail: partner and items', () => {
  it('shows the partner with initial and @username, and both sides in columns', async () => {
    renderDetail(makeMatch());
    await findPartner();
    const card = screen.getByRole('region', { name: 'Your match' });
    expect(within(card).getByTestId('avatar-initial')).toHaveTextContent('A');
    expect(within(card).getByText('@alex_jones_01')).toBeInTheDocument();
    expect(screen.getByText(matchMessages.swapSubtitle('Alex'))).toBeInTheDocument();
    expect(within(column('Your Items')).getByRole('article', { name: 'Blue bike' })).toBeInTheDocument();
    const theirs = column("Alex's Items");
    expect(within(theirs).getByRole('article', { name: 'Camping tent' })).toBeInTheDocument();
    expect(within(theirs).getByText('York')).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Category: Sports & Fitness' })).toBeInTheDocument();
  });

  it("shows the partner's reliability line", async () => {
    renderDetail(makeMatch({ User2: member({ Reliability: reliability({ Swaps: 12, ThumbsUp: 11 }) }) }));
    await findPartner();
    const card = screen.getByRole('region', { name: 'Your match' });
    expect(card).toHaveTextContent('12 swaps · 11 👍');
    expect(within(card).getByText('Over the last 6 months: 12 swaps, 11 thumbs up')).toBeInTheDocument();
  });

  it('shows how far the partner is, and their town', async () => {
    renderDetail(makeMatch({ User2: member({ Distance: 'under 1 mile', Town: 'Leeds' }) }));
    await findPartner();
    expect(
      within(screen.getByRole('region', { name: 'Your match' })).getByText('under 1 mile · Leeds'),
    ).toBeInTheDocument();
  });

  it("shows the partner's photo when there is one, and works from either side", async () => {
    renderDetail(
      makeMatch({
        User1: member({ ProfilePhoto: 'profiles/alex.jpg' }),
        Items1: [tent()],
        User2: viewer,
        Items2: [userItem()],
      }),
    );
    await findPartner();
    const card = screen.getByRole('region', { name: 'Your match' });
    expect(within(card).queryByTestId('avatar-initial')).not.toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/v1/file?path=profiles%2Falex.jpg&token=media-token');
    expect(within(column('Your Items')).getByRole('article', { name: 'Blue bike' })).toBeInTheDocument();
    expect(within(column("Alex's Items")).getByRole('article', { name: 'Camping tent' })).toBeInTheDocument();
  });

  it('never lists stand-ins', async () => {
    renderDetail(
      makeMatch({ Items1: [userItem(), standIn(StandIn.Pint)], Items2: [tent(), standIn(StandIn.Charity)] }),
    );
    await findPartner();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('A pint')).not.toBeInTheDocument();
    expect(screen.queryByText('A donation')).not.toBeInTheDocument();
  });

  it('flags committed items', async () => {
    renderDetail(makeMatch({ Items2: [tent({ Committed: true })] }));
    await findPartner();
    expect(within(column("Alex's Items")).getByText(matchMessages.committedBadge)).toBeInTheDocument();
  });

  it('opens a photo in the lightbox, full size', async () => {
    const { user } = renderDetail(makeMatch());
    await findPartner();
    const item = within(column("Alex's Items")).getByRole('article', { name: 'Camping tent' });
    await user.click(within(item).getByRole('button', { name: 'Next photo' }));
    await user.click(within(item).getByRole('button', { name: /^Open Camping tent, photo 2/ }));
    const viewer = screen.getByRole('dialog', { name: 'Camping tent' });
    expect(within(viewer).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v1/file?path=items%2F21-2.jpg&token=media-token',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Escape closed the viewer only; the page stays.
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Jones' })).toBeInTheDocument();
  });
});

describe('pint and charity matches: one list', () => {
  it('shows the pint buyer the partner items only', async () => {
    renderDetail(makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)] }));
    await findPartner();
    expect(screen.getByText(matchMessages.pintBuyerSubtitle('Alex'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Items' })).not.toBeInTheDocument();
    expect(within(column("Alex's Items")).getAllByRole('article')).toHaveLength(1);
  });

  it('shows the pint recipient their own items only', async () => {
    renderDetail(makeMatch({ Type: MatchType.Pint, Items2: [standIn(StandIn.Pint)] }));
    await findPartner();
    expect(screen.getByText(matchMessages.pintRecipientSubtitle('Alex'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Alex's Items" })).not.toBeInTheDocument();
    expect(within(column('Your Items')).getAllByRole('article')).toHaveLength(1);
  });

  it('shows a donor the donation, without @ for the charity number', async () => {
    renderDetail(makeMatch({ Type: MatchType.Charity, User2: charityMember(), Items2: [standIn(StandIn.Charity)] }));
    await findPartner('Leeds Food Bank');
    expect(screen.queryByText('@1234567')).not.toBeInTheDocument();
    expect(screen.getByText(matchMessages.donorSubtitle('Leeds Food Bank'))).toBeInTheDocument();
    expect(within(column('Your Items')).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: "Leeds Food Bank's Items" })).not.toBeInTheDocument();
  });

  it("shows a charity the donor's items, with no unmatch or add button", async () => {
    const { user } = renderDetail(
      makeMatch({
        Type: MatchType.Charity,
        User1: charityMember({ ID: VIEWER_ID }),
        Items1: [standIn(StandIn.Charity)],
      }),
      {},
      { dashboard: { Type: 2 } },
    );
    await findPartner();
    expect(screen.getByText(matchMessages.charitySubtitle('Alex'))).toBeInTheDocument();
    expect(within(column("Alex's Items")).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your Items' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Alex Jones' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    expect(screen.queryByRole('menuitem', { name: matchMessages.unmatch })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: matchMessages.offerMore })).not.toBeInTheDocument();
  });
});

describe('the match detail: redirects to /matches', () => {
  it.each([
    ['a deleted match', makeMatch({ Deleted: true, DeletedBy: 42 })],
    ['a match with none of my items', makeMatch({ Items1: [] })],
    ['a match with none of theirs', makeMatch({ Items2: [] })],
    ['a swap whose one side holds only a stand-in', makeMatch({ Items2: [standIn(StandIn.Pint)] })],
    [
      'a pint match whose stand-in is on the wrong side',
      makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Charity)] }),
    ],
  ])('sends %s back to the list', async (_name, match) => {
    const { router } = renderDetail(match, { getMatches: matchesAnswer([]) });
    await settledAt(router, '/matches');
  });

  it('keeps a pint match whose buyer side holds only the pint', async () => {
    const { router } = renderDetail(makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)] }));
    await findPartner();
    expect(router.state.location.pathname).toBe('/matches/5');
  });

  it('sends WRONG_MATCH back to the list', async () => {
    const { router } = renderDetail(refusal(404, ErrorCode.WRONG_MATCH), {
      getMatches: matchesAnswer([]),
    });
    await settledAt(router, '/matches');
  });

  it('sends an id that cannot be a match back to the list without asking', async () => {
    const { router, api } = renderMatches('/matches/abc', {
      getMatches: matchesAnswer([]),
    });
    await settledAt(router, '/matches');
    expect(api.calls.some((call) => call.path.startsWith('/matches/'))).toBe(false);
  });

  it('says when the match could not load otherwise, and Retry loads it', async () => {
    let calls = 0;
    const { user } = renderDetail(() => {
      calls += 1;
      return calls === 1 ? refusal(500, 'INTERNAL_ERROR') : matchAnswer(makeMatch());
    });
    expect(await screen.findByRole('heading', { name: matchMessages.loadDetailFailed })).toBeInTheDocument();
    expect(screen.getByText(matchMessages.loadDetailFailedLater)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchMessages.retry }));
    expect(await findPartner()).toBeInTheDocument();
  });
});

describe('going back', () => {
  it('goes to the route given in navigation state', async () => {
    const { router, user } = renderMatches(
      { pathname: '/matches/5', state: { from: '/seek' } },
      { getMatch: forId(5, matchAnswer(makeMatch())) },
      { history: ['/previous'] },
    );
    await findPartner();
    await user.click(screen.getByRole('button', { name: matchMessages.back }));
    await settledAt(router, '/seek');
  });

  it('goes back in history with Escape', async () => {
    const { router, user } = renderMatches(
      '/matches/5',
      { getMatch: forId(5, matchAnswer(makeMatch())) },
      { history: ['/previous'] },
    );
    await findPartner();
    await user.keyboard('{Escape}');
    await settledAt(router, '/previous');
  });

  it('goes back in history with Alt+Left', async () => {
    const { router, user } = renderMatches(
      '/matches/5',
      { getMatch: forId(5, matchAnswer(makeMatch())) },
      { history: ['/previous'] },
    );
    await findPartner();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await settledAt(router, '/previous');
  });

  it('goes to /my-items when the visit started here', async () => {
    const { router, user } = renderDetail(makeMatch());
    await findPartner();
    await user.click(screen.getByRole('button', { name: matchMessages.back }));
    await settledAt(router, '/my-items');
  });

  it('ignores Left without Alt, and Escape while a dialog is open', async () => {
    const { router, user } = renderDetail(makeMatch());
    await findPartner();
    await user.keyboard('{ArrowLeft}');
    await chooseFromMenu(user, matchMessages.unmatch);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches/5');
  });
});

describe('actions', () => {
  it('opens the chat box with the chat button', async () => {
    installFakeSocket();
    const { user } = renderDetail(makeMatch(), { getMessages: messagesAnswer([]) });
    await findPartner();
    await user.click(screen.getByRole('button', { name: 'Chat with Alex Jones' }));
    expect(await screen.findByRole('region', { name: chatMessages.title('Alex') })).toBeInTheDocument();
    expect(await screen.findByText(chatMessages.empty)).toBeInTheDocument();
  });

  it('opens with the chat open when navigation asks, keeping where Back goes', async () => {
    installFakeSocket();
    const { router } = renderMatches(
      { pathname: '/matches/5', state: { from: '/seek', openChat: true } },
      { getMatch: forId(5, matchAnswer(makeMatch())), getMessages: messagesAnswer([]) },
    );
    expect(await screen.findByRole('region', { name: chatMessages.title('Alex') })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '/seek' }));
  });

  it('unmatches after confirmation, then goes to /swaps', async () => {
    const { api, router, user } = renderDetail(makeMatch(), {
      unmatch: forId(5, ok),
      getMatches: matchesAnswer([]),
    });
    await findPartner();
    await chooseFromMenu(user, matchMessages.unmatch);
    const dialog = screen.getByRole('dialog', { name: matchMessages.unmatchTitle });
    expect(dialog).toHaveAccessibleDescription(matchMessages.unmatchText('Alex Jones'));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.cancel }));
    expect(idsOf(api.callsTo('unmatch'))).toEqual([]);
    // The dialog gave focus back to the menu's button.
    expect(screen.getByRole('button', { name: matchMessages.moreActions })).toHaveFocus();

    await chooseFromMenu(user, matchMessages.unmatch);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: matchMessages.unmatch }));
    await settledAt(router, '/swaps');
    expect(idsOf(api.callsTo('unmatch'))).toEqual(['5']);
  });

  it('says when the unmatch failed, and stays', async () => {
    const { router, user } = renderDetail(makeMatch(), { unmatch: forId(5, refusal(500, 'INTERNAL_ERROR')) });
    await findPartner();
    await chooseFromMenu(user, matchMessages.unmatch);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: matchMessages.unmatch }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(matchMessages.unmatchFailed);
    expect(toast).toHaveTextContent(matchMessages.genericRetry);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches/5');
  });

  it('shows the next action, Chat and More actions, every one labelled in words', async () => {
    const { user } = renderDetail(makeMatch());
    await findPartner();
    const actions = screen.getByRole('group', { name: matchMessages.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([matchMessages.requestCommit, matchMessages.chat, matchMessages.moreActions]);
    await user.click(within(actions).getByRole('button', { name: matchMessages.moreActions }));
    const menu = screen.getByRole('menu', { name: matchMessages.moreActions });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      matchMessages.confirmSwap,
      matchMessages.offerMore,
      handoverWords.arrange,
      reportMessages.reportMember('Alex'),
      matchMessages.unmatch,
      blockWords.blockMember('Alex'),
    ]);
  });

  it('says in words why no more items can be added', async () => {
    const { user } = renderDetail(makeMatch({ AbleToAddItems: false }));
    await findPartner();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    const add = screen.getByRole('menuitem', { name: matchMessages.offerMore });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(matchMessages.noExtraItems);
    await user.click(add);
    // A disabled item keeps the menu open and opens nothing.
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no add item to the pint buyer, whose side is the pint', async () => {
    const { user } = renderDetail(
      makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)], AbleToAddItems: false }),
    );
    await findPartner();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    expect(screen.queryByRole('menuitem', { name: matchMessages.offerMore })).not.toBeInTheDocument();
    expect(screen.queryByText(matchMessages.noExtraItems)).not.toBeInTheDocument();
  });

  it("reports the member from the match's menu with a reason and words, then thanks", async () => {
    const { api, user } = renderDetail(makeMatch(), { report: ok });
    await findPartner();
    await chooseFromMenu(user, reportMessages.reportMember('Alex'));
    const dialog = screen.getByRole('dialog', { name: reportMessages.memberTitle('Alex Jones') });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox'), 'Asked me to pay a deposit.');
    await user.click(within(dialog).getByRole('button', { name: reportMessages.send }));
    expect(await screen.findByRole('dialog', { name: reportMessages.thanksTitle })).toBeInTheDocument();
    expect(api.callsTo('report').map((call) => call.body)).toEqual([
      { TargetType: 'user', TargetID: 42, Reason: 'Scam or fraud', Text: 'Asked me to pay a deposit.' },
    ]);
  });

  it('closes its menu on Escape without leaving the page', async () => {
    const { router, user } = renderDetail(makeMatch(), {}, { history: ['/previous'] });
    await findPartner();
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: matchMessages.moreActions })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/matches/5');
  });
});

describe('the next action, and the rest in More actions', () => {
  const soon = () => new Date(Date.now() + 3_600_000).toISOString();
  const accepted = () => ({
    ID: 77,
    Status: CommitmentStatus.Accepted,
    User1: VIEWER_ID,
    User2: 42,
    Items1: [11],
    Items2: [21],
    TTL: 2,
    ExpiresAt: soon(),
  });
  const confirmedBy = (by: number) => ({ ConfirmedBy: by, ItemIDs: [11], ExpiresAt: soon() });
  const donation = {
    Type: MatchType.Charity,
    User1: charityMember({ ID: VIEWER_ID }),
    Items1: [standIn(StandIn.Charity)],
  };

  it.each<[string, () => Match, { Type?: number }, string[], string | null]>([
    [
      'a new swap: request a commitment',
      () => makeMatch(),
      {},
      [matchMessages.requestCommit],
      matchMessages.confirmSwap,
    ],
    [
      'an accepted commitment: confirm the swap',
      () => makeMatch({ Commitment: accepted() }),
      {},
      [matchMessages.confirmSwap],
      null,
    ],
    [
      'the partner confirmed: confirm the swap',
      () => makeMatch({ Exchange: confirmedBy(42) }),
      {},
      [matchMessages.confirmSwap],
      null,
    ],
    [
      'I confirmed: nothing, and Withdraw in the menu',
      () => makeMatch({ Exchange: confirmedBy(VIEWER_ID) }),
      {},
      [],
      matchMessages.withdrawConfirmation,
    ],
    [
      'my pending request: nothing, and Recall in the menu',
      () => makeMatch({ Commitment: { ...accepted(), Status: CommitmentStatus.Pending, ExpiresAt: null } }),
      {},
      [],
      matchMessages.recall,
    ],
    [
      'a pint buyer: confirm the swap',
      () => makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)] }),
      {},
      [matchMessages.confirmSwap],
      null,
    ],
    [
      'a donor: confirm the donation',
      () => makeMatch({ Type: MatchType.Charity, User2: charityMember(), Items2: [standIn(StandIn.Charity)] }),
      {},
      [matchMessages.confirmDonation],
      null,
    ],
    ['a charity: confirm receipt', () => makeMatch(donation), { Type: 2 }, [matchMessages.confirmReceived], null],
  ])('%s', async (_name, match, dashboard, primary, inMenu) => {
    const { user } = renderDetail(match(), {}, { dashboard });
    const actions = await screen.findByRole('group', { name: matchMessages.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...primary, matchMessages.chat, matchMessages.moreActions]);
    await user.click(within(actions).getByRole('button', { name: matchMessages.moreActions }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    // The primary action is never repeated in the menu.
    for (const label of primary) expect(items).not.toContain(label);
    if (inMenu) expect(items).toContain(inMenu);
  });

  it.each([
    ['the partner confirmed', 42, matchMessages.partnerConfirmed('Alex')],
    ['I confirmed', VIEWER_ID, matchMessages.statePartnerToConfirm('Alex')],
  ])('says above the match where the exchange stands: %s', async (_name, confirmer, words) => {
    renderDetail(makeMatch({ Exchange: confirmedBy(confirmer) }));
    await findPartner();
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it('opens the confirmation from the primary button', async () => {
    const { user } = renderDetail(makeMatch({ Commitment: accepted() }));
    await findPartner();
    await user.click(screen.getByRole('button', { name: matchMessages.confirmSwap }));
    expect(screen.getByRole('dialog', { name: matchMessages.swappedTitle })).toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Enter chooses, and focus comes back to More actions', async () => {
    const { user } = renderDetail(makeMatch());
    await findPartner();
    const more = screen.getByRole('button', { name: matchMessages.moreActions });
    more.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: matchMessages.confirmSwap })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: matchMessages.offerMore })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: blockWords.blockMember('Alex') })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: matchMessages.unmatch })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: matchMessages.unmatchTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});

describe('Offer More!', () => {
  const extra = [userItem({ ID: 12, Name: 'Kettle' }), userItem({ ID: 13, Name: 'Lamp', Committed: true })];

  async function openOfferMore(handlers: RouteStubs, match = makeMatch()) {
    const rendered = renderDetail(match, handlers);
    await findPartner();
    await chooseFromMenu(rendered.user, matchMessages.offerMore);
    return { ...rendered, dialog: screen.getByRole('dialog', { name: matchMessages.offerMoreTitle }) };
  }

  it('lists my other items, committed ones badged and off limits', async () => {
    const { dialog } = await openOfferMore({ getExtraItems: forId(5, itemsAnswer(extra)) });
    expect(await within(dialog).findByRole('checkbox', { name: /Kettle/ })).toBeEnabled();
    const lamp = within(dialog).getByRole('checkbox', { name: /Lamp/ });
    expect(lamp).toBeDisabled();
    expect(lamp).toHaveAccessibleName(expect.stringContaining(matchMessages.committedBadge));
  });

  it('asks for at least one item', async () => {
    const { dialog, user, api } = await openOfferMore({ getExtraItems: forId(5, itemsAnswer(extra)) });
    await within(dialog).findByRole('checkbox', { name: /Kettle/ });
    await user.click(within(dialog).getByRole('button', { name: matchMessages.addSelected }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(matchMessages.addNone);
    expect(idsOf(api.callsTo('addItemsToMatch'))).toEqual([]);
  });

  it('adds the chosen items and shows the match afresh', async () => {
    let match = makeMatch();
    const { dialog, user, api } = await openOfferMore({
      getMatch: () => matchAnswer(match),
      getExtraItems: forId(5, itemsAnswer(extra)),
      addItemsToMatch: () => {
        match = makeMatch({ Items1: [userItem(), userItem({ ID: 12, Name: 'Kettle' })] });
        return ok;
      },
    });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Kettle/ }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.addSelected }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(idsOf(api.callsTo('addItemsToMatch'))).toEqual(['5']);
    expect(api.callsTo('addItemsToMatch')[0]?.body).toEqual({ ItemIDs: [12] });
    expect(within(column('Your Items')).getByRole('article', { name: 'Kettle' })).toBeInTheDocument();
    expect(screen.getByText(matchMessages.itemsAdded)).toBeInTheDocument();
  });

  it('says when the items could not be added', async () => {
    const { dialog, user } = await openOfferMore({
      getExtraItems: forId(5, itemsAnswer(extra)),
      addItemsToMatch: forId(5, refusal(400, ErrorCode.ITEM_COMMITTED)),
    });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Kettle/ }));
    await user.click(within(dialog).getByRole('button', { name: matchMessages.addSelected }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(matchMessages.addItemsFailed);
    expect(toast).toHaveTextContent('Hmm. Selected items are already committed in another match');
    // The dialog stays, so that another choice can be made.
    expect(screen.getByRole('dialog', { name: matchMessages.offerMoreTitle })).toBeInTheDocument();
  });

  it('says when my items could not load, and Retry loads them', async () => {
    let calls = 0;
    const { dialog, user } = await openOfferMore({
      getExtraItems: () => {
        calls += 1;
        return calls === 1 ? refusal(500, 'INTERNAL_ERROR') : itemsAnswer(extra);
      },
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(matchMessages.loadExtraFailed);
    expect(alert).toHaveTextContent(matchMessages.loadExtraError);
    await user.click(within(dialog).getByRole('button', { name: matchMessages.retry }));
    expect(await within(dialog).findByRole('checkbox', { name: /Kettle/ })).toBeInTheDocument();
  });

  it('says when there is nothing more to offer', async () => {
    const { dialog } = await openOfferMore({ getExtraItems: forId(5, itemsAnswer([])) });
    expect(await within(dialog).findByText(matchMessages.noExtraItems)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: matchMessages.addSelected })).not.toBeInTheDocument();
  });
});
