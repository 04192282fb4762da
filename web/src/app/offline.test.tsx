/**
 * Offline across the screens: the banner, the last-seen answers shown instead of an error, the one
 * offline state where nothing was saved, the refresh when the connection returns, the actions that
 * need the server switched off with their reason, and the offline cache gone on sign-out.
 */
import { chatMessages, feedMessages, matchMessages, offlineWords, profileMessages } from '@swapsies/contract';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineReason } from '@/components/ui/offline.tsx';
import { keepOffline } from '@/lib/offline-cache-store.ts';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, forId, mockApi, unreachable } from '@/testing/api.tsx';
import { messagesAnswer } from '@/testing/chat.tsx';
import { installFakeSocket } from '@/testing/fake-socket.ts';
import { exploreInTurn, findCard, kettle, renderFeedPage } from '@/testing/feed.tsx';
import { makeMatch, matchAnswer, matchesAnswer, member, renderMatches } from '@/testing/matches.tsx';
import { renderApp } from '@/testing/render-app.tsx';
import { renderSettingsPage } from '@/testing/settings.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function goOffline() {
  act(() => window.dispatchEvent(new Event('offline')));
}

function goOnline() {
  act(() => window.dispatchEvent(new Event('online')));
}

const alex = makeMatch();
const bea = makeMatch({ ID: 6, User2: member({ ID: 43, FirstName: 'Bea', LastName: 'Brown', Username: 'bea' }) });

/** What an earlier visit kept on this device: Alex's match, in the list and opened. */
async function keptFromEarlierVisit() {
  vi.useFakeTimers();
  localStorage.setItem(localKeys.authToken, 'token-123');
  localStorage.setItem(localKeys.userId, '7');
  const { createQueryClient } = await import('@/lib/query-client.ts');
  const earlier = createQueryClient();
  earlier.setQueryData(['dashboard'], dashboardAnswer());
  earlier.setQueryData(['matches'], matchesAnswer([alex]).body);
  const stop = await keepOffline(earlier);
  await vi.advanceTimersByTimeAsync(1000);
  stop();
  vi.useRealTimers();
}

