/**
 * A member's circles, as subqueries of user ids read from the friendships index: their friends,
 * and friends of friends. The feed's Friends+ audience and an item's pint reach use friends and
 * friends of friends together; the dashboard counts friends of friends on their own.
 */
import { type SQL, sql } from 'drizzle-orm';
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
