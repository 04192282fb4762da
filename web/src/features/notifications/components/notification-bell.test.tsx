import {
  BROWSER_NOTIFICATION_MS,
  browserNotificationTitles,
  type EmptyAnswer,
  friendSubjects,
  LIVE_FALLBACK_POLL_MS,
  moderationSubjects,
  type NotificationsAnswer,
  notificationTexts,
  notificationTransportMessages,
  ownerModerationSubjects,
  reportOutcomeSubjects,
} from '@swapsies/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStatus } from '@/data/live-status.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import { idsOf, type MockAnswer, mockApi, type RouteStubs, refusal, unreachable } from '@/testing/api.tsx';
import { stubBrowserNotifications } from '@/testing/browser-notifications.ts';
import { fakeNotificationServer, note } from '@/testing/notifications.tsx';
import { NotificationBell, unreadDots } from './notification-bell.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fakeServer = fakeNotificationServer;

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <NotificationBell />
      <button type="button">Elsewhere</button>
      <p data-testid="where">{pathname}</p>
    </>
  );
}

function renderBell(handlers: RouteStubs, { fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem(localKeys.authToken, 'token-123');
  const api = mockApi(handlers);
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/seek'] });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { api, user, client };
}

const bell = (unread: number) => screen.findByRole('button', { name: `Notifications, ${unread} unread` });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const poll = () => act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS));

