import { type Commitment, CommitmentStatus, type Match, MatchType, matchMessages, StandIn } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { charityMember, makeMatch, standIn, VIEWER_ID } from '@/testing/matches.tsx';
import { clockTime, confirmLabel, type MatchState, matchState, nextAction, stateText } from './match-state.ts';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const PARTNER = 42;
const soon = new Date(NOW + HOUR).toISOString();
const past = new Date(NOW - 1000).toISOString();

function commitment(overrides: Partial<Commitment> = {}): Commitment {
  const base = { ID: 77, Status: CommitmentStatus.Pending, User1: VIEWER_ID, User2: PARTNER };
  return { ...base, Items1: [11], Items2: [21], TTL: 2, ExpiresAt: null, ...overrides };
}

const accepted = (ExpiresAt: string) => commitment({ Status: CommitmentStatus.Accepted, ExpiresAt });
const confirmedBy = (by: number, ExpiresAt = soon) => ({ ConfirmedBy: by, ItemIDs: [11], ExpiresAt });

/** A member in a swap: commitments and the confirm button. */
const swapper = { commit: true, confirm: true };
/** A charity, or either side of a pint or charity match: no commitments. */
const noCommitments = { commit: false, confirm: true };

describe('the next action of each state', () => {
  it.each<[string, Partial<Match>, MatchState['kind'], string | null, string | null]>([
    ['a new swap', {}, 'matched', 'request', 'confirm'],
    [
      'a request to me',
      { Commitment: commitment({ User1: PARTNER, User2: VIEWER_ID }) },
      'request-to-me',
      'answer',
      'confirm',
    ],
    ['my request', { Commitment: commitment() }, 'request-from-me', null, null],
    ['an accepted commitment', { Commitment: accepted(soon) }, 'committed', 'confirm', 'confirm'],
    ['an expired commitment, not cleared', { Commitment: accepted(past) }, 'commitment-expired', null, null],
    [
      'the partner confirmed, waiting for me',
      { Exchange: confirmedBy(PARTNER) },
      'partner-confirmed',
      'confirm',
      'confirm',
    ],
    ['I confirmed, waiting for the partner', { Exchange: confirmedBy(VIEWER_ID) }, 'i-confirmed', null, null],
    ['a confirmation whose hour is over', { Exchange: confirmedBy(PARTNER, past) }, 'matched', 'request', 'confirm'],
    [
      'the partner confirmed while a commitment holds',
      { Exchange: confirmedBy(PARTNER), Commitment: accepted(soon) },
      'partner-confirmed',
      'confirm',
      'confirm',
    ],
    ['a swap that ended', { Deleted: true, DeletedBy: PARTNER }, 'ended', null, null],
  ])('%s', (_name, overrides, kind, forSwapper, withoutCommitments) => {
    const state = matchState(makeMatch(overrides), VIEWER_ID, NOW);
    expect(state.kind).toBe(kind);
    expect(nextAction(state, swapper)).toBe(forSwapper);
    expect(nextAction(state, noCommitments)).toBe(withoutCommitments);
  });

  it('asks nothing of a viewer without the confirm button', () => {
    const state = matchState(makeMatch({ Commitment: accepted(soon) }), VIEWER_ID, NOW);
    expect(nextAction(state, { commit: false, confirm: false })).toBeNull();
  });
});

describe('the confirm button in words', () => {
  it('says swap to members, donation to a donor, and receipt to a charity', () => {
    expect(confirmLabel(MatchType.Swap, false)).toBe(matchMessages.confirmSwap);
    expect(confirmLabel(MatchType.Pint, false)).toBe(matchMessages.confirmSwap);
    expect(confirmLabel(MatchType.Charity, false)).toBe(matchMessages.confirmDonation);
    expect(confirmLabel(MatchType.Charity, true)).toBe(matchMessages.confirmReceived);
  });
});

describe('the state in words', () => {
  const words = (overrides: Partial<Match>, viewerIsCharity = false) => {
    const match = makeMatch(overrides);
    return stateText(matchState(match, VIEWER_ID, NOW), match, viewerIsCharity, 'Alex', NOW);
  };
  const donation = {
    Type: MatchType.Charity,
    User1: charityMember({ ID: VIEWER_ID }),
    Items1: [standIn(StandIn.Charity)],
  };

  it('words each state of a swap', () => {
    expect(words({})).toBe(matchMessages.stateMatched);
    expect(words({ Commitment: commitment({ User1: PARTNER, User2: VIEWER_ID }) })).toBe(
      'Waiting for you: commitment request',
    );
    expect(words({ Commitment: commitment() })).toBe('Waiting for Alex: commitment request');
    expect(words({ Commitment: accepted(soon) })).toBe(`Committed until ${clockTime(soon, NOW)}`);
    expect(words({ Commitment: accepted(past) })).toBe(matchMessages.stateCommitmentExpired);
    expect(words({ Exchange: confirmedBy(PARTNER) })).toBe('Waiting for you: confirm the swap');
    expect(words({ Exchange: confirmedBy(VIEWER_ID) })).toBe('Waiting for Alex to confirm');
    expect(words({ Deleted: true, DeletedBy: PARTNER })).toBe(matchMessages.swapConfirmed);
    expect(words({ Deleted: true, DeletedBy: 0 })).toBe(matchMessages.unmatchedSwap);
  });

  it('words a charity match as a donation, for the charity and for the donor', () => {
    expect(words(donation, true)).toBe(matchMessages.stateDonationOffered);
    expect(words({ ...donation, Exchange: confirmedBy(PARTNER) }, true)).toBe(
      'Waiting for you: confirm you received it',
    );
    expect(words({ ...donation, Deleted: true, DeletedBy: VIEWER_ID }, true)).toBe(matchMessages.donationConfirmed);
    const asDonor = { Type: MatchType.Charity, User2: charityMember(), Items2: [standIn(StandIn.Charity)] };
    expect(words({ ...asDonor, Exchange: confirmedBy(PARTNER) })).toBe('Waiting for you: confirm the donation');
    expect(words({ ...asDonor, Deleted: true, DeletedBy: 0 })).toBe(matchMessages.donationWithdrawn);
  });

  it('gives the day with a time that is not today', () => {
    expect(clockTime('2026-01-10T14:20:00.000Z', NOW)).toMatch(/^\d\d:\d\d$/);
    expect(clockTime('2026-01-12T09:15:00.000Z', NOW)).toMatch(/^[A-Z][a-z]{2} \d\d:\d\d$/);
  });
});
