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
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, trigger, close]);
}
