import { HandoverStatus, handoverLines, type Message } from '@swapsies/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockApi, ok } from '@/testing/api.tsx';
import { chatMessage, messagesAnswer, PARTNER_ID } from '@/testing/chat.tsx';
import { FakeSocket, installFakeSocket } from '@/testing/fake-socket.ts';
import { makeMatch, VIEWER_ID } from '@/testing/matches.tsx';
import { chatWording } from '../lib/chat-wording.ts';
import { ChatPanel } from './chat-panel.tsx';

const AT = '2026-12-14T10:30:00.000Z';
const PLACE = 'Outside Headingley library';

/** A handover change as the chat carries it: no text, the line naming what was done. */
function handoverMessage(Seq: number, SenderID: number, Action: HandoverStatus) {
  return chatMessage({ Seq, SenderID, Text: '', Handover: { HandoverID: 31, Action, At: AT, Place: PLACE } });
}

function renderPanel(messages: Message[]) {
  mockApi({
    getChatTicket: { body: { Success: true, ErrorCode: '', Ticket: 't-1' } },
    markChatRead: ok,
    getMessages: messagesAnswer(messages),
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ChatPanel match={makeMatch()} viewerId={VIEWER_ID} minimised={false} onMinimise={() => {}} onClose={() => {}} />
    </AppProviders>,
  );
}

const log = () => screen.getByRole('log', { name: chatWording.messagesLabel });

beforeEach(() => installFakeSocket());
afterEach(() => vi.unstubAllGlobals());

describe('handover lines in the chat', () => {
  it('shows each change as a line with who did it, not as a bubble with actions', async () => {
    renderPanel([
      handoverMessage(1, PARTNER_ID, HandoverStatus.Proposed),
      handoverMessage(2, VIEWER_ID, HandoverStatus.Accepted),
      handoverMessage(3, VIEWER_ID, HandoverStatus.Declined),
      handoverMessage(4, PARTNER_ID, HandoverStatus.Cancelled),
    ]);
    const proposed = await within(log()).findByText(`Alex proposed Mon 14 Dec, 10:30 at ${PLACE}`);
    expect(within(log()).getByText(handoverLines.accepted('You'))).toBeInTheDocument();
    expect(within(log()).getByText('You declined')).toBeInTheDocument();
    expect(within(log()).getByText('Alex cancelled the handover')).toBeInTheDocument();
    // No "⋯": a line is nobody's message to edit, delete or report.
    expect(within(log()).queryByRole('button', { name: chatWording.actions })).not.toBeInTheDocument();
    expect(proposed.closest('li')).toHaveClass('systemLine');
  });

  it('shows a line that arrives live through the chat socket', async () => {
    renderPanel([chatMessage({ Seq: 1, Text: 'Saturday?' })]);
    await within(log()).findByText('Saturday?');
    const socket = FakeSocket.latest();
    socket.open();
    socket.push({ type: 'ready', lastSeq: 1 });
    socket.push({ type: 'message', seq: 2, message: handoverMessage(2, PARTNER_ID, HandoverStatus.Proposed) });
    expect(await within(log()).findByText(`Alex proposed Mon 14 Dec, 10:30 at ${PLACE}`)).toBeInTheDocument();
  });
});
