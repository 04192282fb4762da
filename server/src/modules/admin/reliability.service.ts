/**
 * The admins' side of reliability (issue 27): a thumbs down and a reported no-show count against
 * a member only once an admin upholds them; an admin may drop either, for example as retaliation.
 * Members whose answers to "Did the swap happen?" disagree are listed as a pair until closed;
 * nothing counts against either of them.
 */
import {
  FeedbackReason,
  HandoverOutcome,
  type MemberSummary,
  type OutcomeDisagreement,
  type ReliabilityReview,
  ReliabilityReviewKind,
} from '@swapsies/contract';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor, AppContext } from '../../context.ts';
import { qualified } from '../../db/qualified.ts';
import { feedback, handoverOutcomes, handovers, matches, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { mustExist } from '../../lib/must-exist.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { feedbackReasonOf, outcomeOf } from '../matches/matches.presenter.ts';
import { memberSummaryColumns } from '../members/members.presenter.ts';

/** Whether the member rated has given feedback in the same match: a thumbs down answering one may be retaliation. */
const answeredFeedback = (matchId: AnyPgColumn, aboutId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from feedback mine where mine.match_id = ${qualified(matchId)} and mine.from_id = ${qualified(aboutId)})`;

/** The members named, as summaries, by id. */
async function summariesOf(ctx: AppContext, ids: number[]): Promise<Map<number, MemberSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    // Admins review from no area of their own: the summaries carry the town alone.
    .select(memberSummaryColumns(sql`null`))
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.ID, row]));
}

/** GET /admin/reliability: what waits for review, oldest first, and the open disagreements. */
export async function reliabilityQueue(
  ctx: AppContext,
): Promise<{ Reviews: ReliabilityReview[]; Disagreements: OutcomeDisagreement[] }> {
  const [thumbsDown, noShows, disputed] = await Promise.all([
    ctx.db
      .select({
        id: feedback.id,
        matchId: feedback.matchId,
        fromId: feedback.fromId,
        aboutId: feedback.aboutId,
        reason: feedback.reason,
        text: feedback.text,
        createdAt: feedback.createdAt,
        aboutGave: answeredFeedback(feedback.matchId, feedback.aboutId),
      })
      .from(feedback)
      .where(eq(feedback.review, 'pending'))
      .orderBy(asc(feedback.id)),
    ctx.db
      .select({
        id: handoverOutcomes.id,
        matchId: handoverOutcomes.matchId,
        fromId: handoverOutcomes.memberId,
        aboutId: handoverOutcomes.aboutId,
        createdAt: handoverOutcomes.createdAt,
        at: handovers.at,
        place: handovers.place,
        aboutGave: answeredFeedback(handoverOutcomes.matchId, handoverOutcomes.aboutId),
      })
      .from(handoverOutcomes)
      .innerJoin(handovers, eq(handovers.id, handoverOutcomes.handoverId))
      .where(eq(handoverOutcomes.review, 'pending'))
      .orderBy(asc(handoverOutcomes.id)),
    ctx.db
      .select({
        id: handovers.id,
        matchId: handovers.matchId,
        at: handovers.at,
        place: handovers.place,
        memberId: handoverOutcomes.memberId,
        outcome: handoverOutcomes.outcome,
        answeredAt: handoverOutcomes.createdAt,
      })
      .from(handovers)
      .innerJoin(handoverOutcomes, eq(handoverOutcomes.handoverId, handovers.id))
      .where(and(isNotNull(handovers.disputedAt), isNull(handovers.disputeClosedAt)))
      .orderBy(asc(handovers.disputedAt), asc(handoverOutcomes.id)),
  ]);
  const members = await summariesOf(ctx, [
    ...thumbsDown.flatMap((row) => [row.fromId, row.aboutId]),
    ...noShows.flatMap((row) => [row.fromId, row.aboutId]),
    ...disputed.map((row) => row.memberId),
  ]);
  const member = (id: number) => mustExist(members.get(id), 'the member');
  const reviews: ReliabilityReview[] = [
    ...thumbsDown.map((row) => ({
      Kind: ReliabilityReviewKind.Feedback,
      ID: row.id,
      MatchID: row.matchId,
      From: member(row.fromId),
      About: member(row.aboutId),
      Reason: feedbackReasonOf(row.reason) ?? FeedbackReason.Other,
      Text: row.text,
      HandoverAt: null,
      HandoverPlace: '',
      AboutGaveFeedback: row.aboutGave,
      CreatedAt: row.createdAt.toISOString(),
    })),
    ...noShows.map((row) => ({
      Kind: ReliabilityReviewKind.NoShow,
      ID: row.id,
      MatchID: row.matchId,
      From: member(row.fromId),
      About: member(row.aboutId),
      Reason: FeedbackReason.NoShow,
      Text: '',
      HandoverAt: row.at.toISOString(),
      HandoverPlace: row.place,
      AboutGaveFeedback: row.aboutGave,
      CreatedAt: row.createdAt.toISOString(),
    })),
  ].sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt));
  const disagreements = new Map<number, OutcomeDisagreement>();
  for (const row of disputed) {
    const pair = disagreements.get(row.id) ?? {
      ID: row.id,
      MatchID: row.matchId,
      HandoverAt: row.at.toISOString(),
      HandoverPlace: row.place,
      Answers: [],
    };
    pair.Answers.push({
      Member: member(row.memberId),
      Outcome: outcomeOf(row.outcome) ?? HandoverOutcome.Happened,
      AnsweredAt: row.answeredAt.toISOString(),
    });
    disagreements.set(row.id, pair);
  }
  return { Reviews: reviews, Disagreements: [...disagreements.values()] };
}

/**
 * POST /admin/reliability/{kind}/{id}/review: upholds a pending thumbs down or no-show (it counts
 * from now) or drops it. NOT_FOUND for one that is not waiting, reviewed or disputed already.
 */
export async function reviewReliability(
  ctx: AppContext,
  admin: Actor,
  kind: ReliabilityReviewKind,
  id: number,
  counts: boolean,
): Promise<void> {
  const now = ctx.clock.now();
  const decision = { review: counts ? 'upheld' : 'dropped', reviewedBy: admin.id, reviewedAt: now };
  await liveTransaction(ctx, async (tx) => {
    const [reviewed] =
      kind === ReliabilityReviewKind.Feedback
        ? await tx
            .update(feedback)
            .set(decision)
            .where(and(eq(feedback.id, id), eq(feedback.review, 'pending')))
            .returning({ matchId: feedback.matchId })
        : await tx
            .update(handoverOutcomes)
            .set(decision)
            .where(and(eq(handoverOutcomes.id, id), eq(handoverOutcomes.review, 'pending')))
            .returning({ matchId: handoverOutcomes.matchId });
    if (!reviewed) throw new AppError('NOT_FOUND');
    // A dropped thumbs down leaves the rated member's screen, once it was shown there.
    const [match] = await tx
      .select({ user1Id: matches.user1Id, user2Id: matches.user2Id })
      .from(matches)
      .where(eq(matches.id, reviewed.matchId));
    if (match) recordMatchChange(tx, [match.user1Id, match.user2Id], reviewed.matchId, 'feedback');
  });
}

/** POST /admin/disagreements/{id}/close: the pair leaves the queue; NOT_FOUND for one not open. */
export async function closeDisagreement(ctx: AppContext, admin: Actor, handoverId: number): Promise<void> {
  const [closed] = await ctx.db
    .update(handovers)
    .set({ disputeClosedAt: ctx.clock.now(), disputeClosedBy: admin.id })
    .where(and(eq(handovers.id, handoverId), isNotNull(handovers.disputedAt), isNull(handovers.disputeClosedAt)))
    .returning({ id: handovers.id });
  if (!closed) throw new AppError('NOT_FOUND');
}
