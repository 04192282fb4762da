import { HandoverStatus } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { checkProposal, handoverSide, ukTimeToInstant, ukWallClock } from './handover.ts';

describe('UK time on the propose form', () => {
  it('reads a winter time as UTC and a summer time as an hour ahead', () => {
    expect(new Date(ukTimeToInstant('2026-12-14', '10:30')).toISOString()).toBe('2026-12-14T10:30:00.000Z');
    expect(new Date(ukTimeToInstant('2026-07-14', '10:30')).toISOString()).toBe('2026-07-14T09:30:00.000Z');
  });

  it('settles the days the clocks change', () => {
    // 29 March 2026: 01:00 UTC becomes 02:00 BST; 03:30 that morning is 02:30 UTC.
    expect(new Date(ukTimeToInstant('2026-03-29', '03:30')).toISOString()).toBe('2026-03-29T02:30:00.000Z');
    // 25 October 2026: back to GMT at 02:00 BST; 12:00 is noon UTC.
    expect(new Date(ukTimeToInstant('2026-10-25', '12:00')).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it('gives the wall clock of an instant as the native inputs take it', () => {
    expect(ukWallClock(Date.parse('2026-07-14T23:30:00.000Z'))).toEqual({ date: '2026-07-15', time: '00:30' });
  });

  it('answers NaN for an unreadable date', () => {
    expect(ukTimeToInstant('', '10:30')).toBeNaN();
  });
});

describe('checkProposal', () => {
  const now = Date.parse('2026-12-12T12:00:00.000Z');
  const draft = { date: '2026-12-12', time: '12:30', place: 'Library', note: '' };

  it('takes exactly 30 minutes ahead and 14 days ahead, and nothing outside them', () => {
    expect(checkProposal(draft, now)).toEqual({});
    expect(checkProposal({ ...draft, time: '12:29' }, now)).toHaveProperty('time');
    expect(checkProposal({ ...draft, date: '2026-12-26', time: '12:00' }, now)).toEqual({});
    expect(checkProposal({ ...draft, date: '2026-12-26', time: '12:01' }, now)).toHaveProperty('date');
  });

  it('counts the place once trimmed, up to 120 characters', () => {
    expect(checkProposal({ ...draft, place: 'x'.repeat(120) }, now)).toEqual({});
    expect(checkProposal({ ...draft, place: 'x'.repeat(121) }, now)).toHaveProperty('place');
  });
});

describe('handoverSide', () => {
  const open = { ID: 1, At: '', Place: '', Note: '', Status: HandoverStatus.Proposed, ProposedBy: 7, Outcome: null };
  it('tells whose turn it is', () => {
    expect(handoverSide(open, 7)).toBe('proposed-by-me');
    expect(handoverSide(open, 42)).toBe('proposed-to-me');
    expect(handoverSide({ ...open, Status: HandoverStatus.Accepted }, 42)).toBe('agreed');
  });
});
