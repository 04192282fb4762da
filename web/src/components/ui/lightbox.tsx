import { commonWords } from '@swapsies/contract';
import { useEffect, useState } from 'react';
import { Carousel, type CarouselPhoto } from './carousel.tsx';
import styles from './lightbox.module.css';
import { Modal } from './modal.tsx';

export interface LightboxProps {
  photos: readonly CarouselPhoto[];
  /** The photo to open on. */
  startIndex?: number;
  /** Names the viewer, e.g. the item's name. */
  title: string;
  onClose: () => void;
}

/**
 * The photo lightbox of the feed and the match detail: the photos large, one at
 * a time, moved by swipe, buttons or the arrow keys wherever focus is; Escape, × or a click
 * outside closes it, and focus stays inside while it is open (the Modal's own behaviour).
 * Render it only while open.
 */
export function Lightbox({ photos, startIndex = 0, title, onClose }: LightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const count = photos.length;

  useEffect(() => {
    if (count < 2) return;
    // The carousel moves itself when it has focus; this covers focus on the close button or lost to the page.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((current) => (current + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  return (
    <Modal open onClose={onClose} title={title} size="large" className={styles.lightbox}>
      <Carousel
        photos={photos}
        label={commonWords.photosOf(title)}
        className={styles.viewer}
        index={index}
        onIndexChange={setIndex}
        landmark={false}
      />
    </Modal>
  );
}
