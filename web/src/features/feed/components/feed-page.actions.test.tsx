import { blockWords, FEED_LOADING_MS, feedMessages, type Match, reportMessages } from '@swapsies/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { type ApiCall, forId, idsOf, matchMember, ok, refusal, unreachable } from '@/testing/api.tsx';
import {
  exploreInTurn,
  feedItem,
  findCard,
  kettle,
  lamp,
  likeAnswer,
  madeMatch,
  matchAnswer,
  myBike,
  myBooks,
  myTent,
  offerAnswer,
  renderFeedPage,
} from '@/testing/feed.tsx';

/** The kettle first, then the lamp. */
const twoItems = () => ({ exploreItem: exploreInTurn(kettle, lamp) });

/** The text was said in a polite live region. */
function expectAnnounced(text: string) {
  expect(screen.getByText(text).closest('[aria-live="polite"]')).not.toBeNull();
}

describe('Skip', () => {
  it('skips, announces it, plays the 1 s loading animation and shows the next item', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderFeedPage({ ...twoItems(), skipItem: forId(51, ok) });
    const card = await findCard('Red kettle');
    fireEvent.click(within(card).getByRole('button', { name: 'Skip' }));
    expectAnnounced('You skipped Red kettle');
    expect(await screen.findByRole('status', { name: 'Finding the next item' })).toBeInTheDocument();
    await waitFor(() => expect(idsOf(api.callsTo('skipItem'))).toEqual(['51']));
    await act(() => vi.advanceTimersByTimeAsync(FEED_LOADING_MS - 100));
    expect(screen.getByRole('status', { name: 'Finding the next item' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await findCard('Brass lamp')).toBeInTheDocument();
  });

  it("moves the focus to the empty state's heading when the last card goes", async () => {
    const { user } = renderFeedPage({ exploreItem: exploreInTurn(kettle, null), skipItem: forId(51, ok) });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Skip' }));
    const heading = await screen.findByRole('heading', { name: feedMessages.seenItAll });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('keeps the item and says so when skipping fails', async () => {
    const { user } = renderFeedPage({ ...twoItems(), skipItem: forId(51, refusal(500, 'INTERNAL_ERROR')) });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Failed to skip item')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Red kettle' })).toBeInTheDocument();
  });

  it('moves on when the item is no longer available', async () => {
    const { user } = renderFeedPage({ ...twoItems(), skipItem: forId(51, refusal(400, 'WRONG_ITEM')) });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('This item is not available for liking or skipping')).toBeInTheDocument();
    expect(await findCard('Brass lamp')).toBeInTheDocument();
  });
});

