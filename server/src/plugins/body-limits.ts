/**
 * How much body each route may send, and how long it may take: a form of text for most calls,
 * room and time for photos only where photos travel (base64 in JSON). Over the size, Fastify
 * answers 413 from Content-Length alone, before reading the body; over the time, 408.
 */
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
 * missing session, its size or its time) closes the connection, so the rest is never read.
 */
export function registerBodyLimits(app: FastifyInstance, timeouts: Timeouts): void {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('Connection', 'close');
  });
}
