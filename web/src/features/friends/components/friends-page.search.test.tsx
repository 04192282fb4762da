import type { UserSearchAnswer } from '@swapsies/contract';
import { codeMessages, FRIENDS_TOAST_MS, friendMessages, inviteCode } from '@swapsies/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forId, idsOf, type MockAnswer, ok, refusal } from '@/testing/api.tsx';
import { foundUser, lastSearchedName, renderFriendsPage, searchAnswer } from '@/testing/friends.tsx';

const searchBox = () => screen.getByRole('textbox', { name: 'Find friends by username or charity number' });
const found = (user = foundUser()) => ({ searchUser: searchAnswer(user) });

async function searchFor(user: ReturnType<typeof userEvent.setup>, term: string) {
  await user.type(searchBox(), term);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('the friends page', () => {
  it('greets, and hands the invite panel the member’s username', async () => {
    renderFriendsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Birds of a feather' })).toBeInTheDocument();
    expect(screen.getByText('Swap together!')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Invite panel' })).toHaveTextContent('sam_smith_01');
  });

  it('gives a charity account no invite panel', async () => {
    renderFriendsPage({}, { dashboard: { Type: 2, Username: '7654321' } });
    await screen.findByRole('tab', { name: /Friends/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Invite' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Invite panel' })).not.toBeInTheDocument();
  });
});

describe('the search button follows the input', () => {
  it('goes from Generate Invite through Keep typing..., Invalid Format and Search, lowercasing as typed', async () => {
    const { user } = renderFriendsPage();
    expect(screen.getByRole('button', { name: 'Generate Invite' })).toBeEnabled();

    await user.type(searchBox(), 'JO_B');
    expect(searchBox()).toHaveValue('jo_b');
    expect(screen.getByRole('button', { name: 'Keep typing...' })).toBeDisabled();
    expect(searchBox()).not.toHaveAccessibleDescription();

    await user.type(searchBox(), '-');
    expect(screen.getByRole('button', { name: 'Invalid Format' })).toBeDisabled();
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    expect(searchBox()).toHaveAccessibleDescription(friendMessages.invalidSearch);

    await user.clear(searchBox());
    await user.type(searchBox(), 'Jo_Bloggs');
    expect(searchBox()).toHaveValue('jo_bloggs');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(searchBox()).not.toHaveAttribute('aria-invalid');

    await user.clear(searchBox());
    expect(screen.getByRole('button', { name: 'Generate Invite' })).toBeEnabled();
  });

  it("reads 'Searching...' while the search is under way, then shows the user found", async () => {
    let answer: (value: MockAnswer<UserSearchAnswer>) => void = () => {};
    const { user, api } = renderFriendsPage({
      searchUser: () => new Promise((resolve) => (answer = resolve)),
    });
    await searchFor(user, 'jo_bloggs');
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(lastSearchedName(api)).toBe('jo_bloggs');

    answer(searchAnswer(foundUser({ ProfilePhoto: 'users/42.jpg' })));
    const card = await screen.findByRole('region', { name: 'User Found' });
    const article = within(card).getByRole('article', { name: 'Jo Bloggs' });
    expect(within(article).getByText('@jo_bloggs')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', '/api/v1/file?path=users%2F42.jpg&token=media-token');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('searches on Enter', async () => {
    const { user, api } = renderFriendsPage(found());
    await user.type(searchBox(), 'jo_bloggs{Enter}');
    expect(await screen.findByRole('region', { name: 'User Found' })).toBeInTheDocument();
    expect(api.callsTo('searchUser')).toHaveLength(1);
  });

  it('does nothing on Enter while the button is disabled', async () => {
    const { user, api } = renderFriendsPage(found());
    await user.type(searchBox(), 'jo{Enter}');
    expect(api.callsTo('searchUser')).toHaveLength(0);
  });

  it('forgets the result once the input changes', async () => {
    const { user } = renderFriendsPage(found());
    await searchFor(user, 'jo_bloggs');
    await screen.findByRole('region', { name: 'User Found' });
    await user.type(searchBox(), 'x');
    expect(screen.queryByRole('region', { name: 'User Found' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

describe('the search button follows the found user', () => {
  it.each([
    ['friend', 'Already Friends'],
    ['pendingRequest', 'Request Sent'],
  ] as const)('is disabled for a user whose relation is %s', async (relation, label) => {
    const { user } = renderFriendsPage(found(foundUser({ Relation: relation })));
    await searchFor(user, 'jo_bloggs');
    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
  });

  it('sends a request, then reads Request Sent and refreshes the lists and counts', async () => {
    const { user, api } = renderFriendsPage({ ...found(), sendFriendRequest: forId(42, ok) });
    await searchFor(user, 'jo_bloggs');
    await screen.findByRole('region', { name: 'User Found' });
    const friendsLoads = api.callsTo('getFriends').length;
    const dashboardLoads = api.callsTo('getDashboard').length;

    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(friendMessages.requestSent)).toBeInTheDocument();
    expect(idsOf(api.callsTo('sendFriendRequest'))).toEqual(['42']);
    expect(screen.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(api.callsTo('getFriends').length).toBeGreaterThan(friendsLoads);
    expect(api.callsTo('getDashboard').length).toBeGreaterThan(dashboardLoads);
  });

  it('accepts a request received, then reads Already Friends', async () => {
    const { user, api } = renderFriendsPage({
      ...found(foundUser({ Relation: 'pendingApproval' })),
      acceptFriendRequest: forId(42, ok),
    });
    await searchFor(user, 'jo_bloggs');
    const button = await screen.findByRole('button', { name: 'Request Received' });
    expect(button).toHaveAccessibleDescription(/Jo has sent you a friend request/);
    await user.click(button);
    expect(await screen.findByText(friendMessages.requestAccepted)).toBeInTheDocument();
    expect(idsOf(api.callsTo('acceptFriendRequest'))).toEqual(['42']);
    expect(screen.getByRole('button', { name: 'Already Friends' })).toBeDisabled();
  });

  it('shows the server’s reason when a request is refused, and catches up with it', async () => {
    const { user } = renderFriendsPage({
      ...found(),
      sendFriendRequest: forId(42, refusal(409, 'REQUEST_RECEIVED')),
    });
    await searchFor(user, 'jo_bloggs');
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(codeMessages.REQUEST_RECEIVED as string)).toBeInTheDocument();
    expect(screen.queryByText(friendMessages.requestSendFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Received' })).toBeEnabled();
  });

  it('says the request failed when the server gives no known reason', async () => {
    const { user } = renderFriendsPage({ ...found(), sendFriendRequest: forId(42, refusal(500, 'INTERNAL_ERROR')) });
    await searchFor(user, 'jo_bloggs');
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(friendMessages.requestSendFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('follows and unfollows a charity found by its number, showing its full name instead of the number', async () => {
    const leeds = foundUser({
      ID: 90,
      Type: 2,
      FoundBy: 3,
      FirstName: 'Leeds Food Bank',
      LastName: '',
      Username: '1234567',
    });
    const { user, api } = renderFriendsPage({
      ...found(leeds),
      followCharity: forId(90, ok),
      unfollowCharity: forId(90, ok),
    });
    await searchFor(user, '1234567');
    const card = await screen.findByRole('region', { name: 'User Found' });
    expect(within(card).getByRole('article', { name: 'Leeds Food Bank' })).toBeInTheDocument();
    expect(within(card).queryByText('@1234567')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(friendMessages.charityFollowed)).toBeInTheDocument();
    expect(idsOf(api.callsTo('followCharity'))).toEqual(['90']);
    expect(within(card).getByText('You follow this charity.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText(friendMessages.charityUnfollowed)).toBeInTheDocument();
    expect(idsOf(api.callsTo('unfollowCharity'))).toEqual(['90']);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
  });
});

describe("searching yourself: That's you!", () => {
  it('is known without asking the server, and clears the input', async () => {
    const { user, api } = renderFriendsPage(found());
    await waitFor(() => expect(api.callsTo('getDashboard')).toHaveLength(1));
    await user.type(searchBox(), 'Sam_Smith_01{Enter}');
    expect(await screen.findByText(friendMessages.thatsYou)).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(api.callsTo('searchUser')).toHaveLength(0);
  });

  it('is also what the server’s SELF_REQUEST means', async () => {
    const { user } = renderFriendsPage({ searchUser: refusal(400, 'SELF_REQUEST') });
    await searchFor(user, 'sam_other_name');
    expect(await screen.findByText(friendMessages.thatsYou)).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
  });
});

describe('nobody found', () => {
  it('shows User Not Found for a username, and Try Another Search starts over', async () => {
    const { user } = renderFriendsPage({ searchUser: refusal(404, 'USER_NOT_FOUND') });
    await searchFor(user, 'no_such_person');
    const card = await screen.findByRole('region', { name: 'User Not Found' });
    expect(within(card).getByText(friendMessages.userNotFound)).toBeInTheDocument();
    expect(within(card).getByText(/Check the spelling/)).toHaveTextContent(/allow search in their settings/);
    expect(within(card).getByRole('button', { name: 'Generate Invite' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Try Another Search' }));
    expect(screen.queryByRole('region', { name: 'User Not Found' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });

  it('speaks of a charity for an all-digit search', async () => {
    const { user } = renderFriendsPage({ searchUser: refusal(404, 'USER_NOT_FOUND') });
    await searchFor(user, '7654321');
    const card = await screen.findByRole('region', { name: 'User Not Found' });
    expect(within(card).getByText(friendMessages.charityNotFound)).toBeInTheDocument();
    expect(within(card).queryByText(friendMessages.userNotFound)).not.toBeInTheDocument();
  });

  it("says 'Search failed' when the search itself fails", async () => {
    const { user } = renderFriendsPage({ searchUser: refusal(500, 'INTERNAL_ERROR') });
    await searchFor(user, 'jo_bloggs');
    expect(await screen.findByText(friendMessages.searchFailed)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /User (Not )?Found/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

describe('Generate Invite', () => {
  // Signed with the signature the dashboard hands out (dashboardAnswer in testing/api.tsx).
  const link = `${window.location.origin}/welcome?ref=${encodeURIComponent(inviteCode('sam_smith_01'))}&sig=invite-signature`;

  it("copies the invite link, reads 'Link Copied!' for 2 s, and its toast lasts 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderFriendsPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await waitFor(() => expect(api.callsTo('getDashboard')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Invite panel' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Generate Invite' }));
    expect(await screen.findByText(friendMessages.inviteLinkCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
    expect(screen.getByRole('button', { name: 'Link Copied!' })).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Generate Invite' })).toBeInTheDocument();
    expect(screen.getByText(friendMessages.inviteLinkCopied)).toBeInTheDocument();
    // Shown FRIENDS_TOAST_MS in all (2 s gone already), then it slides out.
    await act(() => vi.advanceTimersByTimeAsync(FRIENDS_TOAST_MS - 2000));
    expect(screen.getByText(friendMessages.inviteLinkCopied).closest('[data-state]')).toHaveAttribute(
      'data-state',
      'leaving',
    );
  });

  it('says so when the link cannot be copied', async () => {
    const { user, api } = renderFriendsPage();
    await waitFor(() => expect(api.callsTo('getDashboard')).toHaveLength(1));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Generate Invite' }));
    expect(await screen.findByText(friendMessages.inviteLinkFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Invite' })).toBeInTheDocument();
  });

  it('needs a username', async () => {
    const { user, api } = renderFriendsPage({}, { dashboard: { Username: '' } });
    await waitFor(() => expect(api.callsTo('getDashboard')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Generate Invite' }));
    expect(await screen.findByText(friendMessages.inviteNoUsername)).toBeInTheDocument();
  });

  it('is offered by the not-found card too', async () => {
    const { user } = renderFriendsPage({ searchUser: refusal(404, 'USER_NOT_FOUND') });
    await searchFor(user, 'no_such_person');
    const card = await screen.findByRole('region', { name: 'User Not Found' });
    await user.click(within(card).getByRole('button', { name: 'Generate Invite' }));
    expect(await screen.findByText(friendMessages.inviteLinkCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
  });
});
