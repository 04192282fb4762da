import { type LiveTicketAnswer, routes } from '@swapsies/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { clearSession, localKeys } from '@/lib/storage-keys.ts';
import { type ApiCall, dashboardAnswer, type MockAnswer, mockApi, unreachable } from '@/testing/api.tsx';
import { FakeSocket, installFakeSocket } from '@/testing/fake-socket.ts';
import { makeMatch, matchAnswer, matchesAnswer } from '@/testing/matches.tsx';
import { fakeNotificationServer } from '@/testing/notifications.tsx';
import { dashboardQueryOptions } from './dashboard.ts';
import { useLiveStatus } from './live-status.ts';
import { LIVE_RETRY, useLiveStream } from './live-stream.ts';
import { matchesQueryOptions, matchQueryOptions } from './matches.ts';
import { NOTIFICATIONS_KEY } from './unread.ts';

const LIVE = '/ws/live';

/** The screens the stream keeps current: the list, matches 5 and 6, the bell and the dashboard. */
function Screens() {
  useLiveStream();
  const status = useLiveStatus();
  useQuery(matchesQueryOptions);
  useQuery(matchQueryOptions(5));
  useQuery(matchQueryOptions(6));
  useQuery(dashboardQueryOptions);
  useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => callApi(routes.getNotifications) });
  return <output aria-label="Live">{status}</output>;
}

let ticketNumber = 0;
const ticket = (): MockAnswer<LiveTicketAnswer> => {
  ticketNumber += 1;
  return { body: { Success: true, ErrorCode: '', Ticket: `live-${ticketNumber}` } };
};

