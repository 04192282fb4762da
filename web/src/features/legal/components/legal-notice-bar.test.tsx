import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, mockApi } from '@/testing/api.tsx';
import { renderApp } from '@/testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the legal notice bar', () => {
  it('shows on a first visit with the privacy and cookies policies, and OK puts it away for good', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    const user = userEvent.setup();
    renderApp('/');
    const bar = await screen.findByRole('region', { name: 'Privacy notice' });
    expect(within(bar).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    expect(within(bar).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/legal/cookies-policy');

    await user.click(within(bar).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(localKeys.legalNoticeAcknowledged)).toBe('true');

    cleanup();
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Join Swapsies' });
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });

  it('stays away once acknowledged', async () => {
    localStorage.setItem(localKeys.legalNoticeAcknowledged, 'true');
    mockApi({ getConfig: { body: configAnswer() } });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });

  it('shows on signed-in screens too, for a member who never opened a public page', async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() } });
    const user = userEvent.setup();
    renderApp('/seek');
    await screen.findByRole('heading', { name: 'Swipe and Seek' });
    const bar = screen.getByRole('region', { name: 'Privacy notice' });
    expect(within(bar).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');

    await user.click(within(bar).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(localKeys.legalNoticeAcknowledged)).toBe('true');
  });

  it('stays away from signed-in screens once acknowledged', async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    localStorage.setItem(localKeys.legalNoticeAcknowledged, 'true');
    mockApi({ getConfig: { body: configAnswer() }, getDashboard: { body: dashboardAnswer() } });
    renderApp('/seek');
    await screen.findByRole('heading', { name: 'Swipe and Seek' });
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });
});
