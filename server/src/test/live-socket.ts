/** A live socket's client side for tests: every event the server sent, in order, and how it closed. */
import { type LiveClientEvent, type LiveServerEvent, routes } from '@swapsies/contract';
import type WebSocket from 'ws';
import { type Auth, callRoute } from './call-route.ts';
import { eventually } from './chat-socket.ts';
import type { TestApp } from './test-app.ts';

export class LiveClient {
  readonly events: LiveServerEvent[] = [];
  readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.events.push(JSON.parse(String(data))));
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  send(event: LiveClientEvent | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(event));
  }

  /** Waits until the events received satisfy `done`. */
  async until(done: (events: LiveServerEvent[]) => boolean, what: string, ms?: number): Promise<LiveServerEvent[]> {
    await eventually(() => done(this.events), what, ms);
    return this.events;
  }

  /** Says hello and waits for ready or reset; answers what came between them, and that last event. */
  async hello(after: number) {
    const from = this.events.length;
    this.send({ type: 'hello', after });
    const isLast = (event: LiveServerEvent) => event.type === 'ready' || event.type === 'reset';
    await this.until((events) => events.slice(from).some(isLast), 'ready or reset');
    const at = this.events.findIndex((event, index) => index >= from && isLast(event));
    const last = this.events[at];
    if (last?.type !== 'ready' && last?.type !== 'reset') throw new Error('no ready or reset event');
    return { replay: this.events.slice(from, at), last };
  }

  /** The events after the first `from`, without their numbers: what a test compares. */
  since(from: number) {
    return this.events.slice(from);
  }
}

/** A member's live socket, opened with a fresh ticket through injectWS (no port needed). */
export async function openLiveSocket(t: TestApp, auth: Auth): Promise<LiveClient> {
  const ticket = await callRoute(t.app, routes.getLiveTicket, undefined, auth);
  if (ticket.statusCode !== 200) throw new Error(`No live ticket: ${ticket.body}`);
  return new LiveClient(await t.app.injectWS(`/api/v1/ws/live?token=${encodeURIComponent(ticket.answer.Ticket)}`));
}
