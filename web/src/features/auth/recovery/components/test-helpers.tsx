import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** One recovery page at `path`, every other path shows where it went. */
export function renderPage(page: ReactElement, routePath: string, entry: string) {
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
