/**
 * The chat socket of a match (routes.chatSocket): opened with a single-use chat ticket, checked
 * before the upgrade. It subscribes to the match on the chat bus first, then waits for the client's
 * hello, replays from the database what changed after the client's number, says ready, and goes
 * live with the events the bus brought meanwhile (duplicates dropped by number). The protocol,
 * watching, heartbeat and buffer limits are in docs/decisions.md ("Chat socket and bus").
 */
import { randomUUID } from 'node:crypto';
import { ServerResponse } from 'node:http';
import type { WebsocketHandler } from '@fastify/websocket';
import {
  CHAT_HEARTBEAT_MS,
  ChatClientEvent,
  ChatCloseCode,
  type ChatServerEvent,
  failure,
  routes,
} from '@swapsies/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import type { RawData, WebSocket } from 'ws';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldOf } from '../../lib/fields.ts';
import { requireActor } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { chatChanges, consumeChatTicket } from './chat.service.ts';

/** Bytes waiting to go out on one socket beyond which its client counts as too slow. */
export const CHAT_SEND_BUFFER_MAX = 1024 * 1024;
/** Bus events held for a socket while its replay runs, beyond which it counts as too slow. */
export const CHAT_PENDING_MAX = 1000;
/** How long a replay waits for a client to take what was sent before counting it as too slow. */
const REPLAY_DRAIN_TIMEOUT_MS = 10_000;
/** Typing events one socket may publish per second; more are dropped (clients send one every 2 s). */
export const TYPING_PER_SECOND = 5;
/** The largest client event: they are a few dozen bytes. */
export const CHAT_CLIENT_EVENT_MAX_BYTES = 1024;
/** A closing socket's client gets this long to answer the close before it is cut, at shutdown. */
const SHUTDOWN_CLOSE_WAIT_MS = 1000;

const GOING_AWAY = 1001;
const INTERNAL_ERROR = 1011;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How often the process's one heartbeat timer looks for sockets due a ping. Each socket falls due
 * CHAT_HEARTBEAT_MS after its last ping, so the pings spread over the interval as the openings did.
 */
const HEARTBEAT_SWEEP_MS = 1000;
const SWEEPS_PER_HEARTBEAT = CHAT_HEARTBEAT_MS / HEARTBEAT_SWEEP_MS;

interface Served {
  /** Pings the socket, or cuts it when it did not answer the last ping; false once it is cut. */
  beat(): boolean;
  /** Closes the socket and resolves once its subscription and watching are undone. */
  shutdown(): Promise<void>;
}

function parseClientEvent(data: RawData): ChatClientEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(String(data));
  } catch {
    return null;
  }
  return Value.Check(ChatClientEvent, event) ? event : null;
}

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

type Phase = 'waiting' | 'replaying' | 'live' | 'closed';

/** One socket's place in the protocol, shared by its parts, and its closing, done once. */
interface Connection {
  readonly socket: WebSocket;
  phase: Phase;
  close(code: number, reason: string): void;
}

function connectionOf(socket: WebSocket): Connection {
  const connection: Connection = {
    socket,
    phase: 'waiting',
    close(code, reason) {
      if (connection.phase === 'closed') return;
      connection.phase = 'closed';
      socket.close(code, reason);
    },
  };
  return connection;
}

const closeAsTooSlow = (connection: Connection) =>
  connection.close(ChatCloseCode.slow, 'Too slow: reconnect and catch up');

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

