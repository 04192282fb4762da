import type { EmptyAnswer } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import {
  configAnswer,
  dashboardAnswer,
  type MockAnswer,
  mockApi,
  ok,
  refusal,
  stubMatchMedia,
} from '@/testing/api.tsx';
import { renderApp } from '@/testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function signIn() {
  localStorage.setItem(localKeys.authToken, 'token-123');
  sessionStorage.setItem(sessionKeys.splashShown, 'true');
}

function setMobile(mobile: boolean) {
  stubMatchMedia((query) => mobile && query.includes('max-width'));
}

describe('signed-in layout', () => {
  it('has landmarks, the main navigation and the footer on wide screens', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer({ Type: 1, FirstName: 'Sam' }) },
    });
    renderApp('/seek');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Swipe and Seek' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Drop', '/my-items'],
      ['Seek', '/seek'],
      ['Swap', '/swaps'],
      ['Friends', '/friends'],
      ['Settings', '/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Seek' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    // The dashboard stored who is signed in.
    expect(localStorage.getItem(localKeys.userId)).toBe('7');
    expect(localStorage.getItem(localKeys.firstName)).toBe('Sam');
  });

  it('hides Drop and Friends from charities', async () => {
    signIn();
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer({ Type: 2 }) } });
    renderApp('/seek');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Seek', 'Swap', 'Settings']);
  });

  it('uses a bottom bar and a QR invite button on phones, without the footer', async () => {
    setMobile(true);
    signIn();
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer({ Type: 1 }) } });
    renderApp('/seek');
    await screen.findByRole('heading', { name: 'Swipe and Seek' });
    expect(screen.getByRole('link', { name: 'Invite friends with your QR code' })).toHaveAttribute('href', '/friends');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
  });

  it('gives charities no QR invite button on phones', async () => {
    setMobile(true);
    signIn();
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer({ Type: 2 }) } });
    renderApp('/seek');
    await screen.findByRole('heading', { name: 'Swipe and Seek' });
    expect(screen.queryByRole('link', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('opens a burger menu with settings, support, feedback, legal links, a copyright line and Log Out', async () => {
    signIn();
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() } });
    const user = userEvent.setup();
    renderApp('/seek');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Settings', '/profile'],
      ['About', '/about'],
      ['Tech Support', '/tech-support'],
      ['Feedback', '/contact?from=%2Fseek'],
      ['Privacy Policy', '/legal/privacy-policy'],
      ['Terms of Service', '/legal/terms-of-service'],
      ['Cookies Policy', '/legal/cookies-policy'],
    ]);
    expect(within(menu).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(screen.getByText(/Made in the UK/)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the bell with its unread count and the unread dots on Swap and Friends', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer() },
      getNotifications: {
        body: {
          Success: true,
          ErrorCode: '',
          Notifications: [],
          Unread: { notifications: 3, matches: 0, messages: 0, friends: 2, waiting: 0 },
        },
      },
    });
    renderApp('/seek');
    expect(await screen.findByRole('button', { name: /^Notifications, 3 unread/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Friends/ })).toHaveTextContent('(new activity)');
    expect(within(nav).getByRole('link', { name: /Swap/ })).not.toHaveTextContent('(new activity)');
  });

  it('adds Moderation to the menu of admins only', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer({ IsAdmin: true }) },
    });
    const user = userEvent.setup();
    renderApp('/seek');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin');
  });
});

describe('log out', () => {
  async function openLogOut() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    return user;
  }

  it('asks first, and NOPE keeps the session', async () => {
    signIn();
    const api = mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() } });
    renderApp('/seek');
    const user = await openLogOut();
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'NOPE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(localKeys.authToken)).toBe('token-123');
    expect(api.callsTo('logOut')).toHaveLength(0);
  });

  it('shows "Logging out..." while busy, then clears the token, splash flag and item draft and goes to /', async () => {
    signIn();
    sessionStorage.setItem(sessionKeys.itemDraft, JSON.stringify({ Name: 'Blue bike' }));
    let finish: (answer: MockAnswer<EmptyAnswer>) => void = () => {};
    const api = mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer() },
      logOut: () => new Promise((resolve) => (finish = resolve)),
    });
    const { router } = renderApp('/seek');
    const user = await openLogOut();
    await user.click(screen.getByRole('button', { name: 'yeah' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    expect(api.callsTo('logOut')[0]?.headers.Authorization).toBe('Bearer token-123');
    finish(ok);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.splashShown)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.itemDraft)).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ }),
    ).toBeInTheDocument();
  });

  it('logs out on this device even when the server call fails', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer() },
      logOut: refusal(500, 'INTERNAL_ERROR'),
    });
    const { router } = renderApp('/seek');
    const user = await openLogOut();
    await user.click(screen.getByRole('button', { name: 'yeah' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.splashShown)).toBeNull();
  });
});
