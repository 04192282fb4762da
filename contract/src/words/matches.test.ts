import { describe, expect, it } from 'vitest';
import { durationText, matchMessages } from './matches.ts';

describe('the commitment countdown in words', () => {
  it('says one hour and one minute in the singular, any other number in the plural', () => {
    expect(matchMessages.commitmentRemaining(1, 59)).toBe('1 hour, 59 minutes remaining');
    expect(matchMessages.commitmentRemaining(2, 1)).toBe('2 hours, 1 minute remaining');
    expect(matchMessages.commitmentRemaining(0, 0)).toBe('0 hours, 0 minutes remaining');
    expect(matchMessages.commitmentRemaining(23, 12)).toBe('23 hours, 12 minutes remaining');
  });

  it('says a duration the same way', () => {
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(24)).toBe('24 hours');
  });
});
