import { FEEDBACK_TEXT_MAX, feedbackMessages, feedbackWords } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { checkFeedback, EMPTY_FEEDBACK, feedbackBody, feedbackOpen } from './feedback.ts';

describe('checkFeedback', () => {
  it('wants a thumb, a reason for a thumbs down, and words for Other within the limit', () => {
    expect(checkFeedback(EMPTY_FEEDBACK)).toEqual({ thumb: feedbackWords.chooseOne });
    expect(checkFeedback({ ...EMPTY_FEEDBACK, thumb: 'up' })).toEqual({});
    expect(checkFeedback({ ...EMPTY_FEEDBACK, thumb: 'down' })).toEqual({ reason: feedbackMessages.reasonNeeded });
    expect(checkFeedback({ thumb: 'down', reason: 'other', text: ' ' })).toEqual({ text: feedbackMessages.textNeeded });
    expect(checkFeedback({ thumb: 'down', reason: 'late', text: '' })).toEqual({});
    const long = 'x'.repeat(FEEDBACK_TEXT_MAX + 1);
    expect(checkFeedback({ thumb: 'down', reason: 'rude', text: long })).toEqual({
      text: feedbackMessages.textTooLong,
    });
  });
});

describe('feedbackBody', () => {
  it('sends a thumbs up bare, even with a reason left from a thumbs down', () => {
    expect(feedbackBody({ thumb: 'up', reason: 'late', text: 'x' })).toEqual({ Positive: true });
    expect(feedbackBody({ thumb: 'down', reason: 'other', text: ' Sold it on ' })).toEqual({
      Positive: false,
      Reason: 'other',
      Text: 'Sold it on',
    });
  });
});

describe('feedbackOpen', () => {
  const now = Date.parse('2026-12-12T12:00:00.000Z');
  it('is open until OpenUntil, while the viewer has given none', () => {
    const open = { OpenUntil: '2026-12-17T09:00:00.000Z', Given: null, Received: null };
    expect(feedbackOpen(open, now)).toBe(true);
    expect(feedbackOpen({ ...open, OpenUntil: '2026-12-12T12:00:00.000Z' }, now)).toBe(false);
    expect(feedbackOpen({ ...open, Given: { Positive: true, Reason: null, Text: '' } }, now)).toBe(false);
  });
});
