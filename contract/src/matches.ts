/**
 * Matches: the match kinds and the stand-in rule, the call shapes, and every message of the
 * matches screens. The feed that makes matches is in feed.ts.
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Id } from './envelope.ts';
import { MemberSummary, UserItem } from './users.ts';

/** Match kinds: a swap of items, a pint bought for an item, a donation to a charity. */
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

/** POST /items/{id}/like-offer, POST /matches/{id}/add-items */
export const ItemIdsBody = body({ ItemIDs: Type.Array(Id, { maxItems: ITEM_IDS_MAX }) });
export type ItemIdsBody = Static<typeof ItemIdsBody>;

/** POST /matches/{id}/acknowledge: ItemIDs, when sent, are items of the match the member received. */
export const AcknowledgeBody = body({ ItemIDs: Type.Optional(Type.Array(Id, { maxItems: ITEM_IDS_MAX })) });
export type AcknowledgeBody = Static<typeof AcknowledgeBody>;

/** Commitment durations in hours: a whole number from 1 to 24, 24 unless the requester picks another. */
export const COMMITMENT_TTL = { min: 1, max: 24, default: 24 } as const;
/** A commitment's duration in words: '1 hour', '24 hours'. */
export const durationText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** A pending commitment request that is not accepted lapses after this long. */
export const COMMITMENT_PENDING_MS = 60 * 60 * 1000;
/** Both members are reminded this long before an accepted commitment ends. */
export const COMMITMENT_REMINDER_MS = 60 * 60 * 1000;
/** How often the match detail checks whether an accepted commitment has run out. */
export const COMMITMENT_CHECK_MS = 60 * 1000;
/** A commitment refresh waits this long so that calls close together share it. */
export const COMMITMENT_REFRESH_DELAY_MS = 100;
/** After a commitment refresh starts, no other starts for this long; calls meanwhile share one at its end. */
export const COMMITMENT_REFRESH_LOCK_MS = 1000;

/**
 * POST /matches/{id}/offer-commitment: the requester's items in the match (UserItemIDs), the
 * partner's (DesiredItemIDs), and the duration in hours. TTL is any number here, so that a
 * duration out of range hears the request's own message (commitmentMessages).
 */
export const OfferCommitmentBody = body({
  UserItemIDs: Type.Array(Id, { maxItems: ITEM_IDS_MAX }),
  DesiredItemIDs: Type.Array(Id, { maxItems: ITEM_IDS_MAX }),
  TTL: Type.Optional(Type.Number()),
});
export type OfferCommitmentBody = Static<typeof OfferCommitmentBody>;

/** Each side of a match: the member summary, with the exchanges they completed. */
export const MatchMember = Type.Object({ ...MemberSummary.properties, CompletedSwaps: Type.Integer() });
export type MatchMember = Static<typeof MatchMember>;

/** Commitment status values. */
export const CommitmentStatus = { Pending: 1, Accepted: 2 } as const;

/**
 * A temporary reservation of items: User1 requested it, User2 received it. ExpiresAt is set once
 * accepted; a passed ExpiresAt means the commitment has expired (the match shows it until cleared).
 */
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

/** The partner has this long to confirm an exchange after the first confirmation. */
export const EXCHANGE_WINDOW_MS = 60 * 60 * 1000;

/**
 * A confirmation of the exchange waiting for the partner: who confirmed, the items they named,
 * and when the partner's window closes. The match carries none when there is no live one.
 */
export const ExchangeConfirmation = Type.Object({
  ConfirmedBy: Type.Integer(),
  ItemIDs: Type.Array(Type.Integer()),
  ExpiresAt: Type.String(),
});
export type ExchangeConfirmation = Static<typeof ExchangeConfirmation>;

/**
 * POST /matches/{id}/confirm-exchange: Completed when this confirmation finished the exchange;
 * otherwise ExpiresAt is when the partner's window closes.
 */
export const ConfirmExchangeAnswer = envelope({
  Completed: Type.Boolean(),
  ExpiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type ConfirmExchangeAnswer = Static<typeof ConfirmExchangeAnswer>;

/**
 * A match. Items1 belong to User1, Items2 to User2; stand-ins appear with ids -1 and -2.
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
  Exchange: Type.Union([ExchangeConfirmation, Type.Null()]),
  AbleToAddItems: Type.Boolean(),
  CreatedAt: Type.String(),
  /** The partner's chat messages beyond the viewer's read mark. */
  UnreadMessages: Type.Integer(),
});
export type Match = Static<typeof Match>;

export const MatchesAnswer = envelope({ Matches: Type.Array(Match) });
export type MatchesAnswer = Static<typeof MatchesAnswer>;
export const MatchAnswer = envelope({ Match });
export type MatchAnswer = Static<typeof MatchAnswer>;
export const ItemsAnswer = envelope({ Items: Type.Array(UserItem) });
export type ItemsAnswer = Static<typeof ItemsAnswer>;

