import { type RefObject, useEffect } from 'react';

/**
 * Closes a popover (burger menu, legal menu, notifications) on Escape, on a press outside `container`,
 * or when focus moves out of it. Escape hands focus back to `trigger`.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    const closeIfOutside = (event: Event) => {
      const { target } = event;
      if (container.current && !(target instanceof Node && container.current.contains(target))) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open, container, trigger, close]);
}
