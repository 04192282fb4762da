import { useEffect, useRef } from 'react';

/** Where the arrow keys move the caret or a choice, so they are not shortcuts there. */
const TEXT_FIELD = 'input, textarea, select, [contenteditable="true"]';
const OPEN_DIALOG = '[role="dialog"][aria-modal="true"]';

export interface FeedKeyActions {
  swap: () => void;
  skip: () => void;
}

/**
 * ArrowRight swaps and ArrowLeft skips (the feed by keyboard), while `active`. Keys that a
 * focused widget already used (the photo carousel, the filter tabs: they prevent the default),
 * keys typed into a text field, keys with a modifier (Alt+Left is "back") and keys meant for an
 * open dialog are left alone.
 */
export function useFeedKeys(active: boolean, actions: FeedKeyActions): void {
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(TEXT_FIELD)) return;
      if (document.querySelector(OPEN_DIALOG)) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') actionsRef.current.swap();
      else actionsRef.current.skip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
