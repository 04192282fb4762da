/**
 * After a handover (issue 27): "Did the swap happen?" (the outcome each member gives of an agreed
 * handover once its time has passed), feedback each member leaves on the other once, double-blind,
 * and the public reliability line built from both ("12 swaps · 11 👍").
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Text } from './envelope.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long after an agreed handover's time both members are asked whether it happened. */
export const OUTCOME_QUESTION_AFTER_MS = 2 * HOUR_MS;
/** Feedback opens at a confirmed exchange or a recorded no-show, for this long; then both are shown. */
export const FEEDBACK_WINDOW_MS = 7 * DAY_MS;
/** The reliability line counts what happened over this window. */
export const RELIABILITY_WINDOW_MS = 183 * DAY_MS;
/** No-shows appear on the line only from this many: one may be bad luck. */
export const NO_SHOWS_SHOWN_MIN = 2;
export const FEEDBACK_TEXT_MAX = 500;

export const HandoverOutcome = { Happened: 'happened', NoShow: 'no-show', Rearranged: 'rearranged' } as const;
export type HandoverOutcome = (typeof HandoverOutcome)[keyof typeof HandoverOutcome];
export const HandoverOutcomes = Object.values(HandoverOutcome);
export const HandoverOutcomeSchema = Type.Union([
  Type.Literal(HandoverOutcome.Happened),
  Type.Literal(HandoverOutcome.NoShow),
  Type.Literal(HandoverOutcome.Rearranged),
]);

/** POST /matches/{id}/outcome: how the viewer says the match's agreed handover went, once its time has passed. */
export const OutcomeBody = body({ Outcome: HandoverOutcomeSchema });
export type OutcomeBody = Static<typeof OutcomeBody>;

export const FeedbackReason = {
  NoShow: 'no-show',
  Late: 'late',
  StoppedReplying: 'stopped-replying',
  Rude: 'rude',
  NotAsDescribed: 'not-as-described',
  Other: 'other',
} as const;
export type FeedbackReason = (typeof FeedbackReason)[keyof typeof FeedbackReason];
export const FeedbackReasons = Object.values(FeedbackReason);
/** Spelled out: a union built from a mapped array has `never` as its static type. */
export const FeedbackReasonSchema = Type.Union([
  Type.Literal(FeedbackReason.NoShow),
  Type.Literal(FeedbackReason.Late),
  Type.Literal(FeedbackReason.StoppedReplying),
  Type.Literal(FeedbackReason.Rude),
  Type.Literal(FeedbackReason.NotAsDescribed),
  Type.Literal(FeedbackReason.Other),
]);

/**
 * POST /matches/{id}/feedback: a thumbs up, or a thumbs down with a Reason (and Text, which
 * 'other' needs). A thumbs up takes no reason.
 */
export const FeedbackBody = body({
  Positive: Type.Boolean(),
  Reason: Type.Optional(FeedbackReasonSchema),
  Text: Type.Optional(Text({ maxLength: FEEDBACK_TEXT_MAX })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** Feedback as its giver sees it. */
export const GivenFeedback = Type.Object({
  Positive: Type.Boolean(),
  Reason: Type.Union([FeedbackReasonSchema, Type.Null()]),
  Text: Type.String(),
});
export type GivenFeedback = Static<typeof GivenFeedback>;

/**
 * A match's feedback as the viewer sees it (Match.Feedback), null while none can be given: before
 * a confirmed exchange or a recorded no-show. Received is the partner's, shown once both have given
 * theirs or the window has closed, and only whether it was a thumbs up: the reason of a thumbs down
 * is for admins only. A thumbs down an admin dropped is never shown.
 */
export const MatchFeedback = Type.Object({
  /** When the window closes: feedback can be given until then, and both are shown from then. */
  OpenUntil: Type.String(),
  Given: Type.Union([GivenFeedback, Type.Null()]),
  Received: Type.Union([Type.Object({ Positive: Type.Boolean() }), Type.Null()]),
});
export type MatchFeedback = Static<typeof MatchFeedback>;

export const FeedbackAnswer = envelope({ Feedback: MatchFeedback });
export type FeedbackAnswer = Static<typeof FeedbackAnswer>;

/**
 * The public reliability line of a member, over the last RELIABILITY_WINDOW_MS: completed swaps,
 * thumbs up shown to them (revealed), and no-shows an admin upheld, 0 below NO_SHOWS_SHOWN_MIN.
 */
export const Reliability = Type.Object({
  Swaps: Type.Integer(),
  ThumbsUp: Type.Integer(),
  NoShows: Type.Integer(),
});
export type Reliability = Static<typeof Reliability>;

/** The notification that asks both members, 2 hours after an agreed handover (HandoverReminder). */
export const outcomeSubjects = {
  question: (name: string) => `Did the swap with ${name} happen?`,
};
export const outcomeTexts = {
  question: (place: string) => `Tell us how the handover at ${place} went.`,
};

/** Why feedback was refused, per field. */
export const feedbackMessages = {
  reasonNeeded: 'Say what went wrong',
  reasonWithThumbsUp: 'A thumbs up takes no reason',
  textNeeded: 'Say what happened',
  textTooLong: `Keep it under ${FEEDBACK_TEXT_MAX} characters`,
};
