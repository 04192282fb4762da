/**
 * After a handover (issue 27): "Did the swap happen?" on the match, and the feedback each member
 * leaves on the other, double-blind.
 */
import { FEEDBACK_TEXT_MAX, type FeedbackReason, type HandoverOutcome } from '../reliability.ts';
import { ukTimeWords } from './handover.ts';

/** A day in UK time: 'Sat 19 Dec'. An unreadable time is left as it came. */
export const feedbackDay = ukTimeWords({ weekday: 'short', day: 'numeric', month: 'short' });

/** "Did the swap happen?": the card on the match once an agreed handover's time has passed. */
export const outcomeWords = {
  title: 'Did the swap happen?',
  asked: (when: string, place: string) => `You agreed to meet ${when} at ${place}.`,
  answers: {
    happened: 'Yes',
    'no-show': "They didn't show",
    rearranged: 'We rearranged',
  } satisfies Record<HandoverOutcome, string>,
  /** What the card says once the viewer has answered. */
  answered: {
    happened: 'You said the swap happened.',
    'no-show': (partner: string) => `You said ${partner} didn't show. Our team reviews it before it counts.`,
    rearranged: 'You said you rearranged.',
  },
  working: 'Saving...',
  failed: "Couldn't save your answer",
} as const;

/** The answered line of an outcome, with the partner's first name where it needs one. */
export function outcomeAnswered(outcome: HandoverOutcome, partner: string): string {
  return outcome === 'no-show' ? outcomeWords.answered['no-show'](partner) : outcomeWords.answered[outcome];
}

export const feedbackReasonLabels: Record<FeedbackReason, string> = {
  'no-show': 'No-show',
  late: 'Late',
  'stopped-replying': 'Stopped replying',
  rude: 'Rude',
  'not-as-described': 'Item not as described',
  other: 'Other',
};

/** Feedback on the partner, once, double-blind: the match's Feedback card. */
export const feedbackWords = {
  title: 'Feedback',
  legend: (partner: string) => `How was it with ${partner}?`,
  thumbsUp: 'Thumbs up',
  thumbsDown: 'Thumbs down',
  /** Shown beside the words, hidden from screen readers, which have the words. */
  thumbsUpIcon: '👍',
  thumbsDownIcon: '👎',
  reasonLegend: 'What went wrong?',
  text: 'What happened',
  textHint: `Up to ${FEEDBACK_TEXT_MAX} characters. Only our team reads it.`,
  doubleBlind: (partner: string, day: string) => `${partner} sees your feedback once they leave theirs, or on ${day}.`,
  reviewed: 'A thumbs down is reviewed by our team before it counts. Its reason is never shown to them.',
  chooseOne: 'Choose thumbs up or thumbs down',
  send: 'Leave feedback',
  sending: 'Sending...',
  sent: 'Thanks for your feedback',
  failed: "Couldn't send your feedback",
  gaveUp: (partner: string) => `You gave ${partner} a thumbs up.`,
  gaveDown: (partner: string, reason: string) => `You gave ${partner} a thumbs down: ${reason}.`,
  receivedUp: (partner: string) => `${partner} gave you a thumbs up.`,
  receivedDown: (partner: string) => `${partner} gave you a thumbs down.`,
  receivedOn: (partner: string, day: string) => `You see ${partner}'s feedback once they leave it, or on ${day}.`,
  closed: 'Feedback on this swap has closed.',
  /** On an ended match's card in the list, the way to the match's feedback. */
  leave: 'Leave feedback',
  leaveOn: (partner: string) => `Leave feedback on ${partner}`,
} as const;
