/**
 * The Seek feed: the next item for a viewer, one at a time. What may appear, and to whom, is
 * feed.policy.ts.
 *
 * Every query starts from the viewer (their friends, their area, their wanted categories, their
 * reactions) and reaches items through indexes, so the cost follows the size of the viewer's
 * neighbourhood, never the number of items in the system. Among friends (and a charity's
 * followers), items of people who like one of the viewer's items come first, then the newest;
 * among members nearby (Everyone, and a charity's nearby members), the nearest district first, then
 * the newest.
 */
import { AccountType, type FeedItem, type FeedType } from '@swapsies/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, AppContext } from '../../context.ts';
import { type Db, type Param, preparedOnce } from '../../db/client.ts';
import { items } from '../../db/schema.ts';
import { type SessionKey, type SessionRow, sessionColumnsOf, sessionQuery } from '../../plugins/auth.ts';
import { districtOf, districtsNear } from '../areas/areas.policy.ts';
import { friendsAndTheirFriendsOf, friendsOf } from '../friends/network.service.ts';
import { liveItem } from '../items/items.policy.ts';
import { toUserItem } from '../items/items.presenter.ts';
import {
  itemWithCategoryColumns,
  joinedItemWithCategory,
  joinItemWithCategory,
  shownPhotosJson,
} from '../items/items.service.ts';
import { notBlockedBetween } from '../members/blocks.policy.ts';
import { areaSeenBy, reliabilityOf, toOwnedItem } from '../members/members.presenter.ts';
import {
  type Audience,
  audienceOf,
  checkMayBrowse,
  inWantedCategories,
  nearby,
  seenInEveryone,
} from './feed.policy.ts';

/** The items table as the feed's statements name it. */
const i = alias(items, 'i');

/**
 * What every feed item must be, wanted categories aside: someone else's live item, not yet liked
 * or skipped by the viewer, of an owner no block stands between; for a charity, charity-flagged.
 * (With the wanted categories, feedConditions, this is reactableBy in feed.policy.ts, whose
 * audience the feed's queries choose.)
 */
function unansweredLiveItem(viewerId: Param<number>, charity: boolean, now: Param<Date>): SQL {
  return sql`i.owner_id <> ${viewerId}
    and ${notBlockedBetween(viewerId, i.ownerId)}
    and ${liveItem(i, now)}
    and not exists (select 1 from item_reactions r where r.user_id = ${viewerId} and r.item_id = i.id)
    ${charity ? sql`and i.charity` : sql``}`;
}

