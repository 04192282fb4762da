import { codeMessages, friendMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forId, idsOf, refusal, reliability } from '@/testing/api.tsx';
import { charity, person, renderFriendsPage } from '@/testing/friends.tsx';

const jo = person({ ID: 42, FirstName: 'Jo', LastName: 'Bloggs', Username: 'jo_bloggs', ProfilePhoto: 'users/42.jpg' });
const ali = person({ ID: 43, FirstName: 'Ali', LastName: 'Khan', Username: 'ali_khan_99' });
const bea = person({ ID: 44, FirstName: 'Bea', LastName: 'Lowe', Username: 'bea_lowe_77' });
const cal = person({ ID: 45, FirstName: 'Cal', LastName: 'Moss', Username: 'cal_moss_55' });
const foodBank = charity({ ID: 90, FirstName: 'Leeds Food Bank', Username: '1234567', Following: false });
const shelter = charity({ ID: 91, FirstName: 'Dog Shelter', Username: '7654321', Following: true });

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('the tabs', () => {
  it('sit under a heading of their own, so that the headings go down one level at a time', async () => {
    renderFriendsPage({}, { world: { friends: [jo] } });
    await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your people' })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { level: 3, name: 'Jo Bloggs' })).toBeInTheDocument();
  });

  it('are Friends, Charities, Requests and Invites, with counts, Friends first', async () => {
    renderFriendsPage({}, { world: { friends: [jo, ali], approvals: [bea], requests: [] } });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((element) => element.textContent?.replace(/ \d+$/, ''))).toEqual([
      'Friends',
      'Charities',
      'Requests',
      'Invites',
    ]);
    await waitFor(() => expect(tab(/^Friends/)).toHaveAccessibleName('Friends 2'));
    expect(tab(/^Requests/)).toHaveAccessibleName('Requests 1');
    expect(tab(/^Invites/)).toHaveAccessibleName('Invites');
    expect(tab(/^Friends/)).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName(/^Friends/);
  });

  it('show each friend with photo or initial, name and @username', async () => {
    const charityFriend = person({ ID: 50, FirstName: 'Hope Trust', LastName: '', Username: '1112223', FoundBy: 3 });
    renderFriendsPage({}, { world: { friends: [jo, ali, charityFriend] } });
    const joCard = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    expect(within(joCard).getByText('@jo_bloggs')).toBeInTheDocument();
    expect(joCard.querySelector('img')).toHaveAttribute('src', '/api/v1/file?path=users%2F42.jpg&token=media-token');

    const aliCard = within(panel()).getByRole('article', { name: 'Ali Khan' });
    expect(aliCard.querySelector('img')).toBeNull();
    expect(within(aliCard).getByTestId('avatar-initial')).toHaveTextContent('A');

    const trustCard = within(panel()).getByRole('article', { name: 'Hope Trust' });
    expect(within(trustCard).queryByText('@1112223')).not.toBeInTheDocument();
  });

  it("show each friend's reliability line, and none for a friend with nothing yet", async () => {
    const reliable = person({ ...jo, Reliability: reliability({ Swaps: 12, ThumbsUp: 11 }) });
    renderFriendsPage({}, { world: { friends: [reliable, ali] } });
    const joCard = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    expect(within(joCard).getByText('12 swaps').closest('[aria-hidden]')).toHaveTextContent('12 swaps · 11 👍');
    expect(within(joCard).getByText('Over the last 6 months: 12 swaps, 11 thumbs up')).toBeInTheDocument();
    const aliCard = within(panel()).getByRole('article', { name: 'Ali Khan' });
    expect(within(aliCard).queryByText(/over the last 6 months/i)).not.toBeInTheDocument();
  });

  it('show how far each friend and request is, and their town, where the server says', async () => {
    const near = person({ ...jo, Distance: 'about 3 miles', Town: 'Leeds' });
    const asking = person({ ...bea, Distance: 'about 12 miles', Town: 'Bradford' });
    const { user } = renderFriendsPage({}, { world: { friends: [near, ali], approvals: [asking] } });
    const joCard = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    expect(within(joCard).getByText('about 3 miles · Leeds')).toBeInTheDocument();
    expect(within(panel()).getByRole('article', { name: 'Ali Khan' })).not.toHaveTextContent('·');
    await user.click(tab(/^Requests/));
    const beaCard = await within(panel()).findByRole('article', { name: 'Bea Lowe' });
    expect(within(beaCard).getByText('about 12 miles · Bradford')).toBeInTheDocument();
  });

  it('show how far each charity is, and its town', async () => {
    const { user } = renderFriendsPage(
      {},
      { world: { charities: [{ ...foodBank, Distance: 'about 1 mile', Town: 'Leeds' }] } },
    );
    await user.click(tab(/^Charities/));
    const card = await within(panel()).findByRole('article', { name: 'Leeds Food Bank' });
    expect(within(card).getByText('about 1 mile · Leeds')).toBeInTheDocument();
  });

  it('show charities by their full name, never their number as an @username', async () => {
    const { user } = renderFriendsPage({}, { world: { charities: [foodBank, shelter] } });
    await user.click(tab(/^Charities/));
    const card = await within(panel()).findByRole('article', { name: 'Leeds Food Bank' });
    expect(within(card).getByRole('heading', { name: 'Leeds Food Bank' })).toBeVisible();
    expect(within(panel()).getByRole('article', { name: 'Dog Shelter' })).toBeVisible();
    expect(panel()).not.toHaveTextContent('@');
    expect(panel()).not.toHaveTextContent('1234567');
  });

  it('reload their data each time one is chosen', async () => {
    const { user, api } = renderFriendsPage({}, { world: { friends: [jo], charities: [foodBank] } });
    await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    const friendsLoads = () => api.callsTo('getFriends').length;
    const before = friendsLoads();
    expect(api.callsTo('getCharities')).toHaveLength(0);

    await user.click(tab(/^Requests/));
    await waitFor(() => expect(friendsLoads()).toBe(before + 1));
    await user.click(tab(/^Invites/));
    await waitFor(() => expect(friendsLoads()).toBe(before + 2));
    await user.click(tab(/^Charities/));
    await waitFor(() => expect(api.callsTo('getCharities')).toHaveLength(1));
    await user.click(tab(/^Friends/));
    await waitFor(() => expect(friendsLoads()).toBe(before + 3));
    await user.click(tab(/^Charities/));
    await waitFor(() => expect(api.callsTo('getCharities')).toHaveLength(2));
  });

  it('move with the arrow keys, Home and End', async () => {
    const { user } = renderFriendsPage();
    await user.click(tab(/^Friends/));
    await user.keyboard('{ArrowRight}');
    expect(tab(/^Charities/)).toHaveFocus();
    expect(tab(/^Charities/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(/^Invites/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(/^Friends/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab(/^Invites/)).toHaveFocus();
  });

  it.each([
    [/^Friends/, 'No friends yet. Search by username or share your invite link.'],
    [/^Charities/, 'No partner charities to follow just yet. Check back soon.'],
    [/^Requests/, /No friend requests right now/],
    [/^Invites/, /No requests waiting/],
  ])('%s says so when empty', async (name, text) => {
    const { user } = renderFriendsPage();
    await user.click(tab(name));
    expect(await within(panel()).findByText(text)).toBeInTheDocument();
  });

  it("say 'Failed to load friends', and try again", async () => {
    let fail = true;
    const { user } = renderFriendsPage({
      getFriends: () =>
        fail
          ? refusal(500, 'INTERNAL_ERROR')
          : { body: { Success: true, ErrorCode: '', Friends: [jo], PendingApprovals: [], PendingRequests: [] } },
    });
    expect(await within(panel()).findByRole('heading', { name: friendMessages.loadFailed })).toBeInTheDocument();
    // The toast follows the panel's error by a render.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(friendMessages.loadFailed),
    );
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel()).findByRole('article', { name: 'Jo Bloggs' })).toBeInTheDocument();
  });

  it('toast nothing when the refusal ended the session: that is told where the member lands', async () => {
    renderFriendsPage({ getFriends: refusal(401, 'WRONG_TOKEN') });
    expect(await within(panel()).findByRole('heading', { name: friendMessages.loadFailed })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveTextContent(friendMessages.loadFailed);
  });
});

