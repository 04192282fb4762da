import { describe, expect, it } from 'vitest';
import { feedbackDay } from './feedback.ts';
import { reliabilityLine } from './reliability.ts';

describe('the reliability line', () => {
  it('says swaps and thumbs up, the emoji spoken in words', () => {
    expect(reliabilityLine({ Swaps: 12, ThumbsUp: 11, NoShows: 0 })).toEqual({
      parts: ['12 swaps', '11 👍'],
      text: '12 swaps · 11 👍',
      spoken: 'Over the last 6 months: 12 swaps, 11 thumbs up',
    });
  });

  it('says one swap and one no-show in the singular, and appends no-shows', () => {
    expect(reliabilityLine({ Swaps: 1, ThumbsUp: 1, NoShows: 2 })?.text).toBe('1 swap · 1 👍 · 2 no-shows');
    expect(reliabilityLine({ Swaps: 3, ThumbsUp: 0, NoShows: 1 })?.spoken).toBe(
      'Over the last 6 months: 3 swaps, 1 no-show',
    );
  });

  it('leaves out what is 0, and a member with nothing yet has no line', () => {
    expect(reliabilityLine({ Swaps: 0, ThumbsUp: 2, NoShows: 0 })?.text).toBe('2 👍');
    expect(reliabilityLine({ Swaps: 0, ThumbsUp: 0, NoShows: 0 })).toBeNull();
  });
});

describe('the day feedback shows', () => {
  it('is said in UK time, whatever the device', () => {
    expect(feedbackDay('2026-12-17T23:30:00.000Z')).toBe('Thu 17 Dec');
    expect(feedbackDay('2026-06-17T23:30:00.000Z')).toBe('Thu 18 Jun');
    expect(feedbackDay('soon')).toBe('soon');
  });
});
