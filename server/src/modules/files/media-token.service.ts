/**
 * Read-only media tokens for photo addresses: "sessionId.expiry.signature",
 * signed with the installation's key. The session token never appears in a URL; a media token
 * works for at most 24 hours and only while the session that got it lasts, so signing out ends it.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { preparedOnce } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { sign, signatureMatches } from '../../lib/secrets.ts';

const MEDIA_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function issueMediaToken(ctx: AppContext, sessionId: number): string {
  const payload = `${sessionId}.${ctx.clock.now().getTime() + MEDIA_TOKEN_TTL_MS}`;
  return `${payload}.${sign(ctx.mediaKey, payload)}`;
}

/** Every photo on a screen asks this, so the session check is one prepared primary-key lookup. */
function sessionLives(ctx: AppContext, sessionId: number, now: Date): Promise<unknown[]> {
  const lookup = preparedOnce(ctx.db, 'media_session_lookup', (name) =>
    ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare(name),
  );
  return lookup.execute({ sessionId, now });
}

export async function mediaTokenIsValid(ctx: AppContext, token: string): Promise<boolean> {
  const match = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const now = ctx.clock.now();
  const payload = `${match[1]}.${match[2]}`;
  if (Number(match[2]) <= now.getTime() || !signatureMatches(ctx.mediaKey, payload, match[3] ?? '')) return false;
  return (await sessionLives(ctx, Number(match[1]), now)).length > 0;
}
