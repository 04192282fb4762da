/**
 * The stand-in for the canvas re-encoding of a profile photo (jsdom has no canvas): the encoder's
 * own type and size checks, then a fixed 1x1 PNG. A module of its own so that a vi.mock factory
 * can load it:
 *
 *   vi.mock('@/lib/encode-photo.ts', async (importOriginal) =>
 *     (await import('@/testing/photo-stand-in.ts')).standInEncoder(await importOriginal()));
 *
 * Only tests import this file.
 */
import { vi } from 'vitest';
import type * as EncodePhoto from '@/lib/encode-photo.ts';

/** What the stand-in encoder hands on for any photo it accepts: a 1x1 PNG, as base64. */
export const FAKE_ENCODED =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The encoder module with encodePhoto replaced (a vi.fn, so that tests may inspect or override it). */
export function standInEncoder(actual: typeof EncodePhoto): typeof EncodePhoto {
  const encodePhoto: typeof actual.encodePhoto = async (file) => {
    const refused = actual.checkPhotoFile(file);
    if (refused) throw new actual.PhotoError(refused);
    return { encoded: FAKE_ENCODED, preview: `data:image/png;base64,${FAKE_ENCODED}`, name: file.name };
  };
  return { ...actual, encodePhoto: vi.fn(encodePhoto) };
}
