import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline app shell, Web Push, the update prompt): production builds only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
}
