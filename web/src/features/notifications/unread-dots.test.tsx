/**
 * The bell and the navigation dots keep their own counts: opening the bell clears the
 * bell's count alone; the Swap dot clears when the matches pages are seen, the Friends dot on /friends.
 */
import { friendSubjects, matchMessages } from '@swapsies/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys, sessionKeys } from '@/lib/storage-keys.ts';
import { configAnswer, dashboardAnswer, mockApi } from '@/testing/api.tsx';
import { FakeSocket, installFakeSocket } from '@/testing/fake-socket.ts';
import { fakeNotificationServer, note } from '@/testing/notifications.tsx';
import { renderApp } from '@/testing/render-app.tsx';
import { counterSeenOn } from './hooks/use-unread-dots.ts';

const news = [
  note({ ID: 1, Kind: 'MatchCreated', Subject: 'New match with Alex Brown!' }),
  note({ ID: 2, Kind: 'FriendRequest', Subject: friendSubjects.request('Jo Bloggs') }),
];

afterEach(() => vi.unstubAllGlobals());

function startAt(path: string, notes = news, waiting = 0) {
  localStorage.setItem(localKeys.authToken, 'token-123');
  sessionStorage.setItem(sessionKeys.splashShown, 'true');
  const server = fakeNotificationServer(notes);
  server.state.waiting = waiting;
  const api = mockApi({
    ...server.handlers,
    getConfig: { body: configAnswer() },
    getDashboard: { body: dashboardAnswer({ Type: 1 }) },
    getLiveTicket: { body: { Success: true, ErrorCode: '', Ticket: 'live-1' } },
    getMatches: { body: { Success: true, ErrorCode: '', Matches: [] } },
    getFriends: { body: { Success: true, ErrorCode: '', Friends: [], PendingApprovals: [], PendingRequests: [] } },
  });
  const app = renderApp(path);
  return { ...app, api, server, user: userEvent.setup() };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const dotOn = (label: string) => within(nav()).getByRole('link', { name: new RegExp(`^${label}`) });
// The whole app loads first (config, dashboard): slower than one component on a busy machine.
const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` }, { timeout: 5000 });
const lit = (label: string) => new RegExp(`^${label}\\s*\\(new activity\\)$`);
const readCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('markNotificationsRead').map((call) => call.body);

describe('unread dots and the bell', () => {
  it('opening the bell clears its count and leaves the Swap and Friends dots lit', async () => {
    const { api, server, user } = startAt('/seek');
    await user.click(await bell(2));
    expect(await bell(0)).toBeInTheDocument();
    await waitFor(() => expect(server.unread().notifications).toBe(0));
    expect(readCalls(api)).toEqual([{ Counters: ['notifications'] }]);
    // After the refetch the dots are still there.
    await waitFor(() => expect(api.callsTo('getNotifications').length).toBeGreaterThanOrEqual(2));
    expect(dotOn('Swap')).toHaveAccessibleName(lit('Swap'));
    expect(dotOn('Friends')).toHaveAccessibleName(lit('Friends'));
    expect(server.unread()).toMatchObject({ matches: 1, friends: 1 });
  });

  it('seeing the matches page clears the Swap dot alone; the bell keeps its count', async () => {
    const { api, server, user } = startAt('/seek');
    expect(await bell(2)).toBeInTheDocument();
    await waitFor(() => expect(dotOn('Swap')).toHaveAccessibleName(lit('Swap')));
    await user.click(dotOn('Swap'));
    await waitFor(() => expect(dotOn('Swap')).toHaveAccessibleName('Swap'));
    expect(readCalls(api)).toEqual([{ Counters: ['matches'] }]);
    expect(dotOn('Friends')).toHaveAccessibleName(lit('Friends'));
    expect(await bell(2)).toBeInTheDocument();
    expect(server.unread()).toMatchObject({ notifications: 2, matches: 0, friends: 1 });
  });

  it('seeing the friends page clears the Friends dot alone', async () => {
    const { api, server } = startAt('/friends');
    await waitFor(() => expect(readCalls(api)).toEqual([{ Counters: ['friends'] }]));
    await waitFor(() => expect(dotOn('Friends')).toHaveAccessibleName('Friends'));
    expect(dotOn('Swap')).toHaveAccessibleName(lit('Swap'));
    expect(await bell(2)).toBeInTheDocument();
    expect(server.unread()).toMatchObject({ notifications: 2, matches: 1, friends: 0 });
  });

  it('asks nothing of the server where no dot is lit', async () => {
    const { api } = startAt('/seek');
    expect(await bell(2)).toBeInTheDocument();
    await waitFor(() => expect(dotOn('Swap')).toHaveAccessibleName(lit('Swap')));
    expect(readCalls(api)).toEqual([]);
  });
});

describe('the Swap dot for a match waiting for an answer', () => {
  it('lights with no notification at all (the switches are off), stays lit on the matches page, and goes out when the counters say so', async () => {
    installFakeSocket();
    const { api, server, user } = startAt('/seek', [], 1);
    expect(await bell(0)).toBeInTheDocument();
    await waitFor(() => expect(dotOn('Swap')).toHaveAccessibleName(lit('Swap')));
    expect(dotOn('Friends')).toHaveAccessibleName('Friends');
    await user.click(dotOn('Swap'));
    await screen.findByRole('heading', { name: matchMessages.title });
    expect(dotOn('Swap')).toHaveAccessibleName(lit('Swap'));
    expect(readCalls(api)).toEqual([]);

    // Answered on another device: the live stream says the counters changed.
    const socket = FakeSocket.latest('/ws/live');
    socket.open();
    socket.push({ type: 'reset', lastSeq: 3 });
    server.state.waiting = 0;
    socket.push({ type: 'counters', seq: 4 });
    await waitFor(() => expect(dotOn('Swap')).toHaveAccessibleName('Swap'));
  });
});

describe('counterSeenOn', () => {
  it.each([
    ['/swaps', 'matches'],
    ['/swaps/12', 'matches'],
    ['/matches', 'matches'],
    ['/matches/3', 'matches'],
    ['/friends', 'friends'],
    ['/seek', null],
    ['/my-items', null],
    ['/swapsies', null],
    ['/friendship', null],
  ])('%s clears %s', (path, counter) => {
    expect(counterSeenOn(path)).toBe(counter);
  });
});
