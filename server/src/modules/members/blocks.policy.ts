/**
 * Blocks, as every area reads them. A block works both ways: whoever blocked whom, neither member
 * sees, reaches or hears from the other, and each is answered as if the other were gone. The
 * blocked member is never told. Writing and lifting blocks is the blocks area's.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Param, Tx } from '../../db/client.ts';
import { blocks } from '../../db/schema.ts';
import { betweenPair } from './members.policy.ts';

type Member = Param<number> | AnyColumn;

/** True when either member has blocked the other: two primary-key probes. */
export function blockedBetween(a: Member, b: Member): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from blocks bk where bk.blocker_id = ${a} and bk.blocked_id = ${b})
    or exists (select 1 from blocks bk where bk.blocker_id = ${b} and bk.blocked_id = ${a}))`;
}

/**
 * True when no block stands between the two, either way. Written as two and-ed `not exists`, which
 * the planner turns into anti-joins with true estimates: a `not in (the blocked members)` made it
 * guess half the rows gone and walk Friends+ by category instead of by owner, 10 times slower
 * (docs/performance.md).
 */
export function notBlockedBetween(a: Member, b: Member): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from blocks bk where bk.blocker_id = ${a} and bk.blocked_id = ${b})
    and not exists (select 1 from blocks bk where bk.blocker_id = ${b} and bk.blocked_id = ${a})`;
}

/** Whether a block stands between two members, read now. */
export async function isBlockedBetween(db: Tx, a: number, b: number): Promise<boolean> {
  const found = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(betweenPair(blocks.blockerId, blocks.blockedId, a, b))
    .limit(1);
  return found.length > 0;
}
