/**
 * Test support for the settings page (/profile): a stand-in for PUT /user that answers the account
 * with the change applied, as the server would, and a render helper that puts the page in a
 * signed-in frame (with the app's toasts) whose log out request a test can watch. Only tests import this file.
 */
import {
  type BlockedMember,
  type BlocksAnswer,
  commonWords,
  type DashboardUser,
  normalisePhone,
  type UpdateUserBody,
  type User,
  type UserAnswer,
} from '@swapsies/contract';
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
  type ApiCall,
  dashboardAnswer,
  type MockAnswer,
  makeUser,
  memberSummary,
  mockApi,
  type RouteStubs,
  smallCategoryTree,
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

/** PUT /user answering `base` with the body applied (the phone's digits kept), as the server does. */
export function updatedUser(base: Partial<User> = {}) {
  return (call: ApiCall): MockAnswer<UserAnswer> => {
    const { NotificationSettings: settings, Phone, ...rest } = call.body as UpdateUserBody;
    const user = makeUser(base);
    const changed: User = {
      ...user,
      ...(rest as Partial<User>),
      ...(Phone === undefined ? {} : { Phone: normalisePhone(Phone) }),
      NotificationSettings: { ...user.NotificationSettings, ...settings },
    };
    return { body: { Success: true, ErrorCode: '', User: changed } };
  };
}

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
}

/** /profile for Sam Smith (@sam_smith_01) unless `dashboard` says otherwise; PUT /user answers the change. */
export function renderSettingsPage(
  handlers: RouteStubs = {},
  { dashboard = {}, signedIn = true, advanceTimers }: SettingsRenderOptions = {},
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
    { initialEntries: ['/profile'] },
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
