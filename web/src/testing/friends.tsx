/**
 * Test support for the friends page: people in the contract's shapes, a small stand-in for the
 * friends calls that remembers what was done, and a render helper with the app's providers.
 * Only tests import this file.
 */
import type { CharityEntry, FoundUser, PersonSummary, UserSearchAnswer } from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { FriendsPage } from '@/features/friends/components/friends-page.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import {
  type ApiCall,
  dashboardAnswer,
  type MockAnswer,
  memberSummary,
  mockApi,
  ok,
  type RouteStubs,
  refusal,
} from './api.tsx';

// The invite panel has its own tests (and draws on a canvas jsdom lacks); here it only shows whose link it holds.
vi.mock('@/features/friends/components/invite-panel.tsx', async () => {
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
  return { ...memberSummary(), FoundBy: 1, ...overrides };
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
    Distance: '',
    Town: '',
    ...overrides,
  };
}

/** What searchUser answers when it finds somebody. */
export function searchAnswer(user: FoundUser = foundUser()): MockAnswer<UserSearchAnswer> {
  return { body: { Success: true, ErrorCode: '', User: user } };
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
 * getFriends and getCharities answering from lists that the action calls (and a block) change, as the server
 * would; an action on anybody the lists do not hold is refused with NOT_FOUND. A test's own
 * handler for an action replaces the world's.
 */
export function worldHandlers(world: World): RouteStubs {
  const state = {
    friends: [...(world.friends ?? [])],
    approvals: [...(world.approvals ?? [])],
    requests: [...(world.requests ?? [])],
    charities: [...(world.charities ?? [])],
  };
  type Lists = Omit<typeof state, 'charities'>;
  /** Takes the call's person out of `from` (and puts them in `to`), or refuses when `from` does not hold them. */
  const move = (from: keyof Lists, to?: keyof Lists) => (call: ApiCall) => {
    const entry = state[from].find((one) => String(one.ID) === call.params.id);
    if (!entry) return refusal(404, 'NOT_FOUND');
    state[from] = state[from].filter((one) => one !== entry);
    if (to) state[to] = [...state[to], entry];
    return ok;
  };
  const setFollowing = (following: boolean) => (call: ApiCall) => {
    if (!state.charities.some((one) => String(one.ID) === call.params.id)) return refusal(404, 'NOT_FOUND');
    state.charities = state.charities.map((one) =>
      String(one.ID) === call.params.id ? { ...one, Following: following } : one,
    );
    return ok;
  };
  return {
    getFriends: () => ({
      body: {
        Success: true,
        ErrorCode: '',
        Friends: state.friends,
        PendingApprovals: state.approvals,
        PendingRequests: state.requests,
      },
    }),
    getCharities: () => ({ body: { Success: true, ErrorCode: '', Charities: state.charities } }),
    removeFriend: move('friends'),
    acceptFriendRequest: move('approvals', 'friends'),
    rejectFriendRequest: move('approvals'),
    recallFriendRequest: move('requests'),
    followCharity: setFollowing(true),
    unfollowCharity: setFollowing(false),
    // A block ends the friendship and the requests both ways; anyone may be blocked.
    blockUser: (call) => {
      const other = (one: PersonSummary) => String(one.ID) !== call.params.id;
      state.friends = state.friends.filter(other);
      state.approvals = state.approvals.filter(other);
      state.requests = state.requests.filter(other);
      return ok;
    },
  };
}

/** The signed-in member is Sam Smith, @sam_smith_01. */
export function renderFriendsPage(
  handlers: RouteStubs = {},
  { world = {}, dashboard = {} }: { world?: World; dashboard?: Parameters<typeof dashboardAnswer>[0] } = {},
) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({ getDashboard: { body: dashboardAnswer(dashboard) }, ...worldHandlers(world), ...handlers });
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

/** The username the last user search sent. */
export function lastSearchedName(api: ReturnType<typeof mockApi>): string | undefined {
  return api.callsTo('searchUser').at(-1)?.query.username;
}