describe('NotificationBell badge', () => {
  it('shows the unread count, and 99+ above 99', async () => {
    const many = Array.from({ length: 120 }, () => note());
    renderBell(fakeServer(many).handlers);
    const button = await bell(120);
    expect(within(button).getByText('99+')).toBeInTheDocument();
  });

  it('shows 99 as it is', async () => {
    renderBell(fakeServer(Array.from({ length: 99 }, () => note())).handlers);
    expect(within(await bell(99)).getByText('99')).toBeInTheDocument();
  });

  it('has no badge without unread notifications', async () => {
    renderBell(fakeServer([note({ Read: true })]).handlers);
    const button = await bell(0);
    expect(button).toHaveTextContent('');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NotificationBell panel', () => {
  it('lists notifications newest first, marks the unread ones, and opening reads them for the bell at once', async () => {
    const older = note({ ID: 1, Subject: friendSubjects.request('Jo Bloggs'), Kind: 'FriendRequest', Read: true });
    const newer = note({ ID: 2, Subject: 'New match with Alex Brown!' });
    const server = fakeServer([newer, older]);
    // The server is slow to mark them read: the badge must go before it answers.
    let answerRead = () => {};
    const { api, user } = renderBell({
      ...server.handlers,
      markNotificationsRead: (call) =>
        new Promise<MockAnswer<EmptyAnswer>>((resolve) => {
          answerRead = () => resolve(server.handlers.markNotificationsRead(call));
        }),
    });

    await user.click(await bell(1));
    const opened = await bell(0);
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(opened).not.toHaveTextContent('1');
    expect(api.callsTo('markNotificationsRead')).toHaveLength(1);
    // The bell's own counter only: the Swap and Friends dots clear on their pages.
    expect(api.callsTo('markNotificationsRead')[0]?.body).toEqual({ Counters: ['notifications'] });

    const opens = within(panel())
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0]);
    // Each row is named by all it shows (axe's label-content-name-mismatch), the unread ones marked first.
    expect(opens[0]).toHaveAccessibleName(
      'Unread: New match with Alex Brown! You both want to swap. Say hello! 5 min ago',
    );
    expect(opens[1]).toHaveAccessibleName(/^New friend request from Jo Bloggs You both want/);
    for (const open of opens) {
      const shown = Array.from(
        open?.querySelectorAll(':scope > :not(.visually-hidden)') ?? [],
        (part) => part.textContent,
      );
      expect(open).toHaveAccessibleName(expect.stringContaining(shown.join(' ')));
    }

    answerRead();
    // Afterwards the list is fetched again; what was unread stays marked while the panel is open.
    await waitFor(() => expect(api.callsTo('getNotifications')).toHaveLength(2));
    expect(within(panel()).getByRole('button', { name: /^Unread: New match/ })).toBeInTheDocument();
    expect(await bell(0)).toBeInTheDocument();
  });

  it('does not mark read when nothing is unread', async () => {
    const { api, user } = renderBell(fakeServer([note({ Read: true })]).handlers);
    await user.click(await bell(0));
    expect(panel()).toBeVisible();
    expect(api.callsTo('markNotificationsRead')).toHaveLength(0);
  });

  it('says so when there are none', async () => {
    const { user } = renderBell(fakeServer([]).handlers);
    await user.click(await bell(0));
    expect(within(panel()).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('deletes one notification', async () => {
    const server = fakeServer([
      note({ ID: 3, Subject: 'New match with Alex Brown!' }),
      note({ ID: 4, Subject: moderationSubjects.itemApproved }),
    ]);
    const { api, user } = renderBell(server.handlers);
    await user.click(await bell(2));
    const match = within(panel())
      .getByRole('button', { name: /New match with Alex Brown!/ })
      .closest('li');
    await user.click(within(match as HTMLElement).getByRole('button', { name: 'Delete notification' }));

    await waitFor(() => expect(within(panel()).queryByRole('button', { name: /New match/ })).not.toBeInTheDocument());
    expect(idsOf(api.callsTo('deleteNotification'))).toEqual(['3']);
    expect(within(panel()).getByRole('button', { name: /Your item was approved/ })).toBeInTheDocument();
    expect(panel()).toHaveFocus();
  });

  it('clears them all', async () => {
    const { api, user } = renderBell(fakeServer([note(), note()]).handlers);
    await user.click(await bell(2));
    await user.click(within(panel()).getByRole('button', { name: 'Clear all' }));
    expect(await within(panel()).findByText('No notifications yet')).toBeInTheDocument();
    expect(api.callsTo('clearNotifications')).toHaveLength(1);
  });

  it.each([
    ['New match with Alex Brown!', '/swaps'],
    [friendSubjects.request('Jo Bloggs'), '/friends'],
    ['Users with items you want are looking for Bikes', '/seek'],
    ['Alex Brown liked your Blue bike', '/my-items'],
    [moderationSubjects.categoryChanged, '/profile'],
    [ownerModerationSubjects.item.hidden, '/my-items'],
    [ownerModerationSubjects.message.removed, '/swaps'],
    [ownerModerationSubjects.user.restored, '/profile'],
  ])('routes a tap on "%s" to %s and closes', async (subject, route) => {
    const { user } = renderBell(fakeServer([note({ Subject: subject })]).handlers);
    await user.click(await bell(1));
    await user.click(within(panel()).getByRole('button', { name: new RegExp(subject.slice(0, 12)) }));
    expect(screen.getByTestId('where')).toHaveTextContent(route);
    expect(await bell(0)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a reporter’s outcome as news with nothing to open, still deletable', async () => {
    const outcome = note({
      ID: 21,
      Kind: 'ReportOutcome',
      Subject: reportOutcomeSubjects.item.leftUp,
      Text: notificationTexts.reportLeftUp.item('Blue bike'),
    });
    const { api, user } = renderBell(fakeServer([outcome]).handlers);
    await user.click(await bell(1));
    const row = within(panel()).getByText(reportOutcomeSubjects.item.leftUp).closest('li') as HTMLElement;
    expect(row).toHaveTextContent(notificationTexts.reportLeftUp.item('Blue bike'));
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete notification']);
    await user.click(within(row).getByText(reportOutcomeSubjects.item.leftUp));
    expect(screen.getByTestId('where')).toHaveTextContent('/seek');
    await user.click(within(row).getByRole('button', { name: 'Delete notification' }));
    await waitFor(() => expect(idsOf(api.callsTo('deleteNotification'))).toEqual(['21']));
  });

  it('closes on Escape, returning focus to the bell, and on a press outside', async () => {
    const { user } = renderBell(fakeServer([note({ Read: true })]).handlers);
    const button = await bell(0);
    await user.click(button);
    expect(panel()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the transport messages when a call fails', async () => {
    const server = fakeServer([note({ ID: 5 }), note({ ID: 6 })]);
    const { user } = renderBell({
      ...server.handlers,
      deleteNotification: (call) => (call.params.id === '5' ? refusal(404, 'WRONG_NOTIFICATION') : refusal(502, '')),
      clearNotifications: unreachable,
    });
    await user.click(await bell(2));
    const deletes = within(panel()).getAllByRole('button', { name: 'Delete notification' });

    await user.click(deletes[0] as HTMLElement);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      "This notification doesn't exist or you don't have access to it",
    );
    await user.click(deletes[1] as HTMLElement);
    expect(await within(panel()).findByText(notificationTransportMessages.badGateway)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Clear all' }));
    expect(await within(panel()).findByText(notificationTransportMessages.network)).toBeInTheDocument();
  });

  it('says it could not connect when the answer holds no notifications', async () => {
    // An answer that breaks the contract: the envelope without the list or the counters.
    const { user } = renderBell({
      getNotifications: { body: { Success: true, ErrorCode: '' } as unknown as NotificationsAnswer },
    });
    await user.click(await bell(0));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(notificationTransportMessages.noData);
  });
});

describe('NotificationBell polling', () => {
  it('polls only while the live stream is down: while it is up, its events bring the news', async () => {
    const server = fakeServer([]);
    const { api, client } = renderBell(server.handlers, { fakeTimers: true });
    await bell(0);
    act(() => setLiveStatus(client, 'live'));
    server.add(note({ ID: 12 }));
    await poll();
    await poll();
    expect(api.callsTo('getNotifications')).toHaveLength(1);
    act(() => setLiveStatus(client, 'down'));
    await poll();
    expect(api.callsTo('getNotifications')).toHaveLength(2);
    expect(await bell(1)).toBeInTheDocument();
  });

  it('polls every 30 s; a new notification rings the bell and shows a browser notification for 6 s', async () => {
    const browser = stubBrowserNotifications('granted');
    const server = fakeServer([note({ ID: 10, Subject: 'Older news', Read: true })]);
    const { api, user } = renderBell(server.handlers, { fakeTimers: true });
    const button = await bell(0);
    expect(api.callsTo('getNotifications')).toHaveLength(1);
    // Nothing is "new" on the first load.
    expect(browser.shown).toHaveLength(0);
    expect(button).not.toHaveClass('shaking');

    server.add(
      note({
        ID: 11,
        Kind: 'CommitmentOffered',
        Subject: 'Alex Brown offered you a commitment',
        Text: 'Blue bike for a tent',
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS - 500));
    expect(api.callsTo('getNotifications')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(api.callsTo('getNotifications')).toHaveLength(2);
    expect(await bell(1)).toHaveClass('shaking');
    expect(browser.shown).toHaveLength(1);
    expect(browser.shown[0]?.title).toBe(browserNotificationTitles.CommitmentOffered);
    expect(browser.shown[0]?.options?.body).toBe('Alex Brown offered you a commitment\nBlue bike for a tent');

    await act(() => vi.advanceTimersByTimeAsync(BROWSER_NOTIFICATION_MS - 500));
    expect(browser.shown[0]?.close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(browser.shown[0]?.close).toHaveBeenCalledTimes(1);

    // A quiet poll shows nothing again, and the bell keeps ringing until it is opened.
    await poll();
    expect(api.callsTo('getNotifications')).toHaveLength(3);
    expect(browser.shown).toHaveLength(1);
    expect(button).toHaveClass('shaking');

    await user.click(button);
    expect(await bell(0)).not.toHaveClass('shaking');
  });

  it('a tap on the browser notification focuses the window and opens its screen in the app', async () => {
    const browser = stubBrowserNotifications('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const server = fakeServer([]);
    renderBell(server.handlers, { fakeTimers: true });
    await bell(0);
    server.add(note({ Kind: 'Like', Subject: 'Somebody liked your Blue bike', Text: '' }));
    await poll();
    await bell(1);
    expect(browser.shown[0]?.title).toBe(browserNotificationTitles.Like);
    expect(browser.shown[0]?.options?.body).toBe('Somebody liked your Blue bike');
    act(() => browser.shown[0]?.onclick?.());
    expect(focus).toHaveBeenCalledTimes(1);
    expect(browser.shown[0]?.close).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/my-items');
  });

  it('shows no browser notification without permission', async () => {
    const browser = stubBrowserNotifications('denied');
    const server = fakeServer([]);
    renderBell(server.handlers, { fakeTimers: true });
    await bell(0);
    server.add(note());
    await poll();
    expect(await bell(1)).toHaveClass('shaking');
    expect(browser.shown).toHaveLength(0);
  });

  it.each([
    ['a 502', refusal(502, '')],
    ['a lost connection', unreachable],
  ])('keeps the list without an error after %s', async (_name, failure) => {
    const server = fakeServer([note({ Subject: 'New match with Alex Brown!' })]);
    const { api, user } = renderBell(server.handlers, { fakeTimers: true });
    await user.click(await bell(1));
    server.state.failure = failure;
    await poll();
    await waitFor(() => expect(api.callsTo('getNotifications').length).toBeGreaterThanOrEqual(3));
    expect(within(panel()).getByRole('button', { name: /New match with Alex Brown!/ })).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the list but says what went wrong for other failures', async () => {
    const server = fakeServer([note({ Subject: 'New match with Alex Brown!', Read: true })]);
    const { user } = renderBell(server.handlers, { fakeTimers: true });
    await user.click(await bell(0));
    server.state.failure = refusal(500, '');
    await poll();
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(notificationTransportMessages.generic);
    expect(within(panel()).getByRole('button', { name: /New match with Alex Brown!/ })).toBeInTheDocument();

    server.state.failure = null;
    await poll();
    await waitFor(() => expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('empties the list when the session has expired', async () => {
    const server = fakeServer([note({ Subject: 'New match with Alex Brown!', Read: true })]);
    const { user } = renderBell(server.handlers, { fakeTimers: true });
    await user.click(await bell(0));
    expect(within(panel()).getByRole('button', { name: /New match/ })).toBeInTheDocument();
    server.state.failure = refusal(401, 'WRONG_TOKEN');
    await poll();
    expect(await within(panel()).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(localKeys.authToken)).toBeNull();
  });

  it('does not poll while signed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi(fakeServer([note()]).handlers);
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await bell(0)).toBeInTheDocument();
    await poll();
    expect(api.calls).toHaveLength(0);
  });
});

describe('browser notification permission', () => {
  it('offers to turn them on while the browser has not asked yet, and asks only on the tap', async () => {
    const browser = stubBrowserNotifications('default');
    const { user } = renderBell(fakeServer([]).handlers);
    await user.click(await bell(0));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await user.click(within(panel()).getByRole('button', { name: 'Turn on browser notifications' }));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(panel()).queryByRole('button', { name: 'Turn on browser notifications' })).not.toBeInTheDocument(),
    );
  });

  it.each(['granted', 'denied'] as const)('does not offer it when permission is %s', async (permission) => {
    stubBrowserNotifications(permission);
    const { user } = renderBell(fakeServer([]).handlers);
    await user.click(await bell(0));
    expect(within(panel()).queryByRole('button', { name: 'Turn on browser notifications' })).not.toBeInTheDocument();
  });

  it('does not offer it where the browser has no notifications', async () => {
    const { user } = renderBell(fakeServer([]).handlers);
    await user.click(await bell(0));
    expect(within(panel()).queryByRole('button', { name: 'Turn on browser notifications' })).not.toBeInTheDocument();
  });
});

describe('unreadDots', () => {
  it('lights Swap for match news or unread chat messages, and Friends for friend requests', () => {
    expect(unreadDots({ notifications: 3, matches: 2, messages: 0, friends: 0, waiting: 0 })).toEqual({
      swaps: true,
      friends: false,
    });
    // Chat notifications off: the unread message still lights Swap.
    expect(unreadDots({ notifications: 0, matches: 0, messages: 1, friends: 0, waiting: 0 })).toEqual({
      swaps: true,
      friends: false,
    });
    expect(unreadDots({ notifications: 1, matches: 0, messages: 0, friends: 1, waiting: 0 })).toEqual({
      swaps: false,
      friends: true,
    });
  });
});
