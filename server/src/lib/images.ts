/**
 * The image pipeline: the type comes from the content, size and pixel count are capped, and
 * every image is re-encoded with its orientation applied and all metadata (EXIF, GPS) dropped.
 */
import os from 'node:os';
import { PHOTO_MAX_BYTES, smallWebpName, webpName } from '@swapsies/contract';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import type { Sharp, SharpConstructor } from 'sharp';
import { AppError } from './app-error.ts';
import { type FileStorage, newStoredName } from './storage.ts';

/** Decompression bombs: a small file that decodes to a huge bitmap is refused before decoding. */
export const MAX_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = 'Images can be at most 40 megapixels.';

export interface PhotoSizes {
  display: number;
  thumbnail: number;
  /** A smaller WebP copy still, for photos shown small (item photos on cards two to a row). */
  small?: number;
}

/**
 * Both sizes in the uploaded format (JPEG or PNG), and each again as WebP, which browsers that
 * read it take instead (a <picture> in the web app): about a third smaller at the same look.
 */
export interface ProcessedImage {
  format: 'jpeg' | 'png';
  display: Buffer;
  thumbnail: Buffer;
  displayWebp: Buffer;
  thumbnailWebp: Buffer;
  /** WebP only, when the sizes ask for it. */
  smallWebp?: Buffer;
}

function sniff(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  return null;
}

export function decodeBase64Image(encoded: string): Buffer {
  const body = encoded.replace(/^data:[^;,]*;base64,/, '');
  const bytes = Buffer.from(body, 'base64');
  // Node's decoder skips what is not base64. Canonical base64 (what browsers send) comes back the
  // same, which is cheaper to see than a pattern over megabytes; anything else, such as base64
  // wrapped in lines, is checked character by character.
  if (bytes.toString('base64') !== body && !/^[A-Za-z0-9+/=\s]*$/.test(body))
    throw new AppError('IMAGE_PROCESSING_FAILED');
  return bytes;
}

/**
 * Photos are worked on one core each, at most one fewer at once than there are cores, in one
 * process-wide queue: a burst of uploads waits its turn instead of taking every core and the
 * memory, and the event loop (and /healthz) keeps a core. Sharp's work runs on libuv's thread pool
 * (4 threads by default), which password hashing and file reads share: photos leave one of them free too.
 */
const LIBUV_DEFAULT_THREADS = 4;
export const PHOTO_CONCURRENCY = Math.max(1, Math.min(os.availableParallelism(), LIBUV_DEFAULT_THREADS) - 1);
export const photoQueue = pLimit(PHOTO_CONCURRENCY);

// Sharp and libvips take about 20 MB of memory once loaded, which a process that never sees a photo
// (most of them, holding chat sockets) should not pay: they are loaded with the first photo.
let loadingSharp: Promise<SharpConstructor> | undefined;
function loadSharp(): Promise<SharpConstructor> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/** Makes both sizes of a photo, in the photo queue. */
export function processImage(bytes: Buffer, sizes: PhotoSizes): Promise<ProcessedImage> {
  return photoQueue(() => renderSizes(bytes, sizes));
}

/** The same for a base64 photo, decoded only when its turn comes, so that waiting photos stay small. */
export function processEncodedImage(encoded: string, sizes: PhotoSizes): Promise<ProcessedImage> {
  return photoQueue(() => renderSizes(decodeBase64Image(encoded), sizes));
}

async function renderSizes(bytes: Buffer, sizes: PhotoSizes): Promise<ProcessedImage> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  const format = sniff(bytes);
  if (!format) throw new AppError('IMAGE_TYPE_NOT_SUPPORTED');
  const sharp = await loadSharp();
  try {
    // The pixel limit is checked below from the header, with a clear answer, before any pixel is decoded.
    const source = sharp(bytes, { limitInputPixels: false, pages: 1, failOn: 'error' });
    const meta = await source.metadata();
    if ((meta.pages ?? 1) > 1) throw new AppError('IMAGE_TYPE_NOT_SUPPORTED');
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new AppError('IMAGE_TOO_LARGE', [], TOO_MANY_PIXELS);
    // Decoded once: rotate() with no angle applies the EXIF orientation, and a JPEG is shrunk while
    // it is decoded. Both sizes are made from these pixels; no metadata (EXIF, GPS) comes along.
    const fit = { fit: 'inside', withoutEnlargement: true } as const;
    const { data, info } = await source
      .rotate()
      .resize(sizes.display, sizes.display, fit)
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encode = (pipeline: Sharp) =>
      format === 'png'
        ? pipeline.png({ compressionLevel: 9 }).toBuffer()
        : pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    // A PNG (a drawing, a screenshot) keeps its edges and its transparency losslessly.
    const encodeWebp = (pipeline: Sharp) =>
      pipeline.webp(format === 'png' ? { lossless: true } : { quality: 80 }).toBuffer();
    const thumbnailPixels = () => pixels().resize(sizes.thumbnail, sizes.thumbnail, fit);
    const small = sizes.small;
    const [display, thumbnail, displayWebp, thumbnailWebp, smallWebp] = await Promise.all([
      encode(pixels()),
      encode(thumbnailPixels()),
      encodeWebp(pixels()),
      encodeWebp(thumbnailPixels()),
      small ? encodeWebp(pixels().resize(small, small, fit)) : undefined,
    ]);
    return { format, display, thumbnail, displayWebp, thumbnailWebp, ...(smallWebp ? { smallWebp } : {}) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_PROCESSING_FAILED');
  }
}

/** Where one processed image was stored: the display size and its thumbnail (their WebP copies beside them). */
export interface StoredImage {
  path: string;
  thumbnailPath: string;
}

/**
 * Stores both sizes under fresh server-generated names. Every name is pushed onto `written` before
 * it is stored, so that a caller whose later step fails can remove them all: a put that failed
 * (the store timed out before answering) may still have stored its file, and removing a name that
 * was never stored is harmless.
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
  const files: [string, Buffer][] = [
    [path, image.display],
    [thumbnailPath, image.thumbnail],
    [webpName(path), image.displayWebp],
    [webpName(thumbnailPath), image.thumbnailWebp],
    ...(image.smallWebp ? [[smallWebpName(path), image.smallWebp] as [string, Buffer]] : []),
  ];
  for (const [name, data] of files) {
    written.push(name);
    await storage.put(name, data);
  }
  return { path, thumbnailPath };
}

/**
 * Removes files that are no longer referenced, with the WebP copy of each photo (absent for photos
 * stored before the copies, which is harmless); a failure is logged, never thrown at the member.
 */
export async function removeFiles(
  storage: FileStorage,
  stored: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  const copies = (name: string) =>
    name.endsWith('-thumb.jpg') || name.endsWith('-thumb.png')
      ? [webpName(name)]
      : [webpName(name), smallWebpName(name)];
  const names = [...new Set(stored.flatMap((name) => [name, ...copies(name)]))];
  const results = await Promise.allSettled(names.map((name) => storage.remove(name)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') log.warn({ err: result.reason, file: names[index] }, 'could not remove a file');
  }
}
