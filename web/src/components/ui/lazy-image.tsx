import { itemMessages } from '@swapsies/contract';
import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/media.ts';
import { isImageReady } from '@/lib/preload-image.ts';
import styles from './lazy-image.module.css';

/** Loading starts 50 px before the image comes into view, once 1% of it would show. */
export const LAZY_ROOT_MARGIN = '50px';
export const LAZY_THRESHOLD = 0.01;
/** What a photo that cannot load says in its place. */
export const BROKEN_IMAGE_TEXT = itemMessages.imageUnavailable;
/** The placeholder's opacity until the photo has loaded. */
export const PENDING_OPACITY = 0.5;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** On the frame that holds the image (or the broken-image message). */
  className?: string;
  imgClassName?: string;
  /**
   * cover (the default) fills the frame and crops what overflows, for small thumbnails. contain
   * shows the whole photo, the bars around it filled by a blurred copy of itself.
   */
  fit?: 'cover' | 'contain';
}

/** Browsers without IntersectionObserver (and jsdom) load at once rather than never. */
function canObserve(): boolean {
  return typeof IntersectionObserver === 'function';
}

/**
 * An image that is fetched only when it is about to be seen. Until then, and until it has
 * loaded, it shows at half opacity; a photo that fails to load says so in words.
 */
export function LazyImage({ src, alt, className, imgClassName, fit = 'cover' }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  // A photo decoded ahead (lib/preload-image.ts) shows at once, in the first frame.
  const [inView, setInView] = useState(() => !canObserve() || isImageReady(src));
  // Remembering which address loaded or failed resets both when src changes, without an effect.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(() => (isImageReady(src) ? src : null));
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (inView || !frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setInView(true);
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [inView]);

  const failed = inView && failedSrc === src;
  const loaded = inView && loadedSrc === src;
  const frameClass = [styles.frame, className].filter(Boolean).join(' ');

  if (failed) {
    return (
      <span
        ref={frameRef}
        className={`${frameClass} ${styles.broken}`}
        role="img"
        aria-label={alt ? `${alt} (${BROKEN_IMAGE_TEXT})` : BROKEN_IMAGE_TEXT}
      >
        {BROKEN_IMAGE_TEXT}
      </span>
    );
  }

  return (
    <span ref={frameRef} className={frameClass} data-state={loaded ? 'loaded' : 'loading'} data-fit={fit}>
      {inView ? (
        <img
          key="photo"
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          className={[styles.image, imgClassName].filter(Boolean).join(' ')}
          style={{ opacity: loaded ? 1 : PENDING_OPACITY }}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        // A separate element, so that the placeholder's own load event can never mark the photo loaded.
        <img
          key="placeholder"
          src={PLACEHOLDER_IMAGE}
          alt={alt}
          draggable={false}
          className={[styles.image, imgClassName].filter(Boolean).join(' ')}
          style={{ opacity: PENDING_OPACITY }}
        />
      )}
      {/* After the photo, which stays the frame's first image; the same address, so fetched once. */}
      {inView && fit === 'contain' ? (
        <img src={src} alt="" aria-hidden="true" draggable={false} className={styles.backdrop} />
      ) : null}
    </span>
  );
}
