import { CONTACT_BACK_MS, codeMessages, supportMessages } from '@swapsies/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refusal, unreachable } from '@/testing/api.tsx';
import { renderPage } from '@/testing/render-app.tsx';
import { ContactPage } from './contact-page.tsx';

beforeEach(() => {
  // Fake clocks that still move on by themselves, so awaited fetches settle while we hold the 2 s back.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(entry = '/contact?from=%2Fmatches', previous?: string) {
  renderPage(<ContactPage />, '/contact', entry, previous);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const box = () => screen.getByRole('textbox', { name: supportMessages.contactLabel });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('contact page', () => {
  it('has the title, a message box and the mail link', () => {
    mockApi({});
    setup();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(box()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: supportMessages.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${supportMessages.contactEmail}`,
    );
  });

  it('asks for a message of at least 10 characters, and sends nothing until then', async () => {
    const api = mockApi({ contact: ok });
    const user = setup();
    await user.click(sendButton());
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveFocus();

    await user.type(box(), '  too short  ');
    expect(screen.queryByText('Please enter a message')).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(api.callsTo('contact')).toHaveLength(0);
  });

  it('sends the page it came from and the message, says so, then goes back after 2 s', async () => {
    const api = mockApi({ contact: ok });
    const user = setup('/contact?from=%2Fmatches', '/matches');
    await user.type(box(), '  The swap button does nothing on my phone.  ');
    await user.click(sendButton());
    expect(await screen.findByText("Message sent successfully! We'll get back to you soon.")).toBeInTheDocument();
    expect(api.callsTo('contact')[0]?.body).toEqual({
      Page: '/matches',
      Subject: supportMessages.contactSubject,
      Message: 'The swap button does nothing on my phone.',
    });
    expect(sendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(CONTACT_BACK_MS - 100));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/matches$/);
  });

  it("sends '/' without a from, and goes to it when there is no page to go back to", async () => {
    const api = mockApi({ contact: ok });
    const user = setup('/contact');
    await user.type(box(), 'Hello there, lovely app.');
    await user.click(sendButton());
    await screen.findByText(supportMessages.contactSent);
    expect(api.callsTo('contact')[0]?.body).toMatchObject({ Page: '/' });
    act(() => vi.advanceTimersByTime(CONTACT_BACK_MS));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("shows the message of the server's code", async () => {
    mockApi({ contact: refusal(429, 'TOO_MANY_REQUESTS') });
    const user = setup();
    await user.type(box(), 'A message long enough.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(codeMessages.TOO_MANY_REQUESTS as string);
    expect(sendButton()).toBeEnabled();
  });

  it('says to try again for a refusal without words of its own', async () => {
    mockApi({ contact: refusal(400, 'VALIDATION_ERROR') });
    const user = setup();
    await user.type(box(), 'A message long enough.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('says to try later when the server is out of reach', async () => {
    mockApi({ contact: unreachable });
    const user = setup();
    await user.type(box(), 'A message long enough.');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to send message. Please try again later.');
  });
});
