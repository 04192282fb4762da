/**
 * Likes, offers and skips from the feed. Viewer A likes item X of owner B:
 * - B has liked one of A's items: the interest is mutual, and a swap match is made (or the active
 *   one between them gets the new items);
 * - A has several items B wants: nothing is recorded yet; A picks what to offer (like-offer);
 * - A has exactly one: it is offered and the like recorded;
 * - A has nothing B wants: a pint match when X's Pint reach covers A and A has Pint mode on,
 *   otherwise just the like;
 * - a charity's like of a follower's charity-flagged item makes a charity match at once.
 *
 * Each like takes the pair lock (members/pair-lock.service.ts), so two likes completing the same
 * interest are taken one after the other and make one match. Which items may be liked, and an
 * item's pint reach, are feed.policy.ts.
 */
import {
  AccountType,
  type AnswerFields,
  type ItemIdsBody,
  type LikeAnswer,
  type LikeOfferAnswer,
  MatchType,
  matchSubjects,
  notificationTexts,
  type UserItem,
} from '@swapsies/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { itemReactions, items } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { approvedItem, chooseOffered, liveItem } from '../items/items.policy.ts';
import { toUserItem } from '../items/items.presenter.ts';
import {
  itemWithCategoryColumns,
  joinedItemWithCategory,
  joinItemWithCategory,
  shownPhotosJson,
} from '../items/items.service.ts';
import { liveTransaction, numberLiveWith } from '../live/live.service.ts';
import { addToMatch } from '../matches/matches.service.ts';
import { displayName } from '../members/members.presenter.ts';
import { lockPairOverItem, type LockedMember as Member } from '../members/pair-lock.service.ts';
import { notifyLocked } from '../notifications/notifications.service.ts';
import { inWantedCategories, pintReachCovers, reactableBy as reactable } from './feed.policy.ts';

/** The items table as the like's subqueries name it (`items other`), apart from the item liked. */
const other = alias(items, 'other');

/** The live items of `ownerId` that `likerId` has liked, as a JSON array of their ids. */
function itemsLikedBy(likerId: number, ownerId: number, now: Date): SQL<number[]> {
  return sql<number[]>`coalesce((select json_agg(other.id) from item_reactions r
      join items other on other.id = r.item_id
      where r.user_id = ${likerId} and r.item_owner_id = ${ownerId} and r.liked and ${liveItem(other, now)}), '[]')`;
}

/** The live items `offererId` offered to `recipientId`, as a JSON array of ids. */
function itemsOfferedTo(offererId: number, recipientId: number, now: Date): SQL<number[]> {
  return sql<number[]>`coalesce((select json_agg(other.id) from item_offers o
      join items other on other.id = o.item_id
      where o.offerer_id = ${offererId} and o.recipient_id = ${recipientId} and ${liveItem(other, now)}), '[]')`;
}

/** The items this viewer may like or skip (feed.policy.ts), as a condition on `item`. */
function reactableBy(viewer: Actor, item: Parameters<typeof reactable>[1], now: Date): SQL {
  return reactable({ id: viewer.id, charity: viewer.type === AccountType.Charity }, item, now);
}

/** The item liked, as the like's first read names it, apart from the liker's items joined to it. */
const liked = alias(items, 'liked');

/** A like under way: the liker, the item's owner and the item, read under the pair lock. */
interface Liking {
  me: Member;
  owner: Member;
  item: { id: number; ownerId: number; name: string };
  /** The liker's live items the owner has liked: when there is one, the interest is mutual. */
  likedByOwner: number[];
  /** Whether the item's pint reach (feed.policy.ts) covers the liker, who has Pint mode on. */
  pintReaches: boolean;
  /** The liker's items the owner wants (exchangeableItems), newest first, committed ones flagged. */
  exchangeable: UserItem[];
}

/**
 * A's items that B wants: in B's wanted categories, or liked by B. Committed ones are included,
 * flagged. A condition on `items`, joined to the item liked.
 */
