import { routes } from '@swapsies/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client.ts';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, makeUser, mockApi } from '@/testing/api.tsx';
import { renderApp } from '@/testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const EXPIRED = 'Your session has expired. Please log in again.';
const expiredAnswer = { status: 401, body: { Success: false, ErrorCode: 'WRONG_TOKEN' } } as const;
const newPassword = { OldPassword: 'Sunny-Day42', NewPassword: 'Rainy-Day43', ConfirmPassword: 'Rainy-Day43' };

/** A signed-in screen whose one call finds the session over. */
function SavingScreen() {
  const [error, setError] = useState('');
  return (
    <>
      <h1>Saving screen</h1>
      <button
        type="button"
        onClick={() => callApi(routes.changePassword, { body: newPassword }).catch((e) => setError(e.message))}
      >
        Save
      </button>
      <p>{error}</p>
    </>
  );
}

const screens: RouteObject[] = [{ path: 'my-items', element: <SavingScreen /> }];

function signIn() {
  localStorage.setItem(localKeys.authToken, 'old-token');
}

describe('an expired session', () => {
  it('lands a member who was using a screen on / with the message, and remembers the screen', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer() },
      changePassword: expiredAnswer,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/my-items?sort=new', { signedInRoutes: screens });
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ })).toBeInTheDocument();
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/my-items?sort=new');
  });

  it('found while opening a signed-in page lands on / with the message, and remembers that page', async () => {
    signIn();
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: expiredAnswer });
    const { router } = renderApp('/swaps/12?chat=1');

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/swaps/12?chat=1');
  });

  it('offers to sign in again, which goes back to the remembered screen', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: () =>
        localStorage.getItem(localKeys.authToken) === 'new-token' ? { body: dashboardAnswer() } : expiredAnswer,
      logIn: { body: { Success: true, ErrorCode: '', Token: 'new-token', User: makeUser() } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/my-items?sort=new', { signedInRoutes: screens });
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('link', { name: 'Sign in' }));

    await user.type(await screen.findByLabelText('Email/Username'), 'sam_smith_01');
    await user.type(screen.getByLabelText('Password'), 'Sunny-Day42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Saving screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=new');
  });

  it('is told once: dismissed, it stays away', async () => {
    signIn();
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: expiredAnswer });
    const user = userEvent.setup();
    renderApp('/seek');
    const notice = await screen.findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    cleanup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ });
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });

  it('is not what a member who logs out sees', async () => {
    signIn();
    mockApi({
      getConfig: { body: configAnswer() },
      getDashboard: { body: dashboardAnswer() },
      logOut: { body: { Success: true, ErrorCode: '' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/seek');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(screen.getByRole('button', { name: 'yeah' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ });
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});
