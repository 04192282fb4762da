import { COMMITMENT_REFRESH_DELAY_MS, friendSubjects, type Notification } from '@swapsies/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveStatus, setLiveStatus } from '@/data/live-status.ts';
import { MATCHES_KEY } from '@/data/matches.ts';
import { mockApi } from '@/testing/api.tsx';
import { fakeNotificationServer, note } from '@/testing/notifications.tsx';
import { notificationsQueryOptions } from './use-notifications.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Polls twice with `arrival` appearing in between; answers whether the cached matches went stale. */
async function matchesStaleAfter(arrival: Notification, live: LiveStatus = 'down'): Promise<boolean> {
  const server = fakeNotificationServer([note({ Read: true })]);
  mockApi(server.handlers);
  const client = new QueryClient();
  setLiveStatus(client, live);
  client.setQueryData(MATCHES_KEY, { Matches: [] });
  await client.fetchQuery(notificationsQueryOptions);
  server.add(arrival);
  await client.fetchQuery(notificationsQueryOptions);
  await vi.advanceTimersByTimeAsync(COMMITMENT_REFRESH_DELAY_MS);
  return client.getQueryState(MATCHES_KEY)?.isInvalidated ?? false;
}

describe('the notifications fetch', () => {
  it('refreshes the matches when a match notification arrives', async () => {
    expect(await matchesStaleAfter(note({ Kind: 'CommitmentAccepted' }))).toBe(true);
  });

  it('leaves that to the live stream’s match event while the stream is up', async () => {
    expect(await matchesStaleAfter(note({ Kind: 'CommitmentAccepted' }), 'live')).toBe(false);
  });

  it('leaves the matches alone for other notifications', async () => {
    const request = note({ Kind: 'FriendRequest', Subject: friendSubjects.request('Jo Bloggs') });
    expect(await matchesStaleAfter(request)).toBe(false);
  });
});
