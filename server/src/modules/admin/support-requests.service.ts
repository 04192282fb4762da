/** The admins' list of contact and tech-support requests, beside reports (product decisions §11). */
import type { AdminSupportRequest } from '@swapsies/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { supportRequests, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toAdminSupportRequest } from '../support/support.presenter.ts';

const LIST_LIMIT = 100;

/** Unresolved requests, newest first. */
export async function openSupportRequests(ctx: AppContext): Promise<AdminSupportRequest[]> {
  const rows = await ctx.db
    .select({ request: supportRequests, username: users.username, email: users.email })
    .from(supportRequests)
    // A deleted member's erased fields are no one to answer: their request falls back to its login.
    .leftJoin(users, and(eq(users.id, supportRequests.userId), isNull(users.deletedAt)))
    .where(isNull(supportRequests.resolvedAt))
    .orderBy(desc(supportRequests.id))
    .limit(LIST_LIMIT);
  return rows.map(({ request, username, email }) =>
    toAdminSupportRequest(request, username !== null && email !== null ? { username, email } : null),
  );
}

export async function resolveSupportRequest(ctx: AppContext, requestId: number): Promise<void> {
  const resolved = await ctx.db
    .update(supportRequests)
    .set({ resolvedAt: ctx.clock.now() })
    .where(and(eq(supportRequests.id, requestId), isNull(supportRequests.resolvedAt)))
    .returning({ id: supportRequests.id });
  if (resolved.length === 0) throw new AppError('NOT_FOUND');
}
