/**
 * Who may open which path, read from the route tree: a route says what it needs in its handle, and
 * every route under one that is signed-in only is signed-in only too. A new signed-in screen only adds
 * its route under the signed-in layout.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { TransitionType } from '@/components/ui/page-transition.tsx';
import { paths } from '@/lib/paths.ts';

export const SIGNED_IN_HOME = paths.seek;
export const SIGNED_OUT_HOME = paths.home;
/** /login sends a visitor who already has a token here. */
export const LOGIN_REDIRECT_WITH_TOKEN = paths.myItems;

/** When a session ends on these pages the visitor stays; from anywhere else they go to the landing page. */
export const SESSION_END_STAY_PATHS: readonly string[] = [paths.home, paths.login, paths.register];

/** What a route says about itself in its `handle`. */
export interface RouteHandle {
  /** The entrance the screen asks for; fade when no route on the way asks. */
  transition?: TransitionType;
  /** Without a token the visitor goes to / and the path is remembered; holds for every route below. */
  signedInOnly?: boolean;
  /** Charity accounts are sent to /seek from here and from every route below. */
  notForCharities?: boolean;
}

/** Every entrance, so a handle read at run time can be checked against them. */
const transitionTypes: Record<TransitionType, true> = {
  fade: true,
  'slide-up': true,
  'slide-in-right': true,
  scale: true,
  appear: true,
};

function isTransitionType(value: unknown): value is TransitionType {
  return typeof value === 'string' && Object.hasOwn(transitionTypes, value);
}

/** A route's handle as a RouteHandle: the router types handles as unknown, so each field is checked. */
export function routeHandle(handle: unknown): RouteHandle {
  if (typeof handle !== 'object' || handle === null) return {};
  return {
    ...('transition' in handle && isTransitionType(handle.transition) ? { transition: handle.transition } : {}),
    ...('signedInOnly' in handle && handle.signedInOnly === true ? { signedInOnly: true } : {}),
    ...('notForCharities' in handle && handle.notForCharities === true ? { notForCharities: true } : {}),
  };
}

type AccessRule = 'signedInOnly' | 'notForCharities';

/** Whether a route on the way to a screen (a layout above it, or the screen itself) sets `rule`. */
export function ruleHolds(handles: readonly unknown[], rule: AccessRule): boolean {
  return handles.some((handle) => routeHandle(handle)[rule] === true);
}

/** The handles of the routes `pathname` opens in `routes`, outermost first; none when nothing matches. */
function handlesAlong(routes: RouteObject[], pathname: string): unknown[] {
  return matchRoutes(routes, pathname)?.map((match) => match.route.handle) ?? [];
}

export function isSignedInOnly(routes: RouteObject[], pathname: string): boolean {
  return ruleHolds(handlesAlong(routes, pathname), 'signedInOnly');
}

export function isCharityBlocked(routes: RouteObject[], pathname: string): boolean {
  return ruleHolds(handlesAlong(routes, pathname), 'notForCharities');
}
