import { type MouseEvent, type PointerEvent, type TouchEvent, useCallback, useEffect, useRef } from 'react';

/** How long a finger rests on something before it counts as a long-press (as on Android). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const SLOP_PX = 10;

/**
 * Calls `onLongPress` when a finger or pen rests on the element for LONG_PRESS_MS without moving:
 * the phone's way to a thing's actions. A mouse is left alone (a long press there selects text).
 * The browser's own long-press menu is held back while ours opens. Spread the result on the element.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  latest.current = onLongPress;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
  }, []);
  const fire = useCallback(() => {
    cancel();
    fired.current = true;
    latest.current();
  }, [cancel]);
  useEffect(() => cancel, [cancel]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    cancel();
    fired.current = false;
    origin.current = { x: event.clientX, y: event.clientY };
    timer.current = setTimeout(fire, LONG_PRESS_MS);
  };
  const onPointerMove = (event: PointerEvent) => {
    const from = origin.current;
    if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > SLOP_PX) cancel();
  };
  // Android opens its own menu on a long-press, sometimes a moment before our timer: ours wins.
  const onContextMenu = (event: MouseEvent) => {
    if (timer.current !== undefined) fire();
    if (fired.current) event.preventDefault();
  };
  // Lifting the finger after a long-press is no tap: no click, no mousedown that would close the menu.
  const onTouchEnd = (event: TouchEvent) => {
    if (fired.current) event.preventDefault();
  };
  return { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerCancel: cancel, onContextMenu, onTouchEnd };
}
