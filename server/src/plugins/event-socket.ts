/**
 * What the chat socket (modules/chat/chat.socket.ts) and the live socket (modules/live/live.socket.ts)
 * share: a socket opened with a single-use ticket checked before the upgrade, subscribed to its bus
 * channel before the client's hello, which replays from the database what came after the client's
 * number and then goes live with the events the bus brought meanwhile (repeats dropped by number,
 * and numbers that crossed on the bus put back in order);
 * one heartbeat sweep per process; a bounded send buffer whose overflow closes the socket as too
 * slow; and the shutdown that closes every socket before the bus goes. See docs/decisions.md
 * ("Chat socket and bus", "Live stream").
 */
import { ServerResponse } from 'node:http';
import type { WebsocketHandler } from '@fastify/websocket';
import { CHAT_HEARTBEAT_MS, ChatCloseCode, failure, type RouteSpec } from '@swapsies/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Gauge } from 'prom-client';
import type { RawData, WebSocket } from 'ws';
import type { Actor } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { fieldOf } from '../lib/fields.ts';
import { quietCollector } from '../lib/young-collection.ts';
import { requireActor } from './auth.ts';
import { registerRoute } from './routes.ts';

/** Bytes waiting to go out on one socket beyond which its client counts as too slow. */
export const SOCKET_SEND_BUFFER_MAX = 1024 * 1024;
/** The largest client event on either socket: they are a few dozen bytes. */
export const SOCKET_CLIENT_EVENT_MAX_BYTES = 1024;
/** Bus events held for a socket while its replay runs, beyond which it counts as too slow. */
const SOCKET_PENDING_MAX = 1000;
/** How long a replay waits for a client to take what was sent before counting it as too slow. */
const REPLAY_DRAIN_TIMEOUT_MS = 10_000;
/**
 * How long numbered events that came ahead of a missing number wait for it. Two commits' events can
 * cross on their way to the bus (a busy process reads both answers in one turn of its event loop);
 * one that never comes (its publish failed) is a gap the client fetches once the wait is over.
 */
export const SOCKET_REORDER_WAIT_MS = 200;
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

export interface Served {
  /** Pings the socket, or cuts it when it did not answer the last ping; false once it is cut. */
  beat(): boolean;
  /** Closes the socket and resolves once its subscription and presence are undone. */
  shutdown(): Promise<void>;
  /** Told once the socket has closed (registerEventSocket's bookkeeping). */
  released?: (served: Served) => void;
}

type Phase = 'waiting' | 'replaying' | 'live' | 'closed';

/** One socket's place in the protocol, shared by its parts, and its closing, done once. */
export interface Connection {
  readonly socket: WebSocket;
  phase: Phase;
  close(code: number, reason: string): void;
}

const closeAsTooSlow = (connection: Connection) =>
  connection.close(ChatCloseCode.slow, 'Too slow: reconnect and catch up');

/**
 * How a bus event goes to one socket: a number (sent once, in order, never at or below what was
 * sent; one ahead of a missing number waits SOCKET_REORDER_WAIT_MS for it), 'send' for an unnumbered
 * one that goes as it comes, 'drop' for one this socket never sends, or a close: the socket closes
 * with that code at once, whatever its phase.
 */
export type Routing = number | 'send' | 'drop' | { close: number; reason: string };
type Delivered = Exclude<Routing, object>;

/** Waits while the client has not taken half the send buffer; one that takes too long is too slow. */
export async function waitForRoom(connection: Connection): Promise<void> {
  const deadline = Date.now() + REPLAY_DRAIN_TIMEOUT_MS;
  while (connection.phase !== 'closed' && connection.socket.bufferedAmount > SOCKET_SEND_BUFFER_MAX / 2) {
    if (Date.now() > deadline) closeAsTooSlow(connection);
    else await sleep(20);
  }
}

/** A replay's outcome: the number it went up to, and the event that says so (ready, or reset). */
export interface Replayed<Event> {
  lastSeq: number;
  last: Event;
}

