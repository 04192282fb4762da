/**
 * The image pipeline: the type comes from the content, size and pixel count are capped, and
 * every image is re-encoded with its orientation applied and all metadata (EXIF, GPS) dropped.
 */
import { PHOTO_MAX_BYTES } from '@swapsies/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { AppError } from './app-error.ts';
import { type FileStorage, newStoredName } from './storage.ts';

/** Decompression bombs: a small file that decodes to a huge bitmap is refused before decoding. */
export const MAX_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = 'Images can be at most 40 megapixels.';

export interface ProcessedImage {
  format: 'jpeg' | 'png';
  display: Buffer;
  thumbnail: Buffer;
}

function sniff(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  return null;
}

export function decodeBase64Image(encoded: string): Buffer {
  const body = encoded.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(body)) throw new AppError('IMAGE_PROCESSING_FAILED');
  return Buffer.from(body, 'base64');
}

export async function processImage(
  bytes: Buffer,
  sizes: { display: number; thumbnail: number },
): Promise<ProcessedImage> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  const format = sniff(bytes);
  if (!format) throw new AppError('IMAGE_TYPE_NOT_SUPPORTED');
  try {
    // Only the header is read here; the pixel limit is checked below with a clear answer.
    const source = sharp(bytes, { limitInputPixels: false, pages: 1, failOn: 'error' });
    const meta = await source.metadata();
    if ((meta.pages ?? 1) > 1) throw new AppError('IMAGE_TYPE_NOT_SUPPORTED');
    // Read from the header, before any pixel is decoded.
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new AppError('IMAGE_TOO_LARGE', [], TOO_MANY_PIXELS);
    const render = (side: number) => {
      // rotate() with no angle applies the EXIF orientation; sharp drops metadata unless asked to keep it.
      const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true });
      return format === 'png'
        ? pipeline.png({ compressionLevel: 9 }).toBuffer()
        : pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    };
    const [display, thumbnail] = await Promise.all([render(sizes.display), render(sizes.thumbnail)]);
    return { format, display, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_PROCESSING_FAILED');
  }
}

/** Where one processed image was stored: the display size and its thumbnail. */
export interface StoredImage {
  path: string;
  thumbnailPath: string;
}

/**
 * Stores both sizes under fresh server-generated names. Every name written is pushed onto
 * `written` as soon as it exists, so that a caller whose later step fails can remove them all.
 */
export async function storeImage(
  storage: FileStorage,
  folder: string,
  image: ProcessedImage,
  written: string[],
): Promise<StoredImage> {
  const extension = image.format === 'png' ? 'png' : 'jpg';
  const path = newStoredName(folder, extension);
  const thumbnailPath = path.replace(`.${extension}`, `-thumb.${extension}`);
  await storage.put(path, image.display);
  written.push(path);
  await storage.put(thumbnailPath, image.thumbnail);
  written.push(thumbnailPath);
  return { path, thumbnailPath };
}

/** Removes files that are no longer referenced; a failure is logged, never thrown at the member. */
export async function removeFiles(
  storage: FileStorage,
  names: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const results = await Promise.allSettled(names.map((name) => storage.remove(name)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') log.warn({ err: result.reason, file: names[index] }, 'could not remove a file');
  }
}
