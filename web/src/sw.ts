/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest): it precaches the app shell so that the app
 * opens offline, where each screen shows its own offline state; it shows Web Pushes and opens the
 * app where a tapped notification leads. A new version waits until the member chooses to reload
 * (the update prompt), which sends SKIP_WAITING.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parsePushMessage, pushNotification, tapUrl } from './app/push-notification.ts';
import { isRecord } from './lib/is-record.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html; not the API, nor files such as /legal/terms-of-service.md.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/(healthz|readyz)/, /\/[^/?]+\.[^/?]+(\?|$)/],
  }),
);

self.addEventListener('message', (event) => {
  if (isRecord(event.data) && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text());
  if (!message) return;
  const { title, options } = pushNotification(message);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(tapUrl(event.notification.data, self.location.origin)));
});

/** Focuses an open window of the app and takes it to `url`, or opens a new one. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    // navigate() works only for a window this worker controls; otherwise open a fresh one.
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