/** One kind of socket's protocol, given to serveEventSocket: one object a socket, its methods shared. */
export interface EventSocketProtocol<ServerEvent, ClientEvent extends { type: string }> {
  /** For the log lines: 'chat socket', 'live socket'. */
  readonly name: string;
  /** The reason a socket is closed with when its events cannot be loaded. */
  readonly unavailable: string;
  /** What the socket is about, for the log lines. */
  logFields(): Record<string, unknown>;
  /** The client's event, or null when it is not one this socket takes. */
  parse(data: RawData): ClientEvent | null;
  /** Listens to the socket's bus channel; resolves once live, with its undo. */
  subscribe(listener: (event: ServerEvent, json: string) => void): Promise<() => Promise<void>>;
  route(event: ServerEvent): Routing;
  /**
   * The event as this socket's member may see it, when that differs from what the bus carries;
   * the same object otherwise, which goes out as the bus serialized it.
   */
  present?(event: ServerEvent): ServerEvent;
  /**
   * Sends what came after the client's number (through send, waiting for room between pages);
   * null when the socket closed meanwhile.
   */
  replay(
    after: number,
    send: (event: ServerEvent) => void,
    connection: Connection,
  ): Promise<Replayed<ServerEvent> | null>;
  /** Told of the hello, before the replay starts. */
  onHello?(): void;
  /** The client's events after hello. */
  onEvent?(event: ClientEvent): void;
  /** Undoes presence when the socket closes; resolves once recorded. */
  end(): Promise<void>;
}

/** Parses a client event as JSON, checked by `check`; null for anything else. */
export function parseJson<ClientEvent>(data: RawData, check: (value: unknown) => value is ClientEvent) {
  let event: unknown;
  try {
    event = JSON.parse(String(data));
  } catch {
    return null;
  }
  return check(event) ? event : null;
}

/** Where a socket's state hangs on the socket, for the listeners every socket shares. */
const stateOf = Symbol('eventSocket');
type WithState = WebSocket & { [stateOf]: EventSocket<unknown, { type: string; after?: number }> };

// One function for every socket, rather than closures for each: idle sockets must stay small.
function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
  (this as WithState)[stateOf].onMessage(data, isBinary);
}
function onPong(this: WebSocket) {
  (this as WithState)[stateOf].alive = true;
}
function onClose(this: WebSocket) {
  (this as WithState)[stateOf].onClose();
}
function sendHeldAhead(socket: EventSocket<unknown, { type: string }>) {
  socket.sendHeldAhead();
}

/**
 * One socket served through its protocol until it closes: its phase, the bus events held while its
 * replay runs, the highest number sent (nothing at or below it is sent again), and its heartbeat.
 * One object a socket, with its methods shared, rather than a closure for each part.
 */
class EventSocket<ServerEvent, ClientEvent extends { type: string; after?: number }> implements Connection, Served {
  phase: Phase = 'waiting';
  /** False from a ping until its pong. */
  alive = true;
  released?: (served: Served) => void;
  /** Bus events' routings, with their JSON, that came before the replay ended. */
  private pending: [Delivered, string][] | null = null;
  private sentSeq = 0;
  /** Numbered events that came ahead of a missing number, by number, and the end of their wait. */
  private ahead: Map<number, string> | null = null;
  private aheadWait: NodeJS.Timeout | null = null;
  private readonly subscription: Promise<() => Promise<void>>;
  /** Settles once the subscription and presence are undone, after the close. */
  private undone: Promise<void> | null = null;

  constructor(
    readonly socket: WebSocket,
    private readonly log: FastifyBaseLogger,
    private readonly protocol: EventSocketProtocol<ServerEvent, ClientEvent>,
  ) {
    (socket as unknown as WithState)[stateOf] = this as unknown as WithState[typeof stateOf];
    // Attached before any await: a message that arrived with no listener would be lost.
    socket.on('message', onMessage);
    socket.on('pong', onPong);
    socket.on('close', onClose);
    // Subscribed before the hello, so that nothing committed during the replay is missed.
    this.subscription = protocol.subscribe((event, json) => this.onBusEvent(event, json));
    this.subscription.catch((error: unknown) => {
      log.error({ err: error, ...protocol.logFields() }, `${protocol.name}: the bus subscription failed`);
      this.close(INTERNAL_ERROR, protocol.unavailable);
    });
  }

