/**
 * Test support for the chat: messages and answers in the contract's shapes, and the WebSocket
 * stand-in (fake-socket.ts) that tests drive by hand. Only tests import this file.
 */
import type { Message, MessagesAnswer, ReadMark } from '@swapsies/contract';
import type { MockAnswer } from './api.tsx';

/** The partner of makeMatch(): Alex, ID 42. */
export const PARTNER_ID = 42;

/** A message of match 5, sent now by Alex unless told otherwise. */
export function chatMessage(overrides: Partial<Message> = {}): Message {
  const Seq = overrides.Seq ?? 1;
  return {
    ID: 100 + Seq,
    MatchID: 5,
    SenderID: PARTNER_ID,
    Seq,
    EventSeq: Seq,
    Text: `Message ${Seq}`,
    CreatedAt: new Date().toISOString(),
    UpdatedAt: null,
    DeletedAt: null,
    ReadAt: null,
    IsDeleted: false,
    UnderReview: false,
    ClientID: null,
    Handover: null,
    ...overrides,
  };
}

export function readMark(UserID: number, UpTo: number, Seq = UpTo): ReadMark {
  return { UserID, UpTo, Seq, ReadAt: new Date().toISOString() };
}

/** A GET /messages page; LastSeq defaults to the highest number it carries. */
export function messagesPage(
  Messages: Message[],
  { Reads = [], LastSeq, More = false }: { Reads?: ReadMark[]; LastSeq?: number; More?: boolean } = {},
): MessagesAnswer {
  const highest = Math.max(0, ...Messages.map((message) => message.EventSeq), ...Reads.map((mark) => mark.Seq));
  return { Success: true, ErrorCode: '', Messages, Reads, LastSeq: LastSeq ?? highest, More };
}

export function messagesAnswer(...args: Parameters<typeof messagesPage>): MockAnswer<MessagesAnswer> {
  return { body: messagesPage(...args) };
}
