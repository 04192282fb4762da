/**
 * Runs `callback` once the page has loaded and the browser is idle: for work that should not be
 * among the page's first requests (the service worker's registration, chunks a screen needs later).
 * Where the browser has no requestIdleCallback (Safari), it runs on the next task after the load.
 */
export function afterLoad(callback: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(callback);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
