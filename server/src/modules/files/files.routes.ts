/**
 * GET /file?path=&token= serves stored photos to holders of a live media token (media-token.service.ts),
 * with the content type of the stored (re-encoded) file and a year-long cache, since stored names
 * never change. A missing or bad path or token answers the placeholder image.
 *
 * A photo's WebP copy (X.webp beside X.jpg or X.png, lib/images.ts) is asked for by a <picture>
 * before the stored format. Photos stored before the copies have none: for them the same address
 * answers the JPEG or PNG, which the browser shows all the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@swapsies/contract';
import type { FastifyPluginAsync } from 'fastify';
import { type FileStorage, isStoredName } from '../../lib/storage.ts';
import { registerRoute } from '../../plugins/routes.ts';
import { mediaTokenIsValid } from './media-token.service.ts';

const placeholder = fs.readFileSync(path.join(import.meta.dirname, '../../../assets/placeholder.svg'));

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * The stored file by that name and its type; for a WebP copy that was never made, the photo it
 * copies (for the small copy, X-small.webp, the thumbnail X-thumb.jpg or .png).
 */
async function storedPhoto(storage: FileStorage, name: string): Promise<{ data: Buffer; type: string } | null> {
  const stored = name.replace(/-small\.webp$/, '-thumb.webp').replace(/\.webp$/, '');
  const candidates = name.endsWith('.webp') ? [name, `${stored}.jpg`, `${stored}.png`] : [name];
  for (const candidate of candidates) {
    const data = await storage.get(candidate);
    if (data) return { data, type: CONTENT_TYPES[candidate.slice(candidate.lastIndexOf('.') + 1)] ?? 'image/jpeg' };
  }
  return null;
}

export const filesRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.getFile, async ({ query, reply }) => {
    const { path: name = '', token = '' } = query;
    const photo =
      isStoredName(name) && (await mediaTokenIsValid(app.ctx, token)) ? await storedPhoto(app.ctx.storage, name) : null;
    if (!photo) {
      return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'no-store').send(placeholder);
    }
    return reply
      .header('Content-Type', photo.type)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(photo.data);
  });
};
