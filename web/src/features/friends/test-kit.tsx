/**
 * Test support for the friends page: people in the contract's shapes, a small stand-in for the
 * friends calls that remembers what was done, and a render helper with the app's providers.
 * Only tests import this file.
 */
import type { CharityEntry, FoundUser, FriendsAnswer, PersonSummary } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { dashboardAnswer, type MockHandler, mockApi } from '@/testing/api.tsx';
import { FriendsPage } from './components/friends-page.tsx';

// The invite panel has its own tests (and draws on a canvas jsdom lacks); here it only shows whose link it holds.
vi.mock('./components/invite-panel.tsx', async () => {
  const { createElement } = await import('react');
  return {
    InvitePanel: ({ username }: { username: string }) =>
      createElement('section', { 'aria-label': 'Invite panel' }, `Invite panel for ${username}`),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

export function person(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return {
    ID: 42,
    Type: 1,
    FirstName: 'Jo',
    LastName: 'Bloggs',
    Username: 'jo_bloggs',
    ProfilePhoto: '',
    FoundBy: 1,
    ...overrides,
  };
}

export function foundUser(overrides: Partial<FoundUser> = {}): FoundUser {
  return { ...person(), Relation: 'none', Following: false, ...overrides };
}

export function charity(overrides: Partial<CharityEntry> = {}): CharityEntry {
  return {
    ID: 90,
    FirstName: 'Leeds Food Bank',
    Username: '1234567',
    ProfilePhoto: '',
    Following: false,
    ...overrides,
  };
}

export const ok = { body: { Success: true, ErrorCode: '' } };

export function refusal(status: number, ErrorCode: string): MockHandler {
  return { status, body: { Success: false, ErrorCode } };
}

export interface World {
  friends?: PersonSummary[];
  /** Incoming requests. */
  approvals?: PersonSummary[];
  /** Outgoing requests. */
  requests?: PersonSummary[];
  charities?: CharityEntry[];
}

/**
 * GET /friends and GET /charities answering from lists that the action calls change, as the
 * server would; an action on anybody the lists do not hold is left to the test's own handlers.
 */
export function worldHandlers(world: World): Record<string, MockHandler> {
  const state = {
    friends: [...(world.friends ?? [])],
    approvals: [...(world.approvals ?? [])],
    requests: [...(world.requests ?? [])],
    charities: [...(world.charities ?? [])],
  };
  const without = (list: PersonSummary[], id: number) => list.filter((entry) => entry.ID !== id);
  const handlers: Record<string, MockHandler> = {
    'GET /friends': () => ({
      body: {
        Success: true,
        ErrorCode: '',
        Friends: state.friends,
        PendingApprovals: state.approvals,
        PendingRequests: state.requests,
      } satisfies FriendsAnswer,
    }),
    'GET /charities': () => ({ body: { Success: true, ErrorCode: '', Charities: state.charities } }),
  };
  for (const entry of state.friends) {
    handlers[`DELETE /friends/${entry.ID}`] = () => {
      state.friends = without(state.friends, entry.ID);
      return ok;
    };
  }
  for (const entry of state.approvals) {
    handlers[`POST /friends/${entry.ID}/accept`] = () => {
      state.approvals = without(state.approvals, entry.ID);
      state.friends = [...state.friends, entry];
      return ok;
    };
    handlers[`POST /friends/${entry.ID}/reject`] = () => {
      state.approvals = without(state.approvals, entry.ID);
      return ok;
    };
  }
  for (const entry of state.requests) {
    handlers[`POST /friends/${entry.ID}/recall`] = () => {
      state.requests = without(state.requests, entry.ID);
      return ok;
    };
  }
  for (const entry of state.charities) {
    const setFollowing = (following: boolean) => () => {
      state.charities = state.charities.map((c) => (c.ID === entry.ID ? { ...c, Following: following } : c));
      return ok;
    };
    handlers[`POST /charities/${entry.ID}/follow`] = setFollowing(true);
    handlers[`DELETE /charities/${entry.ID}/follow`] = setFollowing(false);
  }
  return handlers;
}

/** The signed-in member is Sam Smith, @sam_smith_01. */
export function renderFriendsPage(
  handlers: Record<string, MockHandler> = {},
  { world = {}, dashboard = {} }: { world?: World; dashboard?: Parameters<typeof dashboardAnswer>[0] } = {},
) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({ 'GET /dashboard': { body: dashboardAnswer(dashboard) }, ...worldHandlers(world), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <FriendsPage />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { api, user, queryClient };
}

/** The URL of the last user search, to read the username it sent. */
export function lastSearchUrl(fetchMock: ReturnType<typeof mockApi>['fetchMock']): URL | undefined {
  const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return urls.filter((url) => url.pathname === '/api/v1/users/search').at(-1);
}
