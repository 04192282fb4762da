/**
 * Friends and charities. Friendships are symmetric and made by request and acceptance; who may ask,
 * answer and follow whom is friends.policy.ts. Every change to one pair runs under the pair lock
 * (members/pair-lock.service.ts), so that two requests crossing each other, or a request racing an
 * acceptance, cannot leave the pair in two states at once.
 */
import {
  AccountType,
  type CharityEntry,
  type FoundUser,
  type FriendsAnswer,
  friendSubjects,
  notificationTexts,
  Relation,
} from '@swapsies/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { charityFollows, friendRequests, friendships, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveTransaction } from '../live/live.service.ts';
import { blockedBetween } from '../members/blocks.policy.ts';
import { betweenPair, liveAccount } from '../members/members.policy.ts';
import {
  areaSeenBy,
  displayName,
  memberSummaryColumns,
  shownProfilePhoto,
  toPersonSummary,
} from '../members/members.presenter.ts';
import { lockPair } from '../members/pair-lock.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { checkBefriendable, checkFollowable, checkMayRequest, findableBy, notBlockedWith } from './friends.policy.ts';

const CHARITIES_LIMIT = 500;

async function relationOf(db: Tx, viewerId: number, otherId: number): Promise<Relation> {
  const [friend] = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, viewerId), eq(friendships.friendId, otherId)));
  if (friend) return Relation.Friend;
  const pending = await db
    .select({ senderId: friendRequests.senderId })
    .from(friendRequests)
    .where(betweenPair(friendRequests.senderId, friendRequests.recipientId, viewerId, otherId));
  if (pending.some((row) => row.senderId === otherId)) return Relation.PendingApproval;
  if (pending.length > 0) return Relation.PendingRequest;
  return Relation.None;
}

/** A member by handle, or a charity by its number (friends.policy.ts). */
export async function searchUser(db: Tx, actor: Actor, query: string): Promise<FoundUser> {
  const [row] = await db.select(memberSummaryColumns(actor.id)).from(users).where(findableBy(query, actor.id));
  if (row?.ID === actor.id) throw new AppError('SELF_REQUEST');
  if (!row) throw new AppError('USER_NOT_FOUND');
  const [following] =
    row.Type === AccountType.Charity
      ? await db
          .select({ id: charityFollows.charityId })
          .from(charityFollows)
          .where(and(eq(charityFollows.userId, actor.id), eq(charityFollows.charityId, row.ID)))
      : [];
  return {
    ...toPersonSummary(row),
    Relation: row.Type === AccountType.Charity ? Relation.None : await relationOf(db, actor.id, row.ID),
    Following: following !== undefined,
  };
}

export async function listFriends(db: Tx, actor: Actor): Promise<Omit<FriendsAnswer, 'Success' | 'ErrorCode'>> {
  const [friends, incoming, outgoing] = await Promise.all([
    db
      .select(memberSummaryColumns(actor.id))
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(and(eq(friendships.userId, actor.id), notBlockedWith(actor.id)))
      .orderBy(asc(users.firstName), asc(users.id)),
    db
      .select(memberSummaryColumns(actor.id))
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.senderId))
      .where(and(eq(friendRequests.recipientId, actor.id), notBlockedWith(actor.id)))
      .orderBy(asc(friendRequests.createdAt)),
    db
      .select(memberSummaryColumns(actor.id))
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.recipientId))
      .where(and(eq(friendRequests.senderId, actor.id), notBlockedWith(actor.id)))
      .orderBy(asc(friendRequests.createdAt)),
  ]);
  return {
    Friends: friends.map(toPersonSummary),
    PendingApprovals: incoming.map(toPersonSummary),
    PendingRequests: outgoing.map(toPersonSummary),
  };
}

/** Takes the pair lock on a member and someone they could befriend. */
async function lockFriendPair(tx: Tx, actorId: number, otherId: number) {
  const { me, other, blocked } = await lockPair(tx, actorId, otherId);
  if (!me) throw new AppError('USER_NOT_FOUND');
  checkBefriendable(other, blocked);
  return { me, other };
}

async function deleteRequest(tx: Tx, senderId: number, recipientId: number): Promise<boolean> {
  const deleted = await tx
    .delete(friendRequests)
    .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.recipientId, recipientId)))
    .returning({ senderId: friendRequests.senderId });
  return deleted.length > 0;
}

