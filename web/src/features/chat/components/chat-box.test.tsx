import { blockWords, chatMessages, commonWords, reportMessages } from '@swapsies/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { useOpenChat } from '@/data/chat-request.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { MOBILE_QUERY } from '@/lib/use-media-query.ts';
import {
  dashboardAnswer,
  forId,
  idsOf,
  mockApi,
  ok,
  type RouteStubs,
  refusal,
  stubMatchMedia,
} from '@/testing/api.tsx';
import { chatMessage, messagesAnswer } from '@/testing/chat.tsx';
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

async function openChat({ phone }: { phone: boolean }, handlers: RouteStubs = {}) {
  stubMatchMedia((query) => phone && query === MOBILE_QUERY);
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({
    getDashboard: { body: dashboardAnswer({ ID: VIEWER_ID }) },
    getMatch: matchAnswer(makeMatch()),
    getMessages: messagesAnswer([]),
    getChatTicket: { body: { Success: true, ErrorCode: '', Ticket: 't-1' } },
    markChatRead: ok,
    ...handlers,
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open the chat' }));
  const chat = await screen.findByRole('region', { name: chatMessages.title('Alex') });
  return { api, user, chat, box: chat.parentElement };
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
    // The sheet tells the page it covers it from an effect, after it is on screen.
    await waitFor(() => expect(pageUnderChat()).not.toBeNull());
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(chat).getByRole('button', { name: chatWording.minimise }));
    expect(box).toHaveAttribute('data-layout', 'panel');
    await waitFor(() => expect(pageUnderChat()).toBeNull());
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
    await waitFor(() => expect(pageUnderChat()).toBeNull());
    expect(screen.getByRole('button', { name: 'Open the chat' })).toBeEnabled();
  });
});

describe("the chat's menu: Block", () => {
  const toasts = () => screen.getByRole('region', { name: commonWords.notifications });
  const question = () => screen.getByRole('dialog', { name: blockWords.confirmTitle('Alex') });
  const chatRegion = () => screen.queryByRole('region', { name: chatMessages.title('Alex') });

  async function chooseBlock(user: ReturnType<typeof userEvent.setup>, chat: HTMLElement) {
    await user.click(within(chat).getByRole('button', { name: blockWords.chatActions }));
    await user.click(screen.getByRole('menuitem', { name: blockWords.blockMember('Alex') }));
  }

  it('asks first; Cancel keeps the chat and blocks nobody', async () => {
    const { api, user, chat } = await openChat({ phone: false }, { blockUser: ok });
    await chooseBlock(user, chat);
    expect(question()).toHaveAccessibleDescription(blockWords.confirmText('Alex'));
    await user.click(within(question()).getByRole('button', { name: blockWords.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('blockUser')).toHaveLength(0);
    expect(chatRegion()).toBeInTheDocument();
  });

  it('blocks the partner on Block, says so, and closes the chat', async () => {
    const { api, user, chat } = await openChat({ phone: true }, { blockUser: forId(42, ok) });
    await chooseBlock(user, chat);
    await user.click(within(question()).getByRole('button', { name: blockWords.confirm }));
    expect(await within(toasts()).findByText(blockWords.blocked('Alex'))).toBeInTheDocument();
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    expect(chatRegion()).not.toBeInTheDocument();
    // The sheet no longer covers the page, which scrolls again once the question has gone too.
    expect(pageUnderChat()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the chat open and says why when the block fails', async () => {
    const { user, chat } = await openChat({ phone: false }, { blockUser: refusal(500, 'INTERNAL_ERROR') });
    await chooseBlock(user, chat);
    await user.click(within(question()).getByRole('button', { name: blockWords.confirm }));
    expect(await within(toasts()).findByText(blockWords.blockFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatRegion()).toBeInTheDocument();
  });

  it('is not offered while the chat is minimised, too short for the menu', async () => {
    const { user, chat } = await openChat({ phone: false });
    await user.click(within(chat).getByRole('button', { name: chatWording.minimise }));
    expect(within(chat).queryByRole('button', { name: blockWords.chatActions })).not.toBeInTheDocument();
  });

  it("blocks too when a message's report asks to, then closes the chat", async () => {
    const { api, user } = await openChat(
      { phone: false },
      { getMessages: messagesAnswer([chatMessage({ Text: 'Pay me first' })]), report: ok, blockUser: ok },
    );
    const message = (await screen.findByText('Pay me first')).closest('li');
    if (!message) throw new Error('the message is not in the log');
    await user.click(within(message).getByRole('button', { name: chatWording.actions }));
    await user.click(screen.getByRole('menuitem', { name: reportMessages.report }));
    const dialog = screen.getByRole('dialog', { name: reportMessages.messageTitle });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('checkbox', { name: blockWords.alsoBlock('Alex') }));
    await user.click(within(dialog).getByRole('button', { name: reportMessages.send }));

    expect(await within(toasts()).findByText(blockWords.blocked('Alex'))).toBeInTheDocument();
    expect(idsOf(api.callsTo('blockUser'))).toEqual(['42']);
    expect(api.callsTo('report')[0]?.body).toMatchObject({ TargetType: 'message', TargetID: 101 });
    expect(chatRegion()).not.toBeInTheDocument();
  });
});
