/**
 * The Seek feed (001 §2.2, §4.1; product-decisions §3): the next item for a viewer, one at a time.
 *
 * Every query starts from the viewer (their friends, their wanted categories, their reactions)
 * and reaches items through indexes, so the cost follows the size of the viewer's neighbourhood,
 * never the number of items in the system. Items of people who like one of the viewer's items
 * come first, then the newest.
 */
import { AccountType, type FeedItem, FeedType, FRIENDS_PLUS_MIN_FRIENDS } from '@swapsies/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { friendships, items, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadItems } from '../items/items.service.ts';

/** A member's friends, as a subquery of user ids. */
export function friendsOf(userId: number): SQL {
  return sql`select friend_id from friendships where user_id = ${userId}`;
}

/** A member's friends and friends of friends (distance 1 or 2), as a subquery of user ids. */
export function friendsAndTheirFriendsOf(userId: number): SQL {
  return sql`${friendsOf(userId)}
    union
    select second.friend_id from friendships first
      join friendships second on second.user_id = first.friend_id
      where first.user_id = ${userId} and second.friend_id <> ${userId}`;
}

/** Owners whose items a viewer may see through a filter, as a subquery; null for everyone. */
function audienceOf(viewer: Actor, type: FeedType): SQL | null {
  if (viewer.type === AccountType.Charity) {
    return sql`select user_id from charity_follows where charity_id = ${viewer.id}`;
  }
  if (type === FeedType.Friends) return friendsOf(viewer.id);
  if (type === FeedType.FriendsPlus) return friendsAndTheirFriendsOf(viewer.id);
  return null;
}

/**
 * What every feed item must be (product-decisions §3): someone else's, in the viewer's wanted
 * categories, live (not awaiting approval, not committed) and not yet liked or skipped by them.
 * Charities see only charity-flagged items.
 */
function feedConditions(viewer: Actor, now: Date): SQL {
  return sql`i.owner_id <> ${viewer.id}
    and not i.pending_approval
    and (i.committed_until is null or i.committed_until <= ${now})
    and i.category_item_id in (select category_item_id from user_categories where user_id = ${viewer.id})
    and not exists (select 1 from item_reactions r where r.user_id = ${viewer.id} and r.item_id = i.id)
    ${viewer.type === AccountType.Charity ? sql`and i.charity` : sql``}`;
}

/** People who have liked one of the viewer's items: their items come first. */
function admirersOf(viewer: Actor): SQL {
  return sql`select l.user_id from item_reactions l where l.item_owner_id = ${viewer.id} and l.liked`;
}

async function firstId(db: Tx, query: SQL): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, query);
  return row?.id ?? null;
}

/**
 * The next item among a bounded audience: one query, ordered by admirers first, then newest.
 * The audience's items are reached through items_owner_idx.
 */
function nextInAudience(db: Tx, viewer: Actor, audience: SQL, now: Date): Promise<number | null> {
  return firstId(
    db,
    sql`select i.id from items i
      where i.owner_id in (${audience}) and ${feedConditions(viewer, now)}
      order by exists (${admirersOf(viewer)} and l.user_id = i.owner_id) desc, i.id desc
      limit 1`,
  );
}

/**
 * Everyone: admirers' items first (few people, through items_owner_idx), then for each wanted
 * category its newest unseen item (items_category_feed_idx), the newest of those winning.
 */
async function nextForEveryone(db: Tx, viewer: Actor, now: Date): Promise<number | null> {
  const fromAdmirers = await firstId(
    db,
    sql`select i.id from items i
      where i.owner_id in (${admirersOf(viewer)}) and ${feedConditions(viewer, now)}
      order by i.id desc limit 1`,
  );
  if (fromAdmirers !== null) return fromAdmirers;
  return firstId(
    db,
    sql`select newest.id from user_categories wanted
      cross join lateral (
        select i.id from items i
        where i.category_item_id = wanted.category_item_id and ${feedConditions(viewer, now)}
        order by i.id desc limit 1
      ) newest
      where wanted.user_id = ${viewer.id}
      order by newest.id desc limit 1`,
  );
}

async function hasOwnItems(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.ownerId, userId)).limit(1);
  return row !== undefined;
}

async function friendsCount(db: Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(friendships).where(eq(friendships.userId, userId));
  return row?.n ?? 0;
}

/** GET /explore-item: the next item for this filter, or null when the viewer has seen it all. */
export async function nextFeedItem(ctx: AppContext, viewer: Actor, requested: FeedType): Promise<FeedItem | null> {
  const { db } = ctx;
  const now = ctx.clock.now();
  // Charities always browse as Everyone, among their followers (product-decisions §3).
  const type = viewer.type === AccountType.Charity ? FeedType.Everyone : requested;
  if (viewer.type !== AccountType.Charity) {
    const [owns, friends] = await Promise.all([
      hasOwnItems(db, viewer.id),
      type === FeedType.FriendsPlus ? friendsCount(db, viewer.id) : Promise.resolve(0),
    ]);
    // 001 §2.2: individuals need at least one item of their own to explore.
    if (!owns) throw new AppError('NO_OWN_ITEMS');
    if (type === FeedType.FriendsPlus && friends < FRIENDS_PLUS_MIN_FRIENDS) throw new AppError('NOT_ENOUGH_FRIENDS');
  }
  const audience = audienceOf(viewer, type);
  const itemId = audience ? await nextInAudience(db, viewer, audience, now) : await nextForEveryone(db, viewer, now);
  if (itemId === null) return null;
  const [[item], [owner]] = await Promise.all([
    loadItems(db, now, eq(items.id, itemId)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .innerJoin(items, eq(items.ownerId, users.id))
      .where(eq(items.id, itemId)),
  ]);
  if (!item || !owner) return null;
  return {
    ...item,
    OwnerID: owner.id,
    FirstName: owner.firstName,
    LastName: owner.lastName,
    Username: owner.username,
  };
}
