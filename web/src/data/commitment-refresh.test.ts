import { COMMITMENT_REFRESH_DELAY_MS, COMMITMENT_REFRESH_LOCK_MS } from '@swapsies/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshCommitments } from './commitment-refresh.ts';
import { MATCHES_KEY } from './matches.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A client that counts its refreshes by their matches invalidation. */
function countingClient() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const refreshes = () => invalidate.mock.calls.filter(([filters]) => filters?.queryKey === MATCHES_KEY).length;
  return { client, invalidate, refreshes };
}

const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('refreshCommitments', () => {
  it('makes one refresh of the calls within the delay', async () => {
    const { client, refreshes } = countingClient();
    void refreshCommitments(client);
    await wait(50);
    void refreshCommitments(client);
    await wait(COMMITMENT_REFRESH_DELAY_MS - 51);
    void refreshCommitments(client);
    expect(refreshes()).toBe(0);
    await wait(1);
    expect(refreshes()).toBe(1);
    await wait(COMMITMENT_REFRESH_LOCK_MS * 2);
    expect(refreshes()).toBe(1);
  });

  it('keeps the calls during the lock for exactly one refresh when it ends', async () => {
    const { client, refreshes } = countingClient();
    void refreshCommitments(client);
    await wait(COMMITMENT_REFRESH_DELAY_MS);
    await wait(200);
    const late = [refreshCommitments(client), refreshCommitments(client)];
    await wait(COMMITMENT_REFRESH_LOCK_MS - 201);
    expect(refreshes()).toBe(1);
    await wait(1);
    expect(refreshes()).toBe(2);
    await Promise.all(late);
    await wait(COMMITMENT_REFRESH_LOCK_MS * 2);
    expect(refreshes()).toBe(2);
  });

  it('resolves once the refresh covering the call has finished', async () => {
    const { client, invalidate } = countingClient();
    let finish = () => {};
    const fetched = new Promise<void>((resolve) => {
      finish = resolve;
    });
    invalidate.mockReturnValue(fetched);
    let settled = false;
    void refreshCommitments(client).then(() => {
      settled = true;
    });
    await wait(COMMITMENT_REFRESH_DELAY_MS);
    expect(invalidate).toHaveBeenCalled();
    expect(settled).toBe(false);
    finish();
    await wait(0);
    expect(settled).toBe(true);
  });

  it('keeps a debounce for each query client', async () => {
    const first = countingClient();
    const second = countingClient();
    void refreshCommitments(first.client);
    await wait(COMMITMENT_REFRESH_DELAY_MS);
    void refreshCommitments(second.client);
    await wait(COMMITMENT_REFRESH_DELAY_MS);
    expect(first.refreshes()).toBe(1);
    expect(second.refreshes()).toBe(1);
  });
});
