/**
 * The handover reminders (issue 27): both members of an agreed handover on an active match are
 * reminded of it at 18:00 UK time the evening before, when it is the next day, and 2 hours before
 * (HandoverReminder): a notification, and an email carrying the calendar invite. Two hours after
 * its time, each member who has not said yet is asked "Did the swap happen?" (a notification, under
 * the same switch). The same tick reveals the feedback of matches whose feedback window has closed.
 * server.ts runs it with the commitment sweeper's tick; tests call sweepHandovers directly.
 */
import {
  FEEDBACK_WINDOW_MS,
  HANDOVER_EVENING_HOUR,
  HANDOVER_REMINDER_MS,
  HANDOVER_TIME_ZONE,
  HandoverStatus,
  handoverReminderSubjects,
  handoverReminderTexts,
  handoverTimeOfDay,
  OUTCOME_QUESTION_AFTER_MS,
  outcomeSubjects,
  outcomeTexts,
} from '@swapsies/contract';
import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { qualified } from '../db/qualified.ts';
import { handoverOutcomes, handovers, matches, users } from '../db/schema.ts';
import { handoverInvite } from '../modules/handover/handover.service.ts';
import { type LiveContext, liveTransaction } from '../modules/live/live.service.ts';
import { revealClosedFeedback } from '../modules/matches/feedback.service.ts';
import { partnerOf } from '../modules/matches/matches.policy.ts';
import { nameOf } from '../modules/members/members.presenter.ts';
import { notify } from '../modules/notifications/notifications.service.ts';
import { repeatEvery } from './repeat.ts';

/** How many arrangements the sweep reminded of each reminder, asked about, and feedback it revealed. */
export interface HandoverSweepResult {
  evening: number;
  soon: number;
  asked: number;
  revealed: number;
}

/** The most arrangements one sweep claims of each reminder; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** 18:00 UK time on the UK day before the handover's, whichever of GMT and BST either day is in. */
const eveningBefore = sql`((((${handovers.at} at time zone ${HANDOVER_TIME_ZONE})::date - 1) + make_time(${HANDOVER_EVENING_HOUR}, 0, 0)) at time zone ${HANDOVER_TIME_ZONE})`;

const reminderGap = sql`make_interval(secs => ${HANDOVER_REMINDER_MS / 1000})`;

/** The email a member is sent with a reminder, once its transaction has committed. */
interface ReminderMail {
  to: string;
  subject: string;
  place: string;
  match: { id: number; user1Id: number; user2Id: number; endedAt: Date | null };
  memberId: number;
}

/**
 * Reminds both members of each accepted arrangement on an active match, once each: the evening
 * before, when it was agreed before that evening and is still more than 2 hours away (so a
 * same-day handover has none), and 2 hours before, when it was agreed earlier than that. A new
 * proposal replaces the row, so a new time starts unreminded. Rows are claimed FOR UPDATE SKIP
 * LOCKED and marked in the same transaction, so several processes sweeping at once remind once.
 */
export async function sweepHandovers(ctx: LiveContext & Pick<AppContext, 'mailer' | 'config' | 'log'>) {
  const now = ctx.clock.now();
  const agreed = [eq(handovers.status, HandoverStatus.Accepted), isNull(matches.endedAt)];
  const evening = await remind(ctx, now, {
    mark: 'remindedEveningAt',
    due: [
      ...agreed,
      isNull(handovers.remindedEveningAt),
      sql`${eveningBefore} <= ${now} and ${handovers.answeredAt} < ${eveningBefore}`,
      sql`${handovers.at} - ${reminderGap} > ${now}`,
    ],
    subject: handoverReminderSubjects.tomorrow,
  });
  const soon = await remind(ctx, now, {
    mark: 'remindedSoonAt',
    due: [
      ...agreed,
      isNull(handovers.remindedSoonAt),
      gt(handovers.at, now),
      lte(handovers.at, new Date(now.getTime() + HANDOVER_REMINDER_MS)),
      sql`${handovers.answeredAt} < ${handovers.at} - ${reminderGap}`,
    ],
    subject: handoverReminderSubjects.today,
  });
  const asked = await remind(ctx, now, {
    mark: 'askedAt',
    due: [
      ...agreed,
      isNull(handovers.askedAt),
      lte(handovers.at, new Date(now.getTime() - OUTCOME_QUESTION_AFTER_MS)),
      // Not the arrangements of long ago, which the sweeper never saw (a new deployment): too late to ask.
      gt(handovers.at, new Date(now.getTime() - FEEDBACK_WINDOW_MS)),
    ],
    subject: outcomeSubjects.question,
    text: outcomeTexts.question,
    asksOutcome: true,
  });
  const revealed = await revealClosedFeedback(ctx);
  return { evening, soon, asked, revealed } satisfies HandoverSweepResult;
}

