import {
  CHAT_RECONNECT,
  CHAT_TEXT_MAX,
  ChatCloseCode,
  type ChatTicketAnswer,
  chatMessages,
  httpMessages,
  MESSAGE_POLL_MS,
  reportMessages,
  TYPING_TIMEOUT_MS,
  underReviewWords,
} from '@swapsies/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { LONG_PRESS_MS } from '@/lib/use-long-press.ts';
import { type MockAnswer, mockApi, ok, type RouteStubs, refusal, serviceUnavailable } from '@/testing/api.tsx';
import { chatMessage, messagesAnswer, PARTNER_ID, readMark } from '@/testing/chat.tsx';
import { FakeSocket, installFakeSocket } from '@/testing/fake-socket.ts';
import { makeMatch, VIEWER_ID } from '@/testing/matches.tsx';
import { chatWording } from '../lib/chat-wording.ts';
import { ChatPanel } from './chat-panel.tsx';

const HOUR = 60 * 60 * 1000;
const ticket: MockAnswer<ChatTicketAnswer> = { body: { Success: true, ErrorCode: '', Ticket: 't-1' } };

function renderPanel(handlers: RouteStubs, match = makeMatch()) {
  const api = mockApi({ getChatTicket: ticket, markChatRead: ok, ...handlers });
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <AppProviders queryClient={queryClient}>
      <ChatPanel match={match} viewerId={VIEWER_ID} minimised={false} onMinimise={() => {}} onClose={() => {}} />
    </AppProviders>,
  );
  return { api, invalidate };
}

const actionsButton = { name: chatWording.actions };

