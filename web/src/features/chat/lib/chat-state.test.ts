import { describe, expect, it } from 'vitest';
import { chatMessage, messagesPage, PARTNER_ID, readMark } from '@/testing/chat.tsx';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
  isReadByPartner,
  latestPartnerSeq,
  orderedMessages,
} from './chat-state.ts';

const VIEWER = 7;

function run(...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, initialChatState);
}

const live: ChatAction = { type: 'event', event: { type: 'ready', lastSeq: 0 }, viewerId: VIEWER };

function arrives(seq: number, overrides: Parameters<typeof chatMessage>[0] = {}): ChatAction {
  return {
    type: 'event',
    event: { type: 'message', seq, message: chatMessage({ Seq: seq, ...overrides }) },
    viewerId: VIEWER,
  };
}

describe('chatReducer', () => {
  it('merges pages by ID, keeps the newer change, orders by Seq and moves the cursor to LastSeq', () => {
    const first = messagesPage([chatMessage({ Seq: 2 }), chatMessage({ Seq: 1 })], { LastSeq: 2 });
    const edited = chatMessage({ Seq: 1, EventSeq: 4, Text: 'Changed' });
    const second = messagesPage([edited], { LastSeq: 4 });
    const stale = messagesPage([chatMessage({ Seq: 1, EventSeq: 1 })], { LastSeq: 1 });
    const state = run(
      { type: 'page', answer: first },
      { type: 'page', answer: second },
      { type: 'page', answer: stale },
    );
    expect(orderedMessages(state).map((message) => [message.Seq, message.Text])).toEqual([
      [1, 'Changed'],
      [2, 'Message 2'],
    ]);
    expect(state.cursor).toBe(4);
  });

  it('drops socket events at or below the cursor', () => {
    const state = run(
      { type: 'page', answer: messagesPage([chatMessage({ Seq: 1 })]) },
      live,
      arrives(1, { Text: 'Again' }),
    );
    expect(orderedMessages(state).map((message) => message.Text)).toEqual(['Message 1']);
    expect(state.cursor).toBe(1);
  });

  it('applies the next live event and moves the cursor by one', () => {
    const state = run(live, arrives(1), arrives(2));
    expect(state.cursor).toBe(2);
    expect(orderedMessages(state)).toHaveLength(2);
  });

  it('asks for a fetch after the cursor on a gap, without applying the event, and the page clears it', () => {
    const gapped = run(live, arrives(1), arrives(3));
    expect(gapped.fetchWanted).toBe(true);
    expect(gapped.cursor).toBe(1);
    expect(orderedMessages(gapped)).toHaveLength(1);
    const filled = chatReducer(gapped, {
      type: 'page',
      answer: messagesPage([chatMessage({ Seq: 2 }), chatMessage({ Seq: 3 })]),
    });
    expect(filled.fetchWanted).toBe(false);
    expect(filled.cursor).toBe(3);
  });

  it('takes the replay after hello with its skipped numbers, then ready sets the cursor (never backwards)', () => {
    const replayed = run({ type: 'connected' }, arrives(2), arrives(5));
    expect(replayed.fetchWanted).toBe(false);
    const ready = chatReducer(replayed, { type: 'event', event: { type: 'ready', lastSeq: 7 }, viewerId: VIEWER });
    expect(ready.cursor).toBe(7);
    expect(ready.live).toBe(true);
    const behind = chatReducer(ready, { type: 'event', event: { type: 'ready', lastSeq: 3 }, viewerId: VIEWER });
    expect(behind.cursor).toBe(7);
  });

  it('shows a sent message at once as pending and replaces it by the answer, then ignores the event that repeats it', () => {
    const mine = chatMessage({ Seq: 1, SenderID: VIEWER, Text: 'Hi', ClientID: 'c-1' });
    const sending = run(live, { type: 'sending', clientId: 'c-1', text: 'Hi', createdAt: mine.CreatedAt });
    expect(sending.pending.map((message) => message.text)).toEqual(['Hi']);
    const saved = chatReducer(sending, { type: 'saved', message: mine });
    expect(saved.pending).toEqual([]);
    expect(saved.cursor).toBe(0);
    const echoed = chatReducer(saved, {
      type: 'event',
      event: { type: 'message', seq: 1, message: mine },
      viewerId: VIEWER,
    });
    expect(orderedMessages(echoed)).toHaveLength(1);
    expect(echoed.cursor).toBe(1);
  });

  it('replaces the pending message by the event when the event comes first', () => {
    const state = run(
      live,
      { type: 'sending', clientId: 'c-2', text: 'Yo', createdAt: '' },
      arrives(1, { SenderID: VIEWER, ClientID: 'c-2', Text: 'Yo' }),
      { type: 'saved', message: chatMessage({ Seq: 1, SenderID: VIEWER, ClientID: 'c-2', Text: 'Yo' }) },
    );
    expect(state.pending).toEqual([]);
    expect(orderedMessages(state).map((message) => message.Text)).toEqual(['Yo']);
  });

  it('marks a failed send, and a retry with the same ClientID pends it again', () => {
    const failed = run(
      { type: 'sending', clientId: 'c-3', text: 'Hey', createdAt: '' },
      { type: 'send-failed', clientId: 'c-3' },
    );
    expect(failed.pending[0]?.failed).toBe(true);
    const retried = chatReducer(failed, { type: 'sending', clientId: 'c-3', text: 'Hey', createdAt: '' });
    expect(retried.pending).toEqual([{ clientId: 'c-3', text: 'Hey', createdAt: '', failed: false }]);
  });

  it('moves read marks only forward; the partner covering a Seq reads the viewer’s message', () => {
    const mine = chatMessage({ Seq: 1, SenderID: VIEWER });
    const state = run(
      { type: 'page', answer: messagesPage([mine], { Reads: [readMark(PARTNER_ID, 0, 1)], LastSeq: 1 }) },
      live,
    );
    expect(isReadByPartner(mine, state, PARTNER_ID)).toBe(false);
    const read = chatReducer(state, {
      type: 'event',
      event: { type: 'read', seq: 2, userId: PARTNER_ID, upTo: 1, readAt: '' },
      viewerId: VIEWER,
    });
    expect(isReadByPartner(mine, read, PARTNER_ID)).toBe(true);
    const older = chatReducer(read, { type: 'read-locally', mark: readMark(PARTNER_ID, 0, 3) });
    expect(isReadByPartner(mine, older, PARTNER_ID)).toBe(true);
  });

  it('shows the partner typing until their message or the timeout, and ignores the viewer’s own typing', () => {
    const typing = (userId: number, isTyping: boolean): ChatAction => ({
      type: 'event',
      event: { type: 'typing', userId, isTyping },
      viewerId: VIEWER,
    });
    expect(run(typing(VIEWER, true)).partnerTyping).toBe(false);
    expect(run(typing(PARTNER_ID, true)).partnerTyping).toBe(true);
    expect(run(typing(PARTNER_ID, true), { type: 'typing-expired' }).partnerTyping).toBe(false);
    expect(run(live, typing(PARTNER_ID, true), arrives(1)).partnerTyping).toBe(false);
  });

  it('finds the partner’s latest Seq for read marking', () => {
    const state = run({
      type: 'page',
      answer: messagesPage([chatMessage({ Seq: 1 }), chatMessage({ Seq: 2, SenderID: VIEWER })]),
    });
    expect(latestPartnerSeq(state, VIEWER)).toBe(1);
  });
});
