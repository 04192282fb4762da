/**
 * The chat socket of a match (routes.chatSocket): opened with a single-use chat ticket, checked
 * before the upgrade. It subscribes to the match on the chat bus first, then waits for the client's
 * hello, replays from the database what changed after the client's number, says ready, and goes
 * live with the events the bus brought meanwhile (duplicates dropped by number): the machinery
 * it shares with the live socket is plugins/event-socket.ts. The bus's closing word for the
 * match (closeChatSockets, chat.service.ts) closes it with ChatCloseCode.ended. The protocol,
 * watching, heartbeat and buffer limits are in docs/decisions.md ("Chat socket and bus").
 */
import { randomUUID } from 'node:crypto';
import { ChatClientEvent, ChatCloseCode, type ChatServerEvent, routes } from '@swapsies/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import type { RawData } from 'ws';
import type { Actor, AppContext } from '../../context.ts';
import type { ChatBusEvent } from '../../lib/chat-bus.ts';
import { fieldOf } from '../../lib/fields.ts';
import {
  type Connection,
  type EventSocketProtocol,
  parseJson,
  type Replayed,
  type Routing,
  registerEventSocket,
  serveEventSocket,
  waitForRoom,
} from '../../plugins/event-socket.ts';
import { shownTo } from './chat.presenter.ts';
import { chatChanges, consumeChatTicket } from './chat.service.ts';

/** Typing events one socket may publish per second; more are dropped (clients send one every 2 s). */
export const TYPING_PER_SECOND = 5;

const isClientEvent = (value: unknown): value is ChatClientEvent => Value.Check(ChatClientEvent, value);

type NumberedEvent = Extract<ChatServerEvent, { seq: number }>;

/** The replay of one page of changes, in number order: messages at their latest change, read marks that moved. */
function replayEvents(page: Awaited<ReturnType<typeof chatChanges>>, after: number): NumberedEvent[] {
  const events: NumberedEvent[] = page.Messages.map((message) => ({
    type: message.IsDeleted ? 'deleted' : message.UpdatedAt ? 'edited' : 'message',
    seq: message.EventSeq,
    message,
  }));
  for (const read of page.Reads) {
    // Read marks come whole with every page: each is sent by the page whose range holds its number,
    // and one that moved after the page was read comes from the bus.
    if (read.Seq <= after || read.Seq > page.LastSeq) continue;
    events.push({ type: 'read', seq: read.Seq, userId: read.UserID, upTo: read.UpTo, readAt: read.ReadAt });
  }
  return events.sort((a, b) => a.seq - b.seq);
}

/** Sends, page by page, what changed after the client's number; null once the socket has closed. */
async function replayChanges(
  ctx: AppContext,
  actor: Actor,
  matchId: number,
  after: number,
  send: (event: ChatServerEvent) => void,
  connection: Connection,
): Promise<Replayed<ChatServerEvent> | null> {
  // Read through a call: the phase changes while the replay awaits.
  const isClosed = () => connection.phase === 'closed';
  let cursor = after;
  for (;;) {
    const page = await chatChanges(ctx, actor, matchId, cursor);
    if (isClosed()) return null;
    for (const event of replayEvents(page, cursor)) send(event);
    cursor = Math.max(cursor, page.LastSeq);
    if (!page.More) break;
    await waitForRoom(connection);
    if (isClosed()) return null;
  }
  return { lastSeq: cursor, last: { type: 'ready', lastSeq: cursor } };
}

/**
 * One chat socket's protocol and state, one object a socket. The member is online while the socket
 * is open (no Web Push while they are), and watching the match while the chat is on screen. The
 * presence changes run one after another, so a close's "false" lands after an earlier "true".
 */
