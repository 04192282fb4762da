/**
 * Renders the app in memory with its providers: the real route table (renderApp), or one page
 * alone (renderPage). Only tests import this file.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { type CreateRoutesOptions, createRoutes } from '@/app/router.tsx';
import { preloadReportDialog } from '@/features/reports/components/report-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

// The report dialog is a chunk the app loads when a report is first asked for. Loading it here
// stands in for a browser that has it: the dialog opens in the render that asks for it.
await preloadReportDialog();

export interface RenderAppOptions extends CreateRoutesOptions {
  /** Keep the app's own retries (query-client.ts); by default a failed query fails at once. */
  retries?: boolean;
}

export function renderApp(path: string, { retries = false, ...options }: RenderAppOptions = {}) {
  // jsdom has no scrolling; ScrollRestoration would otherwise log "not implemented".
  vi.stubGlobal('scrollTo', vi.fn());
  const queryClient = createQueryClient();
  if (!retries) {
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  }
  const router = createMemoryRouter(createRoutes(queryClient, options), { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * `page` alone at `routePath`, opened at `entry`; every other path shows where it went (test id "where").
 * With `previous`, the history holds that path before `entry`, so going back has somewhere to go.
 */
export function renderPage(page: ReactElement, routePath: string, entry = routePath, previous?: string) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: page },
      { path: '*', element: <Where /> },
    ],
    previous === undefined ? { initialEntries: [entry] } : { initialEntries: [previous, entry], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
