import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, mockApi } from '@/testing/api.tsx';
import { renderApp } from '@/testing/render-app.tsx';
import { signedInRoutes } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

function signIn() {
  localStorage.setItem(localKeys.authToken, 'token-123');
}

function api(type = 1) {
  return mockApi({
    getConfig: { body: configAnswer() },
    getDashboard: { body: dashboardAnswer({ Type: type }) },
  });
}

/** A screen added under the signed-in layout, its route the only edit. */
const newScreen: RouteObject = { path: 'brand-new', element: <h1>Brand new screen</h1> };
/** A new screen whose handle keeps charities off it. */
const newScreenNotForCharities: RouteObject = {
  path: 'brand-new-shop',
  handle: { notForCharities: true },
  element: <h1>Brand new shop</h1>,
};
const withNewScreens: RouteObject[] = [...signedInRoutes, newScreen, newScreenNotForCharities];

async function settledAt(
  router: { state: { location: { pathname: string }; navigation: { state: string } } },
  pathname: string,
) {
  await waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(pathname);
  });
}

const LANDING_HEADING = /Swap it\. Rehome it\. Donate it\./;

describe('/ (root)', () => {
  it('shows the landing page to visitors without a token', async () => {
    api();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Heeey there! x' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the referral code of /?ref= for the join links', async () => {
    api();
    renderApp('/?ref=c2FtX3NtaXRoXzAx');
    await screen.findByRole('heading', { level: 1, name: LANDING_HEADING });
    for (const link of screen.getAllByRole('link', { name: 'Try it yourself' })) {
      expect(link).toHaveAttribute('href', '/register?ref=c2FtX3NtaXRoXzAx');
    }
    // Kept by an effect, which may run after the page's first paint.
    await waitFor(() => expect(sessionStorage.getItem(sessionKeys.referralCode)).toBe('c2FtX3NtaXRoXzAx'));
  });

  it('still shows the landing page at /welcome', async () => {
    api();
    renderApp('/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
  });

  it('shows the intro screen at /intro, whose "I\'m new here" leads to /welcome', async () => {
    api();
    const { router } = renderApp('/intro');
    expect(await screen.findByRole('heading', { name: 'Heeey there! x' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intro');
    expect(screen.getByRole('link', { name: "I'm new here" })).toHaveAttribute('href', '/welcome');
  });

  it('sends a signed-in visitor away from /intro to /seek', async () => {
    signIn();
    api();
    const { router } = renderApp('/intro');
    await settledAt(router, '/seek');
  });

  it('sends signed-in visitors to /seek, the feed', async () => {
    signIn();
    api();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Swipe and Seek' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seek');
  });

  it('shows the same feed at /explore', async () => {
    signIn();
    api();
    const { router } = renderApp('/explore');
    expect(await screen.findByRole('heading', { name: 'Swipe and Seek' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/explore');
  });
});

describe('signed-in-only routes', () => {
  it('sends a visitor without a token to / and remembers the wanted path with its search', async () => {
    api();
    const { router } = renderApp('/seek?tab=2');
    await settledAt(router, '/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeInTheDocument();
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/seek?tab=2');
  });

  it('remembers signed-in paths whose screens do not exist yet (e.g. /swaps/12)', async () => {
    api();
    const { router } = renderApp('/swaps/12?chat=1');
    await settledAt(router, '/');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/swaps/12?chat=1');
  });

  it('guards a screen added under the signed-in layout, with no other edit', async () => {
    api();
    const { router } = renderApp('/brand-new?x=1', { signedInRoutes: withNewScreens });
    await settledAt(router, '/');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/brand-new?x=1');
  });

  it('lets a signed-in person open it', async () => {
    signIn();
    api(1);
    const { router } = renderApp('/brand-new', { signedInRoutes: withNewScreens });
    expect(await screen.findByRole('heading', { name: 'Brand new screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand-new');
  });
});

describe('charity accounts', () => {
  it.each(['/my-items', '/add-item', '/edit-item/5', '/friends'])('are sent from %s to /seek', async (path) => {
    signIn();
    api(2);
    const { router } = renderApp(path);
    await settledAt(router, '/seek');
    expect(await screen.findByRole('heading', { name: 'Swipe and Seek' })).toBeInTheDocument();
  });

  it('are sent to /seek from a new screen whose handle says notForCharities', async () => {
    signIn();
    api(2);
    const { router } = renderApp('/brand-new-shop', { signedInRoutes: withNewScreens });
    await settledAt(router, '/seek');
  });

  it('may open the other signed-in screens, new ones included', async () => {
    signIn();
    api(2);
    const { router } = renderApp('/swaps', { signedInRoutes: withNewScreens });
    expect(await screen.findByRole('heading', { name: 'See it, Swap it, Sorted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/swaps');
    await router.navigate('/brand-new');
    expect(await screen.findByRole('heading', { name: 'Brand new screen' })).toBeInTheDocument();
  });

  it('who are personal members open the shop', async () => {
    signIn();
    api(1);
    renderApp('/brand-new-shop', { signedInRoutes: withNewScreens });
    expect(await screen.findByRole('heading', { name: 'Brand new shop' })).toBeInTheDocument();
  });
});

describe('matches routes', () => {
  it.each(['/matches/5', '/swaps/5'])('open the match detail at %s', async (path) => {
    signIn();
    api();
    const { router } = renderApp(path);
    // The stand-in API knows no match 5: the detail page says it could not load it.
    expect(await screen.findByRole('heading', { name: 'Failed to load match details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('open the list at /matches as at /swaps', async () => {
    signIn();
    api();
    renderApp('/matches');
    expect(await screen.findByRole('heading', { name: 'See it, Swap it, Sorted' })).toBeInTheDocument();
  });
});

describe('redirects', () => {
  it('sends /dashboard to /seek', async () => {
    signIn();
    api();
    const { router } = renderApp('/dashboard');
    await settledAt(router, '/seek');
  });

  it('sends /dashboard without a token on to / (through the /seek guard)', async () => {
    api();
    const { router } = renderApp('/dashboard');
    await settledAt(router, '/');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/seek');
  });

  it('sends an unknown path to /seek when signed in', async () => {
    signIn();
    api();
    const { router } = renderApp('/no/such/page');
    await settledAt(router, '/seek');
  });

  it('sends an unknown path to / when signed out, remembering nothing', async () => {
    api();
    const { router } = renderApp('/no/such/page');
    await settledAt(router, '/');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBeNull();
  });

  it('sends a signed-in visitor away from /welcome to /seek', async () => {
    signIn();
    api();
    const { router } = renderApp('/welcome');
    await settledAt(router, '/seek');
  });

  it('sends /login to /my-items when a token exists', async () => {
    signIn();
    api();
    const { router } = renderApp('/login', {
      signedInRoutes: [{ path: 'my-items', element: <h1>Your stuff</h1> }, ...signedInRoutes],
    });
    await settledAt(router, '/my-items');
    expect(await screen.findByRole('heading', { name: 'Your stuff' })).toBeInTheDocument();
  });

  it('leaves the public pages open to visitors', async () => {
    api();
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('focus after navigation', () => {
  it('moves focus to the new page main content', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves it where the page put it inside the part the address names', async () => {
    signIn();
    api();
    const { router } = renderApp('/my-items');
    await screen.findByRole('heading', { level: 1, name: 'Your stuff' });
    await router.navigate('/profile#area');
    const postcode = await screen.findByRole('textbox', { name: 'Postcode' });
    await waitFor(() => expect(postcode).toHaveFocus());
  });

  it('leaves focus alone on the first page', async () => {
    api();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('main')).not.toHaveFocus();
  });
});

describe('error page', () => {
  it('reads "Unexpected Application Error!" with the message', async () => {
    signIn();
    api();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: RouteObject[] = [
      {
        path: 'seek',
        loader: () => {
          throw new Error('The feed fell over');
        },
        element: null,
      },
    ];
    renderApp('/seek', { signedInRoutes: broken });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The feed fell over')).toBeInTheDocument();
  });
});
