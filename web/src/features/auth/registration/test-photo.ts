/**
 * A stand-in for the canvas re-encoding (jsdom has no canvas): the real type and size checks,
 * then a fixed PNG. Use from a vi.mock factory of lib/encode-photo.ts.
 */
import type * as EncodePhoto from './lib/encode-photo.ts';

export const FAKE_ENCODED =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function fakeEncoder(actual: typeof EncodePhoto): typeof EncodePhoto.encodePhoto {
  return async (file: File) => {
    const refused = actual.checkPhotoFile(file);
    if (refused) throw new actual.PhotoError(refused);
    return { encoded: FAKE_ENCODED, preview: `data:image/png;base64,${FAKE_ENCODED}`, name: file.name };
  };
}