/** Opens the message's actions menu with its "⋯" and answers the names of what it offers. */
async function actionsOf(user: ReturnType<typeof userEvent.setup>, message: HTMLElement) {
  await user.click(within(message).getByRole('button', actionsButton));
  const menu = screen.getByRole('menu', { name: chatWording.actions });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

function log() {
  return screen.getByRole('log', { name: 'Messages' });
}

async function findMessage(text: string) {
  const found = await within(log()).findByText(text);
  const item = found.closest('li');
  if (!item) throw new Error(`${text} is not in a message`);
  return item;
}

beforeEach(() => installFakeSocket());
afterEach(() => vi.useRealTimers());

describe('ChatPanel', () => {
  it('says so when the chat is empty, and puts focus in the composer', async () => {
    renderPanel({ getMessages: messagesAnswer([]) });
    expect(screen.getByRole('heading', { name: chatMessages.title('Alex') })).toBeInTheDocument();
    expect(await screen.findByText(chatMessages.empty)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('styles the member’s own messages apart, with a single check until the partner’s read event, then a double', async () => {
    renderPanel({
      getMessages: messagesAnswer([
        chatMessage({ Seq: 1, Text: 'Is the tent still free?' }),
        chatMessage({ Seq: 2, SenderID: VIEWER_ID, Text: 'Yes it is' }),
      ]),
    });
    const theirs = await findMessage('Is the tent still free?');
    const mine = await findMessage('Yes it is');
    expect(theirs).toHaveClass('theirs');
    expect(mine).toHaveClass('own');
    expect(within(mine).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'hello', after: 2 });
    socket.push({ type: 'ready', lastSeq: 2 });
    socket.push({ type: 'read', seq: 3, userId: PARTNER_ID, upTo: 2, readAt: new Date().toISOString() });
    expect(within(mine).getByRole('img', { name: 'Read' })).toBeInTheDocument();
  });

  it('tells the server the chat is off screen while minimised, so that notifications come again', async () => {
    mockApi({ getChatTicket: ticket, markChatRead: ok, getMessages: messagesAnswer([]) });
    function Minimisable() {
      const [minimised, setMinimised] = useState(false);
      return (
        <ChatPanel
          match={makeMatch()}
          viewerId={VIEWER_ID}
          minimised={minimised}
          onMinimise={setMinimised}
          onClose={() => {}}
        />
      );
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Minimisable />
      </AppProviders>,
    );
    await screen.findByText(chatMessages.empty);
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toContainEqual({ type: 'visible', visible: true });
    await userEvent.click(screen.getByRole('button', { name: chatWording.minimise }));
    expect(socket.sent.at(-1)).toEqual({ type: 'visible', visible: false });
    await userEvent.click(screen.getByRole('button', { name: chatWording.restore }));
    expect(socket.sent.at(-1)).toEqual({ type: 'visible', visible: true });
  });

  it('says the member is typing on the first keystroke once the socket is open, though earlier ones found it connecting', async () => {
    renderPanel({ getMessages: messagesAnswer([]) });
    await screen.findByText(chatMessages.empty);
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, 'Hi');
    const socket = FakeSocket.latest();
    expect(socket.sent).toEqual([]);
    socket.open();
    await userEvent.type(composer, '!');
    expect(socket.sent.filter((event) => event.type === 'typing')).toEqual([{ type: 'typing', isTyping: true }]);
  });

  it('marks the partner’s latest message read on opening and refreshes the unread counters', async () => {
    const { api, invalidate } = renderPanel({
      getMessages: messagesAnswer([chatMessage({ Seq: 1 }), chatMessage({ Seq: 2 })], {
        Reads: [readMark(VIEWER_ID, 1, 2)],
      }),
    });
    await waitFor(() => expect(api.callsTo('markChatRead').map((call) => call.body)).toEqual([{ UpTo: 2 }]));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['matches'] });
  });

  it('shows a message as sending at once, then as the server saved it, once, though the socket repeats it', async () => {
    let answerSend: () => void = () => {};
    const { api } = renderPanel({
      getMessages: messagesAnswer([]),
      sendMessage: (call) =>
        new Promise((resolve) => {
          const { ClientID } = call.body as { ClientID: string };
          answerSend = () =>
            resolve({
              body: {
                Success: true,
                ErrorCode: '',
                Message: chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text: 'Hello!', ClientID }),
              },
            });
        }),
    });
    const user = userEvent.setup();
    await screen.findByText(chatMessages.empty);
    const socket = FakeSocket.latest();
    socket.open();
    socket.push({ type: 'ready', lastSeq: 0 });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Hello!  {Enter}');
    const pending = await findMessage('Hello!');
    expect(pending).toHaveTextContent('Sending...');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const sent = api.callsTo('sendMessage')[0]?.body as { ClientID: string };
    expect(sent).toMatchObject({ MatchID: 5, Text: 'Hello!', ClientID: expect.any(String) });
    await act(async () => answerSend());
    await waitFor(() => expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument());
    const saved = chatMessage({
      Seq: 1,
      SenderID: VIEWER_ID,
      Text: 'Hello!',
      ClientID: sent.ClientID,
    });
    socket.push({ type: 'message', seq: 1, message: saved });
    expect(within(log()).getAllByText('Hello!')).toHaveLength(1);
    expect(socket.sent).toContainEqual({ type: 'typing', isTyping: true });
    expect(socket.sent.at(-1)).toEqual({ type: 'typing', isTyping: false });
  });

  it('keeps Shift+Enter as a new line and refuses blank or too long text', async () => {
    const { api } = renderPanel({ getMessages: messagesAnswer([]) });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, '   {Enter}');
    expect(await screen.findByText(chatMessages.blank)).toBeInTheDocument();
    await user.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(input).toHaveValue('   a\nb');
    expect(screen.queryByText(chatMessages.blank)).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: `  ${'x'.repeat(CHAT_TEXT_MAX + 1)}  ` } });
    expect(screen.getByText(chatMessages.tooLong)).toBeInTheDocument();
    expect(screen.getByText(`2,001 / 2,000`)).toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(api.callsTo('sendMessage')).toEqual([]);
  });

  it('offers Edit and Delete on the member’s own messages within the hour only, and applies both', async () => {
    const recent = chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text: 'Fresh' });
    const old = chatMessage({
      Seq: 2,
      SenderID: VIEWER_ID,
      Text: 'Stale',
      CreatedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    const partners = chatMessage({ Seq: 3, Text: 'Theirs' });
    const { api } = renderPanel({
      getMessages: messagesAnswer([recent, old, partners]),
      editMessage: {
        body: {
          Success: true,
          ErrorCode: '',
          Message: { ...recent, Text: 'Fresher', EventSeq: 4, UpdatedAt: '2026-11-23T14:05:00.000Z' },
        },
      },
      deleteMessage: {
        body: { Success: true, ErrorCode: '', Message: { ...recent, Text: '', EventSeq: 5, IsDeleted: true } },
      },
    });
    const user = userEvent.setup();
    const fresh = await findMessage('Fresh');
    expect(within(await findMessage('Stale')).queryByRole('button', actionsButton)).toBeNull();
    expect(await actionsOf(user, await findMessage('Theirs'))).toEqual([reportMessages.report]);
    await user.keyboard('{Escape}');
    expect(await actionsOf(user, fresh)).toEqual([chatWording.edit, chatWording.delete]);

    await user.click(screen.getByRole('menuitem', { name: chatWording.edit }));
    expect(screen.queryByRole('menu')).toBeNull();
    const field = within(fresh).getByRole('textbox', { name: 'Edit message' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Fresher{Enter}');
    const edited = await findMessage('Fresher');
    expect(api.callsTo('editMessage')[0]?.body).toEqual({ Text: 'Fresher' });
    expect(edited).toHaveTextContent(/\(edited at \d\d:\d\d\)/);
    // Done editing, focus is back on the "⋯" the edit began from.
    expect(within(edited).getByRole('button', actionsButton)).toHaveFocus();

    await actionsOf(user, edited);
    await user.click(screen.getByRole('menuitem', { name: chatWording.delete }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const deleted = await findMessage(chatMessages.deleted);
    expect(api.callsTo('deleteMessage').map((call) => call.params.id)).toEqual([String(recent.ID)]);
    expect(within(deleted).queryByRole('button', actionsButton)).toBeNull();
  });

  it('offers Report on the partner’s messages only, not on own or deleted ones, and sends the report', async () => {
    const theirs = chatMessage({ Seq: 1, Text: 'Give me the tent or else' });
    const { api } = renderPanel({
      getMessages: messagesAnswer([
        theirs,
        chatMessage({ Seq: 2, SenderID: VIEWER_ID, Text: 'No thanks' }),
        chatMessage({ Seq: 3, Text: '', IsDeleted: true }),
      ]),
      report: ok,
    });
    const user = userEvent.setup();
    expect(await actionsOf(user, await findMessage('No thanks'))).not.toContain(reportMessages.report);
    await user.keyboard('{Escape}');
    expect(within(await findMessage(chatMessages.deleted)).queryByRole('button', actionsButton)).toBeNull();

    expect(await actionsOf(user, await findMessage('Give me the tent or else'))).toEqual([reportMessages.report]);
    await user.click(screen.getByRole('menuitem', { name: reportMessages.report }));
    const dialog = await screen.findByRole('dialog', { name: reportMessages.messageTitle });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(within(dialog).getByRole('textbox'), 'Threats after I said no.');
    await user.click(within(dialog).getByRole('button', { name: reportMessages.send }));
    expect(await screen.findByRole('dialog', { name: reportMessages.thanksTitle })).toBeInTheDocument();
    expect(api.callsTo('report').map((call) => call.body)).toEqual([
      {
        TargetType: 'message',
        TargetID: theirs.ID,
        Reason: 'Harassment or bullying',
        Text: 'Threats after I said no.',
      },
    ]);
  });

  it('marks the viewer’s hidden message Under review, and shows the partner’s hidden one as a placeholder with no Report', async () => {
    renderPanel({
      getMessages: messagesAnswer([
        chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text: 'My reported words', UnderReview: true }),
        chatMessage({ Seq: 2, Text: '', UnderReview: true }),
        chatMessage({ Seq: 3, SenderID: VIEWER_ID, Text: 'Fine words' }),
      ]),
    });
    const mine = await findMessage('My reported words');
    expect(mine).toHaveTextContent(`${underReviewWords.badge} ${underReviewWords.messageNote}`);
    expect(await findMessage('Fine words')).not.toHaveTextContent(underReviewWords.badge);

    const theirs = await findMessage(underReviewWords.hiddenMessage);
    expect(theirs).not.toHaveTextContent(underReviewWords.badge);
    expect(within(theirs).queryByRole('button', actionsButton)).toBeNull();
  });

  it('works a message’s actions menu from the keyboard: arrows move, Escape closes and gives focus back', async () => {
    renderPanel({ getMessages: messagesAnswer([chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text: 'Mine' })]) });
    const user = userEvent.setup();
    const button = within(await findMessage('Mine')).getByRole('button', actionsButton);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: chatWording.edit })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: chatWording.delete })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: chatWording.edit })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: chatWording.delete })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete this message?' })).toBeInTheDocument();
  });

  it('keeps the log a live region around a plain list, so that each message is a list item', async () => {
    renderPanel({ getMessages: messagesAnswer([chatMessage({ Seq: 1 }), chatMessage({ Seq: 2 })]) });
    await findMessage('Message 2');
    expect(log()).toHaveAttribute('aria-live', 'polite');
    const list = within(log()).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a failed send as a toast over the catalogue’s words, and Retry sends the same ClientID', async () => {
    let attempts = 0;
    const { api } = renderPanel({
      getMessages: messagesAnswer([]),
      sendMessage: (call) => {
        attempts += 1;
        if (attempts === 1) return refusal(403, 'WRONG_MATCH');
        const { ClientID } = call.body as { ClientID: string };
        return {
          body: {
            Success: true,
            ErrorCode: '',
            Message: chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text: 'Hi', ClientID }),
          },
        };
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    expect(await screen.findByText(chatMessages.sendFailed)).toBeInTheDocument();
    expect(screen.getByText("This match doesn't exist or you don't have access to it")).toBeInTheDocument();
    await user.click(within(await findMessage('Hi')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument());
    const [first, second] = api.callsTo('sendMessage').map((call) => (call.body as { ClientID: string }).ClientID);
    expect(second).toBe(first);
  });

  it("says Swapsies can't be reached after an outage, and keeps the typed message to send again", async () => {
    let down = true;
    renderPanel({
      getMessages: messagesAnswer([]),
      sendMessage: (call) => {
        if (down) return serviceUnavailable;
        const { ClientID, Text } = call.body as { ClientID: string; Text: string };
        return {
          body: {
            Success: true,
            ErrorCode: '',
            Message: chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text, ClientID }),
          },
        };
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still free on Saturday?{Enter}');
    expect(await screen.findByText(httpMessages.serviceUnavailable)).toBeInTheDocument();
    const kept = await findMessage('Still free on Saturday?');
    expect(within(kept).getByText('Not sent')).toBeInTheDocument();

    down = false;
    await user.click(within(kept).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(log()).getByText('Still free on Saturday?')).toBeInTheDocument();
  });

  it('says when the messages cannot load', async () => {
    renderPanel({ getMessages: refusal(500, 'INTERNAL_ERROR') });
    expect(await screen.findByText(chatMessages.loadFailed)).toBeInTheDocument();
  });

  it('shows an ended match’s chat read-only: no composer, no changes, no socket', async () => {
    renderPanel(
      { getMessages: messagesAnswer([chatMessage({ Seq: 1, SenderID: VIEWER_ID, Text: 'Bye' })]) },
      makeMatch({ Deleted: true }),
    );
    const bye = await findMessage('Bye');
    expect(within(bye).queryByRole('button', actionsButton)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText('This match has ended: the chat is read-only.')).toBeInTheDocument();
    expect(FakeSocket.all).toEqual([]);
  });
});

describe('ChatPanel over time', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('opens a message’s actions on a long-press of its bubble, not on a tap, a scroll or a mouse', async () => {
    const stale = { SenderID: VIEWER_ID, Text: 'Too late', CreatedAt: new Date(Date.now() - 2 * HOUR).toISOString() };
    renderPanel({
      getMessages: messagesAnswer([chatMessage({ Seq: 1, Text: 'Hold me' }), chatMessage({ Seq: 2, ...stale })]),
    });
    await advance(0);
    const text = screen.getByText('Hold me');
    const finger = { pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 };

    fireEvent.pointerDown(text, finger);
    await advance(LONG_PRESS_MS - 1);
    fireEvent.pointerUp(text, finger);
    fireEvent.pointerDown(text, finger);
    fireEvent.pointerMove(text, { ...finger, clientY: 40 });
    await advance(LONG_PRESS_MS);
    fireEvent.pointerDown(text, { ...finger, pointerType: 'mouse' });
    await advance(LONG_PRESS_MS);
    // Nothing to offer on one's own message after the hour: a long-press there does nothing either.
    fireEvent.pointerDown(screen.getByText('Too late'), finger);
    await advance(LONG_PRESS_MS);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerDown(text, finger);
    await advance(LONG_PRESS_MS);
    const menu = screen.getByRole('menu', { name: chatWording.actions });
    expect(within(menu).getByRole('menuitem', { name: reportMessages.report })).toHaveFocus();
    // The phone's own long-press menu is held back.
    expect(fireEvent.contextMenu(text)).toBe(false);
    // Lifting the finger then is no tap: no click follows to close the menu again.
    fireEvent.pointerUp(text, finger);
    expect(fireEvent.touchEnd(text)).toBe(false);
    expect(screen.getByRole('menu', { name: chatWording.actions })).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(text.closest('li') ?? log()).getByRole('button', actionsButton)).toHaveFocus();
  });

  it('hides the typing indicator TYPING_TIMEOUT_MS after the partner’s last typing event', async () => {
    renderPanel({ getMessages: messagesAnswer([]) });
    await advance(0);
    const socket = FakeSocket.latest();
    socket.open();
    socket.push({ type: 'typing', userId: PARTNER_ID, isTyping: true });
    expect(screen.getByText('Alex is typing...')).toBeInTheDocument();
    await advance(TYPING_TIMEOUT_MS - 1000);
    socket.push({ type: 'typing', userId: PARTNER_ID, isTyping: true });
    await advance(TYPING_TIMEOUT_MS - 1);
    expect(screen.getByText('Alex is typing...')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Alex is typing...')).not.toBeInTheDocument();
  });

  it('reconnects a closed socket 5 times 3 s apart with fresh tickets, then the poll keeps the chat current', async () => {
    let page = messagesAnswer([]);
    const { api } = renderPanel({ getMessages: () => page });
    await advance(0);
    FakeSocket.latest().drop();
    for (let attempt = 1; attempt <= CHAT_RECONNECT.attempts; attempt += 1) {
      await advance(CHAT_RECONNECT.delayMs - 1);
      expect(FakeSocket.all).toHaveLength(attempt);
      await advance(1);
      expect(FakeSocket.all).toHaveLength(attempt + 1);
      FakeSocket.latest().drop();
    }
    await advance(CHAT_RECONNECT.delayMs * 3);
    expect(FakeSocket.all).toHaveLength(CHAT_RECONNECT.attempts + 1);
    expect(api.callsTo('getChatTicket')).toHaveLength(CHAT_RECONNECT.attempts + 1);
    expect(FakeSocket.latest().url).toBe('ws://localhost:3000/api/v1/ws/chat/5?token=t-1');

    page = messagesAnswer([chatMessage({ Seq: 1, Text: 'Still there?' })]);
    await advance(MESSAGE_POLL_MS);
    expect(within(log()).getByText('Still there?')).toBeInTheDocument();
    await advance(MESSAGE_POLL_MS);
    expect(within(log()).getAllByText('Still there?')).toHaveLength(1);
    expect(api.callsTo('getMessages').at(-1)?.query).toEqual({ after: '1' });

    // Coming back online tries again at once.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(FakeSocket.all).toHaveLength(CHAT_RECONNECT.attempts + 2);
  });

  it('turns read-only when the server closes the chat for good, and does not reconnect, even back online', async () => {
    renderPanel({});
    await advance(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    FakeSocket.latest().drop(ChatCloseCode.ended);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText(chatWording.ended)).toBeInTheDocument();
    await advance(CHAT_RECONNECT.delayMs * (CHAT_RECONNECT.attempts + 1));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(0);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
