import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from './use-dismiss.ts';

/**
 * A popover opened by a button (the burger menu, the footer's legal menu). It closes as `useDismiss`
 * says (Escape, a press outside `wrapRef`, focus leaving it) and when a followed link changes the page.
 * `buttonProps` go on the button that opens it, `id` on the popover.
 */
export function usePopover<Wrap extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<Wrap>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, wrapRef, buttonRef, close);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((isOpen) => !isOpen),
  } as const;

  return { open, close, id, wrapRef, buttonRef, buttonProps };
}
