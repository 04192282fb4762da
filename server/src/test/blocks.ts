/**
 * A block written straight into the table, as the block action's result would leave it but with
 * nothing else ended: the friendship, likes, matches and commitments of the pair stay, so a test
 * shows that the read side's guards hold on their own.
 */
import { blocks } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export async function insertBlock(t: TestApp, blocker: { id: number }, blocked: { id: number }): Promise<void> {
  await t.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: t.clock.now() });
}
