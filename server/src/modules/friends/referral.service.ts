/**
 * Referral codes: the base64 of the inviter's username (web invite link),
 * or the mobile form, the base64 of "userId:firstName:timestamp". A code that names nobody is ignored:
 * a broken invite link must not stop anyone from joining.
 *
 * Both forms are guessable, so a code alone only asks the inviter for friendship. The app's own
 * invite links also carry `sig`, a signature of the inviter made with the installation's key, which
 * only the inviter is handed: a signed invite makes friends at once.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { sameSecret, sign } from '../../lib/secrets.ts';
import { liveAccount, liveWith } from '../members/members.policy.ts';

/** 22 characters of the HMAC-SHA256 (base64url, 132 bits): enough, and short in a link and its QR code. */
const SIGNATURE_LENGTH = 22;

/** The signature of a member's invite links. */
export function inviteSignature(key: string, inviterId: number): string {
  return sign(key, `invite:${inviterId}`).slice(0, SIGNATURE_LENGTH);
}

export function isSignedInvite(key: string, inviterId: number, signature: string | undefined): boolean {
  return sameSecret(inviteSignature(key, inviterId), signature ?? '');
}

export async function findReferrer(db: Tx, code: string | undefined): Promise<{ id: number; type: number } | null> {
  if (!code) return null;
  const decoded = Buffer.from(code.trim(), 'base64').toString('utf8');
  const mobile = /^(\d{1,10}):([^:]{1,100}):(\d{1,15})$/.exec(decoded);
  if (mobile) {
    const [row] = await db
      .select({ id: users.id, type: users.type, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, Number(mobile[1])), liveAccount()));
    return row && row.firstName === mobile[2] ? { id: row.id, type: row.type } : null;
  }
  if (!/^[a-z0-9_]{1,32}$/.test(decoded)) return null;
  const [row] = await db
    .select({ id: users.id, type: users.type })
    .from(users)
    .where(liveWith(users.username, decoded));
  return row ?? null;
}
