import { commonWords } from '@swapsies/contract';
import { type KeyboardEvent, type PointerEvent, type TouchEvent, useRef, useState } from 'react';
import { type PictureSources, PLACEHOLDER_IMAGE } from '@/lib/media.ts';
import styles from './carousel.module.css';
import { LazyImage } from './lazy-image.tsx';

/** A horizontal swipe counts once it goes beyond 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

/** A photo's sources (at the least `src`) and its name. */
export interface CarouselPhoto extends PictureSources {
  alt: string;
}

export interface CarouselProps {
  photos: readonly CarouselPhoto[];
  /** Names the carousel for screen readers, e.g. "Photos of Blue bike". */
  label: string;
  className?: string;
  /** Which photo shows, for a carousel whose parent moves it too (the lightbox's arrow keys). */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Makes the photo a button, e.g. to open it in the lightbox. Not called at the end of a swipe. */
  onPhotoClick?: (index: number) => void;
  /**
   * False for a carousel inside a dialog (the lightbox): there it is a group, not a region, since the
   * page behind may show the same photos under the same name, and two landmarks must not share one.
   */
  landmark?: boolean;
}

const NO_PHOTO: CarouselPhoto = { src: PLACEHOLDER_IMAGE, alt: 'No photo' };

/** Finds an element whose horizontal swipes are its own, so that gestures around it leave them alone. */
export const OWN_SWIPE_SELECTOR = '[data-own-swipe]';

/**
 * A horizontal swipe by pointer or touch: beyond SWIPE_THRESHOLD_PX it moves to the previous or
 * next photo. `tookClick` tells whether the click that ends a mouse drag was the swipe's own.
 */
function useSwipe(enabled: boolean, previous: () => void, next: () => void) {
  // Pointer and touch events both arrive for one finger; whichever starts the gesture owns it.
  const swipeStartX = useRef<number | null>(null);
  // A mouse drag ends with a click on the photo; that click must not also open it.
  const justSwiped = useRef(false);

  const start = (x: number) => {
    justSwiped.current = false;
    if (enabled && swipeStartX.current === null) swipeStartX.current = x;
  };
  const end = (x: number) => {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX === null) return;
    const distance = x - startX;
    justSwiped.current = Math.abs(distance) > SWIPE_THRESHOLD_PX;
    if (distance > SWIPE_THRESHOLD_PX) previous();
    else if (distance < -SWIPE_THRESHOLD_PX) next();
  };
  const cancel = () => {
    swipeStartX.current = null;
  };
  const tookClick = () => {
    const swiped = justSwiped.current;
    justSwiped.current = false;
    return swiped;
  };

  const handlers = {
    onPointerDown: (event: PointerEvent) => start(event.clientX),
    onPointerUp: (event: PointerEvent) => end(event.clientX),
    onPointerCancel: cancel,
    onTouchStart: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) start(touch.clientX);
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touch) end(touch.clientX);
    },
    onTouchCancel: cancel,
  };
  return { handlers, tookClick };
}

interface CarouselControlsProps {
  count: number;
  index: number;
  position: string;
  show: (index: number) => void;
  previous: () => void;
  next: () => void;
}

/** The previous and next buttons, a dot for each photo, and the position told to screen readers. */
function CarouselControls({ count, index, position, show, previous, next }: CarouselControlsProps) {
  return (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={commonWords.previousPhoto}
        onClick={previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={commonWords.nextPhoto}
        onClick={next}
      >
        <span aria-hidden="true">›</span>
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, dot) => (
          <button
            // Photos have no id of their own here; their place in the list is what a dot stands for.
            // biome-ignore lint/suspicious/noArrayIndexKey: the dot is the position
            key={dot}
            type="button"
            className={styles.dot}
            aria-label={commonWords.showPhoto(dot + 1)}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => show(dot)}
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {position}
      </p>
    </>
  );
}

/**
 * One photo at a time. With more than one: swipe, previous and next buttons, dots, and the
 * arrow keys while it has focus; it wraps around at either end.
 */
export function Carousel({
  photos,
  label,
  className,
  index: shownIndex,
  onIndexChange,
  onPhotoClick,
  landmark = true,
}: CarouselProps) {
  const [ownIndex, setOwnIndex] = useState(0);
  const wanted = shownIndex ?? ownIndex;
  const count = photos.length;
  // The list can shrink under us (a photo removed elsewhere): stay within it.
  const index = count === 0 ? 0 : Math.min(wanted, count - 1);
  const photo = photos[index] ?? NO_PHOTO;
  const several = count > 1;

  const show = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const previous = () => show(index - 1);
  const next = () => show(index + 1);

  const swipe = useSwipe(several, previous, next);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const position = `Photo ${index + 1} of ${Math.max(count, 1)}`;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role={landmark ? undefined : 'group'}
      aria-roledescription="carousel"
      aria-label={label}
      data-own-swipe={several ? 'true' : undefined}
      // Focusable only when the arrow keys have something to do.
      tabIndex={several ? 0 : undefined}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group; a fieldset is for forms */}
      <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={position}>
        {/* One LazyImage for every photo: once the carousel is in view, the next photo loads at once. */}
        {/* Whole photos, never cropped to the frame: a 4:3 photo keeps its subject. */}
        {onPhotoClick ? (
          <button
            type="button"
            className={styles.open}
            aria-label={commonWords.openInViewer(photo.alt)}
            onClick={() => {
              if (!swipe.tookClick()) onPhotoClick(index);
            }}
          >
            <LazyImage {...photo} alt="" className={styles.image} fit="contain" />
          </button>
        ) : (
          <LazyImage {...photo} className={styles.image} fit="contain" />
        )}
      </div>
      {several ? (
        <CarouselControls count={count} index={index} position={position} show={show} previous={previous} next={next} />
      ) : null}
    </section>
  );
}
