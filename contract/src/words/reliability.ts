/**
 * After a handover (issue 27): "Did the swap happen?" on the match, the feedback card, the public
 * reliability line ("12 swaps · 11 👍"), and the admins' reliability panel.
 */
import type { OutcomeDisagreement, ReliabilityReview } from '../admin.ts';
import { FEEDBACK_TEXT_MAX, type FeedbackReason, type HandoverOutcome, type Reliability } from '../reliability.ts';
import { HANDOVER_TIME_ZONE } from './handover.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const reliabilityWords = {
  swaps: (count: number) => plural(count, 'swap', 'swaps'),
  thumbsUp: (count: number) => `${count} 👍`,
  thumbsUpSpoken: (count: number) => `${count} thumbs up`,
  noShows: (count: number) => plural(count, 'no-show', 'no-shows'),
  separator: ' · ',
  /** What a screen reader hears for the whole line. */
  spoken: (parts: string) => `Over the last 6 months: ${parts}`,
} as const;

/**
 * A member's reliability line: what shows ("12 swaps · 11 👍 · 2 no-shows") and what a screen
 * reader hears. Parts at 0 are left out; a member with nothing yet has no line (null), so that a
 * newcomer is not marked out. No-shows come already at 0 below NO_SHOWS_SHOWN_MIN.
 */
export function reliabilityLine(reliability: Reliability): { text: string; spoken: string } | null {
  const { Swaps, ThumbsUp, NoShows } = reliability;
  const parts: { text: string; spoken: string }[] = [];
  if (Swaps > 0) parts.push({ text: reliabilityWords.swaps(Swaps), spoken: reliabilityWords.swaps(Swaps) });
  if (ThumbsUp > 0)
    parts.push({ text: reliabilityWords.thumbsUp(ThumbsUp), spoken: reliabilityWords.thumbsUpSpoken(ThumbsUp) });
  if (NoShows > 0) parts.push({ text: reliabilityWords.noShows(NoShows), spoken: reliabilityWords.noShows(NoShows) });
  if (parts.length === 0) return null;
  return {
    text: parts.map((part) => part.text).join(reliabilityWords.separator),
    spoken: reliabilityWords.spoken(parts.map((part) => part.spoken).join(', ')),
  };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: HANDOVER_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** A day in UK time: 'Sat 19 Dec'. An unreadable time is left as it came. */
export function feedbackDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dayFormat.format(at);
}

/** "Did the swap happen?": the card on the match once an agreed handover's time has passed. */
export const outcomeWords = {
  title: 'Did the swap happen?',
  cardLabel: 'How the handover went',
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

/** The admins' reliability panel: thumbs down and no-show reports to review, and disagreements to close. */
export const reliabilityQueueWords = {
  title: 'Reliability',
  loading: 'Loading the thumbs down, no-shows and disagreements',
  failed: 'Could not load the thumbs down, no-shows and disagreements',
  empty: 'Nothing to review. All caught up!',
  reviews: 'Thumbs down and no-shows to review',
  disagreements: 'Disagreements about a handover',
  kind: { feedback: 'Thumbs down', 'no-show': 'Reported no-show' } satisfies Record<ReliabilityReview['Kind'], string>,
  reviewTitle: (kind: string, about: string) => `${kind} about ${about}`,
  from: 'From',
  about: 'About',
  reason: 'Reason',
  text: 'Text',
  handover: 'Handover',
  handoverAt: (when: string, place: string) => `${when} at ${place}`,
  aboutGave: 'Did they leave feedback too?',
  aboutGaveAnswer: (gave: boolean | null) => (gave === null ? 'Not yet open' : gave ? 'Yes' : 'No'),
  counts: 'Counts',
  drop: 'Drop',
  working: 'Working...',
  counted: 'It counts now.',
  dropped: 'Dropped: it never counts.',
  decideFailed: 'Could not record the decision',
  disagreementTitle: (names: string) => `Disagreement: ${names}`,
  answer: {
    happened: 'Said it happened',
    'no-show': "Said the other didn't show",
    rearranged: 'Said they rearranged',
  } satisfies Record<OutcomeDisagreement['Answers'][number]['Outcome'], string>,
  close: 'Close',
  closed: 'Disagreement closed.',
  closeFailed: 'Could not close the disagreement',
} as const;
