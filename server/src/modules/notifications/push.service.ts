/**
 * Web Push subscriptions (product-decisions §12): one row a device, its endpoint owned by one
 * member. What is pushed and when is jobs/push-sender.ts.
 */
import { ECDH } from 'node:crypto';
import type { FieldError, PushSubscriptionBody } from '@swapsies/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { validationError } from '../../lib/app-error.ts';
import { endpointProblem } from '../../lib/web-push.ts';

/** The most devices a member keeps subscribed: a new one drops the oldest. */
export const PUSH_DEVICES_MAX = 10;

function decodesTo(text: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+=*$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
}

/** A P-256 public point, uncompressed (65 bytes), that lies on the curve. */
function isPublicKey(text: string): boolean {
  if (!decodesTo(text, 65)) return false;
  try {
    ECDH.convertKey(Buffer.from(text, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

function checkSubscription(body: PushSubscriptionBody, allowPrivate: boolean): void {
  const errors: FieldError[] = [];
  const problem = endpointProblem(body.Endpoint, allowPrivate);
  if (problem) errors.push({ Field: 'Endpoint', Message: problem });
  if (!isPublicKey(body.Keys.p256dh))
    errors.push({ Field: 'Keys', Message: 'p256dh must be a P-256 public key in URL-safe base64' });
  if (!decodesTo(body.Keys.auth, 16))
    errors.push({ Field: 'Keys', Message: 'auth must be 16 bytes in URL-safe base64' });
  if (errors.length > 0) throw validationError(errors);
}

/**
 * Stores the caller's device. An endpoint already stored moves to the caller with its new keys (a
 * device changes hands or signs in again); past PUSH_DEVICES_MAX, the member's oldest go.
 */
export async function subscribePush(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  userId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  checkSubscription(body, ctx.config.push.allowHttp);
  const now = ctx.clock.now();
  const row = { userId, endpoint: body.Endpoint, p256dh: body.Keys.p256dh, auth: body.Keys.auth, createdAt: now };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, lastUsedAt: null } });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes the caller's device; another member's endpoint, or one not stored, is left alone (still a success). */
export async function unsubscribePush(ctx: Pick<AppContext, 'db'>, userId: number, endpoint: string): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
