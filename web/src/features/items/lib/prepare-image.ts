/**
 * Turns a picked photo into the uploaded image the item forms hand on: decoded (HEIC through heic-to),
 * upright, scaled so the longest side is at most PHOTO_MAX_SIDE_PX, and re-encoded (PNG stays
 * PNG, everything else becomes JPEG at PHOTO_QUALITY), with a preview address and the base64
 * the API takes. The decoding and encoding need a real browser; everything else is plain
 * functions so that it can be tested in jsdom, which has no canvas.
 */
import { itemMessages, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX, PHOTO_QUALITY } from '@swapsies/contract';

export type ImageKind = 'jpeg' | 'png' | 'heic';
export type OutputType = 'image/jpeg' | 'image/png';

export interface PreparedImage {
  /** The file as picked. */
  file: File;
  /** An object URL of the re-encoded image; revoke it when the photo is dropped. */
  preview: string;
  name: string;
  /** Base64 of the re-encoded image, without a data: prefix. */
  encodedString: string;
}

/** Why a file is refused before any decoding, or null when it may be prepared. */
export type FileProblem = 'type' | 'size' | null;

export interface Size {
  width: number;
  height: number;
}

export interface DecodedImage extends Size {
  source: CanvasImageSource;
  /** Frees the decoded pixels. */
  release(): void;
}

/** The browser-only steps, injectable so that the orchestration can be tested without a canvas. */
export interface ImageCodec {
  decode(file: File, kind: ImageKind): Promise<DecodedImage>;
  encode(image: DecodedImage, size: Size, type: OutputType, quality: number): Promise<Blob>;
}

/** What the file picker offers: browsers often give HEIC no MIME type, hence the extensions. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif';

const KIND_BY_TYPE: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};

const KIND_BY_EXTENSION: Record<string, ImageKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  heic: 'heic',
  heif: 'heic',
};

/** The message every decoding or encoding failure ends in (a message of the image rules). */
export class ImagePreparationError extends Error {
  override name = 'ImagePreparationError';
}

function extension(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** The kind of an accepted photo, by MIME type and, when that says nothing useful, by extension; null if refused. */
export function imageKind(file: Pick<File, 'name' | 'type'>): ImageKind | null {
  const byType = KIND_BY_TYPE[file.type.toLowerCase()];
  if (byType) return byType;
  // An empty or generic type (HEIC from most browsers) leaves the extension to decide.
  if (file.type === '' || file.type === 'application/octet-stream')
    return KIND_BY_EXTENSION[extension(file.name)] ?? null;
  return null;
}

/** Checked on the file as picked, before any processing. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem {
  if (!imageKind(file)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** PNG stays PNG (transparency); everything else becomes JPEG. */
export function outputType(kind: ImageKind): OutputType {
  return kind === 'png' ? 'image/png' : 'image/jpeg';
}

/** The size that keeps the aspect ratio with the longest side at most `maxSide`; smaller images are not enlarged. */
export function fitWithin(size: Size, maxSide: number = PHOTO_MAX_SIDE_PX): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The base64 part of a data: URL; throws when there is none. */
export function base64FromDataUrl(dataUrl: string): string {
  const match = /^data:[^,]*;base64,(.+)$/s.exec(dataUrl);
  if (!match?.[1]) throw new Error('Not a base64 data: URL.');
  return match[1];
}

function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      try {
        resolve(base64FromDataUrl(String(reader.result)));
      } catch (error) {
        reject(error);
      }
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function loadImageElement(file: Blob): Promise<DecodedImage> {
  const address = URL.createObjectURL(file);
  return new Promise<DecodedImage>((resolve, reject) => {
    const image = new Image();
    image.onload = () =>
      resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight, release() {} });
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = address;
  }).finally(() => URL.revokeObjectURL(address));
}

function fromBitmap(bitmap: ImageBitmap): DecodedImage {
  return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

/** The real codec: createImageBitmap (or an <img> where that fails) and a 2D canvas. */
export const browserCodec: ImageCodec = {
  async decode(file, kind) {
    if (kind === 'heic') {
      // Loaded on first use only: the converter carries a large WASM decoder.
      // The build without eval, so that the Content-Security-Policy needs no 'unsafe-eval'.
      const { heicTo } = await import('heic-to/csp');
      return fromBitmap(await heicTo({ blob: file, type: 'bitmap' }));
    }
    if (typeof createImageBitmap === 'function') {
      try {
        return fromBitmap(await createImageBitmap(file, { imageOrientation: 'from-image' }));
      } catch {
        // Older Safari refuses the options argument; an <img> applies the EXIF orientation itself.
      }
    }
    return loadImageElement(file);
  },

  encode(image, size, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('No 2D canvas.'));
    if (type === 'image/jpeg') {
      // JPEG has no transparency: paint it white rather than black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image.'))), type, quality),
    );
  },
};

/**
 * Prepares one accepted file (check it first with checkImageFile). Rejects with an
 * ImagePreparationError whose message is the one to show.
 */
export async function prepareImage(file: File, codec: ImageCodec = browserCodec): Promise<PreparedImage> {
  const kind = imageKind(file);
  if (!kind) throw new ImagePreparationError(itemMessages.uploaderTypeNotSupported);

  const failed = () => new ImagePreparationError(itemMessages.uploaderProcessingFailed);
  let encoded: Blob;
  try {
    const image = await codec.decode(file, kind);
    try {
      if (!image.width || !image.height) throw new Error('The image has no size.');
      encoded = await codec.encode(image, fitWithin(image), outputType(kind), PHOTO_QUALITY);
    } finally {
      image.release();
    }
  } catch {
    throw failed();
  }
  // The server refuses anything over 10 MB once decoded; a rare noisy PNG can get there.
  if (encoded.size > PHOTO_MAX_BYTES) throw new ImagePreparationError(itemMessages.filesTooLarge([file.name]));
  const encodedString = await blobToBase64(encoded).catch(() => {
    throw failed();
  });

  return { file, preview: URL.createObjectURL(encoded), name: file.name, encodedString };
}
