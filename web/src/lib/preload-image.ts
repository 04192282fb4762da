/**
 * Images fetched and decoded before they are shown: the next feed card's photo, during the loading
 * animation, so that the card paints with its photo the moment it appears.
 */
import { useEffect, useState } from 'react';

/**
 * The images decoded ahead, newest last. Each stays referenced so that the browser keeps the
 * decoded picture in memory until its <img> takes it; a few are kept, not all, since a feed is long.
 */
const decoded = new Map<string, HTMLImageElement>();
const KEEP_DECODED = 4;

/** Whether `url` was preloaded and decoded: an <img> of it can show it at once. */
export function isImageReady(url: string): boolean {
  return decoded.has(url);
}

/**
 * Fetches and decodes `url`. Resolves once it is ready to paint, or has failed (the <img> then
 * shows what it shows for a photo that cannot load); resolves at once where images cannot be
 * decoded ahead (no HTMLImageElement.decode, as in jsdom).
 */
export async function preloadImage(url: string): Promise<void> {
  if (decoded.has(url)) return;
  const image = new Image();
  if (typeof image.decode !== 'function') return;
  image.src = url;
  try {
    await image.decode();
  } catch {
    return;
  }
  decoded.set(url, image);
  for (const oldest of decoded.keys()) {
    if (decoded.size <= KEEP_DECODED) break;
    decoded.delete(oldest);
  }
}

/**
 * Preloads `url` (none: nothing to wait for) and answers whether it is ready: decoded, failed, or
 * still loading after `waitMs`, when whatever waits for it goes ahead without it.
 */
export function useImageReady(url: string | null, waitMs: number): boolean {
  // Which address is settled, so that a new one starts out not ready without an effect.
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (url === null || isImageReady(url)) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(url);
    };
    const timer = setTimeout(settle, waitMs);
    void preloadImage(url).then(settle);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [url, waitMs]);

  return url === null || settled === url || isImageReady(url);
}
