/**
 * How members are shown: to themselves (User), and to others in one summary shape (MemberSummary:
 * MatchMember in a match, PersonSummary on the friends page, the owner on a feed card or in the review queue).
 */
import {
  AccountType,
  type FeedItem,
  FoundBy,
  type MemberSummary,
  type PersonSummary,
  type User,
  type UserItem,
} from '@swapsies/contract';
import { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** How a member is named to others: their full name, or their handle when they have none. */
export function displayName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** A member as others see them: select these columns to get a MemberSummary. */
export const memberSummaryColumns = {
  ID: users.id,
  Type: users.type,
  FirstName: users.firstName,
  LastName: users.lastName,
  Username: users.username,
  ProfilePhoto: users.profilePhoto,
};

/** The names of a member's summary: what a feed card and the review queue show of an item's owner. */
export type MemberNames = Pick<MemberSummary, 'ID' | 'FirstName' | 'LastName' | 'Username'>;

/** On the friends page: a charity is found by its number, a person by their handle. */
export function toPersonSummary(member: MemberSummary): PersonSummary {
  return { ...member, FoundBy: member.Type === AccountType.Charity ? FoundBy.CharityNumber : FoundBy.Username };
}

/** An item with its owner's names, as a feed card shows it. */
export function toOwnedItem(item: UserItem, owner: MemberNames): FeedItem {
  return { ...item, OwnerID: owner.ID, FirstName: owner.FirstName, LastName: owner.LastName, Username: owner.Username };
}

/** An item's owner in the review queue. */
export function toItemOwner(owner: MemberNames): MemberNames {
  return { ID: owner.ID, Username: owner.Username, FirstName: owner.FirstName, LastName: owner.LastName };
}

export interface SocialCounts {
  FriendsCount: number;
  FriendsOfFriendsCount: number;
  FollowersCount: number;
}

/** The member as they see themselves; `categories` are their wanted category paths in order. */
export function toUser(row: UserRow, categories: string[], counts: SocialCounts): User {
  return {
    ID: row.id,
    Type: row.type,
    Username: row.username,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Bio: row.bio,
    Phone: row.phone,
    Telegram: row.telegram,
    WhatsApp: row.whatsApp,
    Address: row.address,
    ProfilePhoto: row.profilePhoto,
    AllowSearch: row.allowSearch,
    Pint: row.pint,
    Country: row.country,
    Categories: categories,
    NotificationSettings: row.notificationSettings,
    IsAdmin: row.isAdmin,
    CompletedSwaps: row.completedSwaps,
    ...counts,
  };
}