describe('actions on the cards', () => {
  it('remove a friend only after the Remove Friend confirmation', async () => {
    const { user, api } = renderFriendsPage({}, { world: { friends: [jo, ali] } });
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Friend' });
    expect(dialog).toHaveAccessibleDescription(/Remove Jo Bloggs from your friends\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(idsOf(api.callsTo('removeFriend'))).toEqual([]);

    const dashboardLoads = api.callsTo('getDashboard').length;
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Friend' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(friendMessages.friendRemoved)).toBeInTheDocument();
    expect(idsOf(api.callsTo('removeFriend'))).toEqual(['42']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('article', { name: 'Jo Bloggs' })).not.toBeInTheDocument();
    expect(tab(/^Friends/)).toHaveAccessibleName('Friends 1');
    expect(api.callsTo('getDashboard').length).toBeGreaterThan(dashboardLoads);
    await waitFor(() => expect(panel()).toHaveFocus());
  });

  it('show the server’s reason when a removal is refused', async () => {
    const { user } = renderFriendsPage(
      { removeFriend: forId(42, refusal(404, 'NOT_FRIENDS')) },
      { world: { friends: [jo] } },
    );
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(codeMessages.NOT_FRIENDS as string)).toBeInTheDocument();
    expect(screen.queryByText(friendMessages.friendRemoveFailed)).not.toBeInTheDocument();
  });

  it('accept and decline incoming requests', async () => {
    const { user, api } = renderFriendsPage({}, { world: { approvals: [bea, cal] } });
    await user.click(tab(/^Requests/));
    const beaCard = await within(panel()).findByRole('article', { name: 'Bea Lowe' });
    await user.click(within(beaCard).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(friendMessages.requestAccepted)).toBeInTheDocument();
    expect(idsOf(api.callsTo('acceptFriendRequest'))).toEqual(['44']);
    await waitFor(() => expect(within(panel()).queryByRole('article', { name: 'Bea Lowe' })).not.toBeInTheDocument());
    expect(tab(/^Friends/)).toHaveAccessibleName('Friends 1');

    const calCard = within(panel()).getByRole('article', { name: 'Cal Moss' });
    await user.click(within(calCard).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(friendMessages.requestRejected)).toBeInTheDocument();
    expect(idsOf(api.callsTo('rejectFriendRequest'))).toEqual(['45']);
    expect(await within(panel()).findByText(/No friend requests right now/)).toBeInTheDocument();
  });

  it('say which action failed when there is no known reason', async () => {
    const { user } = renderFriendsPage(
      { acceptFriendRequest: forId(44, refusal(500, 'INTERNAL_ERROR')) },
      { world: { approvals: [bea] } },
    );
    await user.click(tab(/^Requests/));
    const card = await within(panel()).findByRole('article', { name: 'Bea Lowe' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(friendMessages.requestAcceptFailed)).toBeInTheDocument();
  });

  it('recall a sent request', async () => {
    const { user, api } = renderFriendsPage({}, { world: { requests: [cal] } });
    await user.click(tab(/^Invites/));
    const card = await within(panel()).findByRole('article', { name: 'Cal Moss' });
    expect(within(card).getByText('@cal_moss_55')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Recall' }));
    expect(await screen.findByText(friendMessages.requestRecalled)).toBeInTheDocument();
    expect(idsOf(api.callsTo('recallFriendRequest'))).toEqual(['45']);
    expect(await within(panel()).findByText(/No requests waiting/)).toBeInTheDocument();
  });

  it('follow and unfollow charities', async () => {
    const { user, api } = renderFriendsPage({}, { world: { charities: [foodBank, shelter] } });
    await user.click(tab(/^Charities/));
    const bank = await within(panel()).findByRole('article', { name: 'Leeds Food Bank' });
    await user.click(within(bank).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(friendMessages.charityFollowed)).toBeInTheDocument();
    expect(idsOf(api.callsTo('followCharity'))).toEqual(['90']);
    expect(await within(bank).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();

    const dogs = within(panel()).getByRole('article', { name: 'Dog Shelter' });
    expect(within(dogs).getByText('Following')).toBeInTheDocument();
    await user.click(within(dogs).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText(friendMessages.charityUnfollowed)).toBeInTheDocument();
    expect(idsOf(api.callsTo('unfollowCharity'))).toEqual(['91']);
    expect(await within(dogs).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('say a follow failed', async () => {
    const { user } = renderFriendsPage(
      { followCharity: forId(90, refusal(500, 'INTERNAL_ERROR')) },
      { world: { charities: [foodBank] } },
    );
    await user.click(tab(/^Charities/));
    const bank = await within(panel()).findByRole('article', { name: 'Leeds Food Bank' });
    await user.click(within(bank).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(friendMessages.charityFollowFailed)).toBeInTheDocument();
  });
});
