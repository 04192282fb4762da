import { type BlocksAnswer, blockWords, commonWords } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idsOf, type MockAnswer, never, ok, refusal } from '@/testing/api.tsx';
import { blockedMember, blocksAnswer, renderSettingsPage, toasts } from '@/testing/settings.tsx';

const section = () => screen.getByRole('region', { name: blockWords.listTitle });
const jo = blockedMember();
const alex = blockedMember({ ID: 43, FirstName: 'Alex', LastName: 'Jones', Username: 'alex_j' });

describe('the blocked members in Settings', () => {
  it('lists them, each with Unblock, and says that unblocking restores nothing', async () => {
    renderSettingsPage({ getBlocks: blocksAnswer([jo, alex]) });
    const list = await screen.findByRole('list', { name: blockWords.listTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Jo Bloggs'), expect.stringContaining('Alex Jones')]);
    const unblockJo = within(list).getByRole('button', { name: blockWords.unblockMember('Jo') });
    expect(unblockJo).toHaveTextContent(blockWords.unblock);
    expect(unblockJo).toHaveAccessibleDescription(blockWords.unblockNote);
    expect(within(section()).getByText(blockWords.listLead)).toBeInTheDocument();
  });

  it('unblocks at once, without asking, says so and drops them from the list', async () => {
    let blocked = [jo, alex];
    const { api, user } = renderSettingsPage({
      getBlocks: () => blocksAnswer(blocked),
      unblockUser: (call) => {
        blocked = blocked.filter((member) => String(member.ID) !== call.params.id);
        return ok;
      },
    });
    await user.click(await screen.findByRole('button', { name: blockWords.unblockMember('Jo') }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(toasts()).findByText(blockWords.unblocked('Jo'))).toBeInTheDocument();
    expect(idsOf(api.callsTo('unblockUser'))).toEqual(['42']);
    await waitFor(() => expect(screen.queryByText('Jo Bloggs')).not.toBeInTheDocument());
    expect(within(section()).getByText('Alex Jones')).toBeInTheDocument();
  });

  it('shows the button busy while unblocking', async () => {
    const { user } = renderSettingsPage({ getBlocks: blocksAnswer([jo]), unblockUser: never });
    await user.click(await screen.findByRole('button', { name: blockWords.unblockMember('Jo') }));
    const busy = screen.getByRole('button', { name: blockWords.unblockMember('Jo') });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent(blockWords.unblocking);
  });

  it('says when the server refuses, keeping the member listed', async () => {
    const { user } = renderSettingsPage({
      getBlocks: blocksAnswer([jo]),
      unblockUser: refusal(500, 'INTERNAL_ERROR'),
    });
    await user.click(await screen.findByRole('button', { name: blockWords.unblockMember('Jo') }));
    expect(await within(toasts()).findByText(blockWords.unblockFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: blockWords.unblockMember('Jo') })).toBeEnabled();
    expect(within(section()).getByText('Jo Bloggs')).toBeInTheDocument();
  });

  it('says when nobody is blocked', async () => {
    renderSettingsPage({ getBlocks: blocksAnswer([]) });
    expect(
      await within(await screen.findByRole('region', { name: blockWords.listTitle })).findByText(blockWords.listEmpty),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: blockWords.listTitle })).not.toBeInTheDocument();
  });

  it('says when the list fails to load, and Retry loads it again', async () => {
    let answer: MockAnswer<BlocksAnswer> = refusal(500, 'INTERNAL_ERROR');
    const { api, user } = renderSettingsPage({ getBlocks: () => answer });
    expect(await screen.findByText(blockWords.loadFailed)).toBeInTheDocument();
    answer = blocksAnswer([jo]);
    await user.click(within(section()).getByRole('button', { name: commonWords.retry }));
    expect(await within(section()).findByText('Jo Bloggs')).toBeInTheDocument();
    expect(api.callsTo('getBlocks')).toHaveLength(2);
  });

  it('waits for the connection to unblock while offline, saying why', async () => {
    const { api, user } = renderSettingsPage({ getBlocks: blocksAnswer([jo]) });
    const unblock = await screen.findByRole('button', { name: blockWords.unblockMember('Jo') });
    act(() => onlineManager.setOnline(false));
    expect(unblock).toBeDisabled();
    // The offline reason itself is the app's banner's (not mounted here); the note stays.
    expect(unblock).toHaveAccessibleDescription(blockWords.unblockNote);
    await user.click(unblock);
    expect(api.callsTo('unblockUser')).toHaveLength(0);
  });
});
