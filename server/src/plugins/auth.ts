/**
 * Bearer session tokens. The token is 256 random bits; only its SHA-256 is stored.
 * Sessions last 30 days from their last use.
 */
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context.ts';
import { type Db, type Param, preparedOnce, queryRows } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken, newToken } from '../lib/secrets.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extending a session costs a write: do it at most once a day per session. */
const SESSION_EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A new session for the member; its token. `accountStill`: what the member's row must still be when
 * the session is written (for a sign-in, the account it checked: live, unsuspended, the same
 * password). Written in one statement with that check: a suspension, deletion or new password that
 * commits while a password is being checked deletes the account's sessions, and must not miss this
 * one. When the row no longer qualifies, no session is made and the call is refused as with a wrong
 * password.
 */
export async function createSession(ctx: AppContext, userId: number, accountStill: SQL | undefined): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  const made = await queryRows(
    ctx.db,
    sql`insert into ${sessions} (user_id, token_hash, created_at, expires_at)
      select ${users.id}, ${hashToken(token)}, ${now}, ${new Date(now.getTime() + SESSION_TTL_MS)} from ${users}
      where ${and(eq(users.id, userId), accountStill)}
      returning 1 as made`,
  );
  if (made.length === 0) throw new AppError('WRONG_CREDENTIALS');
  return token;
}

/** The Authorization header's bearer token: null when none is sent, '' when it is malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? '';
}

/** What a session lookup answers: the session and its member. */
export interface SessionRow {
  sessionId: number;
  expiresAt: Date;
  id: number;
  type: number;
  isAdmin: boolean;
}

/** The token's hash and the time: what a session lookup needs. */
export type SessionKey = {
  tokenHash: string;
  now: Date;
};

/**
 * The unexpired session a token's hash names, with its member, as a query whose columns carry
 * names of their own (session_id, expires_at, user_id, user_type, is_admin): a route's statement
 * may read it as a subquery (sessionColumnsOf) and do its own work in the same round trip.
 */
export function sessionQuery(db: Db, tokenHash: Param<string>, now: Param<Date>) {
  return db
    .select({
      sessionId: sql<number>`${sessions.id}`.as('session_id'),
      expiresAt: sql<Date>`${sessions.expiresAt}`.mapWith(sessions.expiresAt).as('expires_at'),
      id: sql<number>`${users.id}`.as('user_id'),
      type: sql<number>`${users.type}`.as('user_type'),
      isAdmin: sql<boolean>`${users.isAdmin}`.as('is_admin'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
}

/** The columns of sessionQuery read through the subquery `alias`, as a SessionRow. */
export function sessionColumnsOf(alias: string) {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return {
    sessionId: sql<number>`${column('session_id')}`.mapWith(Number),
    expiresAt: sql<Date>`${column('expires_at')}`.mapWith(sessions.expiresAt),
    id: sql<number>`${column('user_id')}`.mapWith(Number),
    type: sql<number>`${column('user_type')}`.mapWith(Number),
    isAdmin: sql<boolean>`${column('is_admin')}`,
  } satisfies Record<keyof SessionRow, unknown>;
}

/** Every signed-in request starts here, so the lookup is prepared once. */
export async function lookUpSession(db: Db, key: SessionKey): Promise<SessionRow | undefined> {
  const lookup = preparedOnce(db, 'session_lookup', (name) =>
    sessionQuery(db, sql.placeholder('tokenHash'), sql.placeholder('now')).prepare(name),
  );
  return (await lookup.execute(key))[0];
}

/**
 * A route's own statement that carries the session lookup (sessionQuery) with the route's work,
 * one round trip instead of two: it answers the session row, or none when the token signs no one
 * in. Set as the route's `config.sessionLookup`; the rules after the lookup stay here.
 */
export type SessionLookup = (request: FastifyRequest, key: SessionKey) => Promise<SessionRow | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    sessionLookup?: SessionLookup;
  }
}

/** Where findActor reads a session: the database, a route's own statement, or the session cache. */
export interface SessionSource {
  lookUp(key: SessionKey): Promise<SessionRow | undefined>;
  /** Told that the session now lasts until `expiresAt`. */
  extended?(tokenHash: string, expiresAt: Date): void;
}

/** The member a session token signs in, extending the session when due; null for an unknown or expired token. */
export async function findActor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  token: string,
  source: SessionSource = { lookUp: (key) => lookUpSession(ctx.db, key) },
): Promise<Actor | null> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const row = await source.lookUp({ tokenHash, now });
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_EXTEND_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await ctx.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
    source.extended?.(tokenHash, expiresAt);
  }
  return { id: row.id, type: row.type, isAdmin: row.isAdmin, sessionId: row.sessionId };
}

/**
 * Reads the bearer token when one is sent. Public calls ignore a stale token; calls that need a
 * member refuse it by their route table entry's access (plugins/routes.ts).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    // A route that reads the session in its own statement gains nothing from the cache.
    const routeLookup = request.routeOptions.config.sessionLookup;
    const source = routeLookup ? { lookUp: (key: SessionKey) => routeLookup(request, key) } : app.ctx.sessionCache;
    request.actor = await findActor(app.ctx, token, source);
  });
}

/** The signed-in caller, or WRONG_TOKEN (401): for hooks that run before the route's access check (onRequest). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('WRONG_TOKEN');
  return request.actor;
}
