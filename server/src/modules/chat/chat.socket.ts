/**
 * The chat socket of a match (routes.chatSocket): opened with a single-use chat ticket, checked
 * before the upgrade. It subscribes to the match on the chat bus first, then waits for the client's
 * hello, replays from the database what changed after the client's number, says ready, and goes
 * live with the events the bus brought meanwhile (duplicates dropped by number). The protocol,
 * watching, heartbeat and buffer limits are in docs/decisions.md ("Chat socket and bus").
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { WebsocketHandler } from '@fastify/websocket';
import {
  CHAT_HEARTBEAT_MS,
  type ChatClientEvent,
  ChatCloseCode,
  type ChatServerEvent,
  failure,
  routes,
} from '@swapsies/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
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
const SEQ_MAX = 2147483647;

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

function parseClientEvent(data: unknown): ChatClientEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (typeof event !== 'object' || event === null) return null;
  const { type } = event as { type?: unknown };
  if (type === 'hello') {
    const { after } = event as { after?: unknown };
    return Number.isSafeInteger(after) && (after as number) >= 0 && (after as number) <= SEQ_MAX
      ? { type, after: after as number }
      : null;
  }
  if (type === 'typing') {
    const { isTyping } = event as { isTyping?: unknown };
    return typeof isTyping === 'boolean' ? { type, isTyping } : null;
  }
  if (type === 'visible') {
    const { visible } = event as { visible?: unknown };
    return typeof visible === 'boolean' ? { type, visible } : null;
  }
  return null;
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

function serve(ctx: AppContext, socket: WebSocket, actor: Actor, matchId: number, log: FastifyBaseLogger): Served {
  const socketId = randomUUID();
  let phase: 'waiting' | 'replaying' | 'live' | 'closed' = 'waiting';
  /** Bus events, with their JSON, that came before the replay ended. */
  let pending: [ChatServerEvent, string][] = [];
  /** The highest number sent: nothing at or below it is sent again. */
  let sentSeq = 0;
  let alive = true;
  let watching = false;
  let typingWindowStart = 0;
  let typingInWindow = 0;
  // Watching changes run one after another, so a close's "false" lands after an earlier "true".
  let watchChain: Promise<void> = Promise.resolve();
  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });

  // Read through a call: the phase changes while a replay awaits.
  const isClosed = () => phase === 'closed';

  // An open socket makes its member online (no Web Push while it is); in the same chain as watching.
  watchChain = watchChain
    .then(() => ctx.chatBus.setOnline(actor.id, socketId, true))
    .catch((error: unknown) => log.warn({ err: error, matchId }, 'chat socket: presence could not be recorded'));

  const setWatching = (value: boolean) => {
    watching = value;
    watchChain = watchChain
      .then(() => ctx.chatBus.setWatching(matchId, actor.id, socketId, value))
      .catch((error: unknown) => log.warn({ err: error, matchId }, 'chat socket: watching could not be recorded'));
  };

  const close = (code: number, reason: string) => {
    if (phase === 'closed') return;
    phase = 'closed';
    socket.close(code, reason);
  };

  const sendNow = (event: ChatServerEvent) => {
    if (phase !== 'closed') socket.send(JSON.stringify(event));
  };

  /** A bus event as the bus serialized it, once for every socket of the process. */
  const send = (json: string) => {
    if (socket.bufferedAmount > CHAT_SEND_BUFFER_MAX) {
      close(ChatCloseCode.slow, 'Too slow: reconnect and catch up');
      return;
    }
    if (phase !== 'closed') socket.send(json);
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

  const onBusEvent = (event: ChatServerEvent, json: string) => {
    if (phase === 'closed') return;
    if (phase === 'live') {
      deliver(event, json);
      return;
    }
    pending.push([event, json]);
    if (pending.length > CHAT_PENDING_MAX) close(ChatCloseCode.slow, 'Too slow: reconnect and catch up');
  };

  // Subscribed before the hello, so that nothing committed during the replay is missed.
  const subscription = ctx.chatBus.subscribe(matchId, onBusEvent);

  const waitForRoom = async () => {
    const deadline = Date.now() + REPLAY_DRAIN_TIMEOUT_MS;
    while (!isClosed() && socket.bufferedAmount > CHAT_SEND_BUFFER_MAX / 2) {
      if (Date.now() > deadline) close(ChatCloseCode.slow, 'Too slow: reconnect and catch up');
      else await sleep(20);
    }
  };

  const replayThenGoLive = async (after: number) => {
    await subscription;
    let cursor = after;
    for (;;) {
      const page = await chatChanges(ctx, actor, matchId, cursor);
      if (isClosed()) return;
      for (const event of replayEvents(page, cursor)) sendNow(event);
      cursor = Math.max(cursor, page.LastSeq);
      if (!page.More) break;
      await waitForRoom();
      if (isClosed()) return;
    }
    sentSeq = cursor;
    sendNow({ type: 'ready', lastSeq: cursor });
    const held = pending;
    pending = [];
    phase = 'live';
    for (const [event, json] of held) deliver(event, json);
  };

  const onHello = (after: number) => {
    phase = 'replaying';
    // The hello means the chat is open on the client: it counts as watching until it says otherwise.
    setWatching(true);
    replayThenGoLive(after).catch((error: unknown) => {
      if (phase === 'closed') return;
      if (error instanceof AppError) {
        close(ChatCloseCode.refused, error.code);
        return;
      }
      log.error({ err: error, matchId }, 'chat socket: the replay failed');
      close(INTERNAL_ERROR, 'The chat could not be loaded');
    });
  };

  const onTyping = (isTyping: boolean) => {
    const now = Date.now();
    if (now - typingWindowStart >= 1000) {
      typingWindowStart = now;
      typingInWindow = 0;
    }
    typingInWindow += 1;
    if (typingInWindow > TYPING_PER_SECOND) return;
    void ctx.chatBus.publish(matchId, { type: 'typing', userId: actor.id, isTyping });
  };

  // Attached before any await: a message that arrived with no listener would be lost.
  socket.on('message', (data, isBinary) => {
    if (phase === 'closed') return;
    const event = isBinary ? null : parseClientEvent(data);
    if (phase === 'waiting') {
      if (event?.type === 'hello') onHello(event.after);
      else close(ChatCloseCode.badHello, 'The first event must be hello');
      return;
    }
    if (event?.type === 'typing') onTyping(event.isTyping);
    else if (event?.type === 'visible') setWatching(event.visible);
  });
  socket.on('pong', () => {
    alive = true;
  });

  socket.on('close', () => {
    phase = 'closed';
    pending = [];
    const unsubscribe = subscription.then(
      (undo) => undo(),
      () => {},
    );
    if (watching) setWatching(false);
    watchChain = watchChain
      .then(() => ctx.chatBus.setOnline(actor.id, socketId, false))
      .catch((error: unknown) => log.warn({ err: error, matchId }, 'chat socket: presence could not be undone'));
    Promise.all([unsubscribe, watchChain])
      .catch((error: unknown) => log.warn({ err: error, matchId }, 'chat socket: the subscription could not be undone'))
      .finally(resolveClosed);
  });

  subscription.catch((error: unknown) => {
    log.error({ err: error, matchId }, 'chat socket: the bus subscription failed');
    close(INTERNAL_ERROR, 'The chat could not be loaded');
  });

  return {
    beat() {
      if (!alive) {
        socket.terminate();
        return false;
      }
      alive = false;
      socket.ping();
      return true;
    },
    async shutdown() {
      close(GOING_AWAY, 'Server shutting down');
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
  const { token } = request.query as { token?: unknown };
  const matchId = Number((request.params as { matchId?: unknown }).matchId);
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
    const { matchId } = request.params as { matchId: number };
    const reqId = request.id;
    // An idle socket must not keep its upgrade's request and response alive (their headers, the
    // ticket's address, Fastify's wrappers: most of what a socket held). @fastify/websocket's error
    // listener holds both, and the connection holds the response it was given for the routing.
    const connection = request.raw.socket as
      | (typeof request.raw.socket & { _httpMessage?: ServerResponse | null })
      | undefined;
    if (connection?._httpMessage) connection._httpMessage.detachSocket(connection);
    socket.removeAllListeners('error');
    socket.on('error', (error) => {
      app.log.info({ err: error, reqId }, 'chat socket: the connection failed');
      socket.terminate();
    });
    // admit() let only a ticket's holder through to the upgrade.
    const served = serve(app.ctx, socket, request.actor as Actor, matchId, request.log);
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