function exchangeableItems(likerId: number, ownerId: number): SQL {
  return sql`${items.ownerId} = ${likerId} and ${approvedItem(items)}
    and (${inWantedCategories(ownerId, items.categoryItemId)}
      or exists (select 1 from item_reactions r where r.user_id = ${ownerId} and r.item_id = ${items.id} and r.liked))`;
}

/**
 * Starts a like in two statements: the pair lock on the liker and the item's owner (found in the
 * lock's statement), then the item, if the liker may like it and has not acted on it yet (anything
 * else is WRONG_ITEM), with everything else the like goes on to read of the pair: whether the
 * owner likes one of the liker's items, whether the item's pint reach covers the liker, and the
 * liker's items the owner wants (a row each, joined to the item). The read must follow the lock,
 * in a statement of its own: a statement sees what had committed when it started, and the lock
 * is what makes a like wait for one on the same pair. The owner's likes of the liker's items
 * cannot change while the lock is held (a like takes it).
 */
async function startLike(tx: Tx, viewer: Actor, itemId: number, now: Date): Promise<Liking> {
  const { me, other: owner } = await lockPairOverItem(tx, viewer.id, itemId);
  if (!me || !owner) throw new AppError('WRONG_ITEM');
  const query = tx
    .select({
      likedId: liked.id,
      likedOwnerId: liked.ownerId,
      likedName: liked.name,
      likedByOwner: itemsLikedBy(owner.id, me.id, now),
      pintReaches: me.pint ? pintReachCovers(liked, me.id) : sql<boolean>`false`,
      ...itemWithCategoryColumns,
      photos: shownPhotosJson(items.id),
    })
    .from(liked)
    .$dynamic();
  const rows = await joinItemWithCategory(query, exchangeableItems(me.id, owner.id))
    .where(
      and(
        eq(liked.id, itemId),
        reactableBy(viewer, liked, now),
        sql`not exists (select 1 from item_reactions r where r.user_id = ${viewer.id} and r.item_id = ${liked.id})`,
      ),
    )
    .orderBy(desc(items.id))
    // Prepared: the like's dearest statement to plan. One name a shape (feed.policy.ts: a charity's
    // reactable items; the pint reach only for a liker with Pint mode on).
    .prepare(`like_start_${viewer.type === AccountType.Charity ? 'charity' : 'member'}${me.pint ? '_pint' : ''}`)
    .execute();
  const [first] = rows;
  if (!first) throw new AppError('WRONG_ITEM');
  const exchangeable = rows.flatMap((row) => {
    const own = joinedItemWithCategory(row);
    return own ? [toUserItem(own, row.photos, now)] : [];
  });
  return {
    me,
    owner,
    item: { id: first.likedId, ownerId: first.likedOwnerId, name: first.likedName },
    likedByOwner: first.likedByOwner,
    pintReaches: first.pintReaches,
    exchangeable,
  };
}

/**
 * Records the like, and the liker's offers of `offered` for the item, in one statement: the
 * transaction's last when nothing follows it (the notifications recorded before it are written in
 * it too, with the live events: numberLiveWith). A second answer to the same item (a skip racing
 * the like: a second like waits for the pair lock and is refused by startLike) is WRONG_ITEM, like
 * any answer after the first, and the transaction, with its notification, is rolled back.
 */
