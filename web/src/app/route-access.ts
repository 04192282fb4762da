/**
 * Who may open which path (000 §2 "Route guards", 001 §2.1), as data. A new signed-in screen
 * only adds its route under the signed-in layout; the rules below already know its path.
 */
import { matchPath } from 'react-router';

export const SIGNED_IN_HOME = '/seek';
export const SIGNED_OUT_HOME = '/';
/** 000 §2: /login sends a visitor who already has a token here. */
export const LOGIN_REDIRECT_WITH_TOKEN = '/my-items';

/** 000 §4: when a session ends on these pages the visitor stays; from anywhere else they go to /. */
export const SESSION_END_STAY_PATHS: readonly string[] = ['/', '/login', '/register'];

/** Logged-in-only routes: without a token the visitor goes to / and the path is remembered. */
export const SIGNED_IN_ONLY_PATHS: readonly string[] = [
  '/my-items',
  '/add-item',
  '/edit-item/:itemId',
  '/edit-profile',
  '/profile',
  '/seek',
  '/explore',
  '/swaps',
  '/swaps/:matchId',
  '/matches',
  '/matches/:matchId',
  '/friends',
  '/about',
  '/contact',
  // Not in 001 §2.1: the moderation page, for admins (product-decisions §6).
  '/admin',
];

/** Charity accounts (Type 2) are sent to /seek from these. */
export const CHARITY_BLOCKED_PATHS: readonly string[] = ['/my-items', '/add-item', '/edit-item/*', '/friends'];

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

export function isSignedInOnly(pathname: string): boolean {
  return matchesAny(SIGNED_IN_ONLY_PATHS, pathname);
}

export function isCharityBlocked(pathname: string): boolean {
  return matchesAny(CHARITY_BLOCKED_PATHS, pathname);
}
