import { useEffect, useState } from 'react';
import type { PictureSources } from './media.ts';
import { isImageReady, preloadImage } from './preload-image.ts';

/**
 * Preloads the photo `sources` name (none: nothing to wait for) and answers whether it is ready:
 * decoded, failed, or still loading after `waitMs`, when whatever waits for it goes ahead without it.
 */
export function useImageReady(sources: PictureSources | null, waitMs: number): boolean {
  // Which photo is settled, so that a new one starts out not ready without an effect.
  const [settled, setSettled] = useState<string | null>(null);
  const { src, srcSet, webpSrcSet, sizes } = sources ?? {};

  useEffect(() => {
    if (src === undefined || isImageReady(src)) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(src);
    };
    const timer = setTimeout(settle, waitMs);
    void preloadImage({ src, srcSet, webpSrcSet, sizes }).then(settle);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [src, srcSet, webpSrcSet, sizes, waitMs]);

  return src === undefined || settled === src || isImageReady(src);
}
