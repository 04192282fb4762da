import './lib/react-on-change.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, getRouter } from './app/app.tsx';
import { forgetEarlyCalls } from './early-calls.ts';
import { afterFirstScreen } from './lib/after-load.ts';
import { scheduleOfflineCache } from './lib/offline-cache.ts';
import { queryClient } from './lib/query-client.ts';
import './styles/global.css';

// Before the first screen's guard runs: opened offline, the last-seen answers are restored first
// (lib/offline-cache.ts).
scheduleOfflineCache(queryClient, (start) => afterFirstScreen(getRouter(), queryClient, start));

afterFirstScreen(getRouter(), queryClient, forgetEarlyCalls);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline app shell, Web Push, the update prompt): production builds only, and
// only once the first screen is on the page and the browser is idle, as Workbox advises (after the
// load) and more: its registration (workbox-window) and its precache of the whole app shell then
// never compete with the first screen's scripts and data.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstScreen(
    getRouter(),
    queryClient,
    () => void import('./app/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
}
