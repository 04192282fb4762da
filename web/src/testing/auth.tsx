/**
 * Test support for the sign-in and recovery pages: one page on a memory router whose other paths
 * show where the page went. Only tests import this file.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The page at `routePath`, opened at `entry`; every other path shows where it went (test id "where"). */
export function renderAuthPage(page: ReactElement, routePath: string, entry = routePath) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
