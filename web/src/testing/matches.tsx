/**
 * Test support for the matches screens: matches in the contract's shapes, and a render helper
 * with the app's providers and both screens under /matches and /swaps. Only tests import this file.
 */
import type {
  Handover,
  ItemsAnswer,
  Match,
  MatchAnswer,
  MatchesAnswer,
  MatchMember,
  UserItem,
} from '@swapsies/contract';
import { HandoverStatus, StandIn } from '@swapsies/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { MatchDetailPage } from '@/features/matches/components/match-detail-page.tsx';
import { MatchesPage } from '@/features/matches/components/matches-page.tsx';
import { preloadReportDialog } from '@/features/reports/components/report-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { dashboardAnswer, type MockAnswer, matchMember, mockApi, type RouteStubs, userItem } from './api.tsx';

await preloadReportDialog(); // as a browser that has the report dialog's chunk (see testing/render-app.tsx)

afterEach(() => vi.unstubAllGlobals());

/**
 * Sets the date to `now` before each test of the file (timers still run, and the date with them),
 * and puts the clock back and clears storage after.
 */
export function startEachTestAt(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });
}

/** The signed-in member of dashboardAnswer(): Sam Smith, ID 7. */
export const VIEWER_ID = 7;

export function member(overrides: Partial<MatchMember> = {}): MatchMember {
  return matchMember({ FirstName: 'Alex', LastName: 'Jones', Username: 'alex_jones_01', ...overrides });
}

export const viewer = member({ ID: VIEWER_ID, FirstName: 'Sam', LastName: 'Smith', Username: 'sam_smith_01' });

/** A charity partner or viewer: legal name as first name, the charity number as username. */
export function charityMember(overrides: Partial<MatchMember> = {}): MatchMember {
  return member({ ID: 90, Type: 2, FirstName: 'Leeds Food Bank', LastName: '', Username: '1234567', ...overrides });
}

/** Alex's tent, in York. */
export function tent(overrides: Partial<UserItem> = {}): UserItem {
  return userItem({
    ID: 21,
    Name: 'Camping tent',
    Location: 'York',
    CategoryName: 'Sports & Fitness',
    SubcategoryName: 'Camping',
    SubcategoryItemName: 'Tents',
    ...overrides,
  });
}

/** A stand-in as the server sends it: no photos, no category. */
export function standIn(id: number): UserItem {
  return userItem({
    ID: id,
    Name: id === StandIn.Pint ? 'A pint' : 'A donation',
    Photos: [],
    Location: '',
    CategoryName: '',
    SubcategoryName: '',
    SubcategoryItemName: '',
  });
}

/** An active swap: Sam (the viewer, User1) with the blue bike, Alex (User2) with the tent. */
export function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    ID: 5,
    Type: 1,
    User1: viewer,
    User2: member(),
    Items1: [userItem()],
    Items2: [tent()],
    Deleted: false,
    DeletedBy: 0,
    Commitment: null,
    Exchange: null,
    AbleToAddItems: true,
    CreatedAt: '2025-05-01T10:00:00.000Z',
    UnreadMessages: 0,
    LastMessage: null,
    Handover: null,
    Feedback: null,
    ...overrides,
  };
}

/** A handover Sam (the viewer) proposed for Mon 14 Dec 2026, 10:30 UK time, not yet answered. */
export function handover(overrides: Partial<Handover> = {}): Handover {
  return {
    ID: 31,
    At: '2026-12-14T10:30:00.000Z',
    Place: 'Outside Headingley library',
    Note: 'I will have a red scarf',
    Status: HandoverStatus.Proposed,
    ProposedBy: VIEWER_ID,
    Outcome: null,
    ...overrides,
  };
}

export function matchesAnswer(matches: Match[]): MockAnswer<MatchesAnswer> {
  return { body: { Success: true, ErrorCode: '', Matches: matches } };
}

export function matchAnswer(match: Match): MockAnswer<MatchAnswer> {
  return { body: { Success: true, ErrorCode: '', Match: match } };
}

export function itemsAnswer(items: UserItem[]): MockAnswer<ItemsAnswer> {
  return { body: { Success: true, ErrorCode: '', Items: items } };
}

export interface RenderOptions {
  /** The dashboard user (Type 2 for a charity). */
  dashboard?: Parameters<typeof dashboardAnswer>[0];
  /** Entries before the opened one, e.g. a page of this app to go back to. */
  history?: InitialEntry[];
}

/** Opens `entry` (a path, or a path with navigation state) with the API answering from `handlers`. */
export function renderMatches(
  entry: InitialEntry,
  handlers: RouteStubs,
  { dashboard = {}, history = [] }: RenderOptions = {},
) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({ getDashboard: { body: dashboardAnswer(dashboard) }, ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: '/matches', element: <MatchesPage /> },
      { path: '/swaps', element: <MatchesPage /> },
      { path: '/matches/:matchId', element: <MatchDetailPage /> },
      { path: '/swaps/:matchId', element: <MatchDetailPage /> },
      { path: '/my-items', element: page('Your stuff') },
      { path: '/add-item', element: page('Add Something') },
      { path: '/seek', element: page('Swipe and Seek') },
      { path: '/friends', element: page('Birds of a feather') },
      { path: '/previous', element: page('Previous page') },
    ],
    { initialEntries: [...history, entry] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router, queryClient, user: userEvent.setup() };
}
