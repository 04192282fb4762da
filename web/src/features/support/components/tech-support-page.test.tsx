import { SUPPORT_REPLY_HOURS, supportMessages } from '@swapsies/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage-keys.ts';
import { dashboardAnswer, mockApi, ok, refusal, unreachable } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { TechSupportPage } from './tech-support-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup() {
  renderPage(<TechSupportPage />, '/tech-support');
  return userEvent.setup();
}

const login = () => screen.getByRole('textbox', { name: 'Email or Username' });
const topic = () => screen.getByRole('combobox', { name: 'Topic' });
const description = () => screen.getByRole('textbox', { name: 'Description' });
const requestHelp = () => screen.getByRole('button', { name: 'Request help' });

async function fill(user: ReturnType<typeof userEvent.setup>, text = 'The app freezes when I add a photo.') {
  await user.type(login(), 'sam@example.co.uk');
  await user.type(description(), text);
}

describe('tech support page', () => {
  it('shows the fields, every topic and the 24-hour promise', () => {
    mockApi({});
    setup();
    expect(screen.getByRole('heading', { name: 'Tech Support' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${SUPPORT_REPLY_HOURS} hours`))).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'login',
      'performance',
      'messaging',
      'listings',
      'notifications',
      'other',
      'feature-request',
    ]);
  });

  it('says what is missing, sends nothing, and clears each message on edit', async () => {
    const api = mockApi({ techSupport: ok });
    const user = setup();
    await user.click(requestHelp());
    expect(screen.getByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(login()).toHaveFocus();

    await user.type(login(), 's');
    expect(screen.queryByText('Email or username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(description(), 'short');
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();

    await user.click(requestHelp());
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    await user.type(description(), ' and more');
    expect(screen.queryByText('Message must be at least 10 characters long')).not.toBeInTheDocument();
    expect(api.callsTo('techSupport')).toHaveLength(0);
  });

  it('sends a feature request with Type 2, Page tech-support and the topic as Subject', async () => {
    const api = mockApi({ techSupport: ok });
    const user = setup();
    await fill(user, '  Please add dark mode to the app.  ');
    await user.selectOptions(topic(), 'Feature request');
    await user.click(requestHelp());
    expect(await screen.findByText('Thanks! Your support request was sent successfully.')).toBeInTheDocument();
    expect(api.callsTo('techSupport')[0]?.body).toEqual({
      Login: 'sam@example.co.uk',
      Type: 2,
      Page: 'tech-support',
      Subject: 'feature-request',
      Message: 'Please add dark mode to the app.',
    });
  });

  it('sends a problem with Type 1', async () => {
    const api = mockApi({ techSupport: ok });
    const user = setup();
    await fill(user);
    await user.selectOptions(topic(), 'Messaging');
    await user.click(requestHelp());
    await screen.findByText(supportMessages.techSupportSent);
    expect(api.callsTo('techSupport')[0]?.body).toMatchObject({ Type: 1, Subject: 'messaging' });
  });

  it('says when the server cannot be reached', async () => {
    mockApi({ techSupport: unreachable });
    const user = setup();
    await fill(user);
    await user.click(requestHelp());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to reach the server. Please check your connection and try again.',
    );
  });

  it('says to try later for any other failure, and shows a field message on its field', async () => {
    let answer = refusal(429, 'TOO_MANY_REQUESTS');
    mockApi({ techSupport: () => answer });
    const user = setup();
    await fill(user);
    await user.click(requestHelp());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to send your request. Please try again later.');

    answer = refusal(400, 'VALIDATION_ERROR', { Errors: [{ Field: 'Login', Message: 'Login is too long' }] });
    await user.click(requestHelp());
    expect(await screen.findByText('Login is too long')).toBeInTheDocument();
    expect(screen.queryByText(supportMessages.techSupportFailed)).not.toBeInTheDocument();
  });

  it("fills in a signed-in member's username", async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    mockApi({ getDashboard: { body: dashboardAnswer({ Username: 'sam_smith_01' }) } });
    setup();
    expect(await screen.findByDisplayValue('sam_smith_01')).toBe(login());
  });
});
