/** The member as they see themselves (shaped in users.presenter.ts), and the dashboard. */
import { AccountType, categoryPath, type DashboardUser, type User } from '@swapsies/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { categoryItems, charityFollows, friendships, userCategories, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { friendsOfFriendsOf } from '../friends/network.service.ts';
import { ownItems } from '../items/items.service.ts';
import { latestNotifications } from '../notifications/notifications.service.ts';
import { categoryPathsQuery } from '../reference/categories.service.ts';
import { type SocialCounts, toUser } from './users.presenter.ts';

type UserRow = typeof users.$inferSelect;

export async function wantedCategories(db: Tx, userId: number): Promise<string[]> {
  const rows = await categoryPathsQuery(db)
    .innerJoin(userCategories, eq(userCategories.categoryItemId, categoryItems.id))
    .where(eq(userCategories.userId, userId))
    .orderBy(asc(userCategories.position));
  return rows.map((r) => categoryPath(r.categoryId, r.subcategoryId, r.itemId));
}

/** Friends, friends of friends (distance exactly 2) and charity followers, each from an index. */
async function socialCounts(db: Tx, user: UserRow): Promise<SocialCounts> {
  if (user.type === AccountType.Charity) {
    const [followers] = await db
      .select({ n: count() })
      .from(charityFollows)
      .where(eq(charityFollows.charityId, user.id));
    return { FriendsCount: 0, FriendsOfFriendsCount: 0, FollowersCount: followers?.n ?? 0 };
  }
  const [[friends], [friendsOfFriends]] = await Promise.all([
    db.select({ n: count() }).from(friendships).where(eq(friendships.userId, user.id)),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from (${friendsOfFriendsOf(user.id)}) as distance_two`,
    ),
  ]);
  return { FriendsCount: friends?.n ?? 0, FriendsOfFriendsCount: friendsOfFriends?.n ?? 0, FollowersCount: 0 };
}

export async function loadUserRow(db: Tx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('WRONG_TOKEN');
  return row;
}

/** The member's own answer: their row with their wanted categories and counts. */
export async function userAnswer(db: Tx, row: UserRow): Promise<User> {
  const [categoryPaths, counts] = await Promise.all([wantedCategories(db, row.id), socialCounts(db, row)]);
  return toUser(row, categoryPaths, counts);
}

export async function dashboard(ctx: AppContext, userId: number): Promise<DashboardUser> {
  const row = await loadUserRow(ctx.db, userId);
  const [user, userItems, latest] = await Promise.all([
    userAnswer(ctx.db, row),
    ownItems(ctx.db, ctx.clock.now(), userId),
    latestNotifications(ctx.db, userId),
  ]);
  return { ...user, Items: userItems, Notifications: latest };
}
