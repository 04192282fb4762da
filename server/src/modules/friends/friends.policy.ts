/**
 * Who may befriend, follow and find whom.
 *
 * - Friendship is between two personal members, by request and acceptance: only the addressee
 *   answers a request, only its sender recalls it, and nobody asks themselves.
 * - A charity is followed, not befriended: asking a charity for friendship finds no such member,
 *   and only a charity can be followed.
 * - Search finds a person by their handle, a charity by its number, and never anyone who has
 *   switched AllowSearch off.
 * - Across a block (members/blocks.policy.ts), either way, the other is no such member: not found
 *   in search, in a friend request, its answer or a removal, in following or unfollowing, and left
 *   out of the lists of friends and charities.
 */
import { AccountType, isCharityNumberSearch, normaliseFriendSearch, Relation } from '@swapsies/contract';
import { and, eq, not, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { blockedBetween } from '../members/blocks.policy.ts';
import { liveAccount } from '../members/members.policy.ts';

/** The member a friendship change is about, if they exist, can be befriended, and no block stands between the two. */
export function checkBefriendable<T extends { type: number }>(
  other: T | undefined,
  blocked: boolean,
): asserts other is T {
  if (!other || blocked || other.type === AccountType.Charity) throw new AppError('USER_NOT_FOUND');
}

/** Whether the viewer may ask `otherId` for friendship, given where the two stand. */
export function checkMayRequest(viewerId: number, otherId: number, relation: Relation | null): void {
  if (otherId === viewerId) throw new AppError('SELF_REQUEST');
  if (relation === Relation.Friend) throw new AppError('ALREADY_FRIENDS');
  if (relation === Relation.PendingRequest) throw new AppError('REQUEST_EXISTS');
  if (relation === Relation.PendingApproval) throw new AppError('REQUEST_RECEIVED');
}

/** Only a charity can be followed, and not across a block. */
export function checkFollowable(target: { type: number; blocked: boolean } | undefined): void {
  if (target?.type !== AccountType.Charity || target.blocked) throw new AppError('USER_NOT_FOUND');
}

/** The members a search for `query` by this viewer may find: at most one, by handle or by charity number. */
export function findableBy(query: string, viewerId: number): SQL | undefined {
  const value = normaliseFriendSearch(query);
  return and(
    eq(users.username, value),
    eq(users.type, isCharityNumberSearch(value) ? AccountType.Charity : AccountType.Personal),
    eq(users.allowSearch, true),
    liveAccount(),
    notBlockedWith(viewerId),
  );
}

/** Members no block stands between with the viewer, either way: the lists of friends and charities leave the others out. */
export function notBlockedWith(viewerId: number): SQL {
  return not(blockedBetween(users.id, viewerId));
}
