import type { ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query.ts';

/**
 * Where a keyboard is likely: a fine pointer that can hover (a mouse), on a screen wider than the
 * phone layout. A phone, or a desktop window narrowed to phone size, gets the touch layout and no
 * key hints.
 */
export const KEYBOARD_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 768px)';

/** A hint about keys (e.g. "press → to swap"), shown only where there are keys to press. */
export function KeyboardHint({ className, children }: { className?: string; children: ReactNode }) {
  const keyboard = useMediaQuery(KEYBOARD_QUERY);
  return keyboard ? <p className={className}>{children}</p> : null;
}
