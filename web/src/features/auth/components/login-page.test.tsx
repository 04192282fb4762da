import { codeMessages, ErrorCode, supportMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, makeUser, mockApi, refusal } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  const router = renderPage(<LoginPage />, '/login');
  return { router, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, login = 'sam_smith_01', password = 'Secret123') {
  await user.type(screen.getByLabelText('Email/Username'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login when WEB_LOGIN=disabled', () => {
  it('keeps the submit control disabled and says to use the app', async () => {
    const api = mockApi({ getConfig: { body: configAnswer({ WebLogin: 'disabled' }) } });
    const { user } = renderLogin();
    expect(
      await screen.findByText('Login via web is currently disabled. Please use the app to continue.'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email/Username'), 'sam_smith_01');
    await user.type(screen.getByLabelText('Password'), 'Secret123{Enter}');
    expect(submit).toBeDisabled();
    expect(api.callsTo('logIn')).toHaveLength(0);
  });
});

describe('login when enabled', () => {
  it('has the links of the specification', async () => {
    mockApi({ getConfig: { body: configAnswer() } });
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'What is Swapsies?' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Login via web is currently disabled/)).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({ getConfig: { body: configAnswer() } });
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email/Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email/Username')).toHaveFocus();
    expect(api.callsTo('logIn')).toHaveLength(0);
  });

  it('logs a person in, stores the token and goes to /my-items', async () => {
    const api = mockApi({
      getConfig: { body: configAnswer() },
      logIn: {
        body: { Success: true, ErrorCode: '', Token: 'fresh-token', User: makeUser({ ID: 42, FirstName: 'Alex' }) },
      },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, '  sam_smith_01 ');
    expect(await screen.findByTestId('where')).toHaveTextContent('/my-items');
    expect(api.callsTo('logIn')[0]?.body).toEqual({ Login: 'sam_smith_01', Password: 'Secret123' });
    expect(localStorage.getItem(localKeys.authToken)).toBe('fresh-token');
    expect(localStorage.getItem(localKeys.userId)).toBe('42');
    expect(localStorage.getItem(localKeys.firstName)).toBe('Alex');
  });

  it('sends a charity to /seek', async () => {
    mockApi({
      getConfig: { body: configAnswer() },
      logIn: { body: { Success: true, ErrorCode: '', Token: 't', User: makeUser({ Type: 2 }) } },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/seek');
  });

  it('goes to the remembered redirectAfterLogin path and forgets it', async () => {
    sessionStorage.setItem(sessionKeys.redirectAfterLogin, '/swaps/12?chat=1');
    mockApi({
      getConfig: { body: configAnswer() },
      logIn: { body: { Success: true, ErrorCode: '', Token: 't', User: makeUser({ Type: 2 }) } },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/swaps/12?chat=1');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBeNull();
  });

  it('ignores a remembered path that leads off the site', async () => {
    sessionStorage.setItem(sessionKeys.redirectAfterLogin, '//evil.example/phish');
    mockApi({
      getConfig: { body: configAnswer() },
      logIn: { body: { Success: true, ErrorCode: '', Token: 't', User: makeUser() } },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByTestId('where')).toHaveTextContent('/my-items');
  });

  it('shows the server error inline and stores nothing', async () => {
    mockApi({
      getConfig: { body: configAnswer() },
      logIn: refusal(400, 'WRONG_CREDENTIALS'),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email, username or password.');
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('tells a suspended member so, with the way to Tech support (which works signed out) to appeal, and keeps them signed out', async () => {
    mockApi({
      getConfig: { body: configAnswer() },
      logIn: refusal(403, ErrorCode.ACCOUNT_SUSPENDED),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(codeMessages.ACCOUNT_SUSPENDED ?? '');
    expect(within(alert).getByRole('link', { name: supportMessages.techSupportTitle })).toHaveAttribute(
      'href',
      paths.techSupport,
    );
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
  });

  it('offers no Contact link for a wrong password', async () => {
    mockApi({ getConfig: { body: configAnswer() }, logIn: refusal(400, 'WRONG_CREDENTIALS') });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(within(await screen.findByRole('alert')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the disabled message when the server refuses web login', async () => {
    mockApi({
      getConfig: { body: configAnswer() },
      logIn: refusal(403, 'WEB_LOGIN_DISABLED'),
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Login via web is currently disabled. Please use the app to continue.',
      ),
    );
  });
});
