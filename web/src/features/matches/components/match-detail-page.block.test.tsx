import { blockWords, chatMessages, commonWords, matchMessages, offlineWords, reportMessages } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forId, idsOf, ok, type RouteStubs, refusal } from '@/testing/api.tsx';
import { messagesAnswer } from '@/testing/chat.tsx';
import { installFakeSocket } from '@/testing/fake-socket.ts';
import { makeMatch, matchAnswer, matchesAnswer, renderMatches } from '@/testing/matches.tsx';

function renderDetail(handlers: RouteStubs = {}) {
  return renderMatches('/matches/5', {
    getMatch: forId(5, matchAnswer(makeMatch())),
    getMatches: matchesAnswer([]),
    ...handlers,
  });
}

type User = ReturnType<typeof renderDetail>['user'];

const toasts = () => screen.getByRole('region', { name: commonWords.notifications });
const question = () => screen.getByRole('dialog', { name: blockWords.confirmTitle('Alex') });

async function chooseBlock(user: User) {
  await screen.findByRole('heading', { level: 1, name: 'Alex Jones' });
  await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
  await user.click(screen.getByRole('menuitem', { name: blockWords.blockMember('Alex') }));
}

describe('blocking the partner from the match detail', () => {
  it('is the last of More actions, after Unmatch', async () => {
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Alex Jones' });
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent).slice(-2)).toEqual([
      matchMessages.unmatch,
      blockWords.blockMember('Alex'),
    ]);
  });

  it('asks first, saying what it does; Cancel stays on the match and blocks nobody', async () => {
    const { api, router, user } = renderDetail({ blockUser: ok });
    await chooseBlock(user);
    expect(question()).toHaveAccessibleDescription(blockWords.confirmText('Alex'));
    await user.click(within(question()).getByRole('button', { name: blockWords.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: matchMessages.moreActions })).toHaveFocus();
    expect(api.callsTo('blockUser')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/matches/5');
  });

  it('blocks on Block, says so, leaves for the matches in place of the match, and closes its chat', async () => {
    installFakeSocket();
    const { api, router, user } = renderDetail({ blockUser: forId(42, ok), getMessages: messagesAnswer([]) });
    await screen.findByRole('heading', { level: 1, name: 'Alex Jones' });
    await user.click(screen.getByRole('button', { name: 'Chat with Alex Jones' }));
    expect(await screen.findByRole('region', { name: chatMessages.title('Alex') })).toBeInTheDocument();

    await chooseBlock(user);
    await user.click(within(question()).getByRole('button', { name: blockWords.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    expect(within(toasts()).getByText(blockWords.blocked('Alex'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: chatMessages.title('Alex') })).not.toBeInTheDocument();
  });

  it('says when the block failed, and stays on the match', async () => {
    const { router, user } = renderDetail({ blockUser: refusal(500, 'INTERNAL_ERROR') });
    await chooseBlock(user);
    await user.click(within(question()).getByRole('button', { name: blockWords.confirm }));
    expect(await within(toasts()).findByText(blockWords.blockFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches/5');
  });

  it('waits for the connection while offline, saying why', async () => {
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Alex Jones' });
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    const block = screen.getByRole('menuitem', { name: blockWords.blockMember('Alex') });
    expect(block).toHaveAttribute('aria-disabled', 'true');
    expect(block).toHaveAccessibleDescription(offlineWords.offline);
  });

  it('reports and also blocks from the report dialog, then leaves the match', async () => {
    const { api, router, user } = renderDetail({ report: ok, blockUser: ok });
    await screen.findByRole('heading', { level: 1, name: 'Alex Jones' });
    await user.click(screen.getByRole('button', { name: matchMessages.moreActions }));
    await user.click(screen.getByRole('menuitem', { name: reportMessages.reportMember('Alex') }));
    const dialog = screen.getByRole('dialog', { name: reportMessages.memberTitle('Alex Jones') });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('checkbox', { name: blockWords.alsoBlock('Alex') }));
    await user.click(within(dialog).getByRole('button', { name: reportMessages.send }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.route)).toEqual([
      'report',
      'blockUser',
    ]);
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    expect(screen.getByRole('dialog', { name: reportMessages.thanksTitle })).toBeInTheDocument();
  });
});
