/**
 * How a member is shown to others, in one summary shape (MemberSummary: MatchMember in a match,
 * PersonSummary on the friends page, the owner on a feed card or in the review queue) and by name
 * (the subject of a notification about them).
 */
import {
  AccountType,
  distanceText,
  type FeedItem,
  FoundBy,
  type MemberSummary,
  NO_SHOWS_SHOWN_MIN,
  notificationTexts,
  type PersonSummary,
  RELIABILITY_WINDOW_MS,
  type Reliability,
  type UserItem,
} from '@swapsies/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Param, Tx } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from '../../db/schema.ts';
import { districtOf, milesBetween } from '../areas/areas.policy.ts';

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

/**
 * The public reliability line of a member (issue 27), as one SQL expression so that every
 * MemberSummary and feed card reads it in the statement that reads the member: completed swaps,
 * thumbs up already shown to them, and no-shows an admin upheld (0 below NO_SHOWS_SHOWN_MIN), each
 * over the last RELIABILITY_WINDOW_MS. Each count is a lookup on an index led by the member.
 */
const since = sql.raw(`now() - interval '${RELIABILITY_WINDOW_MS / 1000} seconds'`);

/** The member's Reliability: `memberId` names the member's id in the enclosing query (db/qualified.ts). */
export function reliabilityOf(memberId: SQL): SQL<Reliability> {
  return sql<Reliability>`json_build_object(
    'Swaps',
      (select count(*) from matches x where x.ended_reason = 'exchange' and x.user1_id = ${memberId} and x.ended_at > ${since})
      + (select count(*) from matches x where x.ended_reason = 'exchange' and x.user2_id = ${memberId} and x.ended_at > ${since}),
    'ThumbsUp',
      (select count(*) from feedback f where f.about_id = ${memberId} and f.positive and f.revealed_at is not null and f.created_at > ${since}),
    'NoShows',
      (select case when count(*) >= ${sql.raw(String(NO_SHOWS_SHOWN_MIN))} then count(*) else 0 end from (
        select o.match_id from handover_outcomes o where o.about_id = ${memberId} and o.review = 'upheld' and o.created_at > ${since}
        union
        select f.match_id from feedback f
        where f.about_id = ${memberId} and f.reason = 'no-show' and f.review = 'upheld' and f.created_at > ${since}
      ) as no_shows)
  )`;
}

/**
 * How far a member is from the viewer, rounded (distanceText), and the town of their district
 * (issue 28): never the district, never a coordinate. `memberDistrict` names the member's district
 * in the enclosing query. The distance is '' unless both have an area, the town '' without one.
 */
export function areaSeenBy(viewerId: Param<number> | SQL, memberDistrict: SQL) {
  return {
    Distance: sql<string>`coalesce((select ${milesBetween('viewer_home', 'member_home')}
      from districts viewer_home, districts member_home
      where viewer_home.id = ${districtOf(viewerId)} and member_home.id = ${memberDistrict}), -1)`.mapWith((miles) =>
      Number(miles) < 0 ? '' : distanceText(Number(miles)),
    ),
    Town: sql<string>`coalesce((select d.town from districts d where d.id = ${memberDistrict}), '')`,
  };
}

/** A member as `viewerId` sees them: select these columns to get a MemberSummary. */
export function memberSummaryColumns(viewerId: Param<number> | SQL) {
  return {
    ID: users.id,
    Type: users.type,
    FirstName: users.firstName,
    LastName: users.lastName,
    Username: users.username,
    ProfilePhoto: shownProfilePhoto,
    Reliability: reliabilityOf(qualified(users.id)),
    ...areaSeenBy(viewerId, qualified(users.district)),
  };
}

/** A member's names alone, as the review queue shows an item's owner. */
export const memberNameColumns = {
  ID: users.id,
  FirstName: users.firstName,
  LastName: users.lastName,
  Username: users.username,
};

/** The names of a member's summary: what the review queue shows of an item's owner. */
export type MemberNames = Pick<MemberSummary, 'ID' | 'FirstName' | 'LastName' | 'Username'>;

/** On the friends page: a charity is found by its number, a person by their handle. */
export function toPersonSummary(member: MemberSummary): PersonSummary {
  return { ...member, FoundBy: member.Type === AccountType.Charity ? FoundBy.CharityNumber : FoundBy.Username };
}

/** An item with its owner's names, reliability line, distance and town, as a feed card shows it. */
export function toOwnedItem(
  item: UserItem,
  owner: MemberNames & Pick<MemberSummary, 'Reliability' | 'Distance' | 'Town'>,
): FeedItem {
  return {
    ...item,
    OwnerID: owner.ID,
    FirstName: owner.FirstName,
    LastName: owner.LastName,
    Username: owner.Username,
    Reliability: owner.Reliability,
    Distance: owner.Distance,
    Town: owner.Town,
  };
}

/** An item's owner in the review queue. */
export function toItemOwner(owner: MemberNames): MemberNames {
  return { ID: owner.ID, Username: owner.Username, FirstName: owner.FirstName, LastName: owner.LastName };
}
