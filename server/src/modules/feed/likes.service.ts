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
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { items } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { approvedItem, chooseOffered, liveItem } from '../items/items.policy.ts';
import { loadItems } from '../items/items.service.ts';
import { liveTransaction } from '../live/live.service.ts';
import { addToMatch } from '../matches/matches.service.ts';
import { displayName } from '../members/members.presenter.ts';
import { lockPairOverItem, type LockedMember as Member } from '../members/pair-lock.service.ts';
import { notifyLocked } from '../notifications/notifications.service.ts';
import { inWantedCategories, pintReachCovers, reactableBy as reactable } from './feed.policy.ts';

type ItemRow = typeof items.$inferSelect;

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

/** The items this viewer may like or skip (feed.policy.ts), as a condition on items. */
function reactableBy(viewer: Actor, now: Date): SQL {
  return reactable({ id: viewer.id, charity: viewer.type === AccountType.Charity }, items, now);
}

/** A like under way: the liker, the item's owner and the item, read under the pair lock. */
interface Liking {
  me: Member;
  owner: Member;
  item: ItemRow;
  /** The liker's live items the owner has liked: when there is one, the interest is mutual. */
  likedByOwner: number[];
  /** Whether the item's pint reach (feed.policy.ts) covers the liker, who has Pint mode on. */
  pintReaches: boolean;
}

/**
 * Starts a like in two statements: the pair lock on the liker and the item's owner (found in the
 * lock's statement), then the item, if the liker may like it and has not acted on it yet (anything
 * else is WRONG_ITEM), with what the like goes on to read of the pair: whether the owner likes one
 * of the liker's items, and whether the item's pint reach covers the liker. The owner's likes of
 * the liker's items cannot change while the lock is held (a like takes it).
 */
async function startLike(tx: Tx, viewer: Actor, itemId: number, now: Date): Promise<Liking> {
  const { me, other: owner } = await lockPairOverItem(tx, viewer.id, itemId);
  if (!me || !owner) throw new AppError('WRONG_ITEM');
  const [found] = await tx
    .select({
      item: items,
      likedByOwner: itemsLikedBy(owner.id, me.id, now),
      pintReaches: me.pint ? pintReachCovers(items, me.id) : sql<boolean>`false`,
    })
    .from(items)
    .where(
      and(
        eq(items.id, itemId),
        reactableBy(viewer, now),
        sql`not exists (select 1 from item_reactions r where r.user_id = ${viewer.id} and r.item_id = ${items.id})`,
      ),
    );
  if (!found) throw new AppError('WRONG_ITEM');
  return { me, owner, ...found };
}

/**
 * Records the like, and the liker's offers of `offered` for the item, in one statement. A second
 * answer to the same item (two taps racing) is WRONG_ITEM, like any answer after the first, and
 * records no offer either.
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
  const recorded = await queryRows<{ itemId: number }>(
    tx,
    sql`with reaction as (
        insert into item_reactions (user_id, item_id, item_owner_id, liked, created_at)
        values (${me.id}::integer, ${item.id}::integer, ${item.ownerId}::integer, true, ${now}::timestamptz)
        on conflict do nothing
        returning item_id)${offers}
      select item_id as "itemId" from reaction`,
  );
  if (recorded.length === 0) throw new AppError('WRONG_ITEM');
}

/** A's items that B wants: in B's wanted categories, or liked by B. Committed ones are included, flagged. */
function exchangeableItems(tx: Tx, likerId: number, ownerId: number, now: Date): Promise<UserItem[]> {
  return loadItems(
    tx,
    now,
    and(
      eq(items.ownerId, likerId),
      approvedItem(items),
      sql`(${inWantedCategories(ownerId, items.categoryItemId)}
        or exists (select 1 from item_reactions r where r.user_id = ${ownerId} and r.item_id = ${items.id} and r.liked))`,
    ),
  );
}

interface MatchOutcome {
  matchId: number;
  existing: boolean;
}

