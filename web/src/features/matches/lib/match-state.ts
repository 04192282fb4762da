/**
 * Where a match stands for one member, and the one action it needs from them next
 * (docs/decisions.md, "The next action"): the list words the state, the detail page makes the
 * next action its primary button and puts the rest in the "More actions" menu.
 */
import { CommitmentStatus, HandoverStatus, type Match, MatchType, matchMessages } from '@swapsies/contract';
import { britishFormat } from '@/lib/date-format.ts';
import { isConfirmedSwap } from './match-view.ts';

export type MatchState =
  | { kind: 'ended'; swapped: boolean }
  /** The partner confirmed the exchange; their confirmation waits for the viewer's. */
  | { kind: 'partner-confirmed' }
  /** The viewer confirmed; the partner has until `until` to confirm too. */
  | { kind: 'i-confirmed'; until: string }
  | { kind: 'request-to-me' }
  | { kind: 'request-from-me' }
  | { kind: 'committed'; until: string }
  /** An accepted commitment past its ExpiresAt, until a member clears it. */
  | { kind: 'commitment-expired' }
  /** Nothing under way yet. */
  | { kind: 'matched' };

/**
 * The exchange comes before the commitment: once a member says the swap happened, that is what
 * is waiting. A time already past counts as over, whether or not the server has looked.
 */
export function matchState(match: Match, viewerId: number, now: number): MatchState {
  if (match.Deleted) return { kind: 'ended', swapped: isConfirmedSwap(match) };
  const exchange = match.Exchange;
  if (exchange && Date.parse(exchange.ExpiresAt) > now) {
    return exchange.ConfirmedBy === viewerId
      ? { kind: 'i-confirmed', until: exchange.ExpiresAt }
      : { kind: 'partner-confirmed' };
  }
  const commitment = match.Commitment;
  if (commitment?.Status === CommitmentStatus.Accepted && commitment.ExpiresAt) {
    return Date.parse(commitment.ExpiresAt) > now
      ? { kind: 'committed', until: commitment.ExpiresAt }
      : { kind: 'commitment-expired' };
  }
  if (commitment && commitment.ExpiresAt === null) {
    if (commitment.User2 === viewerId) return { kind: 'request-to-me' };
    if (commitment.User1 === viewerId) return { kind: 'request-from-me' };
  }
  return { kind: 'matched' };
}

/** The one action a state asks of the viewer: confirm the exchange, answer a request, or request a commitment. */
export type NextAction = 'confirm' | 'answer' | 'request' | null;

export interface ViewerMay {
  /** Whether the viewer has commitment actions at all (not a charity, and a swap: no stand-in side). */
  commit: boolean;
  /** Whether the viewer has the confirm button (the stand-in rule, showsConfirmSwap). */
  confirm: boolean;
}

/**
 * Nothing is asked while the partner is to act (my request, my confirmation) or while an expired
 * commitment waits to be cleared (its bar has Clear). Without commitments (charities, pint and
 * charity matches) the confirmation is the next step from the start.
 */
export function nextAction(state: MatchState, may: ViewerMay): NextAction {
  const confirm = may.confirm ? 'confirm' : null;
  switch (state.kind) {
    case 'partner-confirmed':
    case 'committed':
      return confirm;
    case 'request-to-me':
      return may.commit ? 'answer' : confirm;
    case 'matched':
      return may.commit ? 'request' : confirm;
    default:
      return null;
  }
}

/** Whether the state waits for the viewer: the card shows it as such. */
export function waitsForViewer(state: MatchState): boolean {
  return state.kind === 'partner-confirmed' || state.kind === 'request-to-me';
}

/**
 * A handover proposal that waits for the viewer's answer (issue 27). It is not a state of its own:
 * the list says it where the state waits for nobody, and the page's Handover card carries its buttons.
 */
export function handoverToAnswer(match: Match, viewerId: number): boolean {
  const open = match.Handover;
  return !match.Deleted && open?.Status === HandoverStatus.Proposed && open.ProposedBy !== viewerId;
}

/** The confirm button's words: a charity confirms receipt, a donor the donation, members the swap. */
export function confirmLabel(matchType: number, viewerIsCharity: boolean): string {
  if (viewerIsCharity) return matchMessages.confirmReceived;
  return matchType === MatchType.Charity ? matchMessages.confirmDonation : matchMessages.confirmSwap;
}

const timeFormat = britishFormat({ hour: '2-digit', minute: '2-digit' });
const dayTimeFormat = britishFormat({ weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** A time within the next day or so: '14:20' today, 'Sun 09:15' on another day. */
export function clockTime(iso: string, now: number): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === new Date(now).toDateString();
  return (sameDay ? timeFormat : dayTimeFormat)().format(at);
}

/** The state in words, for the card; `partnerName` is the partner's first name. */
export function stateText(
  state: MatchState,
  match: Match,
  viewerIsCharity: boolean,
  partnerName: string,
  now: number,
): string {
  const donation = match.Type === MatchType.Charity;
  switch (state.kind) {
    case 'ended':
      if (donation) return state.swapped ? matchMessages.donationConfirmed : matchMessages.donationWithdrawn;
      return state.swapped ? matchMessages.swapConfirmed : matchMessages.unmatchedSwap;
    case 'partner-confirmed':
      if (viewerIsCharity) return matchMessages.stateConfirmReceived;
      return donation ? matchMessages.stateConfirmDonation : matchMessages.stateConfirmSwap;
    case 'i-confirmed':
      return matchMessages.statePartnerToConfirm(partnerName);
    case 'request-to-me':
      return matchMessages.stateRequestToMe;
    case 'request-from-me':
      return matchMessages.stateRequestFromMe(partnerName);
    case 'committed':
      return matchMessages.stateCommitted(clockTime(state.until, now));
    case 'commitment-expired':
      return matchMessages.stateCommitmentExpired;
    case 'matched':
      return donation ? matchMessages.stateDonationOffered : matchMessages.stateMatched;
  }
}
