/** Stored photos, served to holders of a live media token. */
import { Type } from 'typebox';
import { Text } from './envelope.ts';

/** GET /file?path=&token= */
export const FileQuery = Type.Object({
  path: Type.Optional(Text({ maxLength: 200 })),
  token: Type.Optional(Text({ maxLength: 200 })),
});

/**
 * A stored photo's WebP copy, stored beside it under the same name (the server's lib/images.ts
 * writes it, the web app's <picture> asks for it): X.jpg or X.png is copied as X.webp.
 */
export function webpName(name: string): string {
  return name.replace(/\.(jpg|png)$/, '.webp');
}

/** An item photo's small WebP copy, for cards two to a row: X.jpg or X.png is copied as X-small.webp. */
export function smallWebpName(name: string): string {
  return name.replace(/\.(jpg|png)$/, '-small.webp');
}
