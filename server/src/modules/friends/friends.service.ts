/**
 * Friends and charities (001 §2.6, §4.6; product-decisions §5). Friendships are symmetric and made
 * by request and acceptance: only the addressee answers a request, only its sender recalls it.
 * Every change to one pair runs with both members' rows locked, so that two requests crossing each
 * other, or a request racing an acceptance, cannot leave the pair in two states at once.
 */
import {
  AccountType,
  type CharityEntry,
  FoundBy,
  type FoundUser,
  type FriendsAnswer,
  friendSubjects,
  isCharityNumberSearch,
  normaliseFriendSearch,
  type PersonSummary,
  Relation,
} from '@swapsies/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { charityFollows, friendRequests, friendships, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notifications.service.ts';
import { displayName } from '../users/users.service.ts';

const CHARITIES_LIMIT = 500;

const summaryColumns = {
  ID: users.id,
  Type: users.type,
  FirstName: users.firstName,
  LastName: users.lastName,
  Username: users.username,
  ProfilePhoto: users.profilePhoto,
};

function summary(row: Omit<PersonSummary, 'FoundBy'>): PersonSummary {
  return { ...row, FoundBy: row.Type === AccountType.Charity ? FoundBy.CharityNumber : FoundBy.Username };
}

function requirePersonal(actor: Actor): void {
  // 001 §6: charities have no friends page; they are followed, not befriended.
  if (actor.type === AccountType.Charity) throw new AppError('FORBIDDEN');
}

async function relationOf(db: Tx, viewerId: number, otherId: number): Promise<Relation> {
  const [friend] = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, viewerId), eq(friendships.friendId, otherId)));
  if (friend) return Relation.Friend;
  const pending = await db
    .select({ senderId: friendRequests.senderId })
    .from(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, viewerId), eq(friendRequests.recipientId, otherId)),
        and(eq(friendRequests.senderId, otherId), eq(friendRequests.recipientId, viewerId)),
      ),
    );
  if (pending.some((row) => row.senderId === otherId)) return Relation.PendingApproval;
  if (pending.length > 0) return Relation.PendingRequest;
  return Relation.None;
}

/** A member by handle, or a charity by its number; never someone who switched AllowSearch off. */
export async function searchUser(db: Tx, actor: Actor, query: string): Promise<FoundUser> {
  const value = normaliseFriendSearch(query);
  const byNumber = isCharityNumberSearch(value);
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .where(
      and(
        eq(users.username, value),
        eq(users.type, byNumber ? AccountType.Charity : AccountType.Personal),
        eq(users.allowSearch, true),
      ),
    );
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
    ...summary(row),
    Relation: row.Type === AccountType.Charity ? Relation.None : await relationOf(db, actor.id, row.ID),
    Following: following !== undefined,
  };
}

export async function listFriends(db: Tx, actor: Actor): Promise<Omit<FriendsAnswer, 'Success' | 'ErrorCode'>> {
  const [friends, incoming, outgoing] = await Promise.all([
    db
      .select(summaryColumns)
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(eq(friendships.userId, actor.id))
      .orderBy(asc(users.firstName), asc(users.id)),
    db
      .select(summaryColumns)
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.senderId))
      .where(eq(friendRequests.recipientId, actor.id))
      .orderBy(asc(friendRequests.createdAt)),
    db
      .select(summaryColumns)
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.recipientId))
      .where(eq(friendRequests.senderId, actor.id))
      .orderBy(asc(friendRequests.createdAt)),
  ]);
  return {
    Friends: friends.map(summary),
    PendingApprovals: incoming.map(summary),
    PendingRequests: outgoing.map(summary),
  };
}

