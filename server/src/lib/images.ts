/**
 * The image pipeline: the type comes from the content, size and pixel count are capped, and
 * every image is re-encoded with its orientation applied and all metadata (EXIF, GPS) dropped.
 */
import { PHOTO_MAX_BYTES } from '@swapsies/contract';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

/** Decompression bombs: a small file that decodes to a huge bitmap is refused before decoding. */
export const MAX_PIXELS = 40_000_000;

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
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, pages: 1, failOn: 'error' });
    const meta = await source.metadata();
    if ((meta.pages ?? 1) > 1) throw new AppError('IMAGE_TYPE_NOT_SUPPORTED');
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
