import { ErrorCode } from '@swapsies/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardAnswer } from '@/testing/api.tsx';
import { makeMatch, matchesAnswer } from '@/testing/matches.tsx';
import { answerOf } from './api-client.ts';
import { keepOffline } from './offline-cache-store.ts';
import { createQueryClient } from './query-client.ts';
import { clearSession, localKeys, setAuthToken } from './storage-keys.ts';

/** The persister saves at most once a second. */
const SAVE_EVERY_MS = 1000;

function signIn(userId = '7') {
  setAuthToken('token-123');
  localStorage.setItem(localKeys.userId, userId);
}

/** A client with what a member has seen: the dashboard, the matches, a match, and more that is not kept. */
function clientWithAnswers(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(['dashboard'], dashboardAnswer());
  client.setQueryData(['matches'], matchesAnswer([makeMatch()]).body);
  client.setQueryData(['matches', 5], { Success: true, ErrorCode: '', Match: makeMatch() });
  client.setQueryData(['matches', 5, 'extra-items'], { Success: true, ErrorCode: '', Items: [] });
  client.setQueryData(['explore-item', 2], { Success: true, ErrorCode: '', Item: null });
  client.setQueryData(['friends'], { Success: true, ErrorCode: '' });
  return client;
}

function keptKeys(): unknown[] {
  const saved = localStorage.getItem(localKeys.offlineCache);
  if (saved === null) return [];
  const { clientState }: PersistedClient = JSON.parse(saved);
  return clientState.queries.map((query) => query.queryKey);
}

async function keepAndSave(client: QueryClient): Promise<() => void> {
  const stop = await keepOffline(client);
  await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
  return stop;
}

describe('the offline cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps only the dashboard, the matches list and each match opened', async () => {
    signIn();
    const stop = await keepAndSave(clientWithAnswers());
    expect(keptKeys()).toEqual([['dashboard'], ['matches'], ['matches', 5]]);
    stop();
  });

  it('keeps what changes from then on', async () => {
    signIn();
    const client = clientWithAnswers();
    const stop = await keepAndSave(client);
    client.setQueryData(['matches', 6], { Success: true, ErrorCode: '', Match: makeMatch({ ID: 6 }) });
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(keptKeys()).toContainEqual(['matches', 6]);
    stop();
  });

  it('restores the last-seen answers into a new page', async () => {
    signIn();
    (await keepAndSave(clientWithAnswers()))();
    const next = createQueryClient();
    const stop = await keepOffline(next);
    expect(next.getQueryData(['matches'])).toEqual(matchesAnswer([makeMatch()]).body);
    expect(next.getQueryData(['dashboard'])).toEqual(dashboardAnswer());
    expect(next.getQueryData(['explore-item', 2])).toBeUndefined();
    stop();
  });

  it('writes nothing while nobody is signed in', async () => {
    const stop = await keepAndSave(clientWithAnswers());
    expect(localStorage.getItem(localKeys.offlineCache)).toBeNull();
    stop();
  });

  it('is removed on sign-out, and what the page still holds is not written back', async () => {
    signIn();
    const client = clientWithAnswers();
    const stop = await keepAndSave(client);
    expect(localStorage.getItem(localKeys.offlineCache)).not.toBeNull();
    clearSession();
    expect(localStorage.getItem(localKeys.offlineCache)).toBeNull();
    client.setQueryData(['matches'], matchesAnswer([]).body);
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(localStorage.getItem(localKeys.offlineCache)).toBeNull();
    stop();
  });

  it('is removed when the session expires (an answer of WRONG_TOKEN)', async () => {
    signIn();
    const stop = await keepAndSave(clientWithAnswers());
    expect(() => answerOf(401, { Success: false, ErrorCode: ErrorCode.WRONG_TOKEN }, 'token-123')).toThrow();
    expect(localStorage.getItem(localKeys.offlineCache)).toBeNull();
    stop();
  });

  it('is not restored for another member', async () => {
    signIn('7');
    (await keepAndSave(clientWithAnswers()))();
    // Another member's id with the same saved answers (as if the sign-out had not removed them).
    localStorage.setItem(localKeys.userId, '8');
    const next = createQueryClient();
    const stop = await keepOffline(next);
    expect(next.getQueryData(['matches'])).toBeUndefined();
    stop();
  });
});