/** What every feed item must be: unansweredLiveItem, in the viewer's wanted categories. */
function feedConditions(viewerId: Param<number>, charity: boolean, now: Param<Date>): SQL {
  return sql`${unansweredLiveItem(viewerId, charity, now)} and ${inWantedCategories(viewerId, i.categoryItemId)}`;
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
 * The next item of members within the viewer's search radius: the nearest district first, the
 * newest within it. The districts come nearest first (districtsNear); for each in turn, each wanted
 * category's newest unanswered item is read from items_district_feed_idx (district, category, id)
 * and the newest of those wins, so the walk stops at the first district that has one. In Everyone,
 * an item with a pint level shows only within its reach; a charity sees charity-flagged items,
 * which their owners offer to charities whatever their pint level.
 */
function nextNearby(viewerId: Param<number>, charity: boolean, now: Param<Date>): SQL {
  const reach = charity ? sql`` : sql`and ${seenInEveryone(i, viewerId)}`;
  return sql`select found.id, found.owner_id from ${districtsNear(viewerId)} near
    cross join lateral (
      select newest.id, newest.owner_id from user_categories wanted
      cross join lateral (
        select i.id, i.owner_id from items i
        where i.district = near.id and i.category_item_id = wanted.category_item_id
          and ${unansweredLiveItem(viewerId, charity, now)} ${reach}
        order by i.id desc limit 1
      ) newest
      where wanted.user_id = ${viewerId}
      order by newest.id desc limit 1
    ) found
    order by near.miles, near.id
    limit 1`;
}

/**
 * Friends and friends of friends; only those within the viewer's search radius when the viewer
 * keeps Friends+ nearby and has an area and a radius. The radius is checked owner by owner, so the
 * walk over their items stays index-only.
 */
function friendsPlusOf(viewerId: Param<number>): SQL {
  return sql`select reach.friend_id from (${friendsAndTheirFriendsOf(viewerId)}) reach
    where not exists (select 1 from users me where me.id = ${viewerId}
        and me.friends_plus_nearby and me.district is not null and me.search_radius <> 0)
      or ${nearby(viewerId, districtOf(sql`reach.friend_id`))}`;
}

/** A charity's next item: its followers' first, then those of members nearby. */
function nextForCharity(viewerId: Param<number>, now: Param<Date>): SQL {
  const followers = sql`select user_id from charity_follows where charity_id = ${viewerId}`;
  return sql`select id, owner_id from (
      (select 1 as rank, c.id, c.owner_id from (${nextInAudience(viewerId, true, followers, now)}) c)
      union all
      (select 2, c.id, c.owner_id from (${nextNearby(viewerId, true, now)}) c)
    ) candidates order by rank limit 1`;
}

function nextItemQuery(audience: Audience, viewerId: Param<number>, now: Param<Date>): SQL {
  if (audience === 'friends') return nextInAudience(viewerId, false, friendsOf(viewerId), now);
  if (audience === 'friends-plus') return nextInAudience(viewerId, false, friendsPlusOf(viewerId), now);
  if (audience === 'charity') return nextForCharity(viewerId, now);
  return nextNearby(viewerId, false, now);
}

/**
 * What the feed's statement reads: whether the viewer owns an item, how many friends they have,
 * whether they have an area (asked of Everyone alone), and the next item with its category names,
 * its shown photos and its owner's names. One round trip instead of three: each costs more CPU in
 * Node and in PostgreSQL than the lookups it carries.
 */
function feedColumns(audience: Audience, viewerId: Param<number>, nextId: SQL) {
  return {
    owns: sql<boolean>`exists (select 1 from items own where own.owner_id = ${viewerId})`,
    friends: sql<number>`(select count(*) from friendships f where f.user_id = ${viewerId})`.mapWith(Number),
    hasArea: audience === 'everyone' ? sql<boolean>`(${districtOf(viewerId)} is not null)` : sql<boolean>`true`,
    ownerId: sql<number | null>`owner.id`,
    firstName: sql<string | null>`owner.first_name`,
    lastName: sql<string | null>`owner.last_name`,
    username: sql<string | null>`owner.username`,
    reliability: reliabilityOf(sql`owner.id`),
    ...areaSeenBy(viewerId, sql`owner.district`),
    ...itemWithCategoryColumns,
    photos: shownPhotosJson(nextId),
  };
}

/** The feed's FROM: `viewer` (one row), the next item of the audience beside it, and its owner. */
function feedFrom(audience: Audience, viewer: SQL, viewerId: Param<number>, now: Param<Date>): SQL {
  return sql`${viewer}
    left join lateral (${nextItemQuery(audience, viewerId, now)}) as next on true
    left join users as owner on owner.id = next.owner_id`;
}

const nextId = sql`next.id`;

/** One statement per audience, prepared once: the feed is the hottest call, and planning it on every request cost more than running it. */
function prepareFeed(db: Db, audience: Audience, name: string) {
  const viewerId = sql.placeholder('viewerId');
  const query = db
    .select(feedColumns(audience, viewerId, nextId))
    .from(feedFrom(audience, sql`(select 1) as viewer`, viewerId, sql.placeholder('now')))
    .$dynamic();
  return joinItemWithCategory(query, eq(items.id, nextId)).prepare(name);
}

/**
 * The same statement with the session lookup in it (the viewer is whom the token signs in): no
 * row when it signs no one in.
 */
function prepareFeedWithSession(db: Db, audience: Audience, name: string) {
  const now = sql.placeholder('now');
  const session = sessionQuery(db, sql.placeholder('tokenHash'), now);
  const viewerId = sql`viewer.user_id`;
  const query = db
    .select({ ...feedColumns(audience, viewerId, nextId), session: sessionColumnsOf('viewer') })
    .from(feedFrom(audience, sql`(${session}) as viewer`, viewerId, now))
    .$dynamic();
  return joinItemWithCategory(query, eq(items.id, nextId)).prepare(name);
}

type FeedRow = Awaited<ReturnType<ReturnType<typeof prepareFeed>['execute']>>[number];

/** The answer from the feed statement's row: the browsing checks, then the item or null. */
function feedItemOf(audience: Audience, row: FeedRow | undefined, now: Date): FeedItem | null {
  checkMayBrowse(audience, {
    ownsAnItem: row?.owns ?? false,
    friends: row?.friends ?? 0,
    hasArea: row?.hasArea ?? false,
  });
  // No next item: the joined columns, the owner's included, are null.
  const item = row ? joinedItemWithCategory(row) : null;
  if (!row || !item || row.ownerId === null) return null;
  return toOwnedItem(toUserItem(item, row.photos, now), {
    ID: row.ownerId,
    FirstName: row.firstName ?? '',
    LastName: row.lastName ?? '',
    Username: row.username ?? '',
    Reliability: row.reliability,
    Distance: row.Distance,
    Town: row.Town,
  });
}

/** GET /explore-item: the next item for this filter, or null when the viewer has seen it all. */
export async function nextFeedItem(ctx: AppContext, viewer: Actor, requested: FeedType): Promise<FeedItem | null> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const audience = audienceOf(viewer, requested);
  const statement = preparedOnce(db, `feed_next_item_${audience}`, (name) => prepareFeed(db, audience, name));
  const [row] = await statement.execute({ viewerId: viewer.id, now });
  return feedItemOf(audience, row, now);
}

/** A feed read with the session lookup, before the request was validated: what it was read for, and the answer. */
export interface EarlyFeed {
  requested: FeedType;
  audience: Audience;
  item: () => FeedItem | null;
}

/**
 * The session lookup of GET /explore-item (a SessionLookup of plugins/auth.ts), with the feed of a
 * personal member in the same statement: the request then costs one round trip instead of two.
 * `requested` is the type the query asks for, read before validation; the route uses the feed only
 * when the validated type and the member's audience are the ones it was read for (a charity's is
 * read again), so every answer and every refusal stays the same, in the same order.
 */
export async function lookUpSessionWithFeed(
  db: Db,
  requested: FeedType,
  key: SessionKey,
): Promise<{ session: SessionRow; feed: EarlyFeed } | undefined> {
  const audience = audienceOf({ type: AccountType.Personal }, requested);
  const statement = preparedOnce(db, `feed_next_item_${audience}_with_session`, (name) =>
    prepareFeedWithSession(db, audience, name),
  );
  const [row] = await statement.execute(key);
  if (!row) return undefined;
  return { session: row.session, feed: { requested, audience, item: () => feedItemOf(audience, row, key.now) } };
}
