import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';

/** Runs `callback` when the browser is idle; on the next task where it has no requestIdleCallback (Safari). */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback);
}

/**
 * Resolves once the browser has painted what the page holds now (two frames on), or after a second
 * where frames do not come (a tab in the background).
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 1000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/** Runs `callback` once the page has loaded and the browser is idle. */
function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') whenIdle(callback);
  else window.addEventListener('load', () => whenIdle(callback), { once: true });
}

/**
 * Runs `callback` once the first screen is on the page: loaded, its route's chunk in, its data
 * fetched and painted, a second on, and the browser idle. For work that would compete with the first screen for
 * the network (the service worker's registration, which then downloads the whole app shell to cache it).
 */
export function afterFirstScreen(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  queryClient: QueryClient,
  callback: () => void,
): void {
  const routed = new Promise<void>((resolve) => {
    const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
  // The screen asks for its data as it first renders, after its route settles, and one answer may
  // lead to the next question: so the queries must be quiet once the answers are painted.
  const fetched = () =>
    new Promise<void>((resolve) => {
      if (queryClient.isFetching() === 0) return resolve();
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    });
  const quiet = async (): Promise<void> => {
    await fetched();
    await afterPaint();
    await new Promise<void>((resolve) => whenIdle(resolve));
    if (queryClient.isFetching() > 0) return quiet();
  };
  // A second more: the screen's largest paint may still come (an image, a late answer's text).
  const aSecondOn = () => new Promise<void>((resolve) => setTimeout(() => whenIdle(resolve), 1000));
  afterLoad(() => void routed.then(quiet).then(aSecondOn).then(callback));
}
