/** The member as they see themselves (User); how they are shown to others is members/members.presenter.ts. */
import type { SearchRadius, User } from '@swapsies/contract';
import type { users } from '../../db/schema.ts';
import { areaOf } from '../areas/districts.service.ts';

type UserRow = typeof users.$inferSelect;

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
    ProfileUnderReview: row.profileHiddenAt !== null,
    AllowSearch: row.allowSearch,
    Pint: row.pint,
    Country: row.country,
    Categories: categories,
    NotificationSettings: row.notificationSettings,
    IsAdmin: row.isAdmin,
    CompletedSwaps: row.completedSwaps,
    Area: areaOf(row.district),
    SearchRadius: row.searchRadius as SearchRadius,
    FriendsPlusNearby: row.friendsPlusNearby,
    ...counts,
  };
}