  close(code: number, reason: string): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.socket.close(code, reason);
  }

  /** The client's events: hello first; anything else before hello closes the socket. */
  onMessage(data: RawData, isBinary: boolean): void {
    if (this.phase === 'closed') return;
    const event = isBinary ? null : this.protocol.parse(data);
    if (this.phase === 'waiting') {
      if (event?.type === 'hello') this.hello(event);
      else this.close(ChatCloseCode.badHello, 'The first event must be hello');
      return;
    }
    if (event) this.protocol.onEvent?.(event);
  }

  private hello(event: ClientEvent): void {
    this.phase = 'replaying';
    this.protocol.onHello?.();
    this.subscription.then(() => this.replayThenGoLive(event.after ?? 0)).catch((error) => this.failReplay(error));
  }

  private async replayThenGoLive(after: number): Promise<void> {
    const replayed = await this.protocol.replay(after, (event) => this.sendNow(event), this);
    if (replayed && this.phase !== 'closed') this.goLive(replayed.lastSeq, replayed.last);
  }

  private failReplay(error: unknown): void {
    if (this.phase === 'closed') return;
    if (error instanceof AppError) {
      this.close(ChatCloseCode.refused, error.code);
      return;
    }
    this.log.error({ err: error, ...this.protocol.logFields() }, `${this.protocol.name}: the replay failed`);
    this.close(INTERNAL_ERROR, this.protocol.unavailable);
  }

  private sendNow(event: ServerEvent): void {
    if (this.phase !== 'closed') this.socket.send(JSON.stringify(event));
  }

  /** A bus event as the bus serialized it, once for every socket of the process. */
  private send(json: string): void {
    if (this.socket.bufferedAmount > SOCKET_SEND_BUFFER_MAX) {
      closeAsTooSlow(this);
      return;
    }
    if (this.phase !== 'closed') this.socket.send(json);
  }

  private deliver(routing: Delivered, json: string): void {
    if (routing === 'drop') return;
    if (routing === 'send') {
      this.send(json);
      return;
    }
    if (routing <= this.sentSeq || this.ahead?.has(routing)) return;
    if (routing > this.sentSeq + 1) {
      this.holdAhead(routing, json);
      return;
    }
    this.sentSeq = routing;
    this.send(json);
    this.sendNextHeld();
  }

  private holdAhead(seq: number, json: string): void {
    this.ahead ??= new Map();
    this.ahead.set(seq, json);
    if (this.ahead.size > SOCKET_PENDING_MAX) this.sendHeldAhead();
    else this.aheadWait ??= setTimeout(sendHeldAhead, SOCKET_REORDER_WAIT_MS, this);
  }

  /** Sends the held events that follow on from what was sent, now that the missing number came. */
  private sendNextHeld(): void {
    const { ahead } = this;
    if (!ahead) return;
    for (let json = ahead.get(this.sentSeq + 1); json !== undefined; json = ahead.get(this.sentSeq + 1)) {
      this.sentSeq += 1;
      ahead.delete(this.sentSeq);
      this.send(json);
    }
    if (ahead.size === 0) this.stopHoldingAhead();
  }

  /** The wait is over: what came ahead goes in order, and the client fetches the numbers missed. */
  sendHeldAhead(): void {
    const { ahead } = this;
    this.stopHoldingAhead();
    if (!ahead) return;
    for (const [seq, json] of [...ahead].sort(([a], [b]) => a - b)) {
      this.sentSeq = seq;
      this.send(json);
    }
  }

  private stopHoldingAhead(): void {
    if (this.aheadWait) clearTimeout(this.aheadWait);
    this.aheadWait = null;
    this.ahead = null;
  }

  /** The event's JSON as this socket's member may see it: the bus's own unless present changes it. */
  private shownJson(event: ServerEvent, json: string): string {
    const shown = this.protocol.present ? this.protocol.present(event) : event;
    return shown === event ? json : JSON.stringify(shown);
  }

  private onBusEvent(event: ServerEvent, json: string): void {
    if (this.phase === 'closed') return;
    const routing = this.protocol.route(event);
    if (typeof routing === 'object') {
      this.close(routing.close, routing.reason);
      return;
    }
    if (this.phase === 'live') {
      this.deliver(routing, this.shownJson(event, json));
      return;
    }
    // Held from the opening: the replay may end below an event that came before the hello.
    this.pending ??= [];
    const { pending } = this;
    pending.push([routing, this.shownJson(event, json)]);
    if (pending.length > SOCKET_PENDING_MAX) closeAsTooSlow(this);
  }

  /** After a replay up to lastSeq: sends its last word (ready), then what the bus brought meanwhile. */
  private goLive(lastSeq: number, last: ServerEvent): void {
    this.sentSeq = lastSeq;
    this.sendNow(last);
    const held = this.pending ?? [];
    this.pending = null;
    this.phase = 'live';
    for (const [routing, json] of held) this.deliver(routing, json);
  }

  beat(): boolean {
    if (!this.alive) {
      this.socket.terminate();
      return false;
    }
    this.alive = false;
    this.socket.ping();
    return true;
  }

  onClose(): void {
    this.phase = 'closed';
    this.pending = null;
    this.stopHoldingAhead();
    const unsubscribe = this.subscription.then(
      (undo) => undo(),
      () => {},
    );
    this.undone = Promise.all([unsubscribe, this.protocol.end()]).then(
      () => {},
      (error: unknown) =>
        this.log.warn(
          { err: error, ...this.protocol.logFields() },
          `${this.protocol.name}: the subscription could not be undone`,
        ),
    );
    this.released?.(this);
  }

  async shutdown(): Promise<void> {
    this.close(GOING_AWAY, 'Server shutting down');
    if (!this.undone) {
      const closed = new Promise((resolve) => this.socket.once('close', resolve));
      await Promise.race([closed, sleep(SHUTDOWN_CLOSE_WAIT_MS)]);
      this.socket.terminate();
      await closed;
    }
    await this.undone;
  }
}

