/**
 * Calls of the route table over HTTP, for the benches that drive a running server from outside
 * (scale-bench.ts through nginx, fault-bench.ts straight to the process): the route's path with its
 * params, its query, a JSON body and the member's bearer token.
 */
import { pathOf, type RouteInput, type RouteSpec } from '@swapsies/contract';

export interface FetchOptions {
  /** The member's session token; none calls anonymously. */
  token?: string;
  /** Aborts the call, and the reading of its answer. */
  signal?: AbortSignal;
}

/** The address of a call: `base` (the server or balancer), /api/v1, the route's path and the query. */
export function routeUrl(base: string, route: RouteSpec, params?: Record<string, unknown>, query?: object): URL {
  const url = new URL(`/api/v1${pathOf(route, params)}`, base);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url;
}

/** Sends one call of the route table; the answer is left unread. */
export function fetchRoute<R extends RouteSpec>(
  base: string,
  route: R,
  input: RouteInput<R>,
  { token, signal }: FetchOptions = {},
): Promise<Response> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return fetch(routeUrl(base, route, params, query), {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
}

export interface Answer {
  status: number;
  /** The JSON object answered; empty when the answer was not one (a proxy's error page, a photo). */
  body: Record<string, unknown> & { ErrorCode?: string };
}

/** Reads an answer's status and JSON. */
export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
}

/** Two category paths of the tree the benches' members list and want (the tests' Wants.guitars and Wants.crime). */
export const GUITARS = '12-1201-120101';
export const CRIME_NOVELS = '4-401-40101';
