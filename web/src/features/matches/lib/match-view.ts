/**
 * How a match looks from one member's side, on the list and the detail page (the stand-in rule included). The
 * server sends both sides as User1/Items1 and User2/Items2; the screens want "mine" and "theirs".
 */
import {
  type Commitment,
  CommitmentStatus,
  ID_MAX,
  isStandIn,
  type Match,
  type MatchMember,
  MatchType,
  matchMessages,
  sideHoldsStandIn,
  type UserItem,
} from '@swapsies/contract';
import { matchSides } from '@/data/matches.ts';

export interface MatchView {
  partner: MatchMember;
  /** The viewer's items, stand-ins left out. */
  myItems: UserItem[];
  /** The partner's items, stand-ins left out. */
  partnerItems: UserItem[];
  /** Which side holds the stand-in its match type implies: the pint buyer's, or the charity's. */
  standInSide: 'mine' | 'partner' | null;
}

export function listedItems(items: readonly UserItem[]): UserItem[] {
  return items.filter((item) => !isStandIn(item.ID));
}

export function matchView(match: Match, viewerId: number): MatchView {
  const { partner, myItems: mine, partnerItems: theirs } = matchSides(match, viewerId);
  let standInSide: MatchView['standInSide'] = null;
  if (sideHoldsStandIn(match.Type, mine)) standInSide = 'mine';
  else if (sideHoldsStandIn(match.Type, theirs)) standInSide = 'partner';
  return {
    partner,
    myItems: listedItems(mine),
    partnerItems: listedItems(theirs),
    standInSide,
  };
}

/** Pint and charity matches say who gives what; partnerName is the partner's first name. */
export function matchSubtitle(type: number, standInSide: MatchView['standInSide'], partnerName: string): string {
  if (type === MatchType.Pint && standInSide === 'mine') return matchMessages.pintBuyerSubtitle(partnerName);
  if (type === MatchType.Pint && standInSide === 'partner') return matchMessages.pintRecipientSubtitle(partnerName);
  if (type === MatchType.Charity && standInSide === 'mine') return matchMessages.charitySubtitle(partnerName);
  if (type === MatchType.Charity && standInSide === 'partner') return matchMessages.donorSubtitle(partnerName);
  return matchMessages.swapSubtitle(partnerName);
}

/**
 * An active match with nothing on one side is not worth opening. A stand-in counts only
 * where its match type puts one (a pint match's buyer, a charity match's charity).
 */
function sideFilled(match: Match, items: readonly UserItem[]): boolean {
  return listedItems(items).length > 0 || sideHoldsStandIn(match.Type, items);
}

export function hasBothSides(match: Match): boolean {
  return sideFilled(match, match.Items1) && sideFilled(match, match.Items2);
}

/**
 * The detail page sends a deleted or one-sided match back to the list, unless it has feedback to
 * give or show (issue 27): that opens after a confirmed exchange, which ends the match.
 */
export function isOpenable(match: Match): boolean {
  return match.Feedback !== null || (!match.Deleted && hasBothSides(match));
}

/**
 * The matches list leaves out a card with none of the partner's items, unless it ended or the viewer is
 * a charity. The partner's implied stand-in counts, so a pint recipient sees the pint match.
 */
export function isCardShown(match: Match, viewerId: number, viewerIsCharity: boolean): boolean {
  const partnerSide = match.User1.ID === viewerId ? match.Items2 : match.Items1;
  return match.Deleted || viewerIsCharity || sideFilled(match, partnerSide);
}

/** An accepted commitment holds its items until ExpiresAt passes. */
export function isCommitmentActive(commitment: Commitment | null, now: number): boolean {
  if (commitment?.Status !== CommitmentStatus.Accepted || !commitment.ExpiresAt) return false;
  return Date.parse(commitment.ExpiresAt) > now;
}

/** DeletedBy above 0 means the exchange was confirmed; otherwise somebody unmatched. */
export function isConfirmedSwap(match: Match): boolean {
  return match.DeletedBy > 0;
}

/** What a detail page or card may be given in navigation state. */
export interface MatchRouteState {
  /** Where Back goes, before browser history. */
  from?: string;
  /** Open the chat box at once; the detail page takes the request once the match has loaded. */
  openChat?: boolean;
}

export function routeState(state: unknown): MatchRouteState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, openChat }: { from?: unknown; openChat?: unknown } = { ...state };
  // Same-site paths only: "//host" would leave the app.
  const sameSite = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return {
    from: sameSite ? from : undefined,
    openChat: openChat === true,
  };
}

/** A route's :matchId as an id the server could know, or null. */
export function parseMatchId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= ID_MAX ? id : null;
}

/**
 * Who sees the confirm swap button, by the stand-in rule: both members of a swap; in a pint or charity
 * match both members too, but only while the stand-in is on its side (the pint buyer and the charity
 * confirm with it, the item owner names what they gave).
 */
export function showsConfirmSwap(match: Match, standInSide: MatchView['standInSide']): boolean {
  return match.Type === MatchType.Swap || standInSide !== null;
}
