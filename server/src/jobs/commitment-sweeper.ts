/**
 * The commitment sweeper: tells members when an accepted commitment is about to end and when it
 * has ended, and when a request lapsed unanswered. It decides nothing: a commitment is over the
 * moment its ExpiresAt passes, and a request an hour after it was made, whether or not this has run.
 * server.ts runs it every COMMITMENT_SWEEP_INTERVAL (a minute unless set), and with it prunes the
 * live events past LIVE_EVENT_KEEP_MS; tests call sweepCommitments and pruneLiveEvents directly.
 */
import {
  COMMITMENT_PENDING_MS,
  COMMITMENT_REMINDER_MS,
  CommitmentStatus,
  commitmentSubjects,
  notificationTexts,
} from '@swapsies/contract';
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { commitments } from '../db/schema.ts';
import { type LiveContext, liveTransaction, pruneLiveEvents, recordMatchChange } from '../modules/live/live.service.ts';
import { nameOf } from '../modules/members/members.presenter.ts';
import { notify } from '../modules/notifications/notifications.service.ts';
import { repeatEvery } from './repeat.ts';

/** The sweeper's claims: how many commitments it told of their end, reminded of it, and told had lapsed. */
export interface SweepResult {
  expired: number;
  reminded: number;
  lapsed: number;
}

/** The most commitments one sweep claims of each kind; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Tells both members of each accepted commitment that has expired (CommitmentExpired), once, and
 * reminds them an hour before it ends (under the same switch), once; a commitment of one hour has
 * no reminder. A request left unanswered until it lapsed is told to both, once, under the same
 * switch (its requester may ask again; its recipient no longer can answer). Nothing here decides whether a commitment is over: that is its ExpiresAt alone.
 * Rows are claimed FOR UPDATE SKIP LOCKED and marked in the same transaction, so that several
 * processes sweeping at once tell each member once.
 */
export async function sweepCommitments(ctx: LiveContext): Promise<SweepResult> {
  const now = ctx.clock.now();
  const accepted = eq(commitments.status, CommitmentStatus.Accepted);
  const expiredDue = [
    accepted,
    isNull(commitments.expiryToldAt),
    lte(commitments.expiresAt, now),
    or(isNull(commitments.endedReason), eq(commitments.endedReason, 'cleared')),
  ];
  const reminderDue = [
    accepted,
    isNull(commitments.remindedAt),
    isNull(commitments.endedAt),
    lte(commitments.expiresAt, new Date(now.getTime() + COMMITMENT_REMINDER_MS)),
    sql`${commitments.expiresAt} > ${now} and ${commitments.acceptedAt} < ${commitments.expiresAt} - make_interval(secs => ${COMMITMENT_REMINDER_MS / 1000})`,
  ];
  const lapsedDue = [
    eq(commitments.status, CommitmentStatus.Pending),
    isNull(commitments.expiryToldAt),
    lte(commitments.createdAt, new Date(now.getTime() - COMMITMENT_PENDING_MS)),
    or(isNull(commitments.endedReason), eq(commitments.endedReason, 'lapsed')),
  ];
  return {
    expired: await tell(ctx, now, {
      mark: 'expiryToldAt',
      due: expiredDue,
      subject: commitmentSubjects.expired,
      text: notificationTexts.itemsFree,
    }),
    reminded: await tell(ctx, now, {
      mark: 'remindedAt',
      due: reminderDue,
      subject: commitmentSubjects.endingSoon,
      text: notificationTexts.commitmentEndingSoon,
    }),
    lapsed: await tell(ctx, now, {
      mark: 'expiryToldAt',
      due: lapsedDue,
      subject: commitmentSubjects.lapsed,
      text: notificationTexts.commitmentLapsed,
    }),
  };
}

/** One kind of notice the sweeper sends: which rows are due, the column that marks them told, the wording. */
interface Notice {
  mark: 'expiryToldAt' | 'remindedAt';
  /** Conditions a commitment must all meet to be due the notice. */
  due: (SQL | undefined)[];
  subject: (name: string) => string;
  text: string;
}

async function tell(ctx: LiveContext, now: Date, { mark, due, subject, text }: Notice): Promise<number> {
  return liveTransaction(ctx, async (tx) => {
    const claimed = await tx
      .select()
      .from(commitments)
      .where(and(...due))
      .orderBy(asc(commitments.id))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    await tx
      .update(commitments)
      .set({ [mark]: now })
      .where(
        inArray(
          commitments.id,
          claimed.map((row) => row.id),
        ),
      );
    for (const row of claimed) {
      const [requester, recipient] = [row.requesterId, row.recipientId];
      // An end (expired, lapsed) changes the match both see; a reminder changes nothing.
      if (mark === 'expiryToldAt') recordMatchChange(tx, [requester, recipient], row.matchId, 'commitment');
      const toRequester = subject(await nameOf(tx, recipient));
      await notify(tx, now, requester, 'CommitmentExpired', toRequester, text, row.matchId, recipient);
      const toRecipient = subject(await nameOf(tx, requester));
      await notify(tx, now, recipient, 'CommitmentExpired', toRecipient, text, row.matchId, requester);
    }
    return claimed.length;
  });
}

/**
 * Sweeps every config.commitmentSweepMs until the returned function is called; a failed sweep is
 * logged, and so is one that told anybody anything (which process sent which notices, when several run).
 */
export function startCommitmentSweeper(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config' | 'metrics' | 'chatBus'>,
): () => void {
  return repeatEvery(ctx.config.commitmentSweepMs, 'commitment-sweeper', ctx, async () => {
    const told = await sweepCommitments(ctx);
    if (told.expired + told.reminded + told.lapsed > 0) ctx.log.info(told, 'commitment sweep told members');
    // The live events past keeping go with the same tick: a DELETE by age, which several processes
    // may run at once.
    await pruneLiveEvents(ctx);
  });
}
