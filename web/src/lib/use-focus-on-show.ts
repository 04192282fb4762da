import { type RefObject, useLayoutEffect } from 'react';

/**
 * Takes focus for `ref` when it appears, if asked and nothing else has it (focus left on the body
 * when what held it went away). Decided once, when it appears: a later change of the flag concerns
 * the next one. Before the paint, in the commit that shows it: Preact runs a passive effect a frame
 * later, and the focus would land after the card is on screen.
 */
export function useFocusOnShow(ref: RefObject<HTMLElement | null>, focusOnShow: boolean, options?: FocusOptions) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when it appears
  useLayoutEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusOnShow && lost) ref.current?.focus(options);
  }, []);
}