describe('Swap', () => {
  it('records the like and shows the next item when there is no match and at most one item to offer', async () => {
    const { user, api } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ ItemsForExange: [myBike] })),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    expectAnnounced('You liked Red kettle');
    // The Swap button went with the old card: focus starts again on the new one.
    expect(await findCard('Brass lamp')).toHaveFocus();
    expect(idsOf(api.callsTo('likeItem'))).toEqual(['51']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens It's a match!: Keep Seeking reloads the page", async () => {
    const { user, reloadPage } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 12, ItemsForExange: [myBike] })),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Seeking' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("says in It's a match! with whom and which items, and speaks of no points", async () => {
    const { user } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 12, ItemsForExange: [myBike] })),
      getMatch: forId(12, matchAnswer(madeMatch())),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(await within(dialog).findByText(feedMessages.matchedWith('Jo Bloggs'))).toBeInTheDocument();
    expect(within(dialog).getByText('@jo_bloggs')).toBeInTheDocument();
    const photo = (element: HTMLElement) => [...element.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(photo(dialog)).toContain('/api/v1/file?path=profiles%2Fjo.jpg&token=media-token');
    const mine = within(dialog).getByRole('list', { name: 'Your Items' });
    expect(within(mine).getByText('Blue bike')).toBeInTheDocument();
    expect(photo(mine)).toEqual(['/api/v1/file?path=items%2F11-1-thumb.jpg&token=media-token']);
    const theirs = within(dialog).getByRole('list', { name: "Jo's Items" });
    expect(within(theirs).getByText('Red kettle')).toBeInTheDocument();
    expect(photo(theirs)).toEqual(['/api/v1/file?path=items%2F51-1-thumb.jpg&token=media-token']);
    expect(within(dialog).queryByText(/points/i)).not.toBeInTheDocument();
  });

  it("says a pint match is a pint for the item in It's a match!", async () => {
    const { user } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 12 })),
      getMatch: forId(
        12,
        matchAnswer(madeMatch({ Type: 2, Items1: [{ ...myBike, ID: -1, Name: 'A pint', Photos: [] }] })),
      ),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(await within(dialog).findByText(feedMessages.pintBuyerText('Jo'))).toBeInTheDocument();
    // The pint is said in words: the buyer's side gets no list of items.
    expect(within(dialog).queryByRole('list', { name: 'Your Items' })).not.toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: "Jo's Items" })).getByText('Red kettle'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(feedMessages.matchText)).not.toBeInTheDocument();
  });

  it("says a charity match is a donation in It's a match!, with the donor's items only", async () => {
    const charity = matchMember({ Type: 2, FirstName: 'Little Acorns Trust', LastName: '', Username: '1187342' });
    const { user } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 12 })),
      getMatch: forId(
        12,
        matchAnswer(
          madeMatch({
            Type: 3,
            User1: charity,
            Items1: [{ ...myBike, ID: -2, Name: 'A donation', Photos: [] }],
            User2: madeMatch().User1,
            Items2: [myBike],
          }),
        ),
      ),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(await within(dialog).findByText(feedMessages.donorText('Little Acorns Trust'))).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Your Items' })).getByText('Blue bike')).toBeInTheDocument();
    expect(within(dialog).queryByText('A donation')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('@1187342')).not.toBeInTheDocument();
  });

  it("still offers both ways on from It's a match! when the match's details fail to load", async () => {
    const { user } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 12 })),
      getMatch: forId(12, refusal(500, 'INTERNAL_ERROR')),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(dialog).getByText(feedMessages.matchText)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View Match' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep Seeking' })).toBeInTheDocument();
  });

  it("opens It's a match!: View Match goes to the match", async () => {
    const { user, router, reloadPage } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 12 })),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    await user.click(await screen.findByRole('button', { name: 'View Match' }));
    expect(router.state.location.pathname).toBe('/matches/12');
    expect(await screen.findByRole('heading', { name: 'Match 12' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('opens Items added to existing match: See Match goes there, Escape reloads', async () => {
    const { user, router, reloadPage } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ MatchID: 7, OldMatch: true })),
    });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Items added to existing match' });
    expect(within(dialog).getByRole('button', { name: 'Seek More' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'See Match' }));
    expect(router.state.location.pathname).toBe('/matches/7');
  });

  it('keeps the item and says so when liking fails', async () => {
    const { user } = renderFeedPage({ ...twoItems(), likeItem: forId(51, refusal(500, 'INTERNAL_ERROR')) });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('Failed to like item')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Red kettle' })).toBeInTheDocument();
  });

  it('says the server cannot be reached when a like gets no answer', async () => {
    const { user } = renderFeedPage({ ...twoItems(), likeItem: unreachable });
    await user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('Failed to connect to the server. Please try again later')).toBeInTheDocument();
  });
});

