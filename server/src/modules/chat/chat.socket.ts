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
import type { WebSocket } from 'ws';
import type { Actor, AppContext } from '../../context.ts';
import type { ChatBusEvent } from '../../lib/chat-bus.ts';
import { fieldOf } from '../../lib/fields.ts';
import {
  type Connection,
  parseJson,
  type Replayed,
  registerEventSocket,
  type Served,
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

/**
 * The member online while the socket is open (no Web Push while they are), and watching the match
 * while the chat is on screen. The changes run one after another, so a close's "false" lands after
 * an earlier "true".
 */
function trackPresence(ctx: AppContext, actor: Actor, matchId: number, log: FastifyBaseLogger) {
  const socketId = randomUUID();
  let watching = false;
  let chain: Promise<void> = Promise.resolve();
  const record = (change: () => Promise<void>, failure: string) => {
    chain = chain.then(change).catch((error: unknown) => log.warn({ err: error, matchId }, failure));
  };
  const setWatching = (value: boolean) => {
    watching = value;
    record(
      () => ctx.chatBus.setWatching(matchId, actor.id, socketId, value),
      'chat socket: watching could not be recorded',
    );
  };
  record(() => ctx.chatBus.setOnline(actor.id, socketId, true), 'chat socket: presence could not be recorded');
  return {
    setWatching,
    /** Undoes watching and presence; resolves once both are recorded. */
    end(): Promise<void> {
      if (watching) setWatching(false);
      record(() => ctx.chatBus.setOnline(actor.id, socketId, false), 'chat socket: presence could not be undone');
      return chain;
    },
  };
}

/** Whether one more typing event may go out: at most TYPING_PER_SECOND a second. */
function typingLimiter() {
  let windowStart = 0;
  let inWindow = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    return inWindow <= TYPING_PER_SECOND;
  };
}

/** Sends, page by page, what changed after the client's number; null once the socket has closed. */
async function replay(
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

function serve(ctx: AppContext, socket: WebSocket, actor: Actor, matchId: number, log: FastifyBaseLogger): Served {
  const presence = trackPresence(ctx, actor, matchId, log);
  const typingAllowed = typingLimiter();
  return serveEventSocket<ChatBusEvent, ChatClientEvent>(socket, log, {
    name: 'chat socket',
    unavailable: 'The chat could not be loaded',
    logFields: { matchId },
    parse: (data) => parseJson(data, isClientEvent),
    subscribe: (listener) => ctx.chatBus.subscribe(matchId, listener),
    route(event) {
      if (event.type === 'close') return { close: ChatCloseCode.ended, reason: 'The match has ended' };
      if (event.type === 'typing') return event.userId === actor.id ? 'drop' : 'send';
      return event.type === 'ready' ? 'drop' : event.seq;
    },
    // The bus carries a message as its sender sees it: a hidden one loses its text for the partner.
    present(event) {
      if (!('message' in event)) return event;
      const message = shownTo(event.message, actor.id);
      return message === event.message ? event : { ...event, message };
    },
    replay: (after, send, connection) => replay(ctx, actor, matchId, after, send, connection),
    // The hello means the chat is open on the client: it counts as watching until it says otherwise.
    onHello: () => presence.setWatching(true),
    onEvent(event) {
      if (event.type === 'typing') {
        if (typingAllowed())
          void ctx.chatBus.publish(matchId, { type: 'typing', userId: actor.id, isTyping: event.isTyping });
      } else if (event.type === 'visible') presence.setWatching(event.visible);
    },
    end: presence.end,
  });
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
    // The params were validated: matchId is a number.
    serve: (socket, actor, request) =>
      serve(app.ctx, socket, actor, Number(fieldOf(request.params, 'matchId')), request.log),
  });
}
