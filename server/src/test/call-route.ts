/**
 * The server tests' client: a call named by its route table entry, its input and answer typed from
 * that entry, as the web's callApi is. Searching a call's name (`routes.likeItem`) finds its tests.
 *
 *   const liked = await callRoute(t.app, routes.likeItem, { params: { id: guitar.ID } }, bea.auth);
 *   expect(liked.statusCode).toBe(200);
 *   liked.answer.MatchID;          // typed from routes.likeItem's answer schema
 *   refused.error.ErrorCode;       // the failure envelope
 *
 * A fifth argument, `{ remoteAddress }`, names the caller's address for the per-address limits.
 * What the contract forbids (missing fields, wrong types) goes through uncheckedCall
 * (./unchecked-call.ts); bad JSON, huge bodies and paths outside the API through raw `app.inject`.
 */
import {
  type ErrorAnswer,
  type InputOptional,
  pathOf,
  type RouteAnswer,
  type RouteInput,
  type RouteSpec,
} from '@swapsies/contract';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { App } from '../app.ts';

/** Request headers, usually `{ authorization: 'Bearer …' }`; undefined calls anonymously. */
export type Auth = Record<string, string> | undefined;

export interface RouteResponse<R extends RouteSpec> extends Response {
  /** The success answer, typed by the route; throws (naming the status and body) on a failure. */
  readonly answer: RouteAnswer<R>;
  /** The failure envelope; throws on a success. */
  readonly error: ErrorAnswer;
}

/** Where the call comes from, for the per-address rate limits. */
export interface CallOrigin {
  remoteAddress: string;
}

/** The input may be left out (undefined) when the route has neither params nor body. */
export type CallInput<R extends RouteSpec> = RouteInput<R> | (InputOptional<R> extends true ? undefined : never);

function queryOf(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  return Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

export async function callRoute<R extends RouteSpec>(
  app: App,
  route: R,
  input: CallInput<R>,
  auth?: Auth,
  origin?: CallOrigin,
): Promise<RouteResponse<R>> {
  const { params, query, body } = input ?? {};
  const response = await app.inject({
    method: route.method,
    url: `/api/v1${pathOf(route, params)}`,
    query: queryOf(query),
    headers: auth,
    remoteAddress: origin?.remoteAddress,
    ...(body === undefined ? {} : { payload: body }),
  });
  const succeeded = response.statusCode >= 200 && response.statusCode < 300;
  return Object.defineProperties(response, {
    answer: {
      get() {
        if (!succeeded)
          throw new Error(`${route.method} ${route.path} answered ${response.statusCode}: ${response.body}`);
        return response.json();
      },
    },
    error: {
      get() {
        if (succeeded)
          throw new Error(`${route.method} ${route.path} succeeded (${response.statusCode}): ${response.body}`);
        return response.json();
      },
    },
  }) as RouteResponse<R>;
}
