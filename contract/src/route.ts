/**
 * How a call is declared: its method and path, who may make it, and the schemas of its params,
 * query, body and answer. The server registers each route from its entry (server/src/plugins/routes.ts),
 * the web app calls it through callApi (web/src/lib/api-client.ts), and the OpenAPI document is
 * generated from the same entries. The entries themselves are in routes.ts.
 */
import type { Static, TSchema } from 'typebox';

/**
 * Who may make a call, checked before the request is validated:
 * - public: anyone, signed in or not;
 * - member: any signed-in account;
 * - personal: a signed-in personal account (not a charity);
 * - charity: a signed-in charity account;
 * - admin: a signed-in admin.
 */
export type Access = 'public' | 'member' | 'personal' | 'charity' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The areas of the product: the same names as server/src/modules/ and web/src/features/. */
export type Area =
  | 'admin'
  | 'auth'
  | 'blocks'
  | 'chat'
  | 'feed'
  | 'files'
  | 'friends'
  | 'items'
  | 'live'
  | 'matches'
  | 'notifications'
  | 'reference'
  | 'reports'
  | 'support'
  | 'users';

export interface RouteSpec {
  readonly area: Area;
  readonly method: HttpMethod;
  /** Fastify's form: "/items/:id". */
  readonly path: string;
  readonly access: Access;
  /** One line for the API reference. */
  readonly summary: string;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The answer on success; absent for a call that answers a file. */
  readonly answer?: TSchema;
}

/** Declares a route, keeping its literal types so that callers and handlers are typed from it. */
export function route<const R extends RouteSpec>(spec: R): R {
  return spec;
}

type Part<R, K extends 'params' | 'query' | 'body'> = R extends { readonly [P in K]: infer S extends TSchema }
  ? { [P in K]: Static<S> }
  : { [P in K]?: undefined };

/** What a caller gives: params, query and body, each present when the route has it. */
export type RouteInput<R extends RouteSpec> = Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>;

/** What the route answers on success, envelope included. */
export type RouteAnswer<R extends RouteSpec> = R extends { readonly answer: infer S extends TSchema }
  ? Static<S>
  : never;

/** True when the route's input may be left out altogether. */
export type InputOptional<R extends RouteSpec> = R extends { readonly params: TSchema }
  ? false
  : R extends { readonly body: TSchema }
    ? false
    : true;

/** The route's path with its params filled in: pathOf(routes.deleteItem, { id: 7 }) is "/items/7". */
export function pathOf(spec: Pick<RouteSpec, 'path'>, params?: Record<string, unknown>): string {
  return spec.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${spec.path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}
