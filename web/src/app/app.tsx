import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '@/lib/install-prompt.ts'; // listen for the PWA install offer from the very start
import { queryClient } from '@/lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './router.tsx';
import { SplashGate } from './splash-gate.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The app's one router, made on first use. */
export function getRouter() {
  router ??= createBrowserRouter(createRoutes(queryClient));
  return router;
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <SplashGate />
      <RouterProvider router={getRouter()} />
      <UpdatePrompt />
    </AppProviders>
  );
}
