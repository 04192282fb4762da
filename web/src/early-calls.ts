/**
 * The first calls of a signed-in member's first screen, sent as soon as the page's HTML is read: this
 * is a script of its own (index.html), small and without the framework, so the calls no longer wait
 * for the app's scripts (about 140 KB gzipped) to load and run. The feed's card waited on the HTML,
 * then the scripts, then the dashboard (the signed-in guard's), then the feed call, then its photo.
 *
 * The API client takes an answer over the first time the app makes the same call with the same token
 * (takeEarlyCall), rather than asking again; whatever the first screen did not take is forgotten once
 * it is on the page (forgetEarlyCalls), so no later call gets an old answer. The feed's card photo
 * is fetched and decoded as soon as both answers are in, as the feed does for its next card.
 */
import { type DashboardAnswer, type ExploreAnswer, type RouteSpec, routes } from '@swapsies/contract';
import { readFeedFilter } from './features/feed/lib/feed-filter.ts';
import { type CallInput, callHeaders, urlOf } from './lib/api-url.ts';
import { fixedPaths } from './lib/fixed-paths.ts';
import { itemPhotos } from './lib/media.ts';
import { preloadImage } from './lib/preload-image.ts';
import { getAuthToken } from './lib/storage-keys.ts';

interface EarlyCall {
  token: string;
  response: Promise<Response>;
}

const calls = new Map<string, EarlyCall>();

/**
 * The calls of the screen that a path opens for a member with a session: the signed-in guard's
 * dashboard, and the screen's own list. The signed-out pages send a member to the feed.
 */
function firstCalls(pathname: string): Array<[RouteSpec, CallInput?]> {
  const feed = [fixedPaths.home, fixedPaths.welcome, fixedPaths.intro, fixedPaths.seek, fixedPaths.explore];
  if (feed.some((path) => path === pathname))
    // A charity's feed is always Everyone; its Friends call, if the device remembers that filter, goes untaken.
    return [[routes.getDashboard], [routes.exploreItem, { query: { type: readFeedFilter() } }]];
  if (pathname === fixedPaths.matches || pathname === fixedPaths.swaps)
    return [[routes.getDashboard], [routes.getMatches]];
  return [];
}

/**
 * A call's answer for this script's own use: read from a copy, taken as the answer arrives and so
 * before the API client reads it; null when it failed.
 */
function answerOf<T>(response: Promise<Response> | undefined): Promise<T | null> {
  return (response ?? Promise.resolve(null)).then(
    (answer) => (answer?.ok ? (answer.clone().json() as Promise<T>) : null),
    () => null,
  );
}

/** The first photo of the feed's card, with the media token of the dashboard: the one the card then shows (use-feed.ts). */
function preloadFirstCardPhoto(dashboard: Promise<Response> | undefined, explore: Promise<Response> | undefined) {
  void Promise.all([answerOf<DashboardAnswer>(dashboard), answerOf<ExploreAnswer>(explore)]).then(
    ([dashboardAnswer, exploreAnswer]) => {
      const item = exploreAnswer?.Item;
      const photo = item && dashboardAnswer ? itemPhotos(item, dashboardAnswer.MediaToken)[0] : undefined;
      if (photo) void preloadImage(photo);
    },
    () => undefined,
  );
}

function sendFirstCalls(): void {
  const token = getAuthToken();
  // Offline, the guard restores the last-seen answers first, and the screens show their offline states.
  if (!token || !navigator.onLine) return;
  const sent = new Map<RouteSpec, Promise<Response>>();
  for (const [route, input] of firstCalls(window.location.pathname)) {
    const url = urlOf(route, input);
    const response = fetch(url, { headers: callHeaders('application/json', token) });
    // A failure is the taker's to handle, as its own call's would be; one never taken is no error.
    response.catch(() => undefined);
    calls.set(url.href, { token, response });
    sent.set(route, response);
  }
  if (sent.has(routes.exploreItem)) preloadFirstCardPhoto(sent.get(routes.getDashboard), sent.get(routes.exploreItem));
}

/** The answer to a GET already sent for this URL with this token, once; undefined when there is none. */
export function takeEarlyCall(url: URL, token: string | null): Promise<Response> | undefined {
  const call = calls.get(url.href);
  calls.delete(url.href);
  return call && call.token === token ? call.response : undefined;
}

/** Once the first screen is on the page: a later call asks the server afresh. */
export function forgetEarlyCalls(): void {
  calls.clear();
}

sendFirstCalls();