async function recordLike(tx: Tx, liking: Liking, offered: readonly number[], now: Date): Promise<void> {
  const { me, owner, item } = liking;
  const offers =
    offered.length === 0
      ? sql``
      : sql`, offers as (
        insert into item_offers (item_id, offerer_id, recipient_id, for_item_id, created_at)
        select offered.id, ${me.id}::integer, ${owner.id}::integer, ${item.id}::integer, ${now}::timestamptz
        from (values ${sql.join(
          offered.map((id) => sql`(${id}::integer)`),
          sql`, `,
        )}) offered (id)
        where exists (select 1 from reaction)
        on conflict do nothing)`;
  const recorded = await numberLiveWith(tx, now, {
    with: sql`reaction as (
        insert into item_reactions (user_id, item_id, item_owner_id, liked, created_at)
        values (${me.id}::integer, ${item.id}::integer, ${item.ownerId}::integer, true, ${now}::timestamptz)
        on conflict do nothing
        returning item_id)${offers}`,
    result: sql<boolean>`exists (select 1 from reaction)`,
  });
  if (!recorded) throw new AppError('WRONG_ITEM');
}

interface MatchOutcome {
  matchId: number;
  existing: boolean;
}

/**
 * B has liked one of A's live items (`likedByOwner`, read under the lock): makes (or adds to)
 * their swap match. Each side holds what the other liked and what its owner offered, read in one
 * statement after the like and its offers are recorded.
 */
async function matchLiking(ctx: AppContext, tx: Tx, liking: Liking): Promise<MatchOutcome> {
  const { me, owner, likedByOwner } = liking;
  const now = ctx.clock.now();
  const [sides] = await queryRows<{ offeredByMe: number[]; likedByMe: number[]; offeredByOwner: number[] }>(
    tx,
    sql`select ${itemsOfferedTo(me.id, owner.id, now)} as "offeredByMe",
      ${itemsLikedBy(me.id, owner.id, now)} as "likedByMe",
      ${itemsOfferedTo(owner.id, me.id, now)} as "offeredByOwner"`,
  );
  return addToMatch(ctx, tx, {
    type: MatchType.Swap,
    user1: me,
    user2: owner,
    items1: [...new Set([...likedByOwner, ...(sides?.offeredByMe ?? [])])],
    items2: [...new Set([...(sides?.likedByMe ?? []), ...(sides?.offeredByOwner ?? [])])],
  });
}

function tellOwnerOfMatch(tx: Tx, now: Date, outcome: MatchOutcome, owner: Member, me: Member): void {
  if (outcome.existing) {
    notifyLocked(
      tx,
      now,
      owner,
      'ItemAddedToExistingMatch',
      matchSubjects.itemAdded(displayName(me)),
      notificationTexts.itemAdded,
      outcome.matchId,
    );
  } else {
    notifyLocked(
      tx,
      now,
      owner,
      'MatchCreated',
      matchSubjects.matchCreated(displayName(me)),
      notificationTexts.matchCreated,
      outcome.matchId,
    );
  }
}

/** The owner hears that the liker has something they might want. */
function tellOwnerOfOffer(tx: Tx, now: Date, owner: Member, me: Member): void {
  const text = notificationTexts.peopleWant(me.username);
  notifyLocked(tx, now, owner, 'PeopleWant', matchSubjects.peopleWant, text);
}

/**
 * A match in which the liker gives a stand-in for the item: a pint (MatchType.Pint) or, from a
 * charity, a donation (MatchType.Charity). The liker's side holds no items of its own.
 */
async function standInMatch(
  ctx: AppContext,
  tx: Tx,
  type: MatchType,
  liking: Liking,
  now: Date,
): Promise<MatchOutcome> {
  const { me, owner, item } = liking;
  const outcome = await addToMatch(ctx, tx, { type, user1: me, user2: owner, items1: [], items2: [item.id] });
  tellOwnerOfMatch(tx, now, outcome, owner, me);
  return outcome;
}

/** The answer to a like: the match it made or added to, if any, and the liker's items the owner wants. */
function likeAnswer(outcome: MatchOutcome | null, exchangeable: UserItem[]): AnswerFields<LikeAnswer> {
  return { MatchID: outcome?.matchId ?? 0, OldMatch: outcome?.existing ?? false, ItemsForExange: exchangeable };
}