/** Locks both members of a pair, in id order so that two transactions never wait on each other. */
async function lockPair(tx: Tx, actorId: number, otherId: number) {
  const rows = await tx
    .select({
      id: users.id,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(inArray(users.id, [actorId, otherId]))
    .orderBy(asc(users.id))
    .for('update');
  const me = rows.find((row) => row.id === actorId);
  const other = rows.find((row) => row.id === otherId);
  if (!me || !other || other.type === AccountType.Charity) throw new AppError('USER_NOT_FOUND');
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
  requirePersonal(actor);
  if (otherId === actor.id) throw new AppError('SELF_REQUEST');
  await ctx.db.transaction(async (tx) => {
    const { me } = await lockPair(tx, actor.id, otherId);
    const relation = await relationOf(tx, actor.id, otherId);
    if (relation === Relation.Friend) throw new AppError('ALREADY_FRIENDS');
    if (relation === Relation.PendingRequest) throw new AppError('REQUEST_EXISTS');
    if (relation === Relation.PendingApproval) throw new AppError('REQUEST_RECEIVED');
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
  await notify(
    tx,
    recipientId,
    'FriendRequest',
    friendSubjects.request(displayName(sender)),
    `@${sender.username} would like to swap with you.`,
  );
}

export async function acceptRequest(ctx: AppContext, actor: Actor, senderId: number): Promise<void> {
  requirePersonal(actor);
  await ctx.db.transaction(async (tx) => {
    const { me } = await lockPair(tx, actor.id, senderId);
    if (!(await deleteRequest(tx, senderId, actor.id))) throw new AppError('REQUEST_NOT_FOUND');
    await tx
      .insert(friendships)
      .values([
        { userId: actor.id, friendId: senderId, createdAt: ctx.clock.now() },
        { userId: senderId, friendId: actor.id, createdAt: ctx.clock.now() },
      ])
      .onConflictDoNothing();
    await notify(
      tx,
      senderId,
      'FriendRequest',
      friendSubjects.accepted(displayName(me)),
      `You and @${me.username} are now friends.`,
    );
  });
}

export async function rejectRequest(ctx: AppContext, actor: Actor, senderId: number): Promise<void> {
  requirePersonal(actor);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, actor.id, senderId);
    if (!(await deleteRequest(tx, senderId, actor.id))) throw new AppError('REQUEST_NOT_FOUND');
  });
}

export async function recallRequest(ctx: AppContext, actor: Actor, recipientId: number): Promise<void> {
  requirePersonal(actor);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, actor.id, recipientId);
    if (!(await deleteRequest(tx, actor.id, recipientId))) throw new AppError('REQUEST_NOT_FOUND');
  });
}

export async function removeFriend(ctx: AppContext, actor: Actor, friendId: number): Promise<void> {
  requirePersonal(actor);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, actor.id, friendId);
    const removed = await tx
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, actor.id), eq(friendships.friendId, friendId)),
          and(eq(friendships.userId, friendId), eq(friendships.friendId, actor.id)),
        ),
      )
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
      ProfilePhoto: users.profilePhoto,
      followedBy: charityFollows.userId,
    })
    .from(users)
    .leftJoin(charityFollows, and(eq(charityFollows.charityId, users.id), eq(charityFollows.userId, actor.id)))
    .where(eq(users.type, AccountType.Charity))
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(CHARITIES_LIMIT);
  return rows.map(({ followedBy, ...charity }) => ({ ...charity, Following: followedBy !== null }));
}

async function requireCharity(db: Tx, charityId: number): Promise<void> {
  const [charity] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, charityId), eq(users.type, AccountType.Charity)));
  if (!charity) throw new AppError('USER_NOT_FOUND');
}

/** Following twice, or unfollowing a charity not followed, changes nothing and is not an error. */
export async function followCharity(ctx: AppContext, actor: Actor, charityId: number): Promise<void> {
  requirePersonal(actor);
  await requireCharity(ctx.db, charityId);
  await ctx.db
    .insert(charityFollows)
    .values({ userId: actor.id, charityId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
}

export async function unfollowCharity(ctx: AppContext, actor: Actor, charityId: number): Promise<void> {
  requirePersonal(actor);
  await requireCharity(ctx.db, charityId);
  await ctx.db
    .delete(charityFollows)
    .where(and(eq(charityFollows.userId, actor.id), eq(charityFollows.charityId, charityId)));
}
