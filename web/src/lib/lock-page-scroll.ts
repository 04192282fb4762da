/** Stops the page behind an overlay from scrolling; the answer puts it back as it was. */
export function lockPageScroll(): () => void {
  const { overflow } = document.body.style;
  document.body.style.overflow = 'hidden';
  return () => {
    document.body.style.overflow = overflow;
  };
}
