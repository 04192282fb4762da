/**
 * The Seek feed, likes and matches (001 §1, §2.2, §2.4, §2.5, §3, §4.1, §4.3, §5, §7, §8;
 * product-decisions §3): the call shapes, the constants and every message of those screens.
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Id } from './envelope.ts';
import { UserItem } from './user.ts';

/** The feed's audience filters (001 §4.1): Friends is the default; charities always use Everyone. */
export const FeedType = { Everyone: 1, Friends: 2, FriendsPlus: 3 } as const;
export type FeedType = (typeof FeedType)[keyof typeof FeedType];
export const DEFAULT_FEED_TYPE = FeedType.Friends;

/** Match kinds (001 §1). */
export const MatchType = { Swap: 1, Pint: 2, Charity: 3 } as const;
export type MatchType = (typeof MatchType)[keyof typeof MatchType];

/** Stand-in items: a pint on the buyer's side, a donation on the charity's side. */
export const StandIn = { Pint: -1, Charity: -2 } as const;
export function isStandIn(itemId: number): boolean {
  return itemId === StandIn.Pint || itemId === StandIn.Charity;
}

/**
 * The stand-in rule: a pint match carries a pint (StandIn.Pint) on the buyer's side, a charity
 * match a donation (StandIn.Charity) on the charity's side; a swap match carries none. Stand-ins
 * are not stored: the server makes such a match with the buyer or the charity as User1 and puts
 * the stand-in first in Items1. That side has no items of its own to add.
 */
export function standInOf(type: number): number | null {
  if (type === MatchType.Pint) return StandIn.Pint;
  if (type === MatchType.Charity) return StandIn.Charity;
  return null;
}

/** Whether a side of a match of this type, by its items, holds the stand-in that type carries (any other stand-in id does not count). */
export function sideHoldsStandIn(type: number, items: readonly { ID: number }[]): boolean {
  const standIn = standInOf(type);
  return standIn !== null && items.some((item) => item.ID === standIn);
}

/** Caps on id lists in a body: one member's own items are never this many at once. */
export const ITEM_IDS_MAX = 100;

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

/** A feed card: the item with its owner's names (001 §3). */
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

/** POST /items/{id}/like-offer, POST /matches/{id}/add-items */
export const ItemIdsBody = body({ ItemIDs: Type.Array(Id, { maxItems: ITEM_IDS_MAX }) });
export type ItemIdsBody = Static<typeof ItemIdsBody>;

/** POST /matches/{id}/acknowledge: ItemIDs, when sent, are items of the match the member received. */
export const AcknowledgeBody = body({ ItemIDs: Type.Optional(Type.Array(Id, { maxItems: ITEM_IDS_MAX })) });
export type AcknowledgeBody = Static<typeof AcknowledgeBody>;

export const LikeOfferAnswer = envelope({ MatchID: Type.Integer(), IsExistingMatch: Type.Boolean() });
export type LikeOfferAnswer = Static<typeof LikeOfferAnswer>;

export const MatchMember = Type.Object({
  ID: Type.Integer(),
  Type: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Username: Type.String(),
  ProfilePhoto: Type.String(),
});
export type MatchMember = Static<typeof MatchMember>;

/** Commitment status values (001 §3). */
export const CommitmentStatus = { Pending: 1, Accepted: 2 } as const;

