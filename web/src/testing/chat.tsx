/**
 * Test support for the chat: messages and answers in the contract's shapes, and a WebSocket
 * stand-in installed on globalThis that tests drive by hand. Only tests import this file.
 */
import type { ChatClientEvent, ChatServerEvent, Message, MessagesAnswer, ReadMark } from '@swapsies/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
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
    ClientID: null,
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

/** A chat socket the test plays the server of: open it, push events, close it; it records what the client sent. */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: ChatClientEvent[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('No chat socket was opened');
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientEvent);
  }

  close() {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.();
  }

  open() {
    act(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  push(event: ChatServerEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }

  /** The server went away. */
  drop() {
    act(() => this.close());
  }
}

/** Puts FakeSocket in place of WebSocket; undone by vi.unstubAllGlobals(). */
export function installFakeSocket() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}
