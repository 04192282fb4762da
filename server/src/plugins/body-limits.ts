/**
 * How much body each route may send: a form of text for most calls, room for photos only where
 * photos travel (base64 in JSON). Over the limit, Fastify answers 413 from Content-Length alone,
 * before reading the body.
 */
import { ENCODED_PHOTO_MAX, PHOTOS_MAX } from '@swapsies/contract';
import type { FastifyInstance } from 'fastify';

/** Every call without photos: the longest form (a report of 2,000 characters) with room to spare. */
export const BODY_LIMIT = 64 * 1024;
/** One photo and the form: registration's EncodedProfilePhoto (and any later call that sets one). */
export const PROFILE_PHOTO_BODY_LIMIT = ENCODED_PHOTO_MAX + BODY_LIMIT;
/** The item calls: six photos of 10 MB and the form. */
export const ITEM_PHOTOS_BODY_LIMIT = PHOTOS_MAX * ENCODED_PHOTO_MAX + BODY_LIMIT;

/**
 * An answer sent while the request's body is still arriving (refused by a rate limit, a missing
 * session, its size or a time-out) closes the connection, so the rest of that body is never read.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('Connection', 'close');
  });
}
