/**
 * Test support for the settings page (/profile): a render helper that puts the page in a signed-in
 * frame (with the app's toasts) whose log out request a test can watch, with PUT /user answering
 * the account with the change applied (api.tsx's updatedUser). Only tests import this file.
 */
import { type BlockedMember, type BlocksAnswer, commonWords, type DashboardUser } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { SignedInContext } from '@/app/layouts/signed-in-layout.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { SettingsPage } from '@/features/users/settings/components/settings-page.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import {
  dashboardAnswer,
  type MockAnswer,
  memberSummary,
  mockApi,
  type RouteStubs,
  smallCategoryTree,
  updatedUser,
} from './api.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

/** GET /blocks answering these blocked members. */
export function blocksAnswer(Blocks: BlockedMember[]): MockAnswer<BlocksAnswer> {
  return { body: { Success: true, ErrorCode: '', Blocks } };
}

/** A blocked member, Jo Bloggs unless told. */
export function blockedMember(overrides: Partial<BlockedMember> = {}): BlockedMember {
  return { ...memberSummary(), BlockedAt: '2026-11-20T10:00:00.000Z', ...overrides };
}

/** The app's toasts, where the page says how a save went. */
export const toasts = () => screen.getByRole('region', { name: commonWords.notifications });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export interface SettingsRenderOptions {
  dashboard?: Partial<DashboardUser>;
  /** False renders with nobody signed in (no dashboard is asked for). */
  signedIn?: boolean;
  /** For vi.useFakeTimers: user-event waits on the fake clock. */
  advanceTimers?: (ms: number) => void;
  /** Where on /profile the page opens: '/profile#area', say. */
  entry?: string;
}

/** /profile for Sam Smith (@sam_smith_01) unless `dashboard` says otherwise; PUT /user answers the change. */
export function renderSettingsPage(
  handlers: RouteStubs = {},
  { dashboard = {}, signedIn = true, advanceTimers, entry = '/profile' }: SettingsRenderOptions = {},
) {
  if (signedIn) localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({
    getDashboard: { body: dashboardAnswer(dashboard) },
    getCategories: { body: { Success: true, ErrorCode: '', Categories: smallCategoryTree() } },
    updateUser: updatedUser(dashboard),
    getBlocks: blocksAnswer([]),
    ...handlers,
  });
  const requestLogOut = vi.fn();
  const context: SignedInContext = { isCharity: dashboard.Type === 2, requestLogOut };
  const router = createMemoryRouter(
    [
      { element: <Outlet context={context} />, children: [{ path: '/profile', element: <SettingsPage /> }] },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { api, user, router, queryClient, requestLogOut };
}
