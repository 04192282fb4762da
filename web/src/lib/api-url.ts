/**
 * Where a call goes and what it says of itself: the part of the API client (api-client.ts) that the
 * first calls (early-calls.ts) share with it, apart so that they load without the error catalogue.
 */
import { pathOf, type RouteSpec } from '@swapsies/contract';
import { isRecord } from './is-record.ts';

export const API_BASE = '/api/v1';

/** A call's input as any route's: its parts are the route's schemas' values, objects when present. */
export interface CallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The URL of a call: its path with the params filled in, and its query. */
export function urlOf(route: RouteSpec, input: CallInput = {}): URL {
  const params = isRecord(input.params) ? input.params : undefined;
  const url = new URL(`${API_BASE}${pathOf(route, params)}`, window.location.origin);
  for (const [key, value] of Object.entries(isRecord(input.query) ? input.query : {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** A call's headers: what it accepts, the session's bearer token, and its body's type when it has one. */
export function callHeaders(accept: string, token: string | null, withBody = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (withBody) headers['Content-Type'] = 'application/json';
  return headers;
}
