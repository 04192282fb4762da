import { itemMessages } from '@swapsies/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type PictureSources, PLACEHOLDER_IMAGE } from '@/lib/media.ts';
import { decodedFile, isImageReady } from '@/lib/preload-image.ts';
import styles from './lazy-image.module.css';

/** Loading starts 50 px before the image comes into view, once 1% of it would show. */
export const LAZY_ROOT_MARGIN = '50px';
export const LAZY_THRESHOLD = 0.01;
/** What a photo that cannot load says in its place. */
export const BROKEN_IMAGE_TEXT = itemMessages.imageUnavailable;
/** The placeholder's opacity until the photo has loaded. */
export const PENDING_OPACITY = 0.5;

export interface LazyImageProps extends PictureSources {
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
export function LazyImage({
  src,
  srcSet,
  webpSrcSet,
  sizes,
  alt,
  className,
  imgClassName,
  fit = 'cover',
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  // A photo decoded ahead (lib/preload-image.ts) shows at once, in the first frame.
  const [inView, setInView] = useState(() => !canObserve() || isImageReady(src));
  // Remembering which address loaded or failed resets both when src changes, without an effect.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(() => (isImageReady(src) ? src : null));
  // The file the browser chose from the sources, which the blurred backdrop reuses.
  const [chosenFile, setChosenFile] = useState<string | null>(() => decodedFile(src));
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
        <Picture webpSrcSet={webpSrcSet} sizes={sizes}>
          <img
            key="photo"
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            decoding="async"
            draggable={false}
            className={[styles.image, imgClassName].filter(Boolean).join(' ')}
            style={{ opacity: loaded ? 1 : PENDING_OPACITY }}
            onLoad={(event) => {
              setLoadedSrc(src);
              setChosenFile(event.currentTarget.currentSrc || src);
            }}
            onError={() => setFailedSrc(src)}
          />
        </Picture>
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
      {/* After the photo, which stays the frame's first image; once it has loaded, the file it chose, so fetched once. */}
      {loaded && fit === 'contain' ? (
        <img src={chosenFile ?? src} alt="" aria-hidden="true" draggable={false} className={styles.backdrop} />
      ) : null}
    </span>
  );
}

/** A <picture> that offers WebP first when there is a WebP source; the image alone otherwise. */
function Picture({ webpSrcSet, sizes, children }: { webpSrcSet?: string; sizes?: string; children: ReactNode }) {
  if (!webpSrcSet) return children;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {children}
    </picture>
  );
}