/**
 * One of the reminders or the question: which arrangements are due it, the column that marks them
 * done, its words. A reminder carries the invite by email; the question goes only to the members
 * who have not answered it yet.
 */
interface Reminder {
  mark: 'remindedEveningAt' | 'remindedSoonAt' | 'askedAt';
  due: (SQL | undefined)[];
  subject: (name: string, time: string) => string;
  text?: (place: string) => string;
  asksOutcome?: boolean;
}

async function remind(
  ctx: LiveContext & Pick<AppContext, 'mailer' | 'config' | 'log'>,
  now: Date,
  { mark, due, subject, text = handoverReminderTexts.where, asksOutcome = false }: Reminder,
): Promise<number> {
  const { claimed, mails } = await liveTransaction(ctx, async (tx) => {
    const claimed = await tx
      .select({
        id: handovers.id,
        at: handovers.at,
        place: handovers.place,
        match: { id: matches.id, user1Id: matches.user1Id, user2Id: matches.user2Id, endedAt: matches.endedAt },
      })
      .from(handovers)
      .innerJoin(matches, eq(matches.id, handovers.matchId))
      .where(and(...due))
      .orderBy(asc(handovers.id))
      .limit(SWEEP_BATCH)
      .for('update', { of: handovers, skipLocked: true });
    const mails: ReminderMail[] = [];
    if (claimed.length === 0) return { claimed, mails };
    await tx
      .update(handovers)
      .set({ [mark]: now })
      .where(
        inArray(
          handovers.id,
          claimed.map((row) => row.id),
        ),
      );
    for (const row of claimed) {
      const pair = [row.match.user1Id, row.match.user2Id] as const;
      const members = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.id, [...pair]),
            isNull(users.deletedAt),
            isNull(users.suspendedAt),
            asksOutcome ? notAnswered(row.id) : undefined,
          ),
        );
      for (const member of members) {
        const partner = partnerOf(row.match, member.id);
        const said = subject(await nameOf(tx, partner), handoverTimeOfDay(row.at));
        const told = await notify(tx, now, member.id, 'HandoverReminder', said, text(row.place), row.match.id, partner);
        // The email follows the notification: the same switch, block and account checks decide both.
        if (told && !asksOutcome) {
          mails.push({ to: member.email, subject: said, place: row.place, match: row.match, memberId: member.id });
        }
      }
    }
    return { claimed, mails };
  });
  for (const mail of mails) await sendReminderMail(ctx, mail);
  return claimed.length;
}

/** The member of the enclosing query's row has not answered "Did the swap happen?" about the arrangement. */
function notAnswered(handoverId: number) {
  return sql`not exists (select 1 from ${handoverOutcomes} where ${handoverOutcomes.handoverId} = ${handoverId} and ${handoverOutcomes.memberId} = ${qualified(users.id)})`;
}

/** A reminder's email with the invite attached; a refused one is logged, and the others still go. */
async function sendReminderMail(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
  mail: ReminderMail,
) {
  try {
    const invite = await handoverInvite(ctx, mail.match, mail.memberId);
    await ctx.mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: handoverReminderTexts.mail(mail.place),
      attachments: invite
        ? [{ filename: 'handover.ics', content: invite, contentType: 'text/calendar; charset=utf-8' }]
        : undefined,
    });
  } catch (error) {
    ctx.log.error({ err: error, matchId: mail.match.id }, 'handover reminder: the email failed');
  }
}

/** Sweeps every config.commitmentSweepMs (the commitment sweeper's tick) until the returned function is called. */
export function startHandoverReminders(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log' | 'config' | 'metrics' | 'chatBus' | 'mailer'>,
): () => void {
  return repeatEvery(ctx.config.commitmentSweepMs, 'handover-reminders', ctx, async () => {
    const reminded = await sweepHandovers(ctx);
    if (reminded.evening + reminded.soon + reminded.asked + reminded.revealed > 0) {
      ctx.log.info(reminded, 'handover sweep reminded members');
    }
  });
}
