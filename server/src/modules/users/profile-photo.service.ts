/**
 * A member's profile photo (a charity's logo): one stored image, the display size at `profile_photo`
 * and its thumbnail beside it. Registration, the profile update and account deletion share it.
 */

import { processEncodedImage, storeImage } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';

const PROFILE_PHOTO_SIZES = { display: 512, thumbnail: 160 };

/** Processes and stores an encoded photo; the names written are pushed onto `written` (see storeImage). */
export async function storeProfilePhoto(storage: FileStorage, encoded: string, written: string[]): Promise<string> {
  const image = await processEncodedImage(encoded, PROFILE_PHOTO_SIZES);
  return (await storeImage(storage, 'profiles', image, written)).path;
}

/** The stored files of a profile photo (its display size and thumbnail), to remove when it is replaced. */
export function profilePhotoFiles(photoPath: string): string[] {
  if (!photoPath) return [];
  const thumbnail = photoPath.replace(/\.(jpg|png)$/, '-thumb.$1');
  return thumbnail === photoPath ? [photoPath] : [photoPath, thumbnail];
}
