/** A live socket's client side for tests: every event the server sent, in order, and how it closed. */
import type { LiveClientEvent, LiveServerEvent } from '@swapsies/contract';
import type WebSocket from 'ws';
import { eventually } from './chat-socket.ts';

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