describe('the offer picker', () => {
  const withChoices = (choices = [myBike, myTent], extra = {}) => ({
    ...twoItems(),
    likeItem: forId(51, likeAnswer({ ItemsForExange: choices })),
    ...extra,
  });

  async function openPicker(handlers: ReturnType<typeof withChoices>) {
    const setup = renderFeedPage(handlers);
    await setup.user.click(within(await findCard('Red kettle')).getByRole('button', { name: 'Swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to offer?' });
    return { ...setup, dialog };
  }

  it('preselects the one item that can be offered and shows committed ones disabled', async () => {
    const { dialog } = await openPicker(withChoices());
    expect(within(dialog).getByRole('checkbox', { name: /Blue bike/ })).toBeChecked();
    const tent = within(dialog).getByRole('checkbox', { name: /Two-person tent/ });
    expect(tent).toBeDisabled();
    expect(tent).not.toBeChecked();
    expect(within(dialog).getByText('Committed')).toBeInTheDocument();
  });

  it('offers the chosen items, then closes and shows the next item', async () => {
    const { user, dialog, api } = await openPicker(
      withChoices([myBike, myBooks], {
        likeWithOffer: forId(51, offerAnswer(0, false)),
      }),
    );
    expect(within(dialog).getByRole('checkbox', { name: /Blue bike/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Box of novels/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Blue bike/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(idsOf(api.callsTo('likeWithOffer'))).toEqual(['51']);
    expect(api.callsTo('likeWithOffer')[0]?.body).toEqual({ ItemIDs: [12, 11] });
    expect(await findCard('Brass lamp')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for at least one item', async () => {
    const { user, dialog, api } = await openPicker(withChoices([myBike, myBooks]));
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select at least one item to offer');
    expect(idsOf(api.callsTo('likeWithOffer'))).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /Blue bike/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens It's a match! when the offer makes a match", async () => {
    const { user, dialog } = await openPicker(
      withChoices(undefined, {
        likeWithOffer: forId(51, offerAnswer(9, false)),
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await screen.findByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
  });

  it('opens Items added to existing match when the offer joins one', async () => {
    const { user, dialog } = await openPicker(
      withChoices(undefined, {
        likeWithOffer: forId(51, offerAnswer(9, true)),
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await screen.findByRole('dialog', { name: 'Items added to existing match' })).toBeInTheDocument();
  });

  it('stays open with the reason when the owner does not want the offered items', async () => {
    const { user, dialog } = await openPicker(
      withChoices(undefined, { likeWithOffer: forId(51, refusal(400, 'WRONG_ITEMS')) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await screen.findByText('The item owner is not interested in the items you offered')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'What would you like to offer?' })).toBeInTheDocument();
  });

  it('says the offer failed when the server fails', async () => {
    const { user, dialog } = await openPicker(
      withChoices(undefined, { likeWithOffer: forId(51, refusal(500, 'INTERNAL_ERROR')) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Offer' }));
    expect(await screen.findByText('Failed to complete the offer')).toBeInTheDocument();
  });

  it('closes on Cancel and keeps the item, without recording anything', async () => {
    const { user, dialog, api } = await openPicker(withChoices());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Red kettle' })).toBeInTheDocument();
    expect(idsOf(api.callsTo('likeWithOffer'))).toEqual([]);
  });
});

describe('keyboard and gestures', () => {
  it('swaps with ArrowRight and skips with ArrowLeft, announcing each', async () => {
    const { user, api } = renderFeedPage({
      exploreItem: exploreInTurn(kettle, lamp),
      likeItem: forId(51, likeAnswer()),
      skipItem: forId(52, ok),
    });
    await findCard('Red kettle');
    await user.keyboard('{ArrowRight}');
    expectAnnounced('You liked Red kettle');
    expect(idsOf(api.callsTo('likeItem'))).toEqual(['51']);
    await findCard('Brass lamp');
    await user.keyboard('{ArrowLeft}');
    expectAnnounced('You skipped Brass lamp');
    expect(idsOf(api.callsTo('skipItem'))).toEqual(['52']);
  });

  it('leaves the arrow keys alone in a text field, with a modifier, and while a dialog is open', async () => {
    const { user, api } = renderFeedPage({
      ...twoItems(),
      likeItem: forId(51, likeAnswer({ ItemsForExange: [myBike, myBooks] })),
      skipItem: forId(51, ok),
    });
    const card = await findCard('Red kettle');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    field.remove();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(idsOf(api.callsTo('skipItem'))).toEqual([]);
    expect(idsOf(api.callsTo('likeItem'))).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Swap' }));
    await screen.findByRole('dialog', { name: 'What would you like to offer?' });
    await user.keyboard('{ArrowLeft}');
    expect(idsOf(api.callsTo('skipItem'))).toEqual([]);
  });

  it('swaps when the card is dragged right and skips when dragged left, past 80 px', async () => {
    const { api } = renderFeedPage({
      exploreItem: exploreInTurn(kettle, lamp),
      likeItem: forId(51, likeAnswer()),
      skipItem: forId(52, ok),
    });
    const card = await findCard('Red kettle');
    const name = within(card).getByRole('heading', { name: 'Red kettle' });
    fireEvent.pointerDown(name, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(name, { clientX: 150, clientY: 102 });
    fireEvent.pointerUp(name, { clientX: 150, clientY: 102 });
    expect(idsOf(api.callsTo('likeItem'))).toEqual([]);

    fireEvent.pointerDown(name, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(name, { clientX: 190, clientY: 105 });
    expect(card).toHaveAttribute('data-leaning', 'swap');
    fireEvent.pointerUp(name, { clientX: 190, clientY: 105 });
    await waitFor(() => expect(idsOf(api.callsTo('likeItem'))).toEqual(['51']));
    expectAnnounced('You liked Red kettle');

    const next = await findCard('Brass lamp');
    const nextName = within(next).getByRole('heading', { name: 'Brass lamp' });
    fireEvent.pointerDown(nextName, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(nextName, { clientX: 200, clientY: 100 });
    await waitFor(() => expect(idsOf(api.callsTo('skipItem'))).toEqual(['52']));
  });

  it('leaves swipes on a carousel of several photos to the carousel', async () => {
    const { api } = renderFeedPage({ ...twoItems(), likeItem: forId(51, likeAnswer()) });
    const card = await findCard('Red kettle');
    const photos = within(card).getByRole('region', { name: 'Photos of Red kettle' });
    fireEvent.pointerDown(photos, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(photos, { clientX: 300, clientY: 100 });
    expect(idsOf(api.callsTo('likeItem'))).toEqual([]);
    expect(within(photos).getByRole('group', { name: 'Photo 2 of 2' })).toBeInTheDocument();
  });

  it('opens a photo in the lightbox, where the arrow keys move photos instead of swapping', async () => {
    const { user, api } = renderFeedPage({ ...twoItems(), likeItem: forId(51, likeAnswer()) });
    const card = await findCard('Red kettle');
    await user.click(within(card).getByRole('button', { name: 'Open Red kettle, photo 1 in the photo viewer' }));
    const viewer = screen.getByRole('dialog', { name: 'Red kettle' });
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('group', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(idsOf(api.callsTo('likeItem'))).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('reporting', () => {
  it("reports the item from the card's menu with a reason and words, then thanks, keeping the item", async () => {
    const { user, api } = renderFeedPage({ ...twoItems(), report: ok, likeItem: forId(51, likeAnswer()) });
    const card = await findCard('Red kettle');
    const menuButton = within(card).getByRole('button', { name: reportMessages.moreAboutItem('Red kettle') });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: reportMessages.reportItem }));

    const dialog = screen.getByRole('dialog', { name: reportMessages.itemTitle('Red kettle') });
    await user.click(within(dialog).getByRole('radio', { name: 'Prohibited item' }));
    await user.type(within(dialog).getByRole('textbox'), 'It is a replica firearm.');
    // The arrow keys belong to the dialog's fields now, not to Swap and Skip.
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: reportMessages.send }));
    const thanks = await screen.findByRole('dialog', { name: reportMessages.thanksTitle });
    await user.click(within(thanks).getByRole('button', { name: reportMessages.close }));

    expect(api.callsTo('report').map((call) => call.body)).toEqual([
      { TargetType: 'item', TargetID: 51, Reason: 'Prohibited item', Text: 'It is a replica firearm.' },
    ]);
    expect(idsOf(api.callsTo('likeItem'))).toEqual([]);
    expect(screen.getByRole('article', { name: 'Red kettle' })).toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("also blocks the item's owner when the report asks to, and the feed moves on to someone else's", async () => {
    const theirs = feedItem({ ID: 61, Name: 'Green lamp', OwnerID: 43, FirstName: 'Ali' });
    const { user, api } = renderFeedPage({ exploreItem: exploreInTurn(kettle, theirs), report: ok, blockUser: ok });
    const card = await findCard('Red kettle');
    await user.click(within(card).getByRole('button', { name: reportMessages.moreAboutItem('Red kettle') }));
    await user.click(screen.getByRole('menuitem', { name: reportMessages.reportItem }));
    const dialog = screen.getByRole('dialog', { name: reportMessages.itemTitle('Red kettle') });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('checkbox', { name: blockWords.alsoBlock('Jo') }));
    await user.click(within(dialog).getByRole('button', { name: reportMessages.send }));
    await user.click(
      within(await screen.findByRole('dialog', { name: reportMessages.thanksTitle })).getByRole('button', {
        name: reportMessages.close,
      }),
    );

    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    expect(await findCard('Green lamp')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Red kettle' })).not.toBeInTheDocument();
  });
});

describe('the match-found celebration', () => {
  const person = (ID: number, FirstName: string) =>
    matchMember({ ID, FirstName, LastName: 'Jones', Username: `${FirstName.toLowerCase()}_jones` });
  const match = (ID: number, user1: number, user2: number): Match =>
    madeMatch({
      ID,
      User1: person(user1, 'First'),
      User2: person(user2, 'Second'),
      Items1: [],
      Items2: [],
      AbleToAddItems: false,
    });
  const matches = (...list: Match[]) => ({
    getMatches: { body: { Success: true, ErrorCode: '', Matches: list } },
    getMatch: (call: ApiCall) => {
      const one = list.find((match) => String(match.ID) === call.params.id);
      return one ? matchAnswer(one) : refusal(404, 'NOT_FOUND');
    },
  });

  /** The member (id 7) last saw the feed when the newest match was `id`. */
  const lastSawFeedAt = (id: number) => localStorage.setItem(`${localKeys.feedSeenMatch}:7`, String(id));

  it('greets the member for a match their partner made since they last saw the feed, once', async () => {
    lastSawFeedAt(30);
    const first = renderFeedPage({ ...twoItems(), ...matches(match(30, 42, 7), match(31, 43, 7)) });
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(await within(dialog).findByText(feedMessages.matchedWith('First Jones'))).toBeInTheDocument();
    expect(first.api.callsTo('getMatch').map((call) => call.params.id)).toEqual(['31']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Seeking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first.reloadPage).not.toHaveBeenCalled();
    first.unmount();

    renderFeedPage({ ...twoItems(), ...matches(match(30, 42, 7), match(31, 43, 7)) });
    expect(await findCard('Red kettle')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not greet old matches on arrival (a first look on this device), only those made after', async () => {
    const first = renderFeedPage({ ...twoItems(), ...matches(match(31, 42, 7)) });
    expect(await findCard('Red kettle')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(`${localKeys.feedSeenMatch}:7`)).toBe('31'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderFeedPage({ ...twoItems(), ...matches(match(31, 42, 7), match(35, 44, 7)) });
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Seeking' }));
    await waitFor(() => expect(localStorage.getItem(`${localKeys.feedSeenMatch}:7`)).toBe('35'));
  });

  it('leaves out matches the member made, and View Match opens the match', async () => {
    lastSawFeedAt(0);
    const { router } = renderFeedPage({ ...twoItems(), ...matches(match(32, 7, 42), match(33, 43, 7)) });
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches/33'));
  });
});
