/**
 * Bearer session tokens. The token is 256 random bits; only its SHA-256 is stored.
 * Sessions last 30 days from their last use.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context.ts';
import { type Db, preparedOnce } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken, newToken } from '../lib/secrets.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extending a session costs a write: do it at most once a day per session. */
const SESSION_EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export async function createSession(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The Authorization header's bearer token: null when none is sent, '' when it is malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? (match[1] as string) : '';
}

/** Every signed-in request starts here, so the lookup is prepared once. */
function prepareSessionLookup(db: Db, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      type: users.type,
      isAdmin: users.isAdmin,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(name);
}

/** The member a session token signs in, extending the session when due; null for an unknown or expired token. */
export async function findActor(ctx: Pick<AppContext, 'db' | 'clock'>, token: string): Promise<Actor | null> {
  const now = ctx.clock.now();
  const lookup = preparedOnce(ctx.db, 'session_lookup', (name) => prepareSessionLookup(ctx.db, name));
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_EXTEND_AFTER_MS) {
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
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
    if (token) request.actor = await findActor(app.ctx, token);
  });
}

/** The signed-in caller, or WRONG_TOKEN (401): for hooks that run before the route's access check (onRequest). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('WRONG_TOKEN');
  return request.actor;
}