/** Serves one socket through its protocol until it closes. */
export function serveEventSocket<ServerEvent, ClientEvent extends { type: string; after?: number }>(
  socket: WebSocket,
  log: FastifyBaseLogger,
  protocol: EventSocketProtocol<ServerEvent, ClientEvent>,
): Served {
  return new EventSocket(socket, log, protocol);
}

export interface EventSocketRoute {
  /** The socket's entry in the route table. */
  spec: RouteSpec;
  /** For the log lines. */
  name: string;
  /** The sockets open in this process. */
  gauge: Gauge;
  /** Spends the ticket (the query's token): the member it admits, or null (401 before any socket opens). */
  admit(ticket: string, request: FastifyRequest): Promise<Actor | null>;
  serve(socket: WebSocket, actor: Actor, request: FastifyRequest): Served;
}

/**
 * Registers a socket route: the ticket checked before the upgrade, one heartbeat sweep for its
 * open sockets, and their shutdown while the bus is still up.
 */
export async function registerEventSocket(app: FastifyInstance, options: EventSocketRoute): Promise<void> {
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

  /** A socket's bookkeeping undone once it has closed: one function for all of them. */
  const release = (served: Served) => {
    open.delete(served);
    options.gauge.set(open.size);
    if (open.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  const wsHandler: WebsocketHandler = (socket, request) => {
    const reqId = request.id;
    // An idle socket must not keep its upgrade's request and response alive (their headers, the
    // ticket's address, Fastify's wrappers: most of what a socket held). @fastify/websocket's error
    // listener holds both, and the connection holds the response it was given for the routing.
    const connection = request.raw.socket;
    const response = fieldOf(connection, '_httpMessage');
    if (response instanceof ServerResponse) response.detachSocket(connection);
    socket.removeAllListeners('error');
    socket.on('error', (error) => {
      app.log.info({ err: error, reqId }, `${options.name}: the connection failed`);
      socket.terminate();
    });
    // admit() let only a ticket's holder through to the upgrade: there is an actor.
    const served = options.serve(socket, requireActor(request), request);
    served.released = release;
    open.set(served, sweeps + SWEEPS_PER_HEARTBEAT);
    options.gauge.set(open.size);
    quietCollector.opened();
    if (!sweeper) sweeper = setInterval(sweep, HEARTBEAT_SWEEP_MS);
  };

  /** The ticket, checked before the upgrade: a refusal answers 401 and no socket opens. */
  const admit = async (request: FastifyRequest) => {
    // A plain HTTP call is answered by the route's handler and spends no ticket.
    if (!request.ws) return;
    const token = fieldOf(request.query, 'token');
    const actor = typeof token === 'string' ? await options.admit(token, request) : null;
    if (!actor) throw new AppError('WRONG_TICKET');
    request.actor = actor;
  };

  registerRoute(
    app,
    options.spec,
    async ({ reply }) =>
      reply.status(400).send(failure('VALIDATION_ERROR', { Message: 'This address opens a WebSocket.' })),
    { preValidation: admit, wsHandler },
  );

  // Before the server stops: each socket is closed and its subscription undone while the bus is up.
  app.addHook('preClose', async () => {
    await Promise.all([...open.keys()].map((served) => served.shutdown()));
  });
}