export async function sendRequest(ctx: AppContext, actor: Actor, otherId: number): Promise<void> {
  checkMayRequest(actor.id, otherId, null);
  await liveTransaction(ctx, async (tx) => {
    const { me } = await lockFriendPair(tx, actor.id, otherId);
    checkMayRequest(actor.id, otherId, await relationOf(tx, actor.id, otherId));
    await addRequest(tx, me, otherId, ctx.clock.now());
  });
}

/** Stores a friend request and tells its addressee (kind FriendRequest, which routes to /friends). */
export async function addRequest(
  tx: Tx,
  sender: { id: number; firstName: string; lastName: string; username: string },
  recipientId: number,
  now: Date,
): Promise<void> {
  await tx.insert(friendRequests).values({ senderId: sender.id, recipientId, createdAt: now });
  const subject = friendSubjects.request(displayName(sender));
  const text = notificationTexts.friendRequest(sender.username);
  await notify(tx, now, recipientId, 'FriendRequest', subject, text, undefined, sender.id);
}

export async function acceptRequest(ctx: AppContext, actor: Actor, senderId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    const { me } = await lockFriendPair(tx, actor.id, senderId);
    if (!(await deleteRequest(tx, senderId, actor.id))) throw new AppError('REQUEST_NOT_FOUND');
    await tx
      .insert(friendships)
      .values([
        { userId: actor.id, friendId: senderId, createdAt: ctx.clock.now() },
        { userId: senderId, friendId: actor.id, createdAt: ctx.clock.now() },
      ])
      .onConflictDoNothing();
    const subject = friendSubjects.accepted(displayName(me));
    const text = notificationTexts.friendAccepted(me.username);
    await notify(tx, ctx.clock.now(), senderId, 'FriendRequest', subject, text, undefined, actor.id);
  });
}

export async function rejectRequest(ctx: AppContext, actor: Actor, senderId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    await lockFriendPair(tx, actor.id, senderId);
    if (!(await deleteRequest(tx, senderId, actor.id))) throw new AppError('REQUEST_NOT_FOUND');
  });
}

export async function recallRequest(ctx: AppContext, actor: Actor, recipientId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    await lockFriendPair(tx, actor.id, recipientId);
    if (!(await deleteRequest(tx, actor.id, recipientId))) throw new AppError('REQUEST_NOT_FOUND');
  });
}

export async function removeFriend(ctx: AppContext, actor: Actor, friendId: number): Promise<void> {
  await liveTransaction(ctx, async (tx) => {
    await lockFriendPair(tx, actor.id, friendId);
    const removed = await tx
      .delete(friendships)
      .where(betweenPair(friendships.userId, friendships.friendId, actor.id, friendId))
      .returning({ userId: friendships.userId });
    if (removed.length === 0) throw new AppError('NOT_FRIENDS');
  });
}

export async function listCharities(db: Tx, actor: Actor): Promise<CharityEntry[]> {
  const rows = await db
    .select({
      ID: users.id,
      FirstName: users.firstName,
      Username: users.username,
      ProfilePhoto: shownProfilePhoto,
      ...areaSeenBy(actor.id, qualified(users.district)),
      followedBy: charityFollows.userId,
    })
    .from(users)
    .leftJoin(charityFollows, and(eq(charityFollows.charityId, users.id), eq(charityFollows.userId, actor.id)))
    .where(and(eq(users.type, AccountType.Charity), liveAccount(), notBlockedWith(actor.id)))
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(CHARITIES_LIMIT);
  return rows.map(({ followedBy, ...charity }) => ({ ...charity, Following: followedBy !== null }));
}

async function requireCharity(db: Tx, actor: Actor, charityId: number): Promise<void> {
  const [target] = await db
    .select({ type: users.type, blocked: blockedBetween(users.id, actor.id) })
    .from(users)
    .where(and(eq(users.id, charityId), liveAccount()));
  checkFollowable(target);
}

/** Following twice, or unfollowing a charity not followed, changes nothing and is not an error. */
export async function followCharity(ctx: AppContext, actor: Actor, charityId: number): Promise<void> {
  await requireCharity(ctx.db, actor, charityId);
  await ctx.db
    .insert(charityFollows)
    .values({ userId: actor.id, charityId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
}

export async function unfollowCharity(ctx: AppContext, actor: Actor, charityId: number): Promise<void> {
  await requireCharity(ctx.db, actor, charityId);
  await ctx.db
    .delete(charityFollows)
    .where(and(eq(charityFollows.userId, actor.id), eq(charityFollows.charityId, charityId)));
}
