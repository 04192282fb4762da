/**
 * The Seek feed: the next card, liking it (alone or with an offer) and skipping it, with every
 * message of the feed screen.
 */
import { type Static, Type } from 'typebox';
import { envelope } from './envelope.ts';
import { Reliability } from './reliability.ts';
import { MemberSummary, UserItem } from './users.ts';

/** The feed's audience filters: Friends is the default; charities always use Everyone. */
export const FeedType = { Everyone: 1, Friends: 2, FriendsPlus: 3 } as const;
export type FeedType = (typeof FeedType)[keyof typeof FeedType];
export const DEFAULT_FEED_TYPE = FeedType.Friends;

/** GET /explore-item?type= */
export const ExploreQuery = Type.Object(
  {
    type: Type.Optional(
      Type.Union([Type.Literal(FeedType.Everyone), Type.Literal(FeedType.Friends), Type.Literal(FeedType.FriendsPlus)]),
    ),
  },
  { additionalProperties: false },
);
export type ExploreQuery = Static<typeof ExploreQuery>;

/** A feed card: the item with its owner's names, reliability line, distance and town (MemberSummary's). */
export const FeedItem = Type.Object({
  ...UserItem.properties,
  OwnerID: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Username: Type.String(),
  Reliability,
  Distance: MemberSummary.properties.Distance,
  Town: MemberSummary.properties.Town,
});
export type FeedItem = Static<typeof FeedItem>;

/** Item is null when the viewer has seen everything there is for this filter. */
export const ExploreAnswer = envelope({ Item: Type.Union([FeedItem, Type.Null()]) });
export type ExploreAnswer = Static<typeof ExploreAnswer>;

/**
 * POST /items/{id}/like. MatchID is 0 when no match came of it. ItemsForExange (the
 * specification's spelling) lists the liker's available items that the owner wants.
 */
export const LikeAnswer = envelope({
  MatchID: Type.Integer(),
  OldMatch: Type.Boolean(),
  ItemsForExange: Type.Array(UserItem),
});
export type LikeAnswer = Static<typeof LikeAnswer>;

export const LikeOfferAnswer = envelope({ MatchID: Type.Integer(), IsExistingMatch: Type.Boolean() });
export type LikeOfferAnswer = Static<typeof LikeOfferAnswer>;
