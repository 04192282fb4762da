import { type EmptyAnswer, type ModerationTargetType, ReportOutcome, routes } from '@swapsies/contract';
import { callApi } from '@/lib/api-client.ts';
import { moderationQueueQueryOptions } from './get-moderation-queue.ts';
import { optionalReasonBody } from './reason-body.ts';
import { useRefreshingMutation } from './refreshing-mutation.ts';

/** A moderator's decision on a reported thing: leave it up or remove it, or suspend its owner. */
export type ModerationDecision =
  | {
      outcome: typeof ReportOutcome.Restored | typeof ReportOutcome.Removed;
      type: ModerationTargetType;
      targetId: number;
      /** Told to the owner; leaving it up, it may be empty. */
      reason: string;
    }
  | { outcome: typeof ReportOutcome.Suspended; ownerId: number; reason: string };

/** POST /admin/moderation/{type}/{id}/restore or /remove, or POST /admin/users/{id}/suspend. */
export function moderate(decision: ModerationDecision): Promise<EmptyAnswer> {
  const { reason } = decision;
  if (decision.outcome === ReportOutcome.Suspended) {
    return callApi(routes.suspendUser, { params: { id: decision.ownerId }, body: { Reason: reason.trim() } });
  }
  const params = { type: decision.type, id: decision.targetId };
  if (decision.outcome === ReportOutcome.Restored) {
    return callApi(routes.restoreReported, { params, body: optionalReasonBody(reason) });
  }
  return callApi(routes.removeReported, { params, body: { Reason: reason.trim() } });
}

/** Decides, then settles once the moderation queue is fresh. */
export function useModerate() {
  return useRefreshingMutation(moderationQueueQueryOptions.queryKey, moderate);
}
