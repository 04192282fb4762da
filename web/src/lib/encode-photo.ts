/**
 * A profile photo or charity logo (registration's step 3, /edit-profile): one JPG or PNG of at
 * most 10 MB, re-encoded in the browser through a canvas (PNG stays PNG, everything else becomes
 * JPEG at quality 0.92) and handed on as base64 without the data: prefix.
 */
import { codeMessages, ErrorCode, PHOTO_MAX_BYTES, PHOTO_QUALITY } from '@swapsies/contract';

export interface EncodedPhoto {
  /** Base64 of the re-encoded image, without the data: prefix. */
  encoded: string;
  /** A data: address for the preview. */
  preview: string;
  name: string;
}

/** What the file picker offers. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const JPEG = 'image/jpeg';
const PNG = 'image/png';
/** The largest canvas every current browser can encode (iOS Safari's limit); bigger photos are scaled down. */
const MAX_CANVAS_PIXELS = 16_777_216;

export const photoMessages = {
  type: codeMessages[ErrorCode.IMAGE_TYPE_NOT_SUPPORTED] ?? 'Only JPG and PNG images are allowed.',
  tooLarge: (name: string) =>
    (codeMessages[ErrorCode.IMAGE_TOO_LARGE] ?? 'File(s) too large: {names}. Maximum size is 10MB.').replace(
      '{names}',
      name,
    ),
  failed: codeMessages[ErrorCode.IMAGE_PROCESSING_FAILED] ?? 'Failed to process images. Please try again.',
};

export class PhotoError extends Error {
  override name = 'PhotoError';
}

function extension(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

function isPng(file: File): boolean {
  return file.type === PNG || (!file.type && extension(file.name) === 'png');
}

/** The message for a file the picker must refuse before decoding it, or null. */
export function checkPhotoFile(file: File): string | null {
  const typeAccepted = file.type
    ? file.type === JPEG || file.type === PNG
    : ['jpg', 'jpeg', 'png'].includes(extension(file.name));
  if (!typeAccepted) return photoMessages.type;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge(file.name);
  return null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PhotoError(photoMessages.failed));
    image.src = src;
  });
}

/** Re-encodes `file`; rejects with a PhotoError whose message is the one to show. */
export async function encodePhoto(file: File): Promise<EncodedPhoto> {
  const refused = checkPhotoFile(file);
  if (refused) throw new PhotoError(refused);

  const mime = isPng(file) ? PNG : JPEG;
  const address = URL.createObjectURL(file);
  try {
    const image = await loadImage(address);
    const width = image.naturalWidth;
    const height = image.naturalHeight;
    if (!width || !height) throw new PhotoError(photoMessages.failed);
    const scale = Math.min(1, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));

    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(width * scale));
    canvas.height = Math.max(1, Math.floor(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError(photoMessages.failed);
    if (mime === JPEG) {
      // JPEG has no transparency: paint it white rather than black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(image, 0, 0, canvas.width, canvas.height);

    const preview = canvas.toDataURL(mime, PHOTO_QUALITY);
    const comma = preview.indexOf(',');
    if (!preview.startsWith('data:image/') || comma < 0) throw new PhotoError(photoMessages.failed);
    const encoded = preview.slice(comma + 1);
    if (!encoded) throw new PhotoError(photoMessages.failed);
    if (Math.floor((encoded.length * 3) / 4) > PHOTO_MAX_BYTES) throw new PhotoError(photoMessages.tooLarge(file.name));
    return { encoded, preview, name: file.name };
  } catch (error) {
    throw error instanceof PhotoError ? error : new PhotoError(photoMessages.failed);
  } finally {
    URL.revokeObjectURL(address);
  }
}
