import { CommitmentStatus, MatchType, StandIn } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { userItem } from '@/testing/api.tsx';
import { makeMatch, standIn, tent, VIEWER_ID } from '@/testing/matches.tsx';
import {
  hasBothSides,
  isCommitmentActive,
  isOpenable,
  matchView,
  parseMatchId,
  routeState,
  showsConfirmSwap,
} from './match-view.ts';

describe('isOpenable', () => {
  const feedback = { OpenUntil: '2026-12-17T09:00:00.000Z', Given: null, Received: null };
  it('opens an active match with both sides, and an ended one only for its feedback', () => {
    expect(isOpenable(makeMatch())).toBe(true);
    expect(isOpenable(makeMatch({ Items2: [] }))).toBe(false);
    expect(isOpenable(makeMatch({ Deleted: true, DeletedBy: 7 }))).toBe(false);
    expect(isOpenable(makeMatch({ Deleted: true, DeletedBy: 7, Feedback: feedback }))).toBe(true);
  });
});

describe('matchView', () => {
  it('finds the stand-in side only where the match type puts one', () => {
    const pint = makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)] });
    expect(matchView(pint, VIEWER_ID).standInSide).toBe('mine');
    expect(matchView(pint, 42).standInSide).toBe('partner');
    const swap = makeMatch({ Items1: [userItem(), standIn(StandIn.Pint)] });
    expect(matchView(swap, VIEWER_ID)).toMatchObject({ standInSide: null, myItems: [userItem()] });
  });
});

describe('showsConfirmSwap', () => {
  it('shows the button to both members of a swap, and of a pint or charity match while its stand-in is there', () => {
    const shown = (match: ReturnType<typeof makeMatch>, viewerId: number) =>
      showsConfirmSwap(match, matchView(match, viewerId).standInSide);
    expect(shown(makeMatch(), VIEWER_ID)).toBe(true);
    const pint = makeMatch({ Type: MatchType.Pint, Items1: [standIn(StandIn.Pint)] });
    expect([shown(pint, VIEWER_ID), shown(pint, 42)]).toEqual([true, true]);
    const charity = makeMatch({ Type: MatchType.Charity, Items2: [standIn(StandIn.Charity)] });
    expect([shown(charity, VIEWER_ID), shown(charity, 42)]).toEqual([true, true]);
    expect(shown(makeMatch({ Type: MatchType.Charity, Items2: [tent()] }), VIEWER_ID)).toBe(false);
    expect(shown(makeMatch({ Type: MatchType.Pint, Items2: [standIn(StandIn.Charity)] }), VIEWER_ID)).toBe(false);
  });
});

describe('hasBothSides', () => {
  it('counts a stand-in only where its match type implies it', () => {
    expect(hasBothSides(makeMatch({ Type: MatchType.Charity, Items2: [standIn(StandIn.Charity)] }))).toBe(true);
    expect(hasBothSides(makeMatch({ Type: MatchType.Charity, Items2: [standIn(StandIn.Pint)] }))).toBe(false);
    expect(hasBothSides(makeMatch({ Items1: [], Items2: [tent()] }))).toBe(false);
  });
});

describe('isCommitmentActive', () => {
  const accepted = {
    ID: 1,
    Status: CommitmentStatus.Accepted,
    User1: 1,
    User2: 2,
    Items1: [],
    Items2: [],
    TTL: 1,
    ExpiresAt: '2025-05-01T12:00:00.000Z',
  };
  const noon = Date.parse('2025-05-01T12:00:00.000Z');

  it('holds until ExpiresAt, exactly', () => {
    expect(isCommitmentActive(accepted, noon - 1)).toBe(true);
    expect(isCommitmentActive(accepted, noon)).toBe(false);
    expect(isCommitmentActive({ ...accepted, Status: CommitmentStatus.Pending }, noon - 1)).toBe(false);
    expect(isCommitmentActive(null, noon)).toBe(false);
  });
});

describe('parseMatchId and routeState', () => {
  it('accept only ids and same-site paths', () => {
    expect(parseMatchId('12')).toBe(12);
    expect(['0', '-1', '1.5', 'abc', '99999999999', undefined].map(parseMatchId)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(routeState({ from: '/seek', openChat: true })).toEqual({ from: '/seek', openChat: true });
    expect(routeState({ from: '//evil.example' })).toEqual({ from: undefined, openChat: false });
    expect(routeState(null)).toEqual({});
  });
});
