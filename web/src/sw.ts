/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest): it precaches the app shell so that the app
 * opens offline, where each screen shows its own offline state. A new version waits until the
 * member chooses to reload (the update prompt), which sends SKIP_WAITING.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html; not the API, nor files such as /legal/terms-of-service.md.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/healthz/, /\/[^/?]+\.[^/?]+(\?|$)/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
