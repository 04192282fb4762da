/**
 * How much body each route may send, and how long it may take: a form of text for most calls,
 * room and time for photos only where photos travel (base64 in JSON). Over the size, Fastify
 * answers 413 from Content-Length alone, before reading the body; over the time, 408.
 *
 * An answer given while the body still arrives (413, 408, a rate limit, a missing session) says
 * `Connection: close` and then closes by lingering, as nginx does: once the answer is out, the
 * server half-closes (FIN) and reads and drops what the client still sends, until the client
 * closes its side or LINGER_MS has passed. Closing at once, with the body unread, makes the kernel
 * answer with a reset, and a client still sending (curl, fetch) reports that instead of the answer.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { ENCODED_PHOTO_MAX, PHOTOS_MAX } from '@swapsies/contract';
import type { FastifyInstance } from 'fastify';
import type { Timeouts } from '../config.ts';

/** Every call without photos: the longest form (a report of 2,000 characters) with room to spare. */
export const BODY_LIMIT = 64 * 1024;
/** One photo and the form: registration's EncodedProfilePhoto (and any later call that sets one). */
export const PROFILE_PHOTO_BODY_LIMIT = ENCODED_PHOTO_MAX + BODY_LIMIT;
/** The item calls: six photos of 10 MB and the form. */
export const ITEM_PHOTOS_BODY_LIMIT = PHOTOS_MAX * ENCODED_PHOTO_MAX + BODY_LIMIT;

/**
 * The longest a refused request's connection keeps reading after its answer. A client that sends
 * its body before it reads the answer needs time to finish sending: 5 s carries several MB on an
 * ordinary link (a 2 MB photo sent to a 64 KB call is the common case, so a bound in bytes, twice
 * the route's limit, would cut it short), and a client that never stops holds only a socket, since
 * what it sends is dropped. It also bounds how long a graceful shutdown waits for such connections.
 */
export const LINGER_MS = 5000;

/** Read by the error handler as a 408. */
class BodyTimeoutError extends Error {
  readonly statusCode = 408;
  readonly code = 'BODY_TIMEOUT';
  constructor() {
    super('The request body did not arrive in time');
  }
}

/**
 * Each body must have arrived within its route's time, counted from the request's start: the
 * upload time for routes that take photos, the body time for the rest, so a client that trickles
 * a body is cut off. An answer sent while the body is still arriving (refused by a rate limit, a
 * missing session, its size or its time) closes the connection by lingering (lingerMs, LINGER_MS
 * unless a test shortens it): the rest is read and dropped, never parsed or answered.
 */
export function registerBodyLimits(app: FastifyInstance, timeouts: Timeouts, lingerMs = LINGER_MS): void {
  const closing = new WeakSet<Socket>();
  // A request the client sent after the refused body, on a connection already answered with
  // `Connection: close`, is dropped unread and unanswered rather than run.
  app.addHook('onRequest', async (request, reply) => {
    if (!closing.has(request.raw.socket)) return;
    reply.hijack();
    request.raw.resume();
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    // Already all here (or an injected request in tests): nothing to wait for.
    if (request.raw.complete !== false) return payload;
    const uploads = (request.routeOptions.bodyLimit ?? BODY_LIMIT) > BODY_LIMIT;
    const allowed = (uploads ? timeouts.uploadMs : timeouts.bodyMs) - reply.elapsedTime;
    const timed = new PassThrough();
    const timer = setTimeout(
      () => {
        payload.unpipe(timed);
        timed.destroy(new BodyTimeoutError());
      },
      Math.max(0, allowed),
    );
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('error', (error) => timed.destroy(error));
    reply.raw.once('close', stop);
    // Fastify listens while it reads the body; this keeps an error on a body nobody reads from being thrown.
    timed.on('error', () => {});
    return payload.pipe(timed);
  });
  // A callback hook: it runs on every answer, where an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) {
      reply.header('Connection', 'close');
      closing.add(request.raw.socket);
      lingerAfterAnswer(request.raw, lingerMs);
    }
    done(null, payload);
  });
}

/**
 * Node's HTTP server calls socket.destroySoon() once the last answer on a connection that is to
 * close has been handed to the socket (resOnFinish in _http_server.js): it half-closes and
 * destroys the socket as soon as the answer is written, with the body unread. This socket's own
 * destroySoon lingers instead.
 */
function lingerAfterAnswer(request: IncomingMessage, boundMs: number): void {
  const socket = request.socket;
  const destroySoon = socket.destroySoon;
  socket.destroySoon = () => {
    // The HTTP parser keeps reading the socket only while the request takes its body: a request
    // piped into a body reader that stopped (a refused size, the body time) is paused by
    // backpressure, and Node dumps only a request nobody began to read.
    request.unpipe();
    request.removeAllListeners('data');
    request.resume();
    // The client closed its side already: nothing more to read.
    if (socket.readableEnded) return destroySoon.call(socket);
    const timer = setTimeout(() => socket.destroy(), boundMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // The client has read the answer or given up on it: close once the answer is written.
    socket.once('end', () => destroySoon.call(socket));
    socket.end();
  };
}
