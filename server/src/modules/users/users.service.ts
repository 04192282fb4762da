/** The member as the API shows them (001 §3), and the dashboard. */
import { AccountType, categoryPath, type DashboardUser, type User } from '@swapsies/contract';
import { and, asc, count, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  categoryItems,
  charityFollows,
  friendships,
  notifications,
  subcategories,
  userCategories,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownItems } from '../items/items.service.ts';
import { toNotification } from '../notifications/notifications.service.ts';

type UserRow = typeof users.$inferSelect;

/** How a member is named to others: their full name, or their handle when they have none. */
export function displayName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

async function wantedCategories(db: Tx, userId: number): Promise<string[]> {
  const rows = await db
    .select({
      categoryId: subcategories.categoryId,
      subcategoryId: categoryItems.subcategoryId,
      itemId: categoryItems.id,
    })
    .from(userCategories)
    .innerJoin(categoryItems, eq(categoryItems.id, userCategories.categoryItemId))
    .innerJoin(subcategories, eq(subcategories.id, categoryItems.subcategoryId))
    .where(eq(userCategories.userId, userId))
    .orderBy(asc(userCategories.position));
  return rows.map((r) => categoryPath(r.categoryId, r.subcategoryId, r.itemId));
}

/** Friends, friends of friends (distance exactly 2) and charity followers, each from an index. */
async function socialCounts(db: Tx, user: UserRow) {
  if (user.type === AccountType.Charity) {
    const [followers] = await db
      .select({ n: count() })
      .from(charityFollows)
      .where(eq(charityFollows.charityId, user.id));
    return { FriendsCount: 0, FriendsOfFriendsCount: 0, FollowersCount: followers?.n ?? 0 };
  }
  const direct = alias(friendships, 'direct');
  const second = alias(friendships, 'second');
  const [[friends], [friendsOfFriends]] = await Promise.all([
    db.select({ n: count() }).from(friendships).where(eq(friendships.userId, user.id)),
    db
      .select({ n: countDistinct(second.friendId) })
      .from(direct)
      .innerJoin(second, eq(second.userId, direct.friendId))
      .where(
        and(
          eq(direct.userId, user.id),
          ne(second.friendId, user.id),
          sql`not exists (select 1 from ${friendships} f where f.user_id = ${user.id} and f.friend_id = ${second.friendId})`,
        ),
      ),
  ]);
  return { FriendsCount: friends?.n ?? 0, FriendsOfFriendsCount: friendsOfFriends?.n ?? 0, FollowersCount: 0 };
}

export async function loadUserRow(db: Tx, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('WRONG_TOKEN');
  return row;
}

export async function toUser(db: Tx, row: UserRow): Promise<User> {
  const [categoryPaths, counts] = await Promise.all([wantedCategories(db, row.id), socialCounts(db, row)]);
  return {
    ID: row.id,
    Type: row.type,
    Username: row.username,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Bio: row.bio,
    Phone: row.phone,
    Telegram: row.telegram,
    WhatsApp: row.whatsApp,
    Address: row.address,
    ProfilePhoto: row.profilePhoto,
    AllowSearch: row.allowSearch,
    Pint: row.pint,
    Country: row.country,
    Categories: categoryPaths,
    NotificationSettings: row.notificationSettings,
    IsAdmin: row.isAdmin,
    ...counts,
  };
}

export async function dashboard(ctx: AppContext, userId: number): Promise<DashboardUser> {
  const row = await loadUserRow(ctx.db, userId);
  const [user, userItems, latest] = await Promise.all([
    toUser(ctx.db, row),
    ownItems(ctx.db, ctx.clock.now(), userId),
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(100),
  ]);
  return { ...user, Items: userItems, Notifications: latest.map(toNotification) };
}
