/** Reports of content, from members and from visitors: stored for the admins' queue. */
import { checkEmail, type ReportBody, type ReportUnauthBody } from '@swapsies/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { items, matches, messages, reports, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';

/**
 * The reported thing as the reporter can see it: any user or item that exists, and a message of
 * one of the reporter's own matches, whose text is kept with the report (its sender may delete it
 * afterwards). Undefined when there is no such thing for the reporter.
 */
async function reportedTarget(
  db: Tx,
  reporterId: number,
  type: ReportBody['TargetType'],
  id: number,
): Promise<{ text: string | null } | undefined> {
  if (type === 'user') return (await db.select({ text: sql<null>`null` }).from(users).where(eq(users.id, id)))[0];
  if (type === 'item') return (await db.select({ text: sql<null>`null` }).from(items).where(eq(items.id, id)))[0];
  const [message] = await db
    .select({ text: messages.text })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(and(eq(messages.id, id), or(eq(matches.user1Id, reporterId), eq(matches.user2Id, reporterId))));
  return message;
}

export async function reportAsMember(ctx: AppContext, reporterId: number, input: ReportBody): Promise<void> {
  const target = await reportedTarget(ctx.db, reporterId, input.TargetType, input.TargetID);
  if (!target) throw new AppError('NOT_FOUND');
  await ctx.db.insert(reports).values({
    reporterId,
    targetType: input.TargetType,
    targetId: input.TargetID,
    targetText: target.text,
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
