/**
 * Who sees what in the feed and may react to it.
 *
 * - A member browses their friends, friends and friends of friends (once they have
 *   FRIENDS_PLUS_MIN_FRIENDS friends), or everyone, and needs an item of their own to browse at all;
 *   a charity always browses its followers' charity-flagged items.
 * - A feed item is someone else's live item (items.policy.ts) in the viewer's wanted categories,
 *   not yet liked or skipped by them, whose owner no block stands between with the viewer, either
 *   way (members/blocks.policy.ts). The same items, wanted categories aside, are the ones a viewer
 *   may like or skip: the other's item across a block is WRONG_ITEM, as a gone one is.
 * - An item's pint reach: level 1 covers its owner's friends, level 2 their friends of friends too.
 */
import { AccountType, FeedType, FRIENDS_PLUS_MIN_FRIENDS, PintLevel } from '@swapsies/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.ts';
import type { Param } from '../../db/client.ts';
import type { items } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { friendsAndTheirFriendsOf, friendsOf } from '../friends/network.service.ts';
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

/** Refuses a member's browsing when they own no item, or ask for Friends+ with too few friends. */
export function checkMayBrowse(audience: Audience, ownsAnItem: boolean, friends: number): void {
  if (audience === 'charity') return;
  if (!ownsAnItem) throw new AppError('NO_OWN_ITEMS');
  if (audience === 'friends-plus' && friends < FRIENDS_PLUS_MIN_FRIENDS) throw new AppError('NOT_ENOUGH_FRIENDS');
}

/**
 * Which items a viewer may like or skip: someone else's live item; for a charity, a
 * charity-flagged item of one of its followers. The feed adds the viewer's wanted categories and
 * leaves out what they have answered already.
 */
export function reactableBy(
  viewer: { id: Param<number>; charity: boolean },
  item: Pick<typeof items, 'ownerId' | 'charity' | 'pendingApproval' | 'committedUntil' | 'exchangedAt' | 'hiddenAt'>,
  now: Param<Date>,
): SQL {
  const charityOnly = viewer.charity
    ? sql`and ${item.charity} and exists (select 1 from charity_follows f
          where f.user_id = ${item.ownerId} and f.charity_id = ${viewer.id})`
    : sql``;
  return sql`${item.ownerId} <> ${viewer.id} and ${notBlockedBetween(viewer.id, item.ownerId)}
    and ${liveItem(item, now)} ${charityOnly}`;
}

/** The members an item's pint reach covers, as a subquery of user ids; null when the item offers no pint. */
export function pintReachOf(item: { pint: number; ownerId: number }): SQL | null {
  if (item.pint === PintLevel.Off) return null;
  return item.pint === PintLevel.Friends ? friendsOf(item.ownerId) : friendsAndTheirFriendsOf(item.ownerId);
}

/** Items of the viewer's wanted categories: the feed shows no other. */
export function inWantedCategories(viewerId: Param<number>, categoryItemId: AnyColumn): SQL {
  return sql`${categoryItemId} in (select category_item_id from user_categories where user_id = ${viewerId})`;
}
