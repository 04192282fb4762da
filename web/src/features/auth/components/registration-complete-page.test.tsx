import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { configAnswer, mockApi } from '@/testing/api.tsx';
import { RegistrationCompletePage } from './registration-complete-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPage(state: unknown = { charity: false }) {
  const router = createMemoryRouter([{ path: '/registration-complete', element: <RegistrationCompletePage /> }], {
    initialEntries: [{ pathname: '/registration-complete', state }],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signedInAs(firstName: string) {
  localStorage.setItem(localKeys.authToken, 'new-session-token');
  localStorage.setItem(localKeys.firstName, firstName);
}

describe('/registration-complete', () => {
  it('greets the signed-in member and leads a person on to Your stuff', async () => {
    signedInAs('Jane');
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Thanks for joining Swapsies, Jane!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start swapping' })).toHaveAttribute('href', '/my-items');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('leads a charity on to Seek', async () => {
    signedInAs('Dogs Trust');
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage({ charity: true });
    expect(await screen.findByRole('link', { name: 'Start swapping' })).toHaveAttribute('href', '/seek');
  });

  it('offers to install the web app when there is no store listing', async () => {
    signedInAs('Jane');
    mockApi({ getConfig: { body: configAnswer({ AppStoreUrl: '' }) } });
    renderPage();
    // Before the browser offers an install, the page says how to add it by hand.
    expect(await screen.findByText(/add Swapsies to your home screen/i)).toBeInTheDocument();
    const prompt = vi.fn(async () => {});
    window.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Install Swapsies/ }));
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('links the store listing when there is one', async () => {
    signedInAs('Jane');
    mockApi({ getConfig: { body: configAnswer({ AppStoreUrl: 'https://apps.example/swapsies' }) } });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.example/swapsies'),
    );
  });

  it('sends members to the app when web login is switched off (no session was given)', async () => {
    mockApi({ getConfig: { body: configAnswer({ WebLogin: 'disabled' }) } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Thanks for joining Swapsies!' })).toBeInTheDocument();
    expect(await screen.findByText(/Sign in with the app to start swapping/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start swapping' })).not.toBeInTheDocument();
  });
});
