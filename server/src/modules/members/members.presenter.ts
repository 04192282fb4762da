/**
 * How a member is shown to others, in one summary shape (MemberSummary: MatchMember in a match,
 * PersonSummary on the friends page, the owner on a feed card or in the review queue) and by name
 * (the subject of a notification about them).
 */
import {
  AccountType,
  type FeedItem,
  FoundBy,
  type MemberSummary,
  notificationTexts,
  type PersonSummary,
  type UserItem,
} from '@swapsies/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from '../../db/schema.ts';
import { reliabilityOf } from './reliability.ts';

/** How a member is named to others: their full name, or their handle when they have none. */
export function displayName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** A member's display name, read from their row, for a notification about them. */
export async function nameOf(tx: Tx, userId: number): Promise<string> {
  const [member] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return member ? displayName(member) : notificationTexts.missingMember;
}

/** The profile photo as others see it: none while moderation hides the profile. */
export const shownProfilePhoto = sql<string>`case when ${users.profileHiddenAt} is null then ${users.profilePhoto} else '' end`;

/** A member as others see them: select these columns to get a MemberSummary. */
export const memberSummaryColumns = {
  ID: users.id,
  Type: users.type,
  FirstName: users.firstName,
  LastName: users.lastName,
  Username: users.username,
  ProfilePhoto: shownProfilePhoto,
  Reliability: reliabilityOf(qualified(users.id)),
};

/** The names of a member's summary: what the review queue shows of an item's owner. */
export type MemberNames = Pick<MemberSummary, 'ID' | 'FirstName' | 'LastName' | 'Username'>;

/** On the friends page: a charity is found by its number, a person by their handle. */
export function toPersonSummary(member: MemberSummary): PersonSummary {
  return { ...member, FoundBy: member.Type === AccountType.Charity ? FoundBy.CharityNumber : FoundBy.Username };
}

/** An item with its owner's names and reliability line, as a feed card shows it. */
export function toOwnedItem(item: UserItem, owner: MemberNames & Pick<MemberSummary, 'Reliability'>): FeedItem {
  return {
    ...item,
    OwnerID: owner.ID,
    FirstName: owner.FirstName,
    LastName: owner.LastName,
    Username: owner.Username,
    Reliability: owner.Reliability,
  };
}

/** An item's owner in the review queue. */
export function toItemOwner(owner: MemberNames): MemberNames {
  return { ID: owner.ID, Username: owner.Username, FirstName: owner.FirstName, LastName: owner.LastName };
}
