/**
 * The Seek feed: the next card, liking it (alone or with an offer) and skipping it, with every
 * message of the feed screen.
 */
import { type Static, Type } from 'typebox';
import { envelope } from './envelope.ts';
import { UserItem } from './users.ts';

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

/** A feed card: the item with its owner's names. */
export const FeedItem = Type.Object({
  ...UserItem.properties,
  OwnerID: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Username: Type.String(),
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

export const feedMessages = {
  // The feed screen, as specified
  title: 'Swipe and Seek',
  tabFriends: 'Friends',
  tabFriendsPlus: 'Friends+',
  tabEveryone: 'Everyone',
  swap: 'Swap',
  skip: 'Skip',
  comingSoon: 'Coming soon, bear with us!',
  giveToGetTitle: 'Give to get!',
  seenItAll: "You've seen it all!",
  addItems: 'Add Items',
  addItem: 'Add Item',
  inviteFriends: 'Invite Friends',
  openMoreCategories: 'Open more categories',
  friendsOfFriendsMode: 'Friends of Friends Mode',
  friendsAdded: (count: number, needed: number) => `${count}/${needed} friends added`,
  charityNothingTitle: "That's it for now",
  charityNothingText: 'Please check back later',
  errorTitle: 'Something went wrong',
  tryAgain: 'Try Again',
  offerTitle: 'What would you like to offer?',
  offerNone: 'Please select at least one item to offer',
  committedBadge: 'Committed',
  matchTitle: "It's a match!",
  keepSeeking: 'Keep Seeking',
  viewMatch: 'View Match',
  existingMatchTitle: 'Items added to existing match',
  seekMore: 'Seek More',
  seeMatch: 'See Match',
  // The specified celebration text "Ten points" is left out: the product counts no points anywhere.
  // The error catalogue: feed fallbacks
  loadUserFailed: 'Failed to load user data',
  loadNextFailed: 'Failed to load next item',
  skipFailed: 'Failed to skip item',
  likeFailed: 'Failed to like item',
  offerFailed: 'Failed to complete the offer',
  connectionFailed: 'Failed to connect to the server. Please try again later',
  notEnoughFriends: 'Please add friends to see items',
  // Wording we added (web feed screen)
  audience: 'Whose items to see',
  friendsOfFriendsText: (needed: number) => `Add ${needed} friends to see what their friends are swapping too.`,
  from: (firstName: string) => `From ${firstName}`,
  keyboardHint: 'Tip: press → to swap or ← to skip.',
  loading: 'Finding the next item',
  liked: (name: string) => `You liked ${name}`,
  skipped: (name: string) => `You skipped ${name}`,
  offerText: 'Choose what you would swap for it.',
  offerSubmit: 'Offer',
  offering: 'Offering...',
  cancel: 'Cancel',
  matchText: "You both want each other's stuff. Say hello and sort out the swap.",
  // ours: the match's own kind (swap, pint, charity: MatchType) said in It's a match!
  pintBuyerText: (name: string) => `You'll buy ${name} a pint for their item. Say hello and arrange where to meet.`,
  pintRecipientText: (name: string) =>
    `${name} will buy you a pint for your item. Say hello and arrange where to meet.`,
  donorText: (charity: string) => `${charity} would love your donation. Say hello and arrange the hand-over.`,
  charityText: (name: string) => `${name} would like to donate to you. Say hello and arrange the hand-over.`,
  matchedWith: (name: string) => `You matched with ${name}`,
  existingMatchText: 'You already have a match with this member: the item was added to it.',
} as const;
