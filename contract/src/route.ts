/**
 * How a call is declared: its method and path, who may make it, and the schemas of its params,
 * query, body and answer. The server registers each route from its entry (server/src/plugins/routes.ts),
 * the web app calls it through callApi (web/src/lib/api-client.ts), and the OpenAPI document is
 * generated from the same entries. The entries themselves are in routes.ts.
 */
import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from './errors.ts';

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
  /**
   * The codes this call's own rules refuse with (its handler, services and policies, and its rate
   * limit: TOO_MANY_REQUESTS), besides the ones every call of its kind may answer (commonErrors).
   * registerRoute refuses, in development and tests, an answer whose code is in neither.
   */
  readonly errors: readonly ErrorCode[];
}

/**
 * The codes every call may answer by its access and method, from the request pipeline rather than
 * its own rules (server/src/plugins/):
 * - any call: VALIDATION_ERROR (a schema, or a request that cannot be read), INTERNAL_ERROR, and
 *   SERVICE_UNAVAILABLE (the database, Redis or the photo store out of reach; even a public call
 *   looks up a session when a token is sent);
 * - a call that is not GET, whose body is read: PAYLOAD_TOO_LARGE over its size limit and
 *   REQUEST_TIMEOUT over its time;
 * - a call that is not public: WRONG_TOKEN without a live session (or when the account has gone);
 * - a call for one kind of account (personal, charity, admin): FORBIDDEN for the others.
 */
export function commonErrors(spec: Pick<RouteSpec, 'access' | 'method'>): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_ERROR'];
  if (spec.access !== 'public') codes.push('WRONG_TOKEN');
  if (spec.access !== 'public' && spec.access !== 'member') codes.push('FORBIDDEN');
  if (spec.method !== 'GET') codes.push('PAYLOAD_TOO_LARGE', 'REQUEST_TIMEOUT');
  codes.push('INTERNAL_ERROR', 'SERVICE_UNAVAILABLE');
  return codes;
}

/** Every code the call may answer: the common ones and its own. */
export function errorsOf(spec: Pick<RouteSpec, 'access' | 'method' | 'errors'>): ErrorCode[] {
  return [...new Set([...commonErrors(spec), ...spec.errors])];
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
