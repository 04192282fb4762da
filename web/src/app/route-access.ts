/**
 * Who may open which path, as data. A new signed-in screen only adds its route under the
 * signed-in layout; the rules below already know its path.
 */
import { matchPath } from 'react-router';
import { paths, routePatterns } from '@/lib/paths.ts';

export const SIGNED_IN_HOME = paths.seek;
export const SIGNED_OUT_HOME = paths.home;
/** /login sends a visitor who already has a token here. */
export const LOGIN_REDIRECT_WITH_TOKEN = paths.myItems;

/** When a session ends on these pages the visitor stays; from anywhere else they go to the landing page. */
export const SESSION_END_STAY_PATHS: readonly string[] = [paths.home, paths.login, paths.register];

/** Logged-in-only routes: without a token the visitor goes to / and the path is remembered. */
export const SIGNED_IN_ONLY_PATHS: readonly string[] = [
  routePatterns.myItems,
  routePatterns.addItem,
  routePatterns.editItem,
  routePatterns.editProfile,
  routePatterns.profile,
  routePatterns.seek,
  routePatterns.explore,
  routePatterns.swaps,
  routePatterns.swapDetail,
  routePatterns.matches,
  routePatterns.matchDetail,
  routePatterns.friends,
  // About and Contact are built by a later issue; Tech Support, also to come, is public (docs/decisions.md).
  routePatterns.about,
  routePatterns.contact,
  // The moderation page, for admins: not in the specification's list, signed-in like the rest.
  routePatterns.admin,
];

/** Charity accounts are sent to /seek from these. */
export const CHARITY_BLOCKED_PATHS: readonly string[] = [
  routePatterns.myItems,
  routePatterns.addItem,
  routePatterns.editItem,
  routePatterns.friends,
];

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

export function isSignedInOnly(pathname: string): boolean {
  return matchesAny(SIGNED_IN_ONLY_PATHS, pathname);
}

export function isCharityBlocked(pathname: string): boolean {
  return matchesAny(CHARITY_BLOCKED_PATHS, pathname);
}
