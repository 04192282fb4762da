/** Reports of content, from members and from visitors: stored for the admins' queue. */
import { checkEmail, type ReportBody, type ReportUnauthBody } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { items, reports, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';

/** A report must name something that exists. Messages arrive with chat; until then none exist to report. */
async function targetExists(db: Tx, type: ReportBody['TargetType'], id: number): Promise<boolean> {
  if (type === 'user') return (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
  if (type === 'item') return (await db.select({ id: items.id }).from(items).where(eq(items.id, id))).length > 0;
  return false;
}

export async function reportAsMember(ctx: AppContext, reporterId: number, input: ReportBody): Promise<void> {
  if (!(await targetExists(ctx.db, input.TargetType, input.TargetID))) throw new AppError('NOT_FOUND');
  await ctx.db.insert(reports).values({
    reporterId,
    targetType: input.TargetType,
    targetId: input.TargetID,
    reason: input.Reason.trim(),
    text: input.Text.trim(),
    createdAt: ctx.clock.now(),
  });
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
