/**
 * "Did the swap happen?" (issue 27): each member's answer about the match's agreed handover, once,
 * after its time. A no-show is against the partner, opens feedback, and counts once an admin
 * upholds it (admin/reliability.service.ts). Answers that disagree (handover.policy.ts) count
 * against neither: the arrangement is marked disputed, for an admin to see. The partner's answer
 * is never shown; the sweeper's question is jobs/handover-reminders.ts.
 */
import { type Handover, HandoverOutcome, HandoverStatus } from '@swapsies/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { handoverOutcomes, handovers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockChat } from '../chat/chat.service.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { openFeedback } from '../matches/feedback.service.ts';
import { checkActive, partnerOf } from '../matches/matches.policy.ts';
import { outcomeOf, toHandover } from '../matches/matches.presenter.ts';
import { answersDisagree } from './handover.policy.ts';

/** POST /matches/{id}/outcome: the viewer's answer about the match's agreed handover, once its time has passed. */
export async function reportOutcome(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  outcome: HandoverOutcome,
): Promise<Handover> {
  const now = ctx.clock.now();
  const agreed = await liveTransaction(ctx, async (tx) => {
    // The match's lock, as every change to its arrangement takes: an answer and a new proposal do not cross.
    const match = await lockChat(tx, viewer, matchId);
    checkActive(match);
    const [agreed] = await tx
      .select()
      .from(handovers)
      .where(and(eq(handovers.matchId, matchId), eq(handovers.status, HandoverStatus.Accepted)));
    if (!agreed || agreed.at > now) throw new AppError('OUTCOME_NOT_DUE');
    const partner = partnerOf(match, viewer.id);
    const [saved] = await tx
      .insert(handoverOutcomes)
      .values({
        handoverId: agreed.id,
        matchId,
        memberId: viewer.id,
        aboutId: partner,
        outcome,
        review: outcome === HandoverOutcome.NoShow ? 'pending' : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: handoverOutcomes.id });
    if (!saved) throw new AppError('OUTCOME_GIVEN');
    const [theirs] = await tx
      .select({ outcome: handoverOutcomes.outcome })
      .from(handoverOutcomes)
      .where(and(eq(handoverOutcomes.handoverId, agreed.id), eq(handoverOutcomes.memberId, partner)));
    const theirOutcome = outcomeOf(theirs?.outcome ?? null);
    if (theirOutcome !== null && answersDisagree(outcome, theirOutcome)) {
      await tx.update(handovers).set({ disputedAt: now }).where(eq(handovers.id, agreed.id));
      await tx
        .update(handoverOutcomes)
        .set({ review: 'disputed' })
        .where(and(eq(handoverOutcomes.handoverId, agreed.id), eq(handoverOutcomes.outcome, HandoverOutcome.NoShow)));
    }
    if (outcome === HandoverOutcome.NoShow) await openFeedback(tx, matchId, now);
    // The viewer's other screens show the answer; the partner's never do.
    recordMatchChange(tx, [viewer.id], matchId, 'handover');
    return agreed;
  });
  return toHandover(agreed, outcome);
}
