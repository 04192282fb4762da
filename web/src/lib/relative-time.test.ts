import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('relativeTime', () => {
  it('says Just now under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts minutes, hours and days under 7', () => {
    expect(relativeTime(ago(MIN), now)).toBe('1 min ago');
    expect(relativeTime(ago(5 * MIN + 30_000), now)).toBe('5 min ago');
    expect(relativeTime(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 60 * MIN), now)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 24 * 60 * MIN), now)).toBe('6 days ago');
  });

  it('gives a date from 7 days on, and an unreadable time as it came', () => {
    expect(relativeTime('2025-06-08T12:00:00Z', now)).toBe('8 Jun 2025');
    expect(relativeTime('yesterday', now)).toBe('yesterday');
  });
});
