/** Reports of content, from members and from visitors: stored for the admins' queue; enough of them hide it (hiding.service.ts). */
import { checkEmail, type ReportBody, type ReportUnauthBody } from '@swapsies/contract';
import type { AppContext } from '../../context.ts';
import { reports } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { publishChatChange } from '../chat/chat.service.ts';
import { liveTransaction } from '../live/live.service.ts';
import { isMember } from '../matches/matches.policy.ts';
import { hideOnReports, lockTarget } from './hiding.service.ts';

/**
 * Stores a member's report of a thing they can see: any member or item that exists, or a message
 * of one of their own matches, whose text is kept with the report (its sender may delete it
 * afterwards). The target is locked first, so that reports crossing the hiding threshold together
 * hide it once (hiding.service.ts).
 */
export async function reportAsMember(ctx: AppContext, reporterId: number, input: ReportBody): Promise<void> {
  const hidden = await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const target = await lockTarget(tx, input.TargetType, input.TargetID);
    if (!target || (target.type === 'message' && !isMember(target.match, reporterId))) throw new AppError('NOT_FOUND');
    await tx.insert(reports).values({
      reporterId,
      targetType: input.TargetType,
      targetId: input.TargetID,
      targetText: target.type === 'message' ? target.text : null,
      reason: input.Reason.trim(),
      text: input.Text.trim(),
      createdAt: now,
    });
    return hideOnReports(tx, now, target, ctx.config.reportHideThreshold);
  });
  if (hidden) await publishChatChange(ctx, hidden);
}

export async function reportAnonymously(ctx: AppContext, input: ReportUnauthBody): Promise<void> {
  const emailProblem = checkEmail(input.Email);
  if (emailProblem) throw validationError([{ Field: 'Email', Message: emailProblem }]);
  let url: URL | null = null;
  try {
    url = new URL(input.Url);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw validationError([{ Field: 'Url', Message: 'Please give the address of the page you are reporting' }]);
  }
  await ctx.db.insert(reports).values({
    reporterEmail: input.Email.trim().toLowerCase(),
    reason: input.Reason.trim(),
    text: input.Text.trim(),
    url: url.toString(),
    createdAt: ctx.clock.now(),
  });
}
