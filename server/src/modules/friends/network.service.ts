/**
 * A member's circles, read from the friendships index: their friends and friends of friends as
 * subqueries of user ids, and whether one member is within another's circles. The feed's Friends+
 * audience uses friends and friends of friends together; an item's pint reach asks whether the
 * viewer is within its owner's; the dashboard counts friends of friends on their own.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Param } from '../../db/client.ts';

/** A member's friends (distance 1). */
export function friendsOf(userId: Param<number>): SQL {
  return sql`select friend_id from friendships where user_id = ${userId}`;
}

/** Everyone a friend of the member is friends with, the member aside: some may be friends of theirs too. */
function friendsOfTheirFriends(userId: Param<number>): SQL {
  return sql`select second.friend_id from friendships first
      join friendships second on second.user_id = first.friend_id
      where first.user_id = ${userId} and second.friend_id <> ${userId}`;
}

/** A member's friends and friends of friends (distance 1 or 2). */
export function friendsAndTheirFriendsOf(userId: Param<number>): SQL {
  return sql`${friendsOf(userId)}
    union
    ${friendsOfTheirFriends(userId)}`;
}

/** A member's friends of friends who are not their friends (distance exactly 2), each once. */
export function friendsOfFriendsOf(userId: Param<number>): SQL {
  return sql`${friendsOfTheirFriends(userId)}
    except
    ${friendsOf(userId)}`;
}

type Member = Param<number> | AnyColumn;

/** True when `b` is a friend of `a`: one primary-key probe. */
export function areFriends(a: Member, b: Member): SQL<boolean> {
  return sql<boolean>`exists (select 1 from friendships f where f.user_id = ${a} and f.friend_id = ${b})`;
}

/**
 * True when `b` is a friend of `a` or a friend of one of their friends: a probe per friend of `a`,
 * rather than the few hundred rows of friendsAndTheirFriendsOf.
 */
export function withinTwoSteps(a: Member, b: Member): SQL<boolean> {
  return sql<boolean>`(${areFriends(a, b)} or exists (select 1 from friendships first
      join friendships second on second.user_id = first.friend_id and second.friend_id = ${b}
      where first.user_id = ${a}))`;
}
