import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

const networkError = new ApiError('The server is not reachable.', 503, 'NETWORK_ERROR');

describe('shouldRetry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tries a failed request twice more while online', () => {
    expect(shouldRetry(0, networkError)).toBe(true);
    expect(shouldRetry(1, networkError)).toBe(true);
    expect(shouldRetry(2, networkError)).toBe(false);
  });

  it('never retries a client error', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404, 'NOT_FOUND'))).toBe(false);
  });

  it('does not retry while the browser is offline, so the screen shows its offline state at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, networkError)).toBe(false);
  });
});
