/**
 * GET /file?path=&token= serves stored photos to holders of a live media token (media-token.service.ts),
 * with the content type of the stored (re-encoded) file and a year-long cache, since stored names
 * never change. A missing or bad path or token answers the placeholder image.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { isStoredName } from '../../lib/storage.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { mediaTokenIsValid } from './media-token.service.ts';

const placeholder = fs.readFileSync(path.join(import.meta.dirname, '../../../assets/placeholder.svg'));

export const filesRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getFile, async ({ query, reply }) => {
    const { path: name = '', token = '' } = query;
    const data =
      isStoredName(name) && (await mediaTokenIsValid(app.ctx, token)) ? await app.ctx.storage.get(name) : null;
    if (!data) {
      return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'no-store').send(placeholder);
    }
    return reply
      .header('Content-Type', name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(data);
  });
};
