import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refusal } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(entry = '/reset-password?token=abc123') {
  const router = renderPage(<ResetPasswordPage />, '/reset-password', entry);
  return { router, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it('without a token says the link is invalid and offers a new request', () => {
    setup('/reset-password');
    expect(screen.getByText('Invalid reset link. Please make a new request.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('requires both fields', async () => {
    const api = mockApi({});
    const { user } = setup();
    await submit(user, '', '');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('requires at least 6 characters', async () => {
    const api = mockApi({});
    const { user } = setup();
    await submit(user, 'abc12', 'abc12');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('requires the confirmation to match, and re-checks as the user types', async () => {
    const api = mockApi({});
    const { user } = setup();
    await submit(user, 'abc123', 'abc124');
    expect(screen.getByText('A typo? Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('A typo? Passwords do not match');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    expect(screen.queryByText('A typo? Passwords do not match')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('on success shows the success screen and goes to /login after 3 seconds', async () => {
    const api = mockApi({ resetPassword: ok });
    const { user, router } = setup();
    await submit(user, 'newpass1', 'newpass1');
    expect(await screen.findByRole('heading', { name: 'Password reset!' })).toBeInTheDocument();
    expect(api.callsTo('resetPassword')[0]?.body).toEqual({
      Token: 'abc123',
      Password: 'newpass1',
      ConfirmPassword: 'newpass1',
    });
    await act(async () => vi.advanceTimersByTime(2_800));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('shows the message for a wrong, used or expired token', async () => {
    mockApi({ resetPassword: refusal(400, 'WRONG_RESET_TOKEN') });
    const { user } = setup();
    await submit(user, 'newpass1', 'newpass1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired. Please make a new request.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the general failure message otherwise', async () => {
    mockApi({ resetPassword: refusal(500, 'INTERNAL_ERROR') });
    const { user } = setup();
    await submit(user, 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  });
});
