import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { afterLoad } from './lib/after-load.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline app shell, Web Push, the update prompt): production builds only, and
// only once the page has loaded and the browser is idle, as Workbox advises, so that its
// registration (workbox-window) is not among the page's first scripts.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoad(
    () => void import('./app/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
}