function renderScreens() {
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi({
    getLiveTicket: ticket,
    getMatches: matchesAnswer([makeMatch({ ID: 5 }), makeMatch({ ID: 6 })]),
    getMatch: (call) => matchAnswer(makeMatch({ ID: Number(call.params.id) })),
    getDashboard: { body: dashboardAnswer() },
    ...fakeNotificationServer([]).handlers,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Screens />
    </QueryClientProvider>,
  );
  /** How many times each screen's data was fetched. */
  const fetches = () => {
    const ofMatch = (id: number) => api.callsTo('getMatch').filter((call: ApiCall) => call.params.id === String(id));
    return {
      list: api.callsTo('getMatches').length,
      match5: ofMatch(5).length,
      match6: ofMatch(6).length,
      bell: api.callsTo('getNotifications').length,
      dashboard: api.callsTo('getDashboard').length,
    };
  };
  return { api, fetches };
}

const status = () => screen.getByRole('status', { name: 'Live' });

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The page has loaded and its stream is open, replayed and live from `lastSeq`. */
async function liveFrom(lastSeq: number) {
  const page = renderScreens();
  await waitFor(() => expect(page.fetches()).toEqual({ list: 1, match5: 1, match6: 1, bell: 1, dashboard: 1 }));
  await waitFor(() => expect(FakeSocket.opened(LIVE)).toHaveLength(1));
  const socket = FakeSocket.latest(LIVE);
  socket.open();
  socket.push({ type: 'reset', lastSeq });
  expect(status()).toHaveTextContent('live');
  return { ...page, socket };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  installFakeSocket();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the live stream', () => {
  it('opens with a live ticket, says hello after 0, and goes live on the reset without fetching the new page again', async () => {
    const { socket, fetches } = await liveFrom(4);
    expect(socket.url).toMatch(/^ws:\/\/localhost(:\d+)?\/api\/v1\/ws\/live\?token=live-\d+$/);
    expect(socket.sent).toEqual([{ type: 'hello', after: 0 }]);
    await advance(100);
    expect(fetches()).toEqual({ list: 1, match5: 1, match6: 1, bell: 1, dashboard: 1 });
  });

  it('refetches the list, that match, the counters and the dashboard on a match event; not another match', async () => {
    const { socket, fetches } = await liveFrom(4);
    socket.push({ type: 'match', seq: 5, matchId: 5, change: 'commitment' });
    await waitFor(() => expect(fetches()).toEqual({ list: 2, match5: 2, match6: 1, bell: 2, dashboard: 2 }));
    // Chat in a match leaves the items alone: the dashboard is not asked again.
    socket.push({ type: 'match', seq: 6, matchId: 6, change: 'items' });
    await waitFor(() => expect(fetches()).toEqual({ list: 3, match5: 2, match6: 2, bell: 3, dashboard: 2 }));
  });

  it('refetches the notifications alone on notification and counters events, and the list and counters on a chat doorbell', async () => {
    const { socket, fetches } = await liveFrom(4);
    socket.push({ type: 'notification', seq: 5, notificationId: 31 });
    await waitFor(() => expect(fetches()).toEqual({ list: 1, match5: 1, match6: 1, bell: 2, dashboard: 1 }));
    socket.push({ type: 'counters', seq: 6 });
    await waitFor(() => expect(fetches().bell).toBe(3));
    socket.push({ type: 'chat', matchId: 5 });
    await waitFor(() => expect(fetches()).toEqual({ list: 2, match5: 1, match6: 1, bell: 4, dashboard: 1 }));
  });

  it('ignores a number it holds, and refetches everything live when a number is skipped', async () => {
    const { socket, fetches } = await liveFrom(4);
    socket.push({ type: 'notification', seq: 4, notificationId: 30 });
    socket.push({ type: 'notification', seq: 6, notificationId: 32 });
    await waitFor(() => expect(fetches()).toEqual({ list: 2, match5: 2, match6: 2, bell: 2, dashboard: 1 }));
  });

  it('reconnects after its last number: the replay is applied once it is done, and what chat rang for is fetched again', async () => {
    const { socket, fetches } = await liveFrom(4);
    socket.drop();
    expect(status()).toHaveTextContent('down');
    await advance(LIVE_RETRY.firstMs);
    const again = FakeSocket.latest(LIVE);
    expect(again).not.toBe(socket);
    again.open();
    expect(again.sent).toEqual([{ type: 'hello', after: 4 }]);
    again.push({ type: 'match', seq: 5, matchId: 6, change: 'exchange' });
    again.push({ type: 'notification', seq: 6, notificationId: 33 });
    expect(status()).toHaveTextContent('down');
    await advance(100);
    expect(fetches().match6).toBe(1);
    again.push({ type: 'ready', lastSeq: 6 });
    expect(status()).toHaveTextContent('live');
    await waitFor(() => expect(fetches()).toEqual({ list: 2, match5: 1, match6: 2, bell: 2, dashboard: 2 }));
  });

  it('refetches everything fetched before the connection when told to reset on reconnecting', async () => {
    const { socket, fetches } = await liveFrom(4);
    socket.drop();
    await advance(LIVE_RETRY.firstMs);
    const again = FakeSocket.latest(LIVE);
    again.open();
    again.push({ type: 'reset', lastSeq: 900 });
    await waitFor(() => expect(fetches()).toEqual({ list: 2, match5: 2, match6: 2, bell: 2, dashboard: 1 }));
    // It goes on from the reset's number.
    again.push({ type: 'notification', seq: 901, notificationId: 40 });
    await waitFor(() => expect(fetches().bell).toBe(3));
    expect(fetches().list).toBe(2);
  });

  it('waits longer after each failed attempt, and tries at once when the browser is back online or the tab is shown', async () => {
    // Each wait is the longest it may be.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { api, socket } = await liveFrom(4);
    const tickets = () => api.callsTo('getLiveTicket').length;
    socket.drop();
    await advance(LIVE_RETRY.firstMs);
    expect(tickets()).toBe(2);
    // That attempt failed before it opened: the next wait is twice as long.
    FakeSocket.latest(LIVE).drop();
    await advance(LIVE_RETRY.firstMs);
    expect(tickets()).toBe(2);
    await advance(LIVE_RETRY.firstMs);
    expect(tickets()).toBe(3);
    FakeSocket.latest(LIVE).drop();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(tickets()).toBe(4));
    FakeSocket.latest(LIVE).drop();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(tickets()).toBe(5));
    // A stream that is up is left alone.
    FakeSocket.latest(LIVE).open();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(100);
    expect(tickets()).toBe(5);
  });

  it('closes when the session ends', async () => {
    const { socket } = await liveFrom(4);
    act(() => clearSession());
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(status()).toHaveTextContent('down');
    await advance(LIVE_RETRY.maxMs);
    expect(FakeSocket.opened(LIVE)).toHaveLength(1);
  });
});

describe('the live stream on a page that is loading', () => {
  it('leaves a first fetch under way alone on the reset', async () => {
    const { fetches } = renderScreens();
    await waitFor(() => expect(FakeSocket.opened(LIVE)).toHaveLength(1));
    const socket = FakeSocket.latest(LIVE);
    socket.open();
    socket.push({ type: 'reset', lastSeq: 0 });
    await waitFor(() => expect(fetches()).toEqual({ list: 1, match5: 1, match6: 1, bell: 1, dashboard: 1 }));
    await advance(100);
    expect(fetches()).toEqual({ list: 1, match5: 1, match6: 1, bell: 1, dashboard: 1 });
  });
});

describe('the live stream without a ticket', () => {
  it('is down, and tries again later', async () => {
    localStorage.setItem(localKeys.authToken, 'token-123');
    const api = mockApi({ getLiveTicket: unreachable });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screens />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(status()).toHaveTextContent('down'));
    expect(FakeSocket.opened(LIVE)).toHaveLength(0);
    await advance(LIVE_RETRY.firstMs);
    expect(api.callsTo('getLiveTicket')).toHaveLength(2);
  });
});
