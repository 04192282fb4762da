/**
 * A WebSocket stand-in installed on globalThis, which a test plays the server of: open it, push
 * events, drop it; it records what the client sent. Used for the chat's sockets and the live
 * stream's. Only tests import this file.
 */
import type { ChatServerEvent, LiveServerEvent } from '@swapsies/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** What a client sends or a server pushes on our sockets: a JSON object with a type. */
type SocketEvent = { type: string } & Record<string, unknown>;

export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: SocketEvent[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  /** The sockets opened so far whose address holds `path` (all of them without it). */
  static opened(path = ''): FakeSocket[] {
    return FakeSocket.all.filter((socket) => socket.url.includes(path));
  }

  /** The last socket opened (whose address holds `path`). */
  static latest(path = ''): FakeSocket {
    const socket = FakeSocket.opened(path).at(-1);
    if (!socket) throw new Error(`No socket was opened${path ? ` to ${path}` : ''}`);
    return socket;
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }

  open() {
    act(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  push(event: ChatServerEvent | LiveServerEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }

  /** The server went away (1006), or closed the socket with its own code. */
  drop(code = 1006) {
    act(() => this.close(code));
  }
}

/** Puts FakeSocket in place of WebSocket; undone by vi.unstubAllGlobals(). */
export function installFakeSocket() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}