/** A temporary reservation of items (001 §3); the commitments issue fills it in. */
export const Commitment = Type.Object({
  ID: Type.Integer(),
  Status: Type.Integer(),
  User1: Type.Integer(),
  User2: Type.Integer(),
  Items1: Type.Array(Type.Integer()),
  Items2: Type.Array(Type.Integer()),
  TTL: Type.Integer(),
  ExpiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type Commitment = Static<typeof Commitment>;

/**
 * A match (001 §3). Items1 belong to User1, Items2 to User2; stand-ins appear with ids -1 and -2.
 * DeletedBy is above 0 for a confirmed swap (the member who confirmed last), 0 otherwise.
 */
export const Match = Type.Object({
  ID: Type.Integer(),
  Type: Type.Integer(),
  User1: MatchMember,
  User2: MatchMember,
  Items1: Type.Array(UserItem),
  Items2: Type.Array(UserItem),
  Deleted: Type.Boolean(),
  DeletedBy: Type.Integer(),
  Commitment: Type.Union([Commitment, Type.Null()]),
  AbleToAddItems: Type.Boolean(),
  CreatedAt: Type.String(),
});
export type Match = Static<typeof Match>;

export const MatchesAnswer = envelope({ Matches: Type.Array(Match) });
export type MatchesAnswer = Static<typeof MatchesAnswer>;
export const MatchAnswer = envelope({ Match });
export type MatchAnswer = Static<typeof MatchAnswer>;
export const ItemsAnswer = envelope({ Items: Type.Array(UserItem) });
export type ItemsAnswer = Static<typeof ItemsAnswer>;

/** Notification subjects, worded so that 001 §4.7 routes them: likes to /my-items, the rest to /swaps or /seek. */
export const matchSubjects = {
  like: (itemName: string) => `Somebody liked your ${itemName}`,
  peopleWant: 'People with items you want are looking for your stuff',
  matchCreated: (name: string) => `New match with ${name}!`,
  itemAdded: (name: string) => `${name} added a new item to your match`,
  unmatched: (name: string) => `${name} unmatched your swap`,
};

export const feedMessages = {
  // 001 §2.2
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
  // 001 §2.2's celebration text "Ten points" is left out: the product counts no points anywhere.
  // 001 §8, feed fallbacks
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
  // ours: the match's own kind said in It's a match! (001 §1 match types)
  pintBuyerText: (name: string) => `You'll buy ${name} a pint for their item. Say hello and arrange where to meet.`,
  pintRecipientText: (name: string) =>
    `${name} will buy you a pint for your item. Say hello and arrange where to meet.`,
  donorText: (charity: string) => `${charity} would love your donation. Say hello and arrange the hand-over.`,
  charityText: (name: string) => `${name} would like to donate to you. Say hello and arrange the hand-over.`,
  matchedWith: (name: string) => `You matched with ${name}`,
  existingMatchText: 'You already have a match with this member: the item was added to it.',
} as const;

export const matchMessages = {
  // 001 §2.4
  title: 'See it, Swap it, Sorted',
  emptyTitle: 'Your perfect swap is coming',
  emptyText: 'Keep seeking, add more items, and invite friends!',
  emptyCharityTitle: 'No donations yet',
  emptyPanel: 'Your matches will live here',
  addItems: 'Add Items',
  seekMore: 'Seek More',
  inviteFriends: 'Invite Friends',
  swapConfirmed: 'Swap confirmed',
  unmatchedSwap: 'Unmatched swap',
  retry: 'Retry',
  // 001 §2.5
  yourItems: 'Your Items',
  offerMoreTitle: 'Offer More!',
  addNone: 'Please select at least one item to add',
  invalidMatchId: 'Invalid match ID',
  // 001 §8, matches and extra items
  loadFailed: 'Failed to load matches',
  loadFailedLater: 'Unable to load matches. Please try again later.',
  acknowledgeFailed: 'Failed to acknowledge match',
  acknowledgeFailedRetry: 'Unable to acknowledge match. Please try again.',
  unmatchFailed: 'Failed to unmatch',
  genericRetry: 'An error occurred. Please try again.',
  loadDetailFailed: 'Failed to load match details',
  loadDetailFailedLater: 'Unable to load match details. Please try again later.',
  loadExtraFailed: 'Failed to load available items',
  loadExtraError: 'An error occurred while loading items',
  addItemsFailed: 'Failed to add items to match',
  // Wording we wrote for the matches screens, where 001 names a control but not its text
  view: 'View',
  viewMatch: (name: string) => `View match with ${name}`,
  chatWith: (name: string) => `Chat with ${name}`,
  chat: 'Chat',
  actions: 'Match actions',
  acknowledge: 'OK',
  acknowledgeMatch: (name: string) => `OK, remove the match with ${name}`,
  pintMatch: 'Pint match',
  charityMatch: 'Charity donation',
  committedLock: 'Items committed',
  moreItems: (count: number) => `+${count} more`,
  back: 'Back',
  theirItems: (name: string) => `${name}'s Items`,
  swapSubtitle: (name: string) => `You and ${name} like each other's stuff`,
  pintBuyerSubtitle: (name: string) => `You're offering ${name} a pint for these`,
  pintRecipientSubtitle: (name: string) => `${name} is offering you a pint for these`,
  donorSubtitle: (name: string) => `Your donation to ${name}`,
  charitySubtitle: (name: string) => `${name} would like to donate these to you`,
  offerMore: 'Offer more',
  offerMoreText: 'Pick more of your items to add to this match.',
  noExtraItems: 'You have no other items to offer in this match.',
  committedBadge: 'Committed',
  addSelected: 'Add to match',
  adding: 'Adding...',
  itemsAdded: 'Items added to your match',
  unmatch: 'Unmatch',
  unmatchTitle: 'Unmatch?',
  unmatchText: (name: string) => `Are you sure you want to unmatch with ${name}? This match and its chat will be gone.`,
  unmatching: 'Unmatching...',
  cancel: 'Cancel',
  photosOf: (name: string) => `Photos of ${name}`,
} as const;
