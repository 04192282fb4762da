/** Renders the real route table in memory, with the app's providers. Only tests import this file. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { type CreateRoutesOptions, createRoutes } from '@/app/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

export function renderApp(path: string, options: CreateRoutesOptions = {}) {
  // jsdom has no scrolling; ScrollRestoration would otherwise log "not implemented".
  vi.stubGlobal('scrollTo', vi.fn());
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(createRoutes(queryClient, options), { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
