/**
 * The pair lock: every change between two members (a friend request and its answer, a like and
 * the match it makes) first locks both members' rows, in id order so that two transactions on the
 * same pair never wait on each other the other way round.
 *
 * The lock is FOR NO KEY UPDATE: it conflicts with itself, which is all the pair needs (a second
 * change to the same pair waits for the first to commit), but not with the KEY SHARE lock that a
 * foreign key check takes. FOR UPDATE would also hold up, until the pair's transaction ends, every
 * insert that references either member elsewhere: a notification for them, a session at sign-in,
 * an item they add, a third member's like of their item. No member's id ever changes, so nothing
 * needs the stronger lock.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { blockedBetween } from './blocks.policy.ts';

export interface LockedMember {
  id: number;
  type: number;
  pint: boolean;
  firstName: string;
  lastName: string;
  username: string;
}

/**
 * Locks both members; either is undefined when no such member exists or their account was deleted.
 * `blocked`: whether a block stands between the two, either way, read under the lock, in the same
 * statement.
 */
export async function lockPair(
  tx: Tx,
  actorId: number,
  otherId: number,
): Promise<{ me: LockedMember | undefined; other: LockedMember | undefined; blocked: boolean }> {
  const rows = await tx
    .select({
      blocked: blockedBetween(actorId, otherId),
      id: users.id,
      type: users.type,
      pint: users.pint,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [actorId, otherId]))
    .orderBy(asc(users.id))
    .for('no key update');
  // A deleted account is locked like any other but is no one to befriend or swap with.
  const live = (id: number) => {
    const row = rows.find((found) => found.id === id);
    if (!row || row.deletedAt) return undefined;
    const { deletedAt: _, blocked: __, ...member } = row;
    return member;
  };
  return { me: live(actorId), other: live(otherId), blocked: rows.some((row) => row.blocked) };
}