/** Notification subjects, worded so that the web app routes them by subject: likes to /my-items, the rest to /swaps or /seek. */
export const matchSubjects = {
  like: (itemName: string) => `Somebody liked your ${itemName}`,
  peopleWant: 'People with items you want are looking for your stuff',
  matchCreated: (name: string) => `New match with ${name}!`,
  itemAdded: (name: string) => `${name} added a new item to your match`,
  unmatched: (name: string) => `${name} unmatched your swap`,
  exchangeConfirmed: (name: string) => `${name} says you swapped: confirm it within the hour`,
  exchangeCompleted: (name: string) => `You and ${name} swapped: the swap is confirmed`,
  itemSwapped: (itemName: string) => `${itemName}, in one of your matches, was swapped elsewhere`,
};

/** Notification subjects of commitments: each mentions a commitment, so that the web app routes it to /swaps. */
export const commitmentSubjects = {
  offered: (name: string) => `${name} sent you a commitment request`,
  accepted: (name: string) => `${name} accepted your commitment request`,
  rejected: (name: string) => `${name} rejected your commitment request`,
  recalled: (name: string) => `${name} recalled their commitment request`,
  /** To both members: a request nobody answered within COMMITMENT_PENDING_MS. */
  lapsed: (name: string) => `The commitment request between you and ${name} has lapsed`,
  expired: (name: string) => `Your commitment with ${name} has expired`,
  endingSoon: (name: string) => `Your commitment with ${name} ends in an hour`,
  /** To the partner in another match that holds an item a commitment has just reserved. */
  committedElsewhere: (itemName: string) => `${itemName}, in one of your matches, was committed to another swap`,
};

/** The commitment request's validation messages, as specified. */
export const commitmentMessages = {
  noOwnItems: 'Please select at least one of your items',
  noTheirItems: 'Please select at least one of their items',
  badDuration: 'Please enter a valid duration (1-24 hours)',
  /** WRONG_ITEMS, as the error catalogue words it for commitments. */
  wrongItems: "One or more items don't exist or don't belong to you",
} as const;

export const matchMessages = {
  // The matches list screen, as specified
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
  // The match detail screen, as specified
  yourItems: 'Your Items',
  offerMoreTitle: 'Offer More!',
  addNone: 'Please select at least one item to add',
  confirmNone: 'Please select at least one item to confirm the exchange',
  confirmNoItems: "You don't have any items to exchange in this match.",
  confirmSuccess: 'Congratulations! Your swap has been confirmed successfully!',
  confirmFailed: 'Failed to confirm exchange',
  invalidMatchId: 'Invalid match ID',
  // Commitments, as specified
  commitmentPending: 'Commitment request is not accepted yet',
  commitmentRemaining: (hours: number, minutes: number) => `${hours} hours, ${minutes} minutes remaining`,
  commitmentLastMinute: 'Less than a minute remaining',
  commitmentExpired: 'Commitment Expired',
  requestCommitTitle: 'Request to Commit',
  readyToCommitTitle: 'Ready to commit?',
  recallFailed: 'Failed to recall commitment',
  acceptFailed: 'Failed to accept commitment',
  rejectFailed: 'Failed to reject commitment',
  requestFailed: 'Failed to create commitment request',
  // The error catalogue: matches and extra items
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
  // The 'Swapped?' confirmation: wording we wrote, where 001 names the dialog but not its text
  confirmSwap: 'Confirm swap',
  swappedTitle: 'Swapped?',
  selectAll: 'Select All Items',
  confirmText: 'Tick the items that changed hands.',
  confirmWindow: (name: string) => `Once you confirm, ${name} has 1 hour to complete the exchange.`,
  pintBuyerConfirm: (name: string) => `Did you buy ${name} a pint for these?`,
  pintRecipientConfirm: (name: string) => `Tick the items you gave ${name} for a pint.`,
  charityConfirm: (name: string) => `Confirm that you received these from ${name}.`,
  donorConfirm: (name: string) => `Tick the items you gave ${name}.`,
  partnerConfirmed: (name: string) => `${name} says you swapped: confirm to complete the exchange.`,
  awaitingPartner: (name: string, time: string) =>
    `You confirmed the swap. ${name} has until ${time} to confirm it too.`,
  confirm: 'Confirm',
  confirming: 'Confirming...',
  unconfirm: 'Withdraw confirmation',
  unconfirmFailed: 'Failed to withdraw confirmation',
  goToMatches: 'Go to matches',
  completedSwaps: (count: number) => (count === 1 ? '1 completed swap' : `${count} completed swaps`),
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
  // Wording we wrote for commitments, where 001 names a control but not its text
  clear: 'Clear',
  requestCommit: 'Request commitment',
  requestCommitText: (name: string) =>
    `Pick the items to reserve on both sides. ${name} has an hour to accept; once accepted, the items are held for the duration you choose.`,
  commitDuration: 'Duration (hours)',
  sendRequest: 'Send request',
  sending: 'Sending...',
  requestSent: 'Commitment request sent',
  readyToCommitText: (name: string, hours: number) =>
    `${name} would like to reserve these items for ${durationText(hours)}.`,
  accept: 'Accept',
  reject: 'Reject',
  recall: 'Recall request',
  answerRequest: 'Answer request',
  working: 'Working...',
  noFreeItemsReason: 'Each side needs at least one item that is not committed elsewhere.',
  incomingReason: 'You have a commitment request from this member: accept or reject it first.',
  pendingReason: 'Your commitment request is waiting for an answer.',
} as const;