/** Bus events to the socket: held while the replay runs, then sent live, each number once. */
function busDelivery(connection: Connection, actor: Actor) {
  const { socket } = connection;
  /** Bus events, with their JSON, that came before the replay ended. */
  let pending: [ChatServerEvent, string][] = [];
  /** The highest number sent: nothing at or below it is sent again. */
  let sentSeq = 0;

  /** A bus event as the bus serialized it, once for every socket of the process. */
  const send = (json: string) => {
    if (socket.bufferedAmount > CHAT_SEND_BUFFER_MAX) {
      closeAsTooSlow(connection);
      return;
    }
    if (connection.phase !== 'closed') socket.send(json);
  };

  const deliver = (event: ChatServerEvent, json: string) => {
    if (event.type === 'typing') {
      if (event.userId !== actor.id) send(json);
      return;
    }
    if (event.type === 'ready' || event.seq <= sentSeq) return;
    sentSeq = event.seq;
    send(json);
  };

  const sendNow = (event: ChatServerEvent) => {
    if (connection.phase !== 'closed') socket.send(JSON.stringify(event));
  };

  return {
    sendNow,
    onBusEvent(event: ChatServerEvent, json: string) {
      if (connection.phase === 'closed') return;
      if (connection.phase === 'live') {
        deliver(event, json);
        return;
      }
      pending.push([event, json]);
      if (pending.length > CHAT_PENDING_MAX) closeAsTooSlow(connection);
    },
    /** After a replay up to lastSeq: says ready, then sends what the bus brought meanwhile. */
    goLive(lastSeq: number) {
      sentSeq = lastSeq;
      sendNow({ type: 'ready', lastSeq });
      const held = pending;
      pending = [];
      connection.phase = 'live';
      for (const [event, json] of held) deliver(event, json);
    },
    drop() {
      pending = [];
    },
  };
}

type Delivery = ReturnType<typeof busDelivery>;

/** Waits while the client has not taken half the send buffer; one that takes too long is too slow. */
async function waitForRoom(connection: Connection) {
  const deadline = Date.now() + REPLAY_DRAIN_TIMEOUT_MS;
  while (connection.phase !== 'closed' && connection.socket.bufferedAmount > CHAT_SEND_BUFFER_MAX / 2) {
    if (Date.now() > deadline) closeAsTooSlow(connection);
    else await sleep(20);
  }
}

/** Sends, page by page, what changed after the client's number, then goes live. */
async function replayThenGoLive(
  ctx: AppContext,
  actor: Actor,
  matchId: number,
  after: number,
  connection: Connection,
  delivery: Delivery,
) {
  // Read through a call: the phase changes while the replay awaits.
  const isClosed = () => connection.phase === 'closed';
  let cursor = after;
  for (;;) {
    const page = await chatChanges(ctx, actor, matchId, cursor);
    if (isClosed()) return;
    for (const event of replayEvents(page, cursor)) delivery.sendNow(event);
    cursor = Math.max(cursor, page.LastSeq);
    if (!page.More) break;
    await waitForRoom(connection);
    if (isClosed()) return;
  }
  delivery.goLive(cursor);
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

/** The client's events: hello first, then typing and visible; anything else before hello closes the socket. */
function onClientEvents(
  connection: Connection,
  handlers: { hello(after: number): void; typing(isTyping: boolean): void; visible(visible: boolean): void },
) {
  // Attached before any await: a message that arrived with no listener would be lost.
  connection.socket.on('message', (data, isBinary) => {
    if (connection.phase === 'closed') return;
    const event = isBinary ? null : parseClientEvent(data);
    if (connection.phase === 'waiting') {
      if (event?.type === 'hello') handlers.hello(event.after);
      else connection.close(ChatCloseCode.badHello, 'The first event must be hello');
      return;
    }
    if (event?.type === 'typing') handlers.typing(event.isTyping);
    else if (event?.type === 'visible') handlers.visible(event.visible);
  });
}

/** Pings the socket, or cuts it when it did not answer the last ping; false once it is cut. */
function heartbeat(socket: WebSocket): () => boolean {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  return () => {
    if (!alive) {
      socket.terminate();
      return false;
    }
    alive = false;
    socket.ping();
    return true;
  };
}

function serve(ctx: AppContext, socket: WebSocket, actor: Actor, matchId: number, log: FastifyBaseLogger): Served {
  const connection = connectionOf(socket);
  const presence = trackPresence(ctx, actor, matchId, log);
  const delivery = busDelivery(connection, actor);
  const typingAllowed = typingLimiter();
  // Subscribed before the hello, so that nothing committed during the replay is missed.
  const subscription = ctx.chatBus.subscribe(matchId, delivery.onBusEvent);

  const failReplay = (error: unknown) => {
    if (connection.phase === 'closed') return;
    if (error instanceof AppError) {
      connection.close(ChatCloseCode.refused, error.code);
      return;
    }
    log.error({ err: error, matchId }, 'chat socket: the replay failed');
    connection.close(INTERNAL_ERROR, 'The chat could not be loaded');
  };

  onClientEvents(connection, {
    hello(after) {
      connection.phase = 'replaying';
      // The hello means the chat is open on the client: it counts as watching until it says otherwise.
      presence.setWatching(true);
      subscription.then(() => replayThenGoLive(ctx, actor, matchId, after, connection, delivery)).catch(failReplay);
    },
    typing(isTyping) {
      if (typingAllowed()) void ctx.chatBus.publish(matchId, { type: 'typing', userId: actor.id, isTyping });
    },
    visible: presence.setWatching,
  });
  const beat = heartbeat(socket);

  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      connection.phase = 'closed';
      delivery.drop();
      const unsubscribe = subscription.then(
        (undo) => undo(),
        () => {},
      );
      Promise.all([unsubscribe, presence.end()])
        .catch((error: unknown) =>
          log.warn({ err: error, matchId }, 'chat socket: the subscription could not be undone'),
        )
        .finally(resolve);
    });
  });

  subscription.catch((error: unknown) => {
    log.error({ err: error, matchId }, 'chat socket: the bus subscription failed');
    connection.close(INTERNAL_ERROR, 'The chat could not be loaded');
  });

  return {
    beat,
    async shutdown() {
      connection.close(GOING_AWAY, 'Server shutting down');
      await Promise.race([closed, sleep(SHUTDOWN_CLOSE_WAIT_MS)]);
      socket.terminate();
      await closed;
    },
  };
}

