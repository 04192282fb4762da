/**
 * Blocks, as every area reads them. A block works both ways: whoever blocked whom, neither member
 * sees, reaches or hears from the other, and each is answered as if the other were gone. The
 * blocked member is never told. Writing and lifting blocks is the blocks area's.
 */
import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Param, Tx } from '../../db/client.ts';
import { blocks } from '../../db/schema.ts';

type Member = Param<number> | AnyColumn;

/** True when either member has blocked the other: two primary-key probes. */
export function blockedBetween(a: Member, b: Member): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from blocks bk where bk.blocker_id = ${a} and bk.blocked_id = ${b})
    or exists (select 1 from blocks bk where bk.blocker_id = ${b} and bk.blocked_id = ${a}))`;
}

/** The members a block stands between this member and, either way, as a subquery of user ids. */
export function blockedWith(userId: Member): SQL {
  return sql`select bk.blocked_id from blocks bk where bk.blocker_id = ${userId}
    union all select bk.blocker_id from blocks bk where bk.blocked_id = ${userId}`;
}

/** Whether a block stands between two members, read now. */
export async function isBlockedBetween(db: Tx, a: number, b: number): Promise<boolean> {
  const found = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return found.length > 0;
}
