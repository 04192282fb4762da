import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refusal } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

beforeEach(() => {
  // Fake clocks that still move on by themselves, so awaited fetches settle while we control the countdown.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  renderPage(<ForgotPasswordPage />, '/forgot-password');
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function send(user: ReturnType<typeof userEvent.setup>, login = 'sam@example.co.uk') {
  await user.type(screen.getByLabelText('Email or username'), login);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot password', () => {
  it('requires an email or username', async () => {
    const api = mockApi({});
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Check Your Email" and lets the user resend only after 60 seconds', async () => {
    const api = mockApi({ forgotPassword: ok });
    const user = setup();
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(api.callsTo('forgotPassword')[0]?.body).toEqual({ Login: 'sam@example.co.uk' });

    const resend = screen.getByRole('button', { name: /Resend Email/ });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend Email (60s)');

    act(() => vi.advanceTimersByTime(30_000));
    expect(resend).toHaveTextContent('Resend Email (30s)');
    act(() => vi.advanceTimersByTime(29_000));
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Resend Email (1s)');

    act(() => vi.advanceTimersByTime(1_000));
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent(/^Resend Email$/);

    await user.click(resend);
    await vi.waitFor(() => expect(api.callsTo('forgotPassword')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Resend Email (60s)' })).toBeDisabled();
  });

  it('treats TOKEN_EXISTS as sent: the message, Check Your Email, and the cooldown', async () => {
    mockApi({ forgotPassword: refusal(409, 'TOKEN_EXISTS') });
    const user = setup();
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(
      screen.getByText('A password reset link has already been sent to your email. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Email (60s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeEnabled();
  });

  it('says so when sending fails for any other reason, and stays on the form', async () => {
    mockApi({ forgotPassword: refusal(500, 'INTERNAL_ERROR') });
    const user = setup();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('reports a failed resend on the Check Your Email screen', async () => {
    let attempt = 0;
    mockApi({
      forgotPassword: () => {
        attempt += 1;
        return attempt === 1 ? ok : refusal(502, '');
      },
    });
    const user = setup();
    await send(user);
    await screen.findByRole('heading', { name: 'Check Your Email' });
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
  });
});