/** The ticket, checked before the upgrade: a refusal answers 401 and no socket opens. */
async function admit(ctx: AppContext, request: FastifyRequest): Promise<void> {
  // A plain HTTP call is answered by the route's handler and spends no ticket.
  if (!request.ws) return;
  const token = fieldOf(request.query, 'token');
  const matchId = Number(fieldOf(request.params, 'matchId'));
  const actor =
    typeof token === 'string' && Number.isSafeInteger(matchId) && matchId > 0
      ? await consumeChatTicket(ctx, token, matchId)
      : null;
  if (!actor) throw new AppError('WRONG_TICKET');
  request.actor = actor;
}

export async function chatSocketRoutes(app: FastifyInstance): Promise<void> {
  /**
   * The open sockets, each with the sweep at which its next ping is due, earliest first (a ping
   * moves it to the end): one timer for the process instead of one a socket.
   */
  const open = new Map<Served, number>();
  let sweeps = 0;
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () => {
    sweeps += 1;
    for (const [served, due] of open) {
      if (due > sweeps) break;
      open.delete(served);
      if (served.beat()) open.set(served, sweeps + SWEEPS_PER_HEARTBEAT);
    }
  };

  const wsHandler: WebsocketHandler = (socket, request) => {
    // The params were validated: matchId is a number.
    const matchId = Number(fieldOf(request.params, 'matchId'));
    const reqId = request.id;
    // An idle socket must not keep its upgrade's request and response alive (their headers, the
    // ticket's address, Fastify's wrappers: most of what a socket held). @fastify/websocket's error
    // listener holds both, and the connection holds the response it was given for the routing.
    const connection = request.raw.socket;
    const response = fieldOf(connection, '_httpMessage');
    if (response instanceof ServerResponse) response.detachSocket(connection);
    socket.removeAllListeners('error');
    socket.on('error', (error) => {
      app.log.info({ err: error, reqId }, 'chat socket: the connection failed');
      socket.terminate();
    });
    // admit() let only a ticket's holder through to the upgrade: there is an actor.
    const served = serve(app.ctx, socket, requireActor(request), matchId, request.log);
    open.set(served, sweeps + SWEEPS_PER_HEARTBEAT);
    app.ctx.metrics.chatSocketsOpen.set(open.size);
    if (!sweeper) sweeper = setInterval(sweep, HEARTBEAT_SWEEP_MS);
    socket.on('close', () => {
      open.delete(served);
      app.ctx.metrics.chatSocketsOpen.set(open.size);
      if (open.size === 0 && sweeper) {
        clearInterval(sweeper);
        sweeper = undefined;
      }
    });
  };

  registerRoute(
    app,
    routes.chatSocket,
    async ({ reply }) =>
      reply.status(400).send(failure('VALIDATION_ERROR', { Message: 'This address opens a WebSocket.' })),
    { preValidation: (request) => admit(app.ctx, request), wsHandler },
  );

  // Before the server stops: each socket is closed and its subscription undone while the bus is up.
  app.addHook('preClose', async () => {
    await Promise.all([...open.keys()].map((served) => served.shutdown()));
  });
}
