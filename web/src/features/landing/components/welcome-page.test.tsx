import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, mockApi, stubMatchMedia } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { WelcomePage } from './welcome-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function setMobile(mobile: boolean) {
  stubMatchMedia((query) => mobile && query.includes('max-width'));
}

describe('/welcome', () => {
  it('has the hero, the explainer, the four steps and the Try it call to action', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<WelcomePage />, '/welcome');
    expect(screen.getByRole('heading', { level: 1, name: /Swap it\. Rehome it\. Donate it\./ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is Swapsies?' })).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How it works' });
    const steps = within(how)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Step 1: Add your goodies',
      'Step 2: Seek, like, match',
      'Step 3: Swap and confirm',
      'Step 4: Pint or donateOptional',
    ]);
    expect(screen.getByRole('heading', { name: 'Try it' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('scrolls to a section from the header and moves focus to its heading', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = renderPage(<WelcomePage />, '/welcome');
    const sections = screen.getByRole('navigation', { name: 'On this page' });
    await userEvent.click(within(sections).getByRole('link', { name: 'How it works' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('heading', { name: 'How it works' })).toHaveFocus();
    await userEvent.click(within(sections).getByRole('link', { name: 'What is it?' }));
    expect(screen.getByRole('heading', { name: 'What is Swapsies?' })).toHaveFocus();
    expect(router.state.location.hash).toBe('');
  });

  it('links Try it yourself to /register and Sign In to /login while web login works', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<WelcomePage />, '/welcome');
    for (const link of screen.getAllByRole('link', { name: 'Try it yourself' })) {
      expect(link).toHaveAttribute('href', '/register');
    }
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('makes Sign In inert when web login is disabled: greyed, aria-disabled, not focusable', async () => {
    mockApi({ getConfig: { body: configAnswer({ WebLogin: 'disabled' }) } });
    renderPage(<WelcomePage />, '/welcome');
    await waitFor(() => expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute('aria-disabled', 'true'));
    const inert = screen.getByRole('link', { name: /Sign In/ });
    expect(inert).not.toHaveAttribute('href');
    expect(inert).not.toHaveAttribute('tabindex');
    inert.focus();
    expect(inert).not.toHaveFocus();
  });

  it('keeps ?ref=CODE in session storage and carries it on the join links', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<WelcomePage />, '/welcome', '/welcome?ref=c2FtX3NtaXRoXzAx');
    const joins = screen.getAllByRole('link', { name: 'Try it yourself' });
    expect(joins.length).toBeGreaterThanOrEqual(2);
    for (const link of joins) expect(link).toHaveAttribute('href', '/register?ref=c2FtX3NtaXRoXzAx');
    expect(sessionStorage.getItem(sessionKeys.referralCode)).toBe('c2FtX3NtaXRoXzAx');
  });

  it('keeps the signature of a signed invite with the code and carries both on the join links', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<WelcomePage />, '/welcome', '/welcome?ref=c2FtX3NtaXRoXzAx&sig=c2lnbmVkX2J5X3RoZV9zZQ');
    for (const link of screen.getAllByRole('link', { name: 'Try it yourself' })) {
      expect(link).toHaveAttribute('href', '/register?ref=c2FtX3NtaXRoXzAx&sig=c2lnbmVkX2J5X3RoZV9zZQ');
    }
    expect(sessionStorage.getItem(sessionKeys.referralCode)).toBe('c2FtX3NtaXRoXzAx');
    expect(sessionStorage.getItem(sessionKeys.referralSignature)).toBe('c2lnbmVkX2J5X3RoZV9zZQ');
  });

  it('puts Try it yourself and Sign In in a bottom bar on phones', async () => {
    setMobile(true);
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<WelcomePage />, '/welcome');
    const bar = screen.getByRole('navigation', { name: 'Get started' });
    expect(within(bar).getByRole('link', { name: 'Try it yourself' })).toHaveAttribute('href', '/register');
    expect(await within(bar).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the app store badge when a store URL is configured', async () => {
    mockApi({ getConfig: { body: configAnswer({ AppStoreUrl: 'https://apps.example.com/swapsies' }) } });
    renderPage(<WelcomePage />, '/welcome');
    const badge = await screen.findByRole('link', { name: /App Store/ });
    expect(badge).toHaveAttribute('href', 'https://apps.example.com/swapsies');
    expect(badge).toHaveAttribute('target', '_blank');
  });

  it('offers a PWA install instead when there is no store URL and the browser allows it', async () => {
    mockApi({ getConfig: { body: configAnswer({ AppStoreUrl: '' }) } });
    renderPage(<WelcomePage />, '/welcome');
    expect(await screen.findByText(/add Swapsies to your home screen/)).toBeInTheDocument();
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Install Swapsies/ }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });
});
