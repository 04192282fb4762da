import { ErrorCode, httpMessages } from '@swapsies/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { RETRY_MAX_DELAY_MS, retryDelay, retryOnlyOutages, shouldRetry } from './query-client.ts';

const networkError = new ApiError('The server is not reachable.', 503, 'NETWORK_ERROR');
const outage = (retryAfterMs?: number) =>
  new ApiError(httpMessages.serviceUnavailable, 503, ErrorCode.SERVICE_UNAVAILABLE, [], retryAfterMs);
const internal = new ApiError(httpMessages.internal, 500, ErrorCode.INTERNAL_ERROR);

describe('shouldRetry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tries a failed request twice more while online', () => {
    expect(shouldRetry(0, networkError)).toBe(true);
    expect(shouldRetry(1, networkError)).toBe(true);
    expect(shouldRetry(2, networkError)).toBe(false);
    expect(shouldRetry(2, internal)).toBe(false);
  });

  it('never retries a client error', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404, 'NOT_FOUND'))).toBe(false);
  });

  it('keeps trying through an outage of the API, however long it lasts', () => {
    expect(shouldRetry(2, outage())).toBe(true);
    expect(shouldRetry(50, outage())).toBe(true);
  });

  it('does not retry while the browser is offline, so the screen shows its offline state at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, networkError)).toBe(false);
    expect(shouldRetry(0, outage())).toBe(false);
  });
});

describe('retryOnlyOutages', () => {
  it('gives up at once on anything but an outage', () => {
    expect(retryOnlyOutages(0, networkError)).toBe(false);
    expect(retryOnlyOutages(0, internal)).toBe(false);
    expect(retryOnlyOutages(7, outage())).toBe(true);
  });
});

describe('retryDelay', () => {
  it('waits 1 s, doubling with each failure, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((failures) => retryDelay(failures, outage()))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelay(1, networkError)).toBe(2000);
  });

  it("waits at least as long as the server's Retry-After, held to the same ceiling", () => {
    expect(retryDelay(0, outage(5000))).toBe(5000);
    expect(retryDelay(4, outage(5000))).toBe(16_000);
    expect(retryDelay(0, outage(0))).toBe(1000);
    expect(retryDelay(0, outage(10 * 60_000))).toBe(RETRY_MAX_DELAY_MS);
  });
});
