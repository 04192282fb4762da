import { useCallback, useRef } from 'react';

/**
 * Focus moved by keys along a row of buttons (a menu's items, a tablist's tabs): `previous` and
 * `next` step one, wrapping round at the ends; Home and End go to the first and the last.
 * `refAt(index)` is each button's ref; the functions keep their identity from render to render.
 */
export function useRovingFocus<E extends HTMLElement = HTMLButtonElement>(previous: string, next: string) {
  const elements = useRef<(E | null)[]>([]);

  const refAt = useCallback(
    (index: number) => (element: E | null) => {
      elements.current[index] = element;
    },
    [],
  );

  /** The index `key` moves to from `current` in a row of `count`, or undefined for a key that does not move. */
  const targetOf = useCallback(
    (key: string, current: number, count: number): number | undefined => {
      const moves: Record<string, number> = { [next]: current + 1, [previous]: current - 1, Home: 0, End: count - 1 };
      const move = moves[key];
      return move === undefined ? undefined : (move + count) % count;
    },
    [previous, next],
  );

  /** Where focus is now among the buttons, or -1. */
  const focusedIndex = useCallback(() => {
    const row: readonly (Element | null)[] = elements.current;
    return row.indexOf(document.activeElement);
  }, []);

  const focusAt = useCallback((index: number) => elements.current[index]?.focus(), []);

  return { refAt, targetOf, focusedIndex, focusAt };
}
