/**
 * Stops the page behind overlays from scrolling while any of them is open. Overlays can close in
 * any order (blocking from a phone's chat sheet closes the sheet before the confirmation over it),
 * so the page scrolls again when the last one lets go, as it was before the first.
 */
let holders = 0;
let overflowBefore = '';

export function lockPageScroll(): () => void {
  if (holders === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = overflowBefore;
  };
}
