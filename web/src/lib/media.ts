/**
 * Photo addresses. Stored photos are served by GET /api/v1/file with a read-only media
 * token from the dashboard, never the session token, which must stay out of URLs.
 */
import { API_BASE } from './api-client.ts';

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
 * An item's photos as carousel slides, named "Blue bike, photo 1": thumbnails for cards (the full
 * photo where there is none), full size for the photo viewer.
 */
export function itemPhotos(
  item: { Name: string; Photos: readonly PhotoSource[] },
  token: string | undefined | null,
  size: 'thumbnail' | 'full' = 'thumbnail',
): { src: string; alt: string }[] {
  return photosWithPath(item.Photos).map((photo, index) => ({
    src: mediaUrl(size === 'thumbnail' ? photo.Thumbnail || photo.Path : photo.Path, token),
    alt: `${item.Name}, photo ${index + 1}`,
  }));
}