describe('the matches offline', () => {
  it('shows the last-seen matches with the banner, and refreshes them when the connection returns', async () => {
    await keptFromEarlierVisit();
    onlineManager.setOnline(false);
    const { api, queryClient } = renderMatches('/matches', { getMatches: matchesAnswer([alex, bea]) });
    // The page opened offline: the saved answers are restored, and nothing is asked of the server.
    await act(async () => void (await keepOffline(queryClient)));
    expect(await screen.findByRole('article', { name: 'Alex Jones' })).toBeInTheDocument();
    expect(screen.getByText(offlineWords.banner)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: matchMessages.loadFailed })).not.toBeInTheDocument();
    expect(api.callsTo('getMatches')).toHaveLength(0);

    goOnline();
    expect(await screen.findByRole('article', { name: 'Bea Brown' })).toBeInTheDocument();
    expect(api.callsTo('getMatches')).toHaveLength(1);
    expect(screen.queryByText(offlineWords.banner)).not.toBeInTheDocument();
  });

  it('shows the one offline state for a match never opened on this device, and the match once back online', async () => {
    onlineManager.setOnline(false);
    const { api } = renderMatches('/matches/5', { getMatch: forId(5, matchAnswer(alex)) });
    expect(await screen.findByRole('heading', { name: offlineWords.offline })).toBeInTheDocument();
    expect(screen.getByText(offlineWords.screenMessage)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: matchMessages.loadDetailFailed })).not.toBeInTheDocument();
    expect(api.callsTo('getMatch')).toHaveLength(0);

    goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Jones' })).toBeInTheDocument();
  });

  it('shows the offline state, not its own error, when the call failed as the connection went', async () => {
    renderMatches('/matches', { getMatches: unreachable });
    goOffline();
    expect(await screen.findByRole('heading', { name: offlineWords.offline })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: matchMessages.loadFailed })).not.toBeInTheDocument();
  });

  it("switches off the match's actions, each described as offline, and back on with the connection", async () => {
    installFakeSocket();
    const { user } = renderMatches('/matches/5', {
      getMatch: forId(5, matchAnswer(alex)),
      getMessages: messagesAnswer([]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Alex Jones' });
    await user.click(screen.getByRole('button', { name: 'Chat with Alex Jones' }));
    const chat = await screen.findByRole('region', { name: chatMessages.title('Alex') });

    goOffline();
    const actions = screen.getByRole('group', { name: matchMessages.actions });
    const next = within(actions).getByRole('button', { name: matchMessages.requestCommit });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(offlineWords.offline);
    await user.click(within(actions).getByRole('button', { name: matchMessages.moreActions }));
    for (const name of [matchMessages.confirmSwap, matchMessages.unmatch, matchMessages.offerMore]) {
      const entry = screen.getByRole('menuitem', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).toHaveAccessibleDescription(offlineWords.offline);
    }
    await user.keyboard('{Escape}');
    const send = within(chat).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(offlineWords.offline);
    // Reading the match needs no connection.
    expect(within(actions).getByRole('button', { name: 'Chat with Alex Jones' })).toBeEnabled();

    goOnline();
    expect(within(actions).getByRole('button', { name: matchMessages.requestCommit })).toBeEnabled();
    await user.click(within(actions).getByRole('button', { name: matchMessages.moreActions }));
    expect(screen.getByRole('menuitem', { name: matchMessages.unmatch })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    expect(within(chat).getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('the app opened offline', () => {
  it('learns it is offline from a call that got no answer while the browser says it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMatches('/matches', { getMatches: unreachable });
    expect(await screen.findByRole('heading', { name: offlineWords.offline })).toBeInTheDocument();
    expect(screen.getByText(offlineWords.banner)).toBeInTheDocument();
  });

  it("keeps the screen's own error when the server is away but the browser is online", async () => {
    renderMatches('/matches', { getMatches: unreachable });
    expect(await screen.findByRole('heading', { name: matchMessages.loadFailed })).toBeInTheDocument();
    expect(screen.queryByText(offlineWords.banner)).not.toBeInTheDocument();
  });

  it('opens a signed-in screen with nothing saved on the offline state, not a loader waiting for the dashboard', async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    sessionStorage.setItem(sessionKeys.splashShown, 'true');
    const api = mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() } });
    onlineManager.setOnline(false);
    renderApp('/my-items');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: offlineWords.offline })).toBeInTheDocument();
    expect(screen.getByText(offlineWords.banner)).toBeInTheDocument();
    expect(api.callsTo('getDashboard')).toHaveLength(0);
  });
});

describe('Seek offline', () => {
  it('keeps the card on show with Skip and Swap switched off', async () => {
    const { user, api } = renderFeedPage({ exploreItem: exploreInTurn(kettle) });
    const card = await findCard('Red kettle');
    goOffline();
    for (const name of [feedMessages.skip, feedMessages.swap]) {
      const button = within(card).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(offlineWords.offline);
    }
    await user.keyboard('{ArrowRight}');
    expect(api.callsTo('likeItem')).toHaveLength(0);
  });

  it('shows the offline state when there is no card to show', async () => {
    onlineManager.setOnline(false);
    renderFeedPage({ exploreItem: exploreInTurn(kettle) });
    expect(await screen.findByRole('heading', { name: offlineWords.offline })).toBeInTheDocument();
    expect(screen.queryByText(feedMessages.loadUserFailed)).not.toBeInTheDocument();
  });
});

describe('settings offline', () => {
  it('switches off every switch, each described as offline', async () => {
    // The settings render without the app's providers; the banner brings the reason's words.
    render(<OfflineReason />);
    renderSettingsPage();
    const pint = await screen.findByRole('switch', { name: profileMessages.pintMode });
    goOffline();
    expect(pint).toBeDisabled();
    expect(pint).toHaveAccessibleDescription(offlineWords.offline);
  });
});

describe('signing out', () => {
  it('removes the offline cache, even offline', async () => {
    await keptFromEarlierVisit();
    expect(localStorage.getItem(localKeys.offlineCache)).not.toBeNull();
    sessionStorage.setItem(sessionKeys.splashShown, 'true');
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() }, logOut: unreachable });
    const { router } = renderApp('/matches');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(screen.getByRole('button', { name: 'yeah' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(localKeys.offlineCache)).toBeNull();
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
  });
});
