import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { OWN_SWIPE_SELECTOR } from '@/components/ui/carousel.tsx';

/**
 * How far a card must be dragged to count as Swap or Skip. Further than the carousel's 50 px:
 * a whole card flying off should take a deliberate flick, not a wobbly tap.
 */
export const CARD_SWIPE_THRESHOLD_PX = 80;

export interface CardSwipeOptions {
  onSwipeRight: () => void;
  onSwipeLeft: () => void;
  disabled: boolean;
}

/**
 * Dragging the card right swaps and left skips (the feed by gesture), by mouse or finger. A drag
 * that starts on a photo carousel with several photos belongs to the carousel. `offset` follows
 * the drag, so the card can move with it.
 */
export function useCardSwipe({ onSwipeRight, onSwipeLeft, disabled }: CardSwipeOptions) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  // A mouse drag ends with a click on whatever is under it; that click must not act as well.
  const justSwiped = useRef(false);

  const reset = () => {
    start.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      justSwiped.current = false;
      if (disabled || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(OWN_SWIPE_SELECTOR)) return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      if (Math.abs(dx) > Math.abs(dy)) setOffset(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      reset();
      if (Math.abs(dx) <= CARD_SWIPE_THRESHOLD_PX) return;
      justSwiped.current = true;
      if (dx > 0) onSwipeRight();
      else onSwipeLeft();
    },
    onPointerCancel: reset,
    onPointerLeave: reset,
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!justSwiped.current) return;
      justSwiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { offset, handlers };
}
