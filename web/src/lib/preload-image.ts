/**
 * Images fetched and decoded before they are shown: the next feed card's photo, during the loading
 * animation, so that the card paints with its photo the moment it appears; and the first card's,
 * from the first calls (early-calls.ts), before the app has loaded. Without React, for those.
 */
import type { PictureSources } from './media.ts';

/**
 * The photos decoded ahead, by their `src`, with the file the browser chose from their sources.
 * Each image stays referenced so that the browser keeps the decoded picture in memory until its
 * <img> takes it; a few are kept, not all, since a feed is long. Newest last.
 */
const decoded = new Map<string, HTMLImageElement>();
const KEEP_DECODED = 4;

/** Whether the photo of `src` was preloaded and decoded: a LazyImage of it can show it at once. */
export function isImageReady(src: string): boolean {
  return decoded.has(src);
}

/** The file the browser chose for a photo decoded ahead (a WebP, say), or null. */
export function decodedFile(src: string): string | null {
  return decoded.get(src)?.currentSrc || null;
}

/**
 * The same choice LazyImage's <picture> makes: WebP first when offered, then the stored format,
 * each by width for `sizes`. Built detached: the browser picks and fetches the file all the same.
 */
function pictureImage({ src, srcSet, webpSrcSet, sizes }: PictureSources): HTMLImageElement {
  const image = new Image();
  // In its <picture> before any address is set, so that the first choice already sees the WebP source.
  if (webpSrcSet) {
    const picture = document.createElement('picture');
    const source = document.createElement('source');
    source.type = 'image/webp';
    if (sizes) source.sizes = sizes;
    source.srcset = webpSrcSet;
    picture.append(source, image);
  }
  if (srcSet) {
    if (sizes) image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = src;
  return image;
}

/**
 * Fetches and decodes the photo `sources` name (the file LazyImage will ask for). Resolves once it
 * is ready to paint, or has failed (the <img> then shows what it shows for a photo that cannot
 * load); resolves at once where images cannot be decoded ahead (no HTMLImageElement.decode, as in
 * jsdom).
 */
export async function preloadImage(sources: PictureSources): Promise<void> {
  if (decoded.has(sources.src)) return;
  if (typeof HTMLImageElement.prototype.decode !== 'function') return;
  const image = pictureImage(sources);
  try {
    await image.decode();
  } catch {
    return;
  }
  decoded.set(sources.src, image);
  for (const oldest of decoded.keys()) {
    if (decoded.size <= KEEP_DECODED) break;
    decoded.delete(oldest);
  }
}
