/**
 * Arranging the handover in a match (issue 27): a time and a place one member proposes and the
 * other accepts, declines or answers with another time; either may cancel. A match has one open
 * arrangement at a time. Each change is also a line in the match's chat (Message.Handover),
 * numbered and replayed like a message. An agreed handover holds an accepted commitment's items
 * until HANDOVER_HOLD_AFTER_MS after its time.
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Text } from './envelope.ts';
import { HandoverOutcomeSchema } from './reliability.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A proposed time is at least this far ahead... */
export const HANDOVER_MIN_LEAD_MS = 30 * MINUTE_MS;
/** ...and at most this far. */
export const HANDOVER_MAX_AHEAD_MS = 14 * DAY_MS;
export const HANDOVER_PLACE_MAX = 120;
export const HANDOVER_NOTE_MAX = 500;
/** An agreed handover keeps an accepted commitment's items reserved until this long after its time... */
export const HANDOVER_HOLD_AFTER_MS = 2 * HOUR_MS;
/** ...but a commitment is never held longer than this from when the handover was agreed. */
export const HANDOVER_HOLD_MAX_MS = 14 * DAY_MS;
/** How long before an agreed handover both members are reminded of it (HandoverReminder). */
export const HANDOVER_REMINDER_MS = 2 * HOUR_MS;
/** The UK hour of the evening before at which both are reminded of a handover the next day. */
export const HANDOVER_EVENING_HOUR = 18;

export const HandoverStatus = {
  Proposed: 'proposed',
  Accepted: 'accepted',
  Declined: 'declined',
  Cancelled: 'cancelled',
} as const;
export type HandoverStatus = (typeof HandoverStatus)[keyof typeof HandoverStatus];

const HandoverStatusSchema = Type.Union([
  Type.Literal(HandoverStatus.Proposed),
  Type.Literal(HandoverStatus.Accepted),
  Type.Literal(HandoverStatus.Declined),
  Type.Literal(HandoverStatus.Cancelled),
]);

/** A match's arrangement, on the match answer (Match.Handover): the open one, proposed or accepted. */
export const Handover = Type.Object({
  ID: Type.Integer(),
  /** The agreed or proposed time, ISO 8601 in UTC. */
  At: Type.String(),
  Place: Type.String(),
  Note: Type.String(),
  Status: HandoverStatusSchema,
  /** The member who proposed it: the other one answers. */
  ProposedBy: Type.Integer(),
  /**
   * The viewer's own answer to "Did the swap happen?", null before it; the partner's is never
   * shown. It can be given once an accepted handover's time has passed.
   */
  Outcome: Type.Union([HandoverOutcomeSchema, Type.Null()]),
});
export type Handover = Static<typeof Handover>;

/** POST /matches/{id}/handover: propose, or propose another time (which replaces the pending one). */
export const ProposeHandoverBody = body({
  /** ISO 8601 with an offset or Z: at least HANDOVER_MIN_LEAD_MS and at most HANDOVER_MAX_AHEAD_MS ahead. */
  At: Text({ minLength: 1, maxLength: 40 }),
  Place: Text({ minLength: 1, maxLength: HANDOVER_PLACE_MAX }),
  Note: Type.Optional(Text({ maxLength: HANDOVER_NOTE_MAX })),
});
export type ProposeHandoverBody = Static<typeof ProposeHandoverBody>;

export const HandoverAnswer = envelope({ Handover });
export type HandoverAnswer = Static<typeof HandoverAnswer>;

/** What a handover change leaves in the chat: who (the message's SenderID) did what, naming the time and place. */
export const HandoverLine = Type.Object({
  HandoverID: Type.Integer(),
  Action: HandoverStatusSchema,
  At: Type.String(),
  Place: Type.String(),
});
export type HandoverLine = Static<typeof HandoverLine>;

/** Notification subjects of a handover change, naming the member who made it. */
export const handoverSubjects = {
  proposed: (name: string) => `${name} proposed a time and place for the handover`,
  accepted: (name: string) => `${name} agreed to the handover`,
  declined: (name: string) => `${name} declined the proposed handover`,
  cancelled: (name: string) => `${name} cancelled the handover`,
};

/**
 * The reminders of an agreed handover (HandoverReminder): the evening before, at 18:00 UK time,
 * for a handover the next day, and 2 hours before. `time` is its UK time of day ('10:30').
 */
export const handoverReminderSubjects = {
  tomorrow: (name: string, time: string) => `Handover with ${name} tomorrow at ${time}`,
  today: (name: string, time: string) => `Handover with ${name} today at ${time}`,
};

/** The reminder email's body: where, and the invite it carries. */
export const handoverReminderTexts = {
  where: (place: string) => `Meet at ${place}.`,
  mail: (place: string) => `Meet at ${place}. The calendar invite is attached.`,
};

/** The notification's body: when and where (At in ISO 8601; the screens word it in the member's time zone). */
export const handoverTexts = {
  when: (at: string, place: string) => `${at} at ${place}`,
};

/** Why a proposal was refused, per field. */
export const handoverMessages = {
  atInvalid: 'Give the time as a date and time with its time zone',
  atTooSoon: 'Choose a time at least 30 minutes from now',
  atTooFar: 'Choose a time within the next 14 days',
  placeBlank: 'Say where to meet',
  placeTooLong: `Keep the place under ${HANDOVER_PLACE_MAX} characters`,
  noteTooLong: `Keep the note under ${HANDOVER_NOTE_MAX} characters`,
};

/** The calendar invite's words: its title names the partner and the items. */
export const handoverCalendar = {
  summary: (partner: string, items: readonly string[]) =>
    items.length > 0 ? `Swapsies handover with ${partner}: ${items.join(', ')}` : `Swapsies handover with ${partner}`,
};
