/**
 * Test support for /edit-profile: the page on a memory router (any other path is where it went:
 * router.state.location), with the signed-in member's dashboard already cached, a token and the
 * splash flag set, and toasts. Importing it also stands in for the canvas re-encoding of photos
 * (photo-stand-in.ts). Only tests import this file.
 */
import type { DashboardUser } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { dashboardQueryOptions } from '@/data/dashboard.ts';
import { EditProfilePage } from '@/features/users/edit-profile/components/edit-profile-page.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { dashboardAnswer, mockApi, type RouteStubs } from './api.tsx';

export { FAKE_ENCODED } from './photo-stand-in.ts';

vi.mock('@/lib/encode-photo.ts', async (importOriginal) =>
  (await import('@/testing/photo-stand-in.ts')).standInEncoder(await importOriginal()),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A registered charity: its username is its number, its legal name the first name. */
export const charityAccount: Partial<DashboardUser> = {
  Type: 2,
  Username: '1187654',
  FirstName: 'Hope Shelter Trust',
  LastName: '',
  Address: '12 High Street, Leeds',
};

/** /edit-profile for Sam Smith (@sam_smith_01) unless `account` says otherwise. */
export function renderEditProfile(handlers: RouteStubs = {}, account: Partial<DashboardUser> = {}) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  sessionStorage.setItem(sessionKeys.splashShown, 'true');
  const dashboard = dashboardAnswer(account);
  const api = mockApi({ getDashboard: { body: dashboard }, ...handlers });
  const queryClient = createQueryClient();
  queryClient.setQueryData(dashboardQueryOptions.queryKey, dashboard);
  const router = createMemoryRouter(
    [
      { path: '/edit-profile', element: <EditProfilePage /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/edit-profile'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { api, user, router, queryClient, dashboard };
}
