/**
 * The admin role is granted from the command line, by someone who can
 * reach the database: `npm run admin -- grant <username>`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { liveAccount, liveWith } from '../members/members.policy.ts';

export const adminUsage = `Usage:
  npm run admin -- grant <username>    make a member an admin
  npm run admin -- revoke <username>   take the admin role away
  npm run admin -- list                list the admins`;

/**
 * Runs one admin command; answers what to print and whether it succeeded. `sessionsChanged` tells
 * the running API processes' session caches (plugins/session-cache.ts) that the member's role changed.
 */
export async function runAdminCommand(
  db: Tx,
  args: readonly string[],
  sessionsChanged: (userId: number) => Promise<void>,
): Promise<{ ok: boolean; output: string }> {
  const [command, username] = args;
  if (command === 'list' && args.length === 1) {
    const admins = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(and(eq(users.isAdmin, true), liveAccount()))
      .orderBy(asc(users.username));
    const lines = admins.map((admin) => `${admin.username} <${admin.email}>`);
    return { ok: true, output: lines.length ? lines.join('\n') : 'There are no admins yet.' };
  }
  if ((command === 'grant' || command === 'revoke') && username && args.length === 2) {
    const isAdmin = command === 'grant';
    const changed = await db
      .update(users)
      .set({ isAdmin })
      .where(liveWith(users.username, username.trim().toLowerCase()))
      .returning({ id: users.id });
    const [member] = changed;
    if (!member) return { ok: false, output: `No member has the username "${username}".` };
    await sessionsChanged(member.id);
    return { ok: true, output: isAdmin ? `${username} is now an admin.` : `${username} is no longer an admin.` };
  }
  return { ok: false, output: adminUsage };
}
