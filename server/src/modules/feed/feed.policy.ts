/**
 * Who sees what in the feed and may react to it.
 *
 * - A member browses their friends, friends and friends of friends (once they have
 *   FRIENDS_PLUS_MIN_FRIENDS friends), or everyone within their search radius (once they have an
 *   area), and needs an item of their own to browse at all. Friends+ keeps to the radius when the
 *   member asks for it (friends_plus_nearby) and has an area and a radius.
 * - A charity browses its followers' charity-flagged items, then those of members within its
 *   search radius (its area is its address's district).
 * - A feed item is someone else's live item (items.policy.ts) in the viewer's wanted categories,
 *   not yet liked or skipped by them, whose owner no block stands between with the viewer, either
 *   way (members/blocks.policy.ts). The same items, wanted categories aside, are the ones a viewer
 *   may like or skip: the other's item across a block is WRONG_ITEM, as a gone one is.
 * - An item's pint reach: level 1 covers its owner's friends, level 2 their friends of friends too.
 *   In Everyone, an item with a pint level is seen only within its reach (issue 28).
 */
import { AccountType, FeedType, FRIENDS_PLUS_MIN_FRIENDS, PintLevel } from '@swapsies/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { Param } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { districtsNear } from '../areas/areas.policy.ts';
import { areFriends, withinTwoSteps } from '../friends/network.service.ts';
import { liveItem } from '../items/items.policy.ts';
import { notBlockedBetween } from '../members/blocks.policy.ts';

/** The four ways a viewer can browse. */
export type Audience = 'friends' | 'friends-plus' | 'everyone' | 'charity';

export function audienceOf(viewer: Pick<Actor, 'type'>, requested: FeedType): Audience {
  if (viewer.type === AccountType.Charity) return 'charity';
  if (requested === FeedType.Friends) return 'friends';
  if (requested === FeedType.FriendsPlus) return 'friends-plus';
  return 'everyone';
}

/** What the browsing checks read of the viewer. */
export interface Browser {
  ownsAnItem: boolean;
  friends: number;
  hasArea: boolean;
}

/**
 * Refuses a member's browsing when they own no item, ask for Friends+ with too few friends, or for
 * Everyone with no area.
 */
export function checkMayBrowse(audience: Audience, viewer: Browser): void {
  if (audience === 'charity') return;
  if (!viewer.ownsAnItem) throw new AppError('NO_OWN_ITEMS');
  if (audience === 'friends-plus' && viewer.friends < FRIENDS_PLUS_MIN_FRIENDS)
    throw new AppError('NOT_ENOUGH_FRIENDS');
  if (audience === 'everyone' && !viewer.hasArea) throw new AppError('NO_AREA');
}

/** The items of members within a member's search radius: items.district is always its owner's. */
export function nearby(viewerId: Param<number> | SQL, district: AnyColumn | SQL): SQL {
  return sql`${district} in (select near.id from ${districtsNear(viewerId)} near)`;
}

/**
 * Which items a viewer may like or skip: someone else's live item; for a charity, a
 * charity-flagged item of one of its followers or of a member within its search radius. The feed
 * adds the viewer's wanted categories and leaves out what they have answered already.
 */
export function reactableBy(
  viewer: { id: Param<number>; charity: boolean },
  item: Record<
    'ownerId' | 'charity' | 'district' | 'pendingApproval' | 'committedUntil' | 'exchangedAt' | 'hiddenAt',
    AnyColumn
  >,
  now: Param<Date>,
): SQL {
  const charityOnly = viewer.charity
    ? sql`and ${item.charity} and (exists (select 1 from charity_follows f
          where f.user_id = ${item.ownerId} and f.charity_id = ${viewer.id})
        or ${nearby(viewer.id, item.district)})`
    : sql``;
  return sql`${item.ownerId} <> ${viewer.id} and ${notBlockedBetween(viewer.id, item.ownerId)}
    and ${liveItem(item, now)} ${charityOnly}`;
}

/** Whether an item's pint reach covers a member: never when the item offers no pint. */
export function pintReachCovers(item: { pint: AnyColumn; ownerId: AnyColumn }, memberId: Param<number>): SQL<boolean> {
  return sql<boolean>`(case ${item.pint}
    when ${sql.raw(String(PintLevel.Friends))} then ${areFriends(item.ownerId, memberId)}
    when ${sql.raw(String(PintLevel.FriendsOfFriends))} then ${withinTwoSteps(item.ownerId, memberId)}
    else false end)`;
}

/** Whether Everyone may show an item to a viewer: one offering no pint, or one whose pint reach covers them. */
export function seenInEveryone(item: { pint: AnyColumn; ownerId: AnyColumn }, viewerId: Param<number>): SQL<boolean> {
  return sql<boolean>`(${item.pint} = ${sql.raw(String(PintLevel.Off))} or ${pintReachCovers(item, viewerId)})`;
}

/** Items of the viewer's wanted categories: the feed shows no other. */
export function inWantedCategories(viewerId: Param<number>, categoryItemId: AnyColumn): SQL {
  return sql`${categoryItemId} in (select category_item_id from user_categories where user_id = ${viewerId})`;
}
