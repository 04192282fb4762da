/**
 * Photo addresses. Stored photos are served by GET /api/v1/file with a read-only media
 * token from the dashboard, never the session token, which must stay out of URLs.
 */
import { ITEM_PHOTO_SIZES, smallWebpName, webpName } from '@swapsies/contract';
import { API_BASE } from './api-url.ts';

/** The same picture the server answers for a missing photo: a framed landscape on a pale green square. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#eef3f1"/><g fill="none" stroke="#9fb8ad" stroke-width="12" stroke-linejoin="round"><rect x="110" y="130" width="180" height="140" rx="16"/><circle cx="165" cy="180" r="18"/><path d="M120 260l60-55 40 35 30-25 40 45"/></g></svg>';

/** The fixed placeholder image, inline so that it shows even when the server cannot be reached. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

const ABSOLUTE_HTTP = /^https?:\/\//i;

/**
 * The address of a stored photo. An absolute http(s) address is used as is (it needs no token);
 * otherwise, with no path or no token, the placeholder image.
 */
export function mediaUrl(path: string | undefined | null, token: string | undefined | null): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (ABSOLUTE_HTTP.test(path)) return path;
  if (!token) return PLACEHOLDER_IMAGE;
  return `${API_BASE}/file?${new URLSearchParams({ path, token })}`;
}

/** A photo without a Path is dropped from a photo list. */
export function photosWithPath<T extends { Path?: string | null }>(photos: readonly T[]): T[] {
  return photos.filter((photo) => Boolean(photo.Path));
}

export interface PhotoSource {
  Path: string;
  Thumbnail?: string;
}

/**
 * An item's photos as carousel slides, named "Blue bike, photo 1", shown as wide as PHOTO_SIZES
 * says (the thumbnail wherever it is enough); for the photo viewer (`full`) the photo itself is `src`.
 */
export function itemPhotos(
  item: { Name: string; Photos: readonly PhotoSource[] },
  token: string | undefined | null,
  size: keyof typeof PHOTO_SIZES = 'card',
): ({ alt: string } & PictureSources)[] {
  return photosWithPath(item.Photos).map((photo, index) => ({
    ...itemPhotoSources(photo, token, PHOTO_SIZES[size]),
    ...(size === 'full' ? { src: mediaUrl(photo.Path, token) } : {}),
    alt: `${item.Name}, photo ${index + 1}`,
  }));
}

/**
 * What a <picture> (or a preload) needs to fetch one photo at the size it is shown: WebP and the
 * stored JPEG or PNG, each as the thumbnail and the full photo with their widths, so that the
 * browser picks the smaller one wherever it is enough. `src` is the JPEG or PNG thumbnail, for a
 * browser that reads neither srcset. Without a stored path or a token there is only `src`.
 */
export interface PictureSources {
  src: string;
  srcSet?: string;
  webpSrcSet?: string;
  sizes?: string;
}

/**
 * How wide an item photo is shown. On the feed's card: as wide as the card at most (--card-max,
 * 480 px), the whole screen below that. On a card in a grid (matches, my items): half the screen
 * up to 768 px (two cards a row, layout.module.css), then a column of about 400 px at most.
 * Across the screen in the photo viewer.
 */
export const PHOTO_SIZES = {
  card: '(max-width: 480px) 100vw, 480px',
  grid: '(max-width: 768px) 50vw, 400px',
  full: '100vw',
} as const;

/**
 * The sources of an item photo shown `sizes` wide. This one function builds the addresses both
 * the card's <picture> and a preload of the next card use, so that the preloaded file is the one
 * the card then asks for.
 */
export function itemPhotoSources(
  photo: PhotoSource,
  token: string | undefined | null,
  sizes: string = PHOTO_SIZES.card,
): PictureSources {
  const thumbnail = photo.Thumbnail || photo.Path;
  const src = mediaUrl(thumbnail, token);
  if (!token || !photo.Path || ABSOLUTE_HTTP.test(photo.Path)) return { src };
  const stored: [string, number][] = photo.Thumbnail
    ? [
        [photo.Thumbnail, ITEM_PHOTO_SIZES.thumbnail],
        [photo.Path, ITEM_PHOTO_SIZES.display],
      ]
    : [[photo.Path, ITEM_PHOTO_SIZES.display]];
  const webp: [string, number][] = [
    ...(photo.Thumbnail ? [[smallWebpName(photo.Path), ITEM_PHOTO_SIZES.small] as [string, number]] : []),
    ...stored.map(([path, width]): [string, number] => [webpName(path), width]),
  ];
  const srcSet = (files: [string, number][]) =>
    files.map(([path, width]) => `${mediaUrl(path, token)} ${width}w`).join(', ');
  return { src, srcSet: srcSet(stored), webpSrcSet: srcSet(webp), sizes };
}
