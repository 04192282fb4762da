/**
 * Feedback on the partner (issue 27) as the match's card needs it: the form's checks (the
 * server's, so a member hears of a mistake before sending) and its body.
 */
import {
  FEEDBACK_TEXT_MAX,
  type FeedbackBody,
  FeedbackReason,
  feedbackMessages,
  feedbackWords,
  type MatchFeedback,
} from '@swapsies/contract';

export interface FeedbackDraft {
  thumb: 'up' | 'down' | null;
  reason: FeedbackReason | null;
  text: string;
}

export const EMPTY_FEEDBACK: FeedbackDraft = { thumb: null, reason: null, text: '' };

export type FeedbackField = 'thumb' | 'reason' | 'text';

/** A thumbs up, or a thumbs down with a reason; Other needs words, and no words run past the limit. */
export function checkFeedback(draft: FeedbackDraft): Partial<Record<FeedbackField, string>> {
  if (draft.thumb === null) return { thumb: feedbackWords.chooseOne };
  if (draft.thumb === 'up') return {};
  if (draft.reason === null) return { reason: feedbackMessages.reasonNeeded };
  const text = draft.text.trim();
  if (draft.reason === FeedbackReason.Other && !text) return { text: feedbackMessages.textNeeded };
  if (text.length > FEEDBACK_TEXT_MAX) return { text: feedbackMessages.textTooLong };
  return {};
}

/** The call's body of a draft that passed checkFeedback: a thumbs up takes no reason. */
export function feedbackBody(draft: FeedbackDraft): FeedbackBody {
  if (draft.thumb === 'up') return { Positive: true };
  const text = draft.text.trim();
  return { Positive: false, ...(draft.reason ? { Reason: draft.reason } : {}), ...(text ? { Text: text } : {}) };
}

/** Whether the viewer may still leave feedback: not given yet, and the window open. */
export function feedbackOpen(feedback: MatchFeedback, now: number): boolean {
  return feedback.Given === null && Date.parse(feedback.OpenUntil) > now;
}