export async function likeItem(ctx: AppContext, viewer: Actor, itemId: number): Promise<AnswerFields<LikeAnswer>> {
  return liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const liking = await startLike(tx, viewer, itemId, now);
    const { me, owner, item } = liking;
    if (viewer.type === AccountType.Charity) {
      await recordLike(tx, liking, [], now);
      return likeAnswer(await standInMatch(ctx, tx, MatchType.Charity, liking, now), []);
    }

    const { exchangeable } = liking;
    const offerable = exchangeable.filter((candidate) => !candidate.Committed);
    const answer = (outcome: MatchOutcome | null) => likeAnswer(outcome, exchangeable);
    const mutual = liking.likedByOwner.length > 0;

    // Several candidates and no mutual interest yet: the liker chooses in the offer picker first.
    if (!mutual && exchangeable.length > 1 && offerable.length > 0) return answer(null);

    // Exactly one item the owner wants, and it may be offered: it is, with the like.
    const [single] = offerable;
    const offered = exchangeable.length === 1 && single ? [single.ID] : [];
    if (mutual || (offerable.length === 0 && liking.pintReaches)) {
      // A match follows the like: it reads the like and its offer, and the owner hears of it.
      await recordLike(tx, liking, offered, now);
      if (mutual) {
        const outcome = await matchLiking(ctx, tx, liking);
        tellOwnerOfMatch(tx, now, outcome, owner, me);
        return answer(outcome);
      }
      return answer(await standInMatch(ctx, tx, MatchType.Pint, liking, now));
    }
    // No match: the owner is told with the like, in its statement.
    if (offerable.length > 0) tellOwnerOfOffer(tx, now, owner, me);
    else notifyLocked(tx, now, owner, 'Like', matchSubjects.like(item.name), notificationTexts.like(item.name));
    await recordLike(tx, liking, offered, now);
    return answer(null);
  });
}

export async function likeWithOffer(
  ctx: AppContext,
  viewer: Actor,
  itemId: number,
  input: ItemIdsBody,
): Promise<AnswerFields<LikeOfferAnswer>> {
  if (input.ItemIDs.length === 0) {
    throw validationError([{ Field: 'ItemIDs', Message: 'Please select at least one item to offer' }]);
  }
  return liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const liking = await startLike(tx, viewer, itemId, now);
    const { me, owner } = liking;
    const offered = chooseOffered(liking.exchangeable, input.ItemIDs).map((own) => own.ID);
    if (liking.likedByOwner.length > 0) {
      await recordLike(tx, liking, offered, now);
      const outcome = await matchLiking(ctx, tx, liking);
      tellOwnerOfMatch(tx, now, outcome, owner, me);
      return { MatchID: outcome.matchId, IsExistingMatch: outcome.existing };
    }
    tellOwnerOfOffer(tx, now, owner, me);
    await recordLike(tx, liking, offered, now);
    return { MatchID: 0, IsExistingMatch: false };
  });
}

/**
 * A skip is one statement: it records the reaction only when the item is reactable (the
 * conditions of reactableItem, the same WRONG_ITEM otherwise), and a second answer to the same
 * item conflicts and records nothing. Skips are most of the answers in the feed, so they make no
 * transaction and no round trip beyond this one, and the statement is prepared (one for members,
 * one for charities, whose reactable items differ): not planned again on every skip.
 */
export async function skipItem(ctx: AppContext, viewer: Actor, itemId: number): Promise<void> {
  const now = ctx.clock.now();
  const name = viewer.type === AccountType.Charity ? 'skip_item_charity' : 'skip_item';
  const recorded = await ctx.db
    .insert(itemReactions)
    .select(
      sql`select ${viewer.id}::integer, ${items.id}, ${items.ownerId}, false, ${now}::timestamptz from ${items}
        where ${items.id} = ${itemId} and ${reactableBy(viewer, items, now)}`,
    )
    .onConflictDoNothing()
    .returning({ itemId: itemReactions.itemId })
    .prepare(name)
    .execute();
  if (recorded.length === 0) throw new AppError('WRONG_ITEM');
}
