import { chatMessages } from '@swapsies/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { MOBILE_QUERY } from '@/lib/use-media-query.ts';
import { dashboardAnswer, mockApi, ok, stubMatchMedia } from '@/testing/api.tsx';
import { messagesAnswer } from '@/testing/chat.tsx';
import { installFakeSocket } from '@/testing/fake-socket.ts';
import { makeMatch, matchAnswer, VIEWER_ID } from '@/testing/matches.tsx';
import { chatWording } from '../lib/chat-wording.ts';

/** A page with a button that opens match 5's chat, as the matches screens do. */
function Page() {
  const openChat = useOpenChat();
  return (
    <button type="button" onClick={() => openChat(5)}>
      Open the chat
    </button>
  );
}

async function openChat({ phone }: { phone: boolean }) {
  stubMatchMedia((query) => phone && query === MOBILE_QUERY);
  localStorage.setItem(localKeys.authToken, 'token-123');
  mockApi({
    getDashboard: { body: dashboardAnswer({ ID: VIEWER_ID }) },
    getMatch: matchAnswer(makeMatch()),
    getMessages: messagesAnswer([]),
    getChatTicket: { body: { Success: true, ErrorCode: '', Ticket: 't-1' } },
    markChatRead: ok,
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open the chat' }));
  const chat = await screen.findByRole('region', { name: chatMessages.title('Alex') });
  return { user, chat, box: chat.parentElement };
}

/** The page under the chat: inert while a phone's sheet covers it. */
function pageUnderChat() {
  return screen.getByText('Open the chat').closest('[inert]');
}

beforeEach(() => installFakeSocket());
afterEach(() => vi.unstubAllGlobals());

describe('ChatBox', () => {
  it('is a full-height sheet over an inert page on a phone; minimised it docks and the page comes back', async () => {
    const { user, chat, box } = await openChat({ phone: true });
    expect(box).toHaveAttribute('data-layout', 'sheet');
    expect(pageUnderChat()).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(chat).getByRole('button', { name: chatWording.minimise }));
    expect(box).toHaveAttribute('data-layout', 'panel');
    expect(pageUnderChat()).toBeNull();
    expect(document.body.style.overflow).toBe('');

    await user.click(within(chat).getByRole('button', { name: chatWording.restore }));
    expect(box).toHaveAttribute('data-layout', 'sheet');
    await user.click(within(chat).getByRole('button', { name: chatWording.close }));
    expect(screen.queryByRole('region', { name: chatMessages.title('Alex') })).toBeNull();
    expect(pageUnderChat()).toBeNull();
  });

  it('floats as a panel beside a page it leaves usable on a desktop', async () => {
    const { box } = await openChat({ phone: false });
    expect(box).toHaveAttribute('data-layout', 'panel');
    expect(pageUnderChat()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the chat' })).toBeEnabled();
  });
});