class ChatSocket implements EventSocketProtocol<ChatBusEvent, ChatClientEvent> {
  private readonly socketId = randomUUID();
  private watching = false;
  private presence: Promise<void>;
  /** The typing events of the current second, which started at typingSince. */
  private typingSince = 0;
  private typingCount = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly actor: Actor,
    private readonly matchId: number,
    private readonly log: FastifyBaseLogger,
    /** The upgrade's request id, for the log lines. */
    private readonly reqId: string,
  ) {
    this.presence = Promise.resolve();
    this.record(
      () => ctx.chatBus.setOnline(actor.id, this.socketId, true),
      'chat socket: presence could not be recorded',
    );
  }

  get name() {
    return 'chat socket';
  }
  get unavailable() {
    return 'The chat could not be loaded';
  }
  logFields() {
    return { matchId: this.matchId, reqId: this.reqId };
  }

  private record(change: () => Promise<void>, failure: string): void {
    this.presence = this.presence
      .then(change)
      .catch((error: unknown) => this.log.warn({ err: error, ...this.logFields() }, failure));
  }

  private setWatching(value: boolean): void {
    this.watching = value;
    this.record(
      () => this.ctx.chatBus.setWatching(this.matchId, this.actor.id, this.socketId, value),
      'chat socket: watching could not be recorded',
    );
  }

  /** Whether one more typing event may go out: at most TYPING_PER_SECOND a second. */
  private typingAllowed(): boolean {
    const now = Date.now();
    if (now - this.typingSince >= 1000) {
      this.typingSince = now;
      this.typingCount = 0;
    }
    this.typingCount += 1;
    return this.typingCount <= TYPING_PER_SECOND;
  }

  parse(data: RawData) {
    return parseJson(data, isClientEvent);
  }

  subscribe(listener: (event: ChatBusEvent, json: string) => void) {
    return this.ctx.chatBus.subscribe(this.matchId, listener);
  }

  route(event: ChatBusEvent): Routing {
    if (event.type === 'close') return { close: ChatCloseCode.ended, reason: 'The match has ended' };
    if (event.type === 'typing') return event.userId === this.actor.id ? 'drop' : 'send';
    return event.type === 'ready' ? 'drop' : event.seq;
  }

  // The bus carries a message as its sender sees it: a hidden one loses its text for the partner.
  present(event: ChatBusEvent): ChatBusEvent {
    if (!('message' in event)) return event;
    const message = shownTo(event.message, this.actor.id);
    return message === event.message ? event : { ...event, message };
  }

  replay(after: number, send: (event: ChatServerEvent) => void, connection: Connection) {
    return replayChanges(this.ctx, this.actor, this.matchId, after, send, connection);
  }

  // The hello means the chat is open on the client: it counts as watching until it says otherwise.
  onHello(): void {
    this.setWatching(true);
  }

  onEvent(event: ChatClientEvent): void {
    if (event.type === 'typing') {
      if (this.typingAllowed())
        void this.ctx.chatBus.publish(this.matchId, {
          type: 'typing',
          userId: this.actor.id,
          isTyping: event.isTyping,
        });
    } else if (event.type === 'visible') this.setWatching(event.visible);
  }

  /** Undoes watching and presence; resolves once both are recorded. */
  end(): Promise<void> {
    if (this.watching) this.setWatching(false);
    this.record(
      () => this.ctx.chatBus.setOnline(this.actor.id, this.socketId, false),
      'chat socket: presence could not be undone',
    );
    return this.presence;
  }
}

export async function chatSocketRoutes(app: FastifyInstance): Promise<void> {
  await registerEventSocket(app, {
    spec: routes.chatSocket,
    name: 'chat socket',
    gauge: app.ctx.metrics.chatSocketsOpen,
    async admit(ticket, request) {
      const matchId = Number(fieldOf(request.params, 'matchId'));
      return Number.isSafeInteger(matchId) && matchId > 0 ? consumeChatTicket(app.ctx, ticket, matchId) : null;
    },
    // The params were validated: matchId is a number. The app's logger, not the request's: a socket
    // outlives its upgrade, and keeping a child logger a socket costs memory.
    serve: (socket, actor, request) =>
      serveEventSocket(
        socket,
        app.log,
        new ChatSocket(app.ctx, actor, Number(fieldOf(request.params, 'matchId')), app.log, request.id),
      ),
  });
}
