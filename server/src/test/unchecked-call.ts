/**
 * A call named by its route table entry, as callRoute's are, but sent as given: its body is not
 * checked against the route's types. For tests of what the contract forbids (missing or extra
 * fields, wrong types, unknown query names) and of what callRoute cannot express (the caller's address).
 *
 *   await uncheckedCall(t.app, routes.logIn, { body: { Login: { $ne: '' } } });
 */
import { pathOf, type RouteSpec } from '@swapsies/contract';
import type { App } from '../app.ts';

export interface UncheckedInput {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: object | string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function uncheckedCall(app: App, route: RouteSpec, input: UncheckedInput = {}) {
  const { params, query, body, headers, remoteAddress } = input;
  return app.inject({
    method: route.method,
    url: `/api/v1${pathOf(route, params)}`,
    query,
    headers,
    remoteAddress,
    ...(body === undefined ? {} : { payload: body }),
  });
}
