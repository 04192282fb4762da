/**
 * Matches: the match kinds and the stand-in rule, the call shapes, and every message of the
 * matches screens. The feed that makes matches is in feed.ts.
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Id } from './envelope.ts';
import { Handover, HandoverLine } from './handover.ts';
import { MatchFeedback } from './reliability.ts';
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

/** The most characters of a last message a match carries: the list shows two lines of it at most. */
export const LAST_MESSAGE_PREVIEW_MAX = 160;

/**
 * The newest message of a match's chat, for the matches list: its text (at most
 * LAST_MESSAGE_PREVIEW_MAX characters; empty once deleted, with IsDeleted), who sent it and when.
 */
export const LastMessage = Type.Object({
  Text: Type.String(),
  IsDeleted: Type.Boolean(),
  SenderID: Type.Integer(),
  CreatedAt: Type.String(),
  /**
   * A handover change's line (Text ''), as Message.Handover, null for a message: without it the list
   * could not tell it from a partner's message hidden by moderation, which also comes with no text.
   */
  Handover: Type.Optional(Type.Union([HandoverLine, Type.Null()])),
});
export type LastMessage = Static<typeof LastMessage>;

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
  /** The chat's newest message, null before the first. */
  LastMessage: Type.Union([LastMessage, Type.Null()]),
  /** The open arrangement of the handover, proposed or accepted; null when there is none. */
  Handover: Type.Union([Handover, Type.Null()]),
  /** Feedback on each other, once a confirmed exchange or a recorded no-show opens it; null before. */
  Feedback: Type.Union([MatchFeedback, Type.Null()]),
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
