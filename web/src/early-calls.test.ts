import { FeedType, routes } from '@swapsies/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardAnswer, mockApi } from '@/testing/api.tsx';
import { feedItem } from '@/testing/feed.tsx';
import { itemPhotos } from './lib/media.ts';
import { localKeys } from './lib/storage-keys.ts';

/** Opens `path` and loads the app's modules afresh, as a page does: the first calls go out as early-calls.ts loads. */
async function openPage(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const early = await import('./early-calls.ts');
  const { callApi } = await import('./lib/api-client.ts');
  return { ...early, callApi };
}

beforeEach(() => localStorage.setItem(localKeys.authToken, 'token-1'));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const stubs = {
  getDashboard: { body: dashboardAnswer() },
  exploreItem: { body: { Success: true, ErrorCode: '', Item: null } },
  getMatches: { body: { Success: true, ErrorCode: '', Matches: [] } },
};

describe('the first calls of a signed-in screen', () => {
  it("sends the feed's dashboard and feed calls at once, for the filter this device remembers, with the token", async () => {
    localStorage.setItem(localKeys.feedFilter, String(FeedType.FriendsPlus));
    const api = mockApi(stubs);
    await openPage('/seek');
    expect(api.calls.map((call) => [call.route, call.query, call.headers.Authorization])).toEqual([
      ['getDashboard', {}, 'Bearer token-1'],
      ['exploreItem', { type: String(FeedType.FriendsPlus) }, 'Bearer token-1'],
    ]);
  });

  it("sends the feed's calls from the pages that send a member to the feed, and the matches' from /matches and /swaps", async () => {
    const api = mockApi(stubs);
    for (const [path, routeNames] of [
      ['/', ['getDashboard', 'exploreItem']],
      ['/intro', ['getDashboard', 'exploreItem']],
      ['/explore', ['getDashboard', 'exploreItem']],
      ['/matches', ['getDashboard', 'getMatches']],
      ['/swaps', ['getDashboard', 'getMatches']],
      ['/my-items', []],
      ['/matches/5', []],
    ] as const) {
      api.calls.length = 0;
      await openPage(path);
      expect(api.calls.map((call) => call.route)).toEqual(routeNames);
    }
  });

  it('sends nothing without a session, nor offline', async () => {
    const api = mockApi(stubs);
    localStorage.removeItem(localKeys.authToken);
    await openPage('/seek');
    localStorage.setItem(localKeys.authToken, 'token-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openPage('/seek');
    vi.restoreAllMocks();
    expect(api.calls).toEqual([]);
  });

  it("are the app's own calls, once: the API client takes the answer rather than asking again", async () => {
    const api = mockApi(stubs);
    const { callApi } = await openPage('/matches');
    await expect(callApi(routes.getDashboard)).resolves.toMatchObject({ User: { ID: 7 } });
    await callApi(routes.getMatches);
    expect(api.callsTo('getDashboard')).toHaveLength(1);
    expect(api.callsTo('getMatches')).toHaveLength(1);
    // Taken once: the next asks the server.
    await callApi(routes.getDashboard);
    expect(api.callsTo('getDashboard')).toHaveLength(2);
  });

  it('answers a failure as a call of its own would', async () => {
    mockApi({ ...stubs, getMatches: { status: 500, body: { Success: false, ErrorCode: 'INTERNAL_ERROR' } } });
    const { callApi } = await openPage('/matches');
    await expect(callApi(routes.getMatches)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('are not taken by the calls of another session, nor once the first screen is on the page', async () => {
    const api = mockApi(stubs);
    const { callApi, forgetEarlyCalls } = await openPage('/matches');
    localStorage.setItem(localKeys.authToken, 'token-2');
    await callApi(routes.getDashboard);
    expect(api.callsTo('getDashboard').map((call) => call.headers.Authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    forgetEarlyCalls();
    await callApi(routes.getMatches);
    expect(api.callsTo('getMatches')).toHaveLength(2);
  });

  it("fetches and decodes the feed card's first photo once both answers are in, as the card will show it", async () => {
    const decode = vi.fn(async () => undefined);
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    const item = feedItem();
    mockApi({ ...stubs, exploreItem: { body: { Success: true, ErrorCode: '', Item: item } } });
    await openPage('/seek');
    const { isImageReady } = await import('./lib/preload-image.ts');
    const photo = itemPhotos(item, dashboardAnswer().MediaToken)[0];
    await vi.waitFor(() => expect(isImageReady(photo?.src ?? '')).toBe(true));
    expect(decode).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });
});
