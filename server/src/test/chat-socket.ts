/** A chat socket's client side for tests: every event the server sent, in order, and how it closed. */
import type { AddressInfo } from 'node:net';
import { type ChatClientEvent, type ChatServerEvent, routes } from '@swapsies/contract';
import WebSocket from 'ws';
import { type Auth, callRoute } from './call-route.ts';
import type { TestApp } from './test-app.ts';

/** Starts the test app listening on a free port, for sockets over the network; answers its ws:// base. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Polls `check` until it holds, or fails naming `what`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The texts of the new messages among the events. */
export const texts = (events: ChatServerEvent[]) =>
  events.flatMap((event) => (event.type === 'message' ? [event.message.Text] : []));

export class ChatClient {
  readonly events: ChatServerEvent[] = [];
  readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.events.push(JSON.parse(String(data))));
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  /** A socket over the network (a listening app), once open. */
  static open(url: string, options: WebSocket.ClientOptions = {}): Promise<ChatClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, options);
      ws.once('open', () => resolve(new ChatClient(ws)));
      ws.once('error', reject);
    });
  }

  send(event: ChatClientEvent | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(event));
  }

  /** Waits until the events received satisfy `done`. */
  async until(done: (events: ChatServerEvent[]) => boolean, what: string, ms?: number): Promise<ChatServerEvent[]> {
    await eventually(() => done(this.events), what, ms);
    return this.events;
  }

  /** Says hello and waits for ready; answers what came between them and ready's number. */
  async hello(after: number): Promise<{ replay: ChatServerEvent[]; lastSeq: number }> {
    const from = this.events.length;
    this.send({ type: 'hello', after });
    await this.until((events) => events.slice(from).some((event) => event.type === 'ready'), 'ready');
    const at = this.events.findIndex((event, index) => index >= from && event.type === 'ready');
    const ready = this.events[at];
    if (ready?.type !== 'ready') throw new Error('no ready event');
    return { replay: this.events.slice(from, at), lastSeq: ready.lastSeq };
  }

  /** The numbers of the message, edit, deletion and read events received, in order. */
  seqs(): number[] {
    return this.events.flatMap((event) => ('seq' in event ? [event.seq] : []));
  }
}

/** A member's chat socket on a match, opened with a fresh ticket through injectWS (no port needed). */
export async function openChatSocket(t: TestApp, auth: Auth, matchId: number): Promise<ChatClient> {
  const ticket = await callRoute(t.app, routes.getChatTicket, { body: { MatchID: matchId } }, auth);
  if (ticket.statusCode !== 200) throw new Error(`No chat ticket: ${ticket.body}`);
  const path = `/api/v1/ws/chat/${matchId}?token=${encodeURIComponent(ticket.answer.Ticket)}`;
  return new ChatClient(await t.app.injectWS(path));
}
