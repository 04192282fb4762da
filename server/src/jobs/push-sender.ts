/**
 * The push sender: every notification notify() recorded is pushed to each of its member's devices
 * (product-decisions §12), unless the member has a chat or live socket open at that moment (the app
 * is open, and tells them itself). notify() runs inside transactions, so the notifications table is
 * the outbox: a notification whose `pushed_at` is null is due, and is seen here only once its
 * transaction has committed. server.ts runs it every
 * PUSH_SEND_MS; tests call runPushBatch directly.
 *
 * Delivery is at most once: a batch is claimed (FOR UPDATE SKIP LOCKED) and marked in one statement
 * before anything is sent, so several processes never push the same notification
 * twice. A push service's 404 or 410 deletes that subscription; any other failure is logged and
 * that push dropped: the bell still has the notification.
 */
import { type PushMessage, unreadCounterKinds } from '@swapsies/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { preparedOnce } from '../db/client.ts';
import { notifications, pushSubscriptions } from '../db/schema.ts';
import { sendPush } from '../lib/web-push.ts';
import { repeatEvery } from './repeat.ts';

/** How often server.ts looks for notifications due a push. */
export const PUSH_SEND_MS = 1000;
/** The most notifications one batch claims; the next takes the rest. */
const PUSH_BATCH = 100;
/** How long the push service keeps a push for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
/** Matches and messages are worth waking a phone for. */
const URGENT_KINDS = new Set(unreadCounterKinds.matches);

export type PushContext = Pick<AppContext, 'db' | 'clock' | 'log' | 'chatBus' | 'config' | 'vapid'>;

export interface PushBatchResult {
  /** Notifications claimed (and marked pushed). */
  claimed: number;
  /** Pushes the push services accepted. */
  sent: number;
  /** Subscriptions deleted because their push service said they are gone (404, 410). */
  gone: number;
  /** Pushes that failed otherwise, and were dropped. */
  failed: number;
}

type NotificationRow = typeof notifications.$inferSelect;

export function pushMessageOf(row: NotificationRow): PushMessage {
  return {
    ID: row.id,
    Kind: row.kind,
    Subject: row.subject,
    Text: row.text,
    Tag: row.matchId === null ? `notification-${row.id}` : `match-${row.matchId}`,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/**
 * Claims and marks up to PUSH_BATCH due notifications in one prepared statement, oldest first. Every
 * process runs this each second whether or not anything is due: one statement built once, rather
 * than a transaction of two built at every run, was a third of what an idle process allocated
 * (docs/performance.md, "What an idle process allocates"), and one round trip rather than four.
 */
async function claim(ctx: PushContext): Promise<NotificationRow[]> {
  const claimDue = preparedOnce(ctx.db, 'push_claim', (name) =>
    ctx.db
      .update(notifications)
      .set({ pushedAt: sql`${sql.placeholder('now')}` })
      .where(
        inArray(
          notifications.id,
          ctx.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(isNull(notifications.pushedAt))
            .orderBy(asc(notifications.id))
            .limit(PUSH_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning()
      .prepare(name),
  );
  const due = await claimDue.execute({ now: ctx.clock.now() });
  return due.sort((a, b) => a.id - b.id);
}

/** Takes one batch of due notifications and pushes each to its member's devices. */
export async function runPushBatch(ctx: PushContext): Promise<PushBatchResult> {
  const result: PushBatchResult = { claimed: 0, sent: 0, gone: 0, failed: 0 };
  const due = await claim(ctx);
  result.claimed = due.length;
  if (due.length === 0) return result;
  const devices = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(due.map((row) => row.userId))]));
  const online = new Map<number, boolean>();
  for (const row of due) {
    const targets = devices.filter((device) => device.userId === row.userId);
    if (targets.length === 0) continue;
    if (!online.has(row.userId)) online.set(row.userId, await ctx.chatBus.isOnline(row.userId));
    if (online.get(row.userId)) continue;
    const payload = JSON.stringify(pushMessageOf(row));
    const urgency = URGENT_KINDS.has(row.kind) ? 'high' : 'normal';
    await Promise.all(
      targets.map(async (device) => {
        const outcome = await deliver(ctx, device, payload, urgency, row.id);
        result[outcome] += 1;
      }),
    );
  }
  return result;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

async function deliver(
  ctx: PushContext,
  device: typeof pushSubscriptions.$inferSelect,
  payload: string,
  urgency: 'normal' | 'high',
  notificationId: number,
): Promise<'sent' | 'gone' | 'failed'> {
  // The endpoint's path is the device's address at its push service: only its host is logged.
  const where = { subscriptionId: device.id, notificationId, host: hostOf(device.endpoint) };
  try {
    const status = await sendPush(device, payload, {
      vapid: ctx.vapid,
      allowPrivate: ctx.config.push.allowHttp,
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency,
      timeoutMs: PUSH_TIMEOUT_MS,
    });
    if (status === 404 || status === 410) {
      await ctx.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)));
      return 'gone';
    }
    if (status >= 200 && status < 300) {
      await ctx.db
        .update(pushSubscriptions)
        .set({ lastUsedAt: ctx.clock.now() })
        .where(eq(pushSubscriptions.id, device.id));
      return 'sent';
    }
    ctx.log.warn({ ...where, status }, 'push: the push service refused a push; it is dropped');
  } catch (error) {
    ctx.log.warn({ ...where, reason: error instanceof Error ? error.message : String(error) }, 'push: not delivered');
  }
  return 'failed';
}

/** Runs a batch every PUSH_SEND_MS, and again at once while batches come back full, until the returned function is called. */
export function startPushSender(ctx: PushContext & Pick<AppContext, 'metrics'>): () => void {
  return repeatEvery(PUSH_SEND_MS, 'push-sender', ctx, async () => {
    let full = true;
    while (full) full = (await runPushBatch(ctx)).claimed === PUSH_BATCH;
  });
}
