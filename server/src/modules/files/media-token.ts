/**
 * Read-only media tokens for photo addresses (product-decisions §2): "userId.expiry.signature",
 * signed with the installation's key. The session token never appears in a URL.
 */
import type { AppContext } from '../../context.ts';
import { sign, signatureMatches } from '../../lib/secrets.ts';

const MEDIA_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function issueMediaToken(ctx: AppContext, userId: number): string {
  const payload = `${userId}.${ctx.clock.now().getTime() + MEDIA_TOKEN_TTL_MS}`;
  return `${payload}.${sign(ctx.mediaKey, payload)}`;
}

export function mediaTokenIsValid(ctx: AppContext, token: string): boolean {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const payload = `${match[1]}.${match[2]}`;
  return Number(match[2]) > ctx.clock.now().getTime() && signatureMatches(ctx.mediaKey, payload, match[3] as string);
}
