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
import type { NotificationSettings } from '@swapsies/contract';
import { asc, type SQL, sql } from 'drizzle-orm';
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
  /** Read under the lock, so that a notification to the member needs no second read (notifyLocked). */
  notificationSettings: NotificationSettings;
}

interface LockedPair {
  me: LockedMember | undefined;
  other: LockedMember | undefined;
  /** Whether a block stands between the two, either way, read under the lock. */
  blocked: boolean;
}

/**
 * Locks the actor's row and the other's (`other`: an id, or a subquery giving one), in id order.
 * Prepared under `name` (one name a shape of `other`): a like takes this lock on every call.
 */
async function lockRows(tx: Tx, name: string, actorId: number, other: number | SQL) {
  return tx
    .select({
      blocked: blockedBetween(actorId, other),
      id: users.id,
      type: users.type,
      pint: users.pint,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      notificationSettings: users.notificationSettings,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(sql`${users.id} in (${actorId}, ${other})`)
    .orderBy(asc(users.id))
    .for('no key update')
    .prepare(name)
    .execute();
}

type LockedRow = Awaited<ReturnType<typeof lockRows>>[number];

/** A deleted account is locked like any other but is no one to befriend or swap with. */
function liveMember(row: LockedRow | undefined): LockedMember | undefined {
  if (!row || row.deletedAt) return undefined;
  const { deletedAt: _, blocked: __, ...member } = row;
  return member;
}

/**
 * Locks both members; either is undefined when no such member exists or their account was deleted.
 * `blocked`: whether a block stands between the two, either way, read under the lock, in the same
 * statement.
 */
export async function lockPair(tx: Tx, actorId: number, otherId: number): Promise<LockedPair> {
  const rows = await lockRows(tx, 'pair_lock', actorId, otherId);
  return {
    me: liveMember(rows.find((row) => row.id === actorId)),
    other: liveMember(rows.find((row) => row.id === otherId)),
    blocked: rows.some((row) => row.blocked),
  };
}

/**
 * lockPair with the owner of an item as the other member, found in the same statement (a like
 * needs no read of the item before its lock). `other` is undefined when there is no such item, or
 * when it is the actor's own.
 */
export async function lockPairOverItem(tx: Tx, actorId: number, itemId: number): Promise<LockedPair> {
  const rows = await lockRows(
    tx,
    'pair_lock_over_item',
    actorId,
    sql`(select owner_id from items where id = ${itemId})`,
  );
  return {
    me: liveMember(rows.find((row) => row.id === actorId)),
    other: liveMember(rows.find((row) => row.id !== actorId)),
    blocked: rows.some((row) => row.blocked),
  };
}
