/**
 * Test support for the Seek feed: feed items in the contract's shape, stand-ins for the feed
 * calls, and a render helper with the app's providers and the routes the feed leads to.
 * Only tests import this file.
 */
import type {
  ConfigAnswer,
  DashboardUser,
  ExploreAnswer,
  FeedItem,
  LikeAnswer,
  LikeOfferAnswer,
  Match,
  MatchAnswer,
} from '@swapsies/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { FeedPage } from '@/features/feed/components/feed-page.tsx';
import { preloadReportDialog } from '@/features/reports/components/report-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import {
  configAnswer,
  dashboardAnswer,
  type MockAnswer,
  type MockHandler,
  matchMember,
  mockApi,
  type RouteStubs,
  reliability,
  userItem,
} from './api.tsx';

await preloadReportDialog(); // as a browser that has the report dialog's chunk (see testing/render-app.tsx)

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Somebody else's item as the feed shows it: Jo's red kettle unless told otherwise. */
export function feedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    ...userItem({
      ID: overrides.ID ?? 51,
      Name: 'Red kettle',
      Description: 'A cheerful red kettle that boils fast.',
      Location: 'York',
      CategoryName: 'Home & Garden',
      SubcategoryName: 'Kitchen',
      SubcategoryItemName: 'Kettles',
    }),
    OwnerID: 42,
    FirstName: 'Jo',
    LastName: 'Bloggs',
    Username: 'jo_bloggs',
    Reliability: reliability(),
    Distance: '',
    Town: '',
    ...overrides,
  };
}

export const kettle = feedItem();
export const lamp = feedItem({ ID: 52, Name: 'Brass lamp', Description: 'Warm light for reading.' });

export function exploreAnswer(item: FeedItem | null): MockAnswer<ExploreAnswer> {
  return { body: { Success: true, ErrorCode: '', Item: item } };
}

/** exploreItem answering these in turn; the last one again once they run out. */
export function exploreInTurn(...items: (FeedItem | null)[]): MockHandler<ExploreAnswer> {
  let next = 0;
  return () => {
    const item = items[Math.min(next, items.length - 1)] ?? null;
    next += 1;
    return exploreAnswer(item);
  };
}

export function likeAnswer(overrides: Partial<LikeAnswer> = {}): MockAnswer<LikeAnswer> {
  return {
    body: { Success: true, ErrorCode: '', MatchID: 0, OldMatch: false, ItemsForExange: [], ...overrides },
  };
}

/** What likeWithOffer answers: the match the offer made or joined (0 for none). */
export function offerAnswer(MatchID: number, IsExistingMatch: boolean): MockAnswer<LikeOfferAnswer> {
  return { body: { Success: true, ErrorCode: '', MatchID, IsExistingMatch } };
}

/**
 * The match a like made, as getMatch answers it: Sam (the viewer, ID 7) with the blue
 * bike, Jo (the kettle's owner, with a profile photo) with the kettle.
 */
export function madeMatch(overrides: Partial<Match> = {}): Match {
  const member = (ID: number, FirstName: string, LastName: string, Username: string, ProfilePhoto = '') =>
    matchMember({ ID, FirstName, LastName, Username, ProfilePhoto });
  return {
    ID: 12,
    Type: 1,
    User1: member(7, 'Sam', 'Smith', 'sam_smith_01'),
    User2: member(42, 'Jo', 'Bloggs', 'jo_bloggs', 'profiles/jo.jpg'),
    Items1: [myBike],
    Items2: [userItem({ ID: 51, Name: 'Red kettle' })],
    Deleted: false,
    DeletedBy: 0,
    Commitment: null,
    Exchange: null,
    AbleToAddItems: true,
    CreatedAt: '2026-11-23T10:00:00.000Z',
    UnreadMessages: 0,
    LastMessage: null,
    Handover: null,
    Feedback: null,
    ...overrides,
  };
}

export function matchAnswer(match: Match): MockAnswer<MatchAnswer> {
  return { body: { Success: true, ErrorCode: '', Match: match } };
}

/** My own items that the owner wants, for the offer picker. */
export const myBike = userItem({ ID: 11, Name: 'Blue bike' });
export const myBooks = userItem({ ID: 12, Name: 'Box of novels' });
export const myTent = userItem({ ID: 13, Name: 'Two-person tent', Committed: true });

export interface FeedSetup {
  /** The signed-in member; a personal member with one item and no friends unless told. */
  dashboard?: Partial<DashboardUser>;
  config?: Partial<ConfigAnswer>;
  /** The remembered filter (1, 2 or 3). */
  storedFilter?: string;
}

function MatchStandIn() {
  return <h1>Match {useParams().matchId}</h1>;
}

/** The feed at /seek, with stand-ins for the screens its buttons lead to. */
export function renderFeedPage(handlers: RouteStubs = {}, setup: FeedSetup = {}) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  if (setup.storedFilter) localStorage.setItem(localKeys.feedFilter, setup.storedFilter);
  const api = mockApi({
    getConfig: { body: configAnswer(setup.config) },
    getDashboard: { body: dashboardAnswer({ Items: [myBike], ...setup.dashboard }) },
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const reloadPage = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/seek', element: <FeedPage reloadPage={reloadPage} /> },
      { path: '/my-items', element: <h1>Your stuff</h1> },
      { path: '/profile', element: <h1>Settings</h1> },
      { path: '/add-item', element: <h1>Add an item</h1> },
      { path: '/friends', element: <h1>Friends page</h1> },
      { path: '/matches/:matchId', element: <MatchStandIn /> },
    ],
    { initialEntries: ['/seek'] },
  );
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, api, user, router, reloadPage };
}

/** The type each exploreItem call asked for ('' when none was sent). */
export function exploreTypes(api: ReturnType<typeof mockApi>): string[] {
  return api.callsTo('exploreItem').map((call) => call.query.type ?? '');
}

/** The card of the item on show, found by its name; waits through the loading animation. */
export function findCard(name: string) {
  return screen.findByRole('article', { name }, { timeout: 3000 });
}
