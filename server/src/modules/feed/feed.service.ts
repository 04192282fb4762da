/**
 * The Seek feed (001 §2.2, §4.1; product-decisions §3): the next item for a viewer, one at a time.
 *
 * Every query starts from the viewer (their friends, their wanted categories, their reactions)
 * and reaches items through indexes, so the cost follows the size of the viewer's neighbourhood,
 * never the number of items in the system. Items of people who like one of the viewer's items
 * come first, then the newest.
 */
import { AccountType, type FeedItem, FeedType, FRIENDS_PLUS_MIN_FRIENDS } from '@swapsies/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { type Db, preparedOnce } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadItemById } from '../items/items.service.ts';

/** A value bound now, or a placeholder filled when a prepared statement runs. */
type Param<T> = T | Placeholder;

/** A member's friends, as a subquery of user ids. */
export function friendsOf(userId: Param<number>): SQL {
  return sql`select friend_id from friendships where user_id = ${userId}`;
}

/** A member's friends and friends of friends (distance 1 or 2), as a subquery of user ids. */
export function friendsAndTheirFriendsOf(userId: Param<number>): SQL {
  return sql`${friendsOf(userId)}
    union
    select second.friend_id from friendships first
      join friendships second on second.user_id = first.friend_id
      where first.user_id = ${userId} and second.friend_id <> ${userId}`;
}

/**
 * What every feed item must be (product-decisions §3): someone else's, in the viewer's wanted
 * categories, live (not awaiting approval, not committed) and not yet liked or skipped by them.
 * Charities see only charity-flagged items.
 */
function feedConditions(viewerId: Param<number>, charity: boolean, now: Param<Date>): SQL {
  return sql`i.owner_id <> ${viewerId}
    and not i.pending_approval
    and (i.committed_until is null or i.committed_until <= ${now})
    and i.category_item_id in (select category_item_id from user_categories where user_id = ${viewerId})
    and not exists (select 1 from item_reactions r where r.user_id = ${viewerId} and r.item_id = i.id)
    ${charity ? sql`and i.charity` : sql``}`;
}

/** People who have liked one of the viewer's items: their items come first. */
function admirersOf(viewerId: Param<number>): SQL {
  return sql`select l.user_id from item_reactions l where l.item_owner_id = ${viewerId} and l.liked`;
}

/**
 * The next item among a bounded audience (friends, friends of friends, a charity's followers):
 * admirers first, then newest. A member's audience's items are read from items_owner_feed_idx
 * alone (an index-only scan), a charity's through items_charity_owner_idx.
 */
function nextInAudience(viewerId: Param<number>, charity: boolean, audience: SQL, now: Param<Date>): SQL {
  return sql`select i.id, i.owner_id from items i
      where i.owner_id in (${audience}) and ${feedConditions(viewerId, charity, now)}
      order by exists (${admirersOf(viewerId)} and l.user_id = i.owner_id) desc, i.id desc
      limit 1`;
}

/**
 * Everyone: admirers' items first (few people, through items_owner_idx), else for each wanted
 * category its newest unseen item (items_category_feed_idx), the newest of those winning.
 */
function nextForEveryone(viewerId: Param<number>, now: Param<Date>): SQL {
  return sql`select id, owner_id from (
      (select 1 as rank, i.id, i.owner_id from items i
        where i.owner_id in (${admirersOf(viewerId)}) and ${feedConditions(viewerId, false, now)}
        order by i.id desc limit 1)
      union all
      (select 2, newest.id, newest.owner_id from user_categories wanted
        cross join lateral (
          select i.id, i.owner_id from items i
          where i.category_item_id = wanted.category_item_id and ${feedConditions(viewerId, false, now)}
          order by i.id desc limit 1
        ) newest
        where wanted.user_id = ${viewerId}
        order by newest.id desc limit 1)
    ) candidates order by rank limit 1`;
}

/** The four ways a viewer can browse: charities always among their followers (product-decisions §3). */
type Audience = 'friends' | 'friends-plus' | 'everyone' | 'charity';

function audienceOf(viewer: Actor, requested: FeedType): Audience {
  if (viewer.type === AccountType.Charity) return 'charity';
  if (requested === FeedType.Friends) return 'friends';
  if (requested === FeedType.FriendsPlus) return 'friends-plus';
  return 'everyone';
}

function nextItemQuery(audience: Audience, viewerId: Param<number>, now: Param<Date>): SQL {
  if (audience === 'friends') return nextInAudience(viewerId, false, friendsOf(viewerId), now);
  if (audience === 'friends-plus') return nextInAudience(viewerId, false, friendsAndTheirFriendsOf(viewerId), now);
  if (audience === 'charity') {
    const followers = sql`select user_id from charity_follows where charity_id = ${viewerId}`;
    return nextInAudience(viewerId, true, followers, now);
  }
  return nextForEveryone(viewerId, now);
}

/**
 * One statement per audience, prepared once (the feed is the hottest call: planning it on every
 * request cost more than running it): whether the viewer owns an item, how many friends they have,
 * and the next item with its owner's names.
 */
function prepareFeed(db: Db, audience: Audience, name: string) {
  const viewerId = sql.placeholder('viewerId');
  const now = sql.placeholder('now');
  return db
    .select({
      owns: sql<boolean>`exists (select 1 from items own where own.owner_id = ${viewerId})`,
      friends: sql<number>`(select count(*) from friendships f where f.user_id = ${viewerId})`.mapWith(Number),
      itemId: sql<number | null>`next.id`,
      ownerId: sql<number | null>`owner.id`,
      firstName: sql<string | null>`owner.first_name`,
      lastName: sql<string | null>`owner.last_name`,
      username: sql<string | null>`owner.username`,
    })
    .from(
      sql`(select 1) as viewer
        left join lateral (${nextItemQuery(audience, viewerId, now)}) as next on true
        left join users as owner on owner.id = next.owner_id`,
    )
    .prepare(name);
}

/** GET /explore-item: the next item for this filter, or null when the viewer has seen it all. */
export async function nextFeedItem(ctx: AppContext, viewer: Actor, requested: FeedType): Promise<FeedItem | null> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const audience = audienceOf(viewer, requested);
  const statement = preparedOnce(db, `feed_next_item_${audience}`, (name) => prepareFeed(db, audience, name));
  const [row] = await statement.execute({ viewerId: viewer.id, now });
  if (audience !== 'charity') {
    // 001 §2.2: individuals need at least one item of their own to explore.
    if (!row?.owns) throw new AppError('NO_OWN_ITEMS');
    if (audience === 'friends-plus' && row.friends < FRIENDS_PLUS_MIN_FRIENDS) throw new AppError('NOT_ENOUGH_FRIENDS');
  }
  if (!row || row.itemId === null || row.ownerId === null) return null;
  const item = await loadItemById(db, now, row.itemId);
  if (!item) return null;
  return {
    ...item,
    OwnerID: row.ownerId,
    FirstName: row.firstName ?? '',
    LastName: row.lastName ?? '',
    Username: row.username ?? '',
  };
}
