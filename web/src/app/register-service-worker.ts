/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (src/sw.ts) in production builds: main.tsx loads this module only
 * then, so that `npm run dev` keeps hot reloading and the tests never register. When a new version
 * is waiting, the update prompt offers it; an open app checks for one every hour.
 */
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    // Skips waiting; the page reloads when the new worker takes control.
    onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
  });
}
