/**
 * Registers a call of the route table (contract/src/routes.ts) with its handler: the schemas come
 * from the entry, who may call is checked before the body is parsed (so an anonymous caller hears 401
 * before anything about their body), and the handler returns only the answer's own fields.
 */

import type { WebsocketHandler } from '@fastify/websocket';
import {
  type Access,
  AccountType,
  type AnswerFields,
  errorsOf,
  type RouteAnswer,
  type RouteInput,
  type RouteName,
  type RouteSpec,
  routes,
  success,
} from '@swapsies/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onSendHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Config } from '../config.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { fieldOf } from '../lib/fields.ts';

export type ActorOf<R extends RouteSpec> = R['access'] extends 'public' ? Actor | null : Actor;

export type RouteCall<R extends RouteSpec> = RouteInput<R> & {
  actor: ActorOf<R>;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Fields<R extends RouteSpec> = AnswerFields<RouteAnswer<R>>;

/** The answer's own fields (the envelope is added), or the reply itself for a call that sends a file. */
export type HandlerResult<R extends RouteSpec> = R extends { readonly answer: unknown }
  ? keyof Fields<R> extends never
    ? Fields<R> | undefined
    : Fields<R>
  : FastifyReply;

export type RouteHandler<R extends RouteSpec> = (call: RouteCall<R>) => HandlerResult<R> | Promise<HandlerResult<R>>;

/**
 * Route options a handler may add: body limits, rate-limit and ticket hooks, a session lookup of
 * its own (config.sessionLookup, plugins/auth.ts), and for an entry that opens a WebSocket its
 * socket handler (the handler then answers a plain HTTP call to the path).
 * Schemas and access come from the entry.
 */
export type ExtraOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'onRequest' | 'preValidation' | 'preHandler' | 'onResponse' | 'config'
> & { wsHandler?: WebsocketHandler };

/** Who may call, by the entry's access; every refusal happens before validation. */
export function checkAccess(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw new AppError('WRONG_TOKEN');
  if (access === 'personal' && actor.type !== AccountType.Personal) throw new AppError('FORBIDDEN');
  if (access === 'charity' && actor.type !== AccountType.Charity) throw new AppError('FORBIDDEN');
  if (access === 'admin' && !actor.isAdmin) throw new AppError('FORBIDDEN');
}

/** The ErrorCode of a refused answer's body, or undefined when it is no envelope. */
function codeOf(payload: string): unknown {
  try {
    return fieldOf(JSON.parse(payload), 'ErrorCode');
  } catch {
    return undefined;
  }
}

/**
 * Holds every refused answer of a route to the codes its entry lists (errorsOf), whoever answered
 * it: a service, a policy, a rate limit, the body limits. An unlisted code is a list that fell
 * behind its rules: `refuse` throws, and the error handler logs it and answers 500 instead (so the
 * tests fail); `log` sends the answer as it is and warns, since a member's real answer must not be
 * lost to a list.
 */
export function unlistedCodeCheck(
  spec: RouteSpec,
  name: string,
  mode: Config['unlistedErrorCodes'],
): onSendHookHandler<unknown> {
  const listed: ReadonlySet<string> = new Set(errorsOf(spec));
  // A callback hook, not an async one: it runs on every answer, and a success costs one comparison
  // rather than a promise.
  return (request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    const code = codeOf(payload);
    if (typeof code !== 'string' || listed.has(code)) return done(null, payload);
    const problem = `${name} answered ${code} (${reply.statusCode}), which its entry in contract/src/routes.ts does not list`;
    if (mode === 'refuse') return done(new Error(problem));
    request.log.warn({ route: name, code }, problem);
    done(null, payload);
  };
}

const nameOf = new Map<RouteSpec, RouteName>(Object.entries(routes).map(([name, spec]) => [spec, name as RouteName]));

function schemaOf(spec: RouteSpec, name: RouteName): FastifySchema {
  return {
    operationId: name,
    summary: spec.summary,
    tags: [spec.area],
    ...(spec.access !== 'public' && { security: [{ bearer: [] }] }),
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { querystring: spec.query }),
    ...(spec.body && { body: spec.body }),
    ...(spec.answer && { response: { 200: spec.answer } }),
  };
}

export function registerRoute<const R extends RouteSpec>(
  app: FastifyInstance,
  spec: R,
  handler: RouteHandler<R>,
  options: ExtraOptions = {},
): void {
  const name = nameOf.get(spec);
  if (!name) throw new Error(`${spec.method} ${spec.path} is not in the route table`);
  app.route({
    method: spec.method,
    url: spec.path,
    schema: schemaOf(spec, name),
    ...options,
    onSend: unlistedCodeCheck(spec, name, app.ctx.config.unlistedErrorCodes),
    // preParsing, the first hook after the session lookup that every route passes: a caller who may
    // not call is refused before their body is read, let alone parsed or validated.
    preParsing: async (request) => checkAccess(spec.access, request.actor),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        // checkAccess let only a signed-in caller through to a route that is not public.
        actor: request.actor as ActorOf<R>,
        request,
        reply,
      } as RouteCall<R>);
      return spec.answer ? success(result ?? {}) : result;
    },
  });
}

/** Fails the start when an entry of the route table has no handler. `seen` holds "METHOD /path" of every route added. */
export function checkEveryRouteHandled(seen: ReadonlySet<string>, prefix: string): void {
  const missing = Object.values(routes)
    .map((spec) => `${spec.method} ${prefix}${spec.path}`)
    .filter((key) => !seen.has(key));
  if (missing.length > 0) throw new Error(`The route table has calls with no handler: ${missing.join(', ')}`);
}
