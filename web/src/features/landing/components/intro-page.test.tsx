import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configAnswer, mockApi } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { IntroPage } from './intro-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('intro screen', () => {
  it('greets and offers both ways in', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<IntroPage />, '/');
    expect(screen.getByRole('heading', { name: 'Heeey there! x' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "I'm new here" })).toHaveAttribute('href', '/welcome');
    expect(await screen.findByRole('link', { name: 'I have an account' })).toHaveAttribute('href', '/login');
  });

  it('makes "I have an account" inert when web login is disabled', async () => {
    mockApi({ getConfig: { body: configAnswer({ WebLogin: 'disabled' }) } });
    renderPage(<IntroPage />, '/');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /I have an account/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    const link = screen.getByRole('link', { name: /I have an account/ });
    expect(link).not.toHaveAttribute('href');
    link.focus();
    expect(link).not.toHaveFocus();
  });

  it('carries a referral code on to /welcome', () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderPage(<IntroPage />, '/', '/?ref=abc');
    expect(screen.getByRole('link', { name: "I'm new here" })).toHaveAttribute('href', '/welcome?ref=abc');
  });
});
