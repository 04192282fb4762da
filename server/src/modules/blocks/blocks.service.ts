/**
 * Writing and lifting blocks (POST and DELETE /users/{id}/block) and the caller's list (GET
 * /blocks). A block ends, at once and in one transaction, everything between the pair: their
 * friendship and friend requests, likes and offers between them, charity follows either way, and
 * their matches, which end as unmatched by the blocker, with their commitments; then every chat
 * socket on their matches closes. Nobody is told: no notification, only the live events that
 * refresh both members' screens. Unblocking restores nothing. Who may block whom is
 * blocks.policy.ts; what a block hides, every area reads through members/blocks.policy.ts.
 */
import type { BlockedMember } from '@swapsies/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  blocks,
  charityFollows,
  friendRequests,
  friendships,
  itemOffers,
  itemReactions,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { closeChatSockets } from '../chat/chat.service.ts';
import { liveTransaction } from '../live/live.service.ts';
import { endMatchesBetweenUntold } from '../matches/matches.service.ts';
import { betweenPair, liveAccount } from '../members/members.policy.ts';
import { memberSummaryColumns } from '../members/members.presenter.ts';
import { lockPair } from '../members/pair-lock.service.ts';
import { checkBlockable } from './blocks.policy.ts';

/** The most blocks GET /blocks lists, newest first: far beyond what anyone keeps. The export has them all. */
const BLOCKS_LIST_MAX = 500;

/**
 * Ends everything between the blocker and the other member, both ways; answers the ids of the
 * pair's matches, whose chat sockets close after the commit. The caller holds the pair's lock.
 */
async function endEverythingBetween(tx: Tx, now: Date, blocker: Actor, otherId: number): Promise<number[]> {
  const pair = [blocker.id, otherId] as const;
  await tx.delete(friendships).where(betweenPair(friendships.userId, friendships.friendId, ...pair));
  await tx.delete(friendRequests).where(betweenPair(friendRequests.senderId, friendRequests.recipientId, ...pair));
  // Skips stay: they are one member's answer to an item, and tie the pair to nothing.
  await tx
    .delete(itemReactions)
    .where(and(eq(itemReactions.liked, true), betweenPair(itemReactions.userId, itemReactions.itemOwnerId, ...pair)));
  await tx.delete(itemOffers).where(betweenPair(itemOffers.offererId, itemOffers.recipientId, ...pair));
  await tx.delete(charityFollows).where(betweenPair(charityFollows.userId, charityFollows.charityId, ...pair));
  return endMatchesBetweenUntold(tx, now, blocker, otherId);
}

/**
 * POST /users/{id}/block. Blocking again changes nothing the first block did not, and is no error;
 * the block keeps the time it was first made.
 */
export async function blockMember(ctx: AppContext, actor: Actor, otherId: number): Promise<void> {
  const closed = await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    // The pair lock first, as a like or a friend request takes it: neither can slip in mid-block.
    const { me, other } = await lockPair(tx, actor.id, otherId);
    if (!me) throw new AppError('WRONG_TOKEN');
    checkBlockable(me, other);
    await tx.insert(blocks).values({ blockerId: me.id, blockedId: other.id, createdAt: now }).onConflictDoNothing();
    return endEverythingBetween(tx, now, actor, other.id);
  });
  await closeChatSockets(ctx, closed);
}

/** DELETE /users/{id}/block: lifting a block that is not there is no error. */
export async function unblockMember(ctx: AppContext, actor: Actor, otherId: number): Promise<void> {
  const [other] = await ctx.db
    .select({ id: users.id, type: users.type })
    .from(users)
    .where(and(eq(users.id, otherId), liveAccount()));
  checkBlockable(actor, other);
  await ctx.db.delete(blocks).where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, other.id)));
}

/** The members this member has blocked, newest first: GET /blocks (at most `limit`) and the export. */
export async function blocksOf(db: Tx, userId: number, limit?: number): Promise<BlockedMember[]> {
  const query = db
    .select({ ...memberSummaryColumns(userId), blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(and(eq(blocks.blockerId, userId), liveAccount()))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ blockedAt, ...member }) => ({ ...member, BlockedAt: blockedAt.toISOString() }));
}

export function listBlocks(ctx: AppContext, actor: Actor): Promise<BlockedMember[]> {
  return blocksOf(ctx.db, actor.id, BLOCKS_LIST_MAX);
}
