import { blockWords, commonWords } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { idsOf, refusal } from '@/testing/api.tsx';
import { foundUser, person, renderFriendsPage, searchAnswer } from '@/testing/friends.tsx';

const jo = person({ ID: 42, FirstName: 'Jo', LastName: 'Bloggs', Username: 'jo_bloggs' });
const ali = person({ ID: 43, FirstName: 'Ali', LastName: 'Khan', Username: 'ali_khan_99' });

const panel = () => screen.getByRole('tabpanel');
const toasts = () => screen.getByRole('region', { name: commonWords.notifications });
const question = (firstName: string) => screen.getByRole('dialog', { name: blockWords.confirmTitle(firstName) });

type User = ReturnType<typeof userEvent.setup>;

async function askToBlock(user: User, card: HTMLElement, firstName: string) {
  await user.click(within(card).getByRole('button', { name: blockWords.blockMember(firstName) }));
  return question(firstName);
}

describe('blocking from the friends page', () => {
  it('asks first, saying what a block does and that they are not told; Cancel blocks nobody', async () => {
    const { api, user } = renderFriendsPage({}, { world: { friends: [jo, ali] } });
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    const dialog = await askToBlock(user, card, 'Jo');
    expect(dialog).toHaveAccessibleDescription(blockWords.confirmText('Jo'));

    await user.click(within(dialog).getByRole('button', { name: blockWords.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('blockUser')).toHaveLength(0);
    expect(within(panel()).getByRole('article', { name: 'Jo Bloggs' })).toBeInTheDocument();
  });

  it('blocks a friend on Block, says so, and the friend leaves the list', async () => {
    const { api, user } = renderFriendsPage({}, { world: { friends: [jo, ali] } });
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    const dialog = await askToBlock(user, card, 'Jo');
    await user.click(within(dialog).getByRole('button', { name: blockWords.confirm }));

    expect(await within(toasts()).findByText(blockWords.blocked('Jo'))).toBeInTheDocument();
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    await waitFor(() => expect(within(panel()).queryByRole('article', { name: 'Jo Bloggs' })).not.toBeInTheDocument());
    expect(within(panel()).getByRole('article', { name: 'Ali Khan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    { tab: /^Requests/, kind: 'who asked to be friends' },
    { tab: /^Invites/, kind: 'who was asked' },
  ])('blocks someone $kind from their card', async ({ tab }) => {
    const { api, user } = renderFriendsPage({}, { world: { approvals: [jo], requests: [jo] } });
    await user.click(await screen.findByRole('tab', { name: tab }));
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    await user.click(within(await askToBlock(user, card, 'Jo')).getByRole('button', { name: blockWords.confirm }));
    expect(await within(toasts()).findByText(blockWords.blocked('Jo'))).toBeInTheDocument();
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
  });

  it('blocks the person a search found, and their result goes', async () => {
    const { api, user } = renderFriendsPage({ searchUser: searchAnswer(foundUser()) });
    await user.type(screen.getByRole('textbox', { name: 'Find friends by username or charity number' }), 'jo_bloggs');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('region', { name: 'User Found' });
    const card = within(result).getByRole('article', { name: 'Jo Bloggs' });
    await user.click(within(await askToBlock(user, card, 'Jo')).getByRole('button', { name: blockWords.confirm }));

    expect(await within(toasts()).findByText(blockWords.blocked('Jo'))).toBeInTheDocument();
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    expect(screen.queryByRole('region', { name: 'User Found' })).not.toBeInTheDocument();
  });

  it('keeps the person and says why when the block fails', async () => {
    const { user } = renderFriendsPage({ blockUser: refusal(500, 'INTERNAL_ERROR') }, { world: { friends: [jo] } });
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    await user.click(within(await askToBlock(user, card, 'Jo')).getByRole('button', { name: blockWords.confirm }));
    expect(await within(toasts()).findByText(blockWords.blockFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('article', { name: 'Jo Bloggs' })).toBeInTheDocument();
  });

  it('waits for the connection to block while offline', async () => {
    renderFriendsPage({}, { world: { friends: [jo] } });
    const card = await within(panel()).findByRole('article', { name: 'Jo Bloggs' });
    act(() => onlineManager.setOnline(false));
    expect(within(card).getByRole('button', { name: blockWords.blockMember('Jo') })).toBeDisabled();
  });
});