/**
 * When B has liked one of A's live items (`likedByOwner`, read under the lock), makes (or adds to)
 * their swap match: each side holds what the other liked and what its owner offered, read in one
 * statement after the like and its offers are recorded. Null when the interest is not mutual.
 */
async function matchIfMutual(ctx: AppContext, tx: Tx, liking: Liking): Promise<MatchOutcome | null> {
  const { me, owner, likedByOwner } = liking;
  if (likedByOwner.length === 0) return null;
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

async function tellOwnerOfMatch(tx: Tx, now: Date, outcome: MatchOutcome, owner: Member, me: Member): Promise<void> {
  if (outcome.existing) {
    await notifyLocked(
      tx,
      now,
      owner,
      'ItemAddedToExistingMatch',
      matchSubjects.itemAdded(displayName(me)),
      notificationTexts.itemAdded,
      outcome.matchId,
    );
  } else {
    await notifyLocked(
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
async function tellOwnerOfOffer(tx: Tx, now: Date, owner: Member, me: Member): Promise<void> {
  const text = notificationTexts.peopleWant(me.username);
  await notifyLocked(tx, now, owner, 'PeopleWant', matchSubjects.peopleWant, text);
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
  await tellOwnerOfMatch(tx, now, outcome, owner, me);
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

    const exchangeable = await exchangeableItems(tx, me.id, owner.id, now);
    const offerable = exchangeable.filter((candidate) => !candidate.Committed);
    const answer = (outcome: MatchOutcome | null) => likeAnswer(outcome, exchangeable);

    // Several candidates and no mutual interest yet: the liker chooses in the offer picker first.
    if (liking.likedByOwner.length === 0 && exchangeable.length > 1 && offerable.length > 0) return answer(null);

    // Exactly one item the owner wants, and it may be offered: it is, with the like.
    const [single] = offerable;
    await recordLike(tx, liking, exchangeable.length === 1 && single ? [single.ID] : [], now);
    const mutual = await matchIfMutual(ctx, tx, liking);
    if (mutual) {
      await tellOwnerOfMatch(tx, now, mutual, owner, me);
      return answer(mutual);
    }
    if (offerable.length > 0) {
      await tellOwnerOfOffer(tx, now, owner, me);
      return answer(null);
    }
    if (liking.pintReaches) {
      return answer(await standInMatch(ctx, tx, MatchType.Pint, liking, now));
    }
    const text = notificationTexts.like(item.name);
    await notifyLocked(tx, now, owner, 'Like', matchSubjects.like(item.name), text);
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
    const offered = chooseOffered(await exchangeableItems(tx, me.id, owner.id, now), input.ItemIDs);

    await recordLike(
      tx,
      liking,
      offered.map((own) => own.ID),
      now,
    );
    const mutual = await matchIfMutual(ctx, tx, liking);
    if (mutual) {
      await tellOwnerOfMatch(tx, now, mutual, owner, me);
      return { MatchID: mutual.matchId, IsExistingMatch: mutual.existing };
    }
    await tellOwnerOfOffer(tx, now, owner, me);
    return { MatchID: 0, IsExistingMatch: false };
  });
}

/**
 * A skip is one statement: it records the reaction only when the item is reactable (the
 * conditions of reactableItem, the same WRONG_ITEM otherwise), and a second answer to the same
 * item conflicts and records nothing. Skips are most of the answers in the feed, so they make no
 * transaction and no round trip beyond this one.
 */
export async function skipItem(ctx: AppContext, viewer: Actor, itemId: number): Promise<void> {
  const now = ctx.clock.now();
  const recorded = await queryRows<{ itemId: number }>(
    ctx.db,
    sql`insert into item_reactions (user_id, item_id, item_owner_id, liked, created_at)
      select ${viewer.id}::integer, ${items.id}, ${items.ownerId}, false, ${now}::timestamptz from ${items}
      where ${items.id} = ${itemId} and ${reactableBy(viewer, now)}
      on conflict do nothing
      returning item_id as "itemId"`,
  );
  if (recorded.length === 0) throw new AppError('WRONG_ITEM');
}
