/**
 * The member's live socket (routes.liveSocket): opened with a single-use live ticket, checked
 * before the upgrade. It subscribes to the member's bus channel first, then waits for the
 * client's hello, replays from the database the events after the client's number (or tells it to
 * refetch: reset), and goes live with the events the bus brought meanwhile, each number once. The
 * machinery it shares with the chat socket is plugins/event-socket.ts; the protocol is
 * contract/src/live.ts and docs/decisions.md ("Live stream").
 */
import { randomUUID } from 'node:crypto';
import { ChatCloseCode, LiveClientEvent, routes } from '@swapsies/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import type { WebSocket } from 'ws';
import type { Actor, AppContext } from '../../context.ts';
import type { LiveBusEvent } from '../../lib/chat-bus.ts';
import { parseJson, registerEventSocket, type Served, serveEventSocket } from '../../plugins/event-socket.ts';
import { consumeLiveTicket, liveReplay } from './live.service.ts';

const isClientEvent = (value: unknown): value is LiveClientEvent => Value.Check(LiveClientEvent, value);

/**
 * The member counts as online while the socket is open: a live socket means the app is open, and
 * the open app shows each new notification itself (the bell, a browser notification), so Web Push,
 * which is for a closed app, would say it twice. A phone that puts the app away loses the socket
 * to the heartbeat within two beats, and pushes resume.
 */
function trackOnline(ctx: AppContext, actor: Actor, log: FastifyBaseLogger) {
  const socketId = randomUUID();
  const set = (online: boolean) =>
    ctx.chatBus
      .setOnline(actor.id, socketId, online)
      .catch((error: unknown) =>
        log.warn({ err: error, userId: actor.id }, 'live socket: presence could not be recorded'),
      );
  const opened = set(true);
  // The close's "false" lands after the opening's "true".
  return { end: () => opened.then(() => set(false)) };
}

function serve(ctx: AppContext, socket: WebSocket, actor: Actor, log: FastifyBaseLogger): Served {
  const online = trackOnline(ctx, actor, log);
  return serveEventSocket<LiveBusEvent, LiveClientEvent>(socket, log, {
    name: 'live socket',
    unavailable: 'The live events could not be loaded',
    logFields: () => ({ userId: actor.id }),
    parse: (data) => parseJson(data, isClientEvent),
    subscribe: (listener) => ctx.chatBus.subscribeMember(actor.id, listener),
    route(event) {
      // The member's sessions have ended (closeLiveSockets): the client's next ticket is refused.
      if (event.type === 'close') return { close: ChatCloseCode.refused, reason: 'Signed out' };
      if (event.type === 'chat') return 'send';
      return event.type === 'ready' || event.type === 'reset' ? 'drop' : event.seq;
    },
    async replay(after, send, connection) {
      const replay = await liveReplay(ctx, actor.id, after);
      if (connection.phase === 'closed') return null;
      if (replay.reset) return { lastSeq: replay.lastSeq, last: { type: 'reset', lastSeq: replay.lastSeq } };
      // At most LIVE_REPLAY_MAX small events: one page, well inside the send buffer.
      for (const event of replay.events) send(event);
      return { lastSeq: replay.lastSeq, last: { type: 'ready', lastSeq: replay.lastSeq } };
    },
    end: online.end,
  });
}

export async function liveSocketRoutes(app: FastifyInstance): Promise<void> {
  await registerEventSocket(app, {
    spec: routes.liveSocket,
    name: 'live socket',
    gauge: app.ctx.metrics.liveSocketsOpen,
    admit: (ticket) => consumeLiveTicket(app.ctx, ticket),
    serve: (socket, actor, request) => serve(app.ctx, socket, actor, request.log),
  });
}
