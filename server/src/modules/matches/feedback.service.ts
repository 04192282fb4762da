/**
 * Feedback after a handover (issue 27): once a match's feedback has opened (the exchange completed,
 * or a no-show was reported), each member may leave feedback on the other once, for
 * FEEDBACK_WINDOW_MS. Double-blind: neither sees the other's until both have given theirs (the
 * second reveals both) or the window has closed (the sweeper reveals what is left). A thumbs down
 * waits for an admin's review (admin/reliability.service.ts) before it counts.
 */
import {
  FEEDBACK_WINDOW_MS,
  type FeedbackBody,
  FeedbackReason,
  type FieldError,
  feedbackMessages,
  type MatchFeedback,
} from '@swapsies/contract';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { feedback, matches } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { mustExist } from '../../lib/must-exist.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { checkMember, matchAsSeen, partnerOf } from './matches.policy.ts';
import { feedbackReasonOf } from './matches.presenter.ts';

type FeedbackRow = typeof feedback.$inferSelect;

/** Opens the match's feedback from now, unless it is open already; the exchange reopens it (`fresh`). */
export async function openFeedback(tx: Tx, matchId: number, now: Date, fresh = false): Promise<void> {
  await tx
    .update(matches)
    .set({ feedbackOpenedAt: fresh ? now : sql`coalesce(${matches.feedbackOpenedAt}, ${now})` })
    .where(eq(matches.id, matchId));
}

/** The body, checked: a thumbs up takes no reason; a thumbs down needs one, and 'other' needs words. */
function checkedFeedback(input: FeedbackBody): { positive: boolean; reason: FeedbackReason | null; text: string } {
  const errors: FieldError[] = [];
  const text = (input.Text ?? '').trim();
  if (input.Positive && input.Reason !== undefined)
    errors.push({ Field: 'Reason', Message: feedbackMessages.reasonWithThumbsUp });
  if (!input.Positive && input.Reason === undefined)
    errors.push({ Field: 'Reason', Message: feedbackMessages.reasonNeeded });
  if (input.Reason === FeedbackReason.Other && text === '')
    errors.push({ Field: 'Text', Message: feedbackMessages.textNeeded });
  if (errors.length > 0) throw validationError(errors);
  return { positive: input.Positive, reason: input.Reason ?? null, text };
}

/** POST /matches/{id}/feedback: the viewer's feedback on the partner, once, while the window is open. */
export async function giveFeedback(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: FeedbackBody,
): Promise<MatchFeedback> {
  const now = ctx.clock.now();
  const given = checkedFeedback(input);
  await liveTransaction(ctx, async (tx) => {
    const [match] = await tx.select(matchAsSeen).from(matches).where(eq(matches.id, matchId)).for('update');
    checkMember(match, viewer);
    const opened = match.feedbackOpenedAt;
    if (opened === null || now.getTime() >= opened.getTime() + FEEDBACK_WINDOW_MS) {
      throw new AppError('FEEDBACK_NOT_OPEN');
    }
    const partner = partnerOf(match, viewer.id);
    const [saved] = await tx
      .insert(feedback)
      .values({
        matchId,
        fromId: viewer.id,
        aboutId: partner,
        positive: given.positive,
        reason: given.reason,
        text: given.text,
        review: given.positive ? null : 'pending',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: feedback.id });
    if (!saved) throw new AppError('FEEDBACK_GIVEN');
    const [theirs] = await tx
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(eq(feedback.matchId, matchId), eq(feedback.fromId, partner)));
    // The second reveals both, and both members' screens show it; the first is the giver's alone.
    if (theirs) {
      await tx.update(feedback).set({ revealedAt: now }).where(eq(feedback.matchId, matchId));
      recordMatchChange(tx, [match.user1Id, match.user2Id], matchId, 'feedback');
    } else {
      recordMatchChange(tx, [viewer.id], matchId, 'feedback');
    }
  });
  const feedbackByMatch = await feedbackOfMatches(ctx.db, viewer.id, [matchId]);
  return mustExist(feedbackByMatch.get(matchId), "the match's feedback");
}

/** Each match's feedback as the viewer sees it, for those whose feedback has opened. */
export async function feedbackOfMatches(
  db: Db | Tx,
  viewerId: number,
  matchIds: number[],
): Promise<Map<number, MatchFeedback>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ matchId: matches.id, openedAt: matches.feedbackOpenedAt, given: feedback })
    .from(matches)
    .leftJoin(feedback, eq(feedback.matchId, matches.id))
    .where(and(inArray(matches.id, matchIds), sql`${matches.feedbackOpenedAt} is not null`));
  const byMatch = new Map<number, MatchFeedback>();
  for (const row of rows) {
    const openedAt = row.openedAt;
    if (openedAt === null) continue;
    const shown = byMatch.get(row.matchId) ?? {
      OpenUntil: new Date(openedAt.getTime() + FEEDBACK_WINDOW_MS).toISOString(),
      Given: null,
      Received: null,
    };
    if (row.given?.fromId === viewerId) shown.Given = toGivenFeedback(row.given);
    else if (row.given && row.given.revealedAt !== null && row.given.review !== 'dropped') {
      shown.Received = { Positive: row.given.positive };
    }
    byMatch.set(row.matchId, shown);
  }
  return byMatch;
}

function toGivenFeedback(row: FeedbackRow): NonNullable<MatchFeedback['Given']> {
  return {
    Positive: row.positive,
    Reason: feedbackReasonOf(row.reason),
    Text: row.text,
  };
}

/**
 * Reveals the feedback of every match whose window has closed: one statement, so several
 * processes sweeping at once agree. Answers how many were revealed.
 */
export async function revealClosedFeedback(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const closedBefore = new Date(ctx.clock.now().getTime() - FEEDBACK_WINDOW_MS);
  const revealed = await ctx.db
    .update(feedback)
    .set({ revealedAt: ctx.clock.now() })
    .where(
      and(
        isNull(feedback.revealedAt),
        inArray(
          feedback.matchId,
          ctx.db.select({ id: matches.id }).from(matches).where(lte(matches.feedbackOpenedAt, closedBefore)),
        ),
      ),
    )
    .returning({ matchId: feedback.matchId });
  return revealed.length;
}
