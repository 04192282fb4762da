/** The handover's words (issue 27): the match's Handover card, the propose form, and the chat's lines. */
import { HANDOVER_NOTE_MAX, HANDOVER_PLACE_MAX, type HandoverLine, HandoverStatus } from '../handover.ts';

/** Handovers happen in the UK: every time is said in UK time, wherever the device is. */
export const HANDOVER_TIME_ZONE = 'Europe/London';

/** Words for an ISO time in UK time, as `options` say; an unreadable time is left as it came. */
export function ukTimeWords(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: HANDOVER_TIME_ZONE, ...options });
  return (iso) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? iso : format.format(at);
  };
}

/** A handover's time in UK time: 'Sat 14 Dec, 10:30'. */
export const handoverWhen = ukTimeWords({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const timeOfDayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: HANDOVER_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** A handover's time of day in UK time: '10:30'. */
export function handoverTimeOfDay(at: Date): string {
  return timeOfDayFormat.format(at);
}

/** The lines a handover change leaves in the chat; `name` is who did it (`you` for the viewer). */
export const handoverLines = {
  you: 'You',
  proposed: (name: string, when: string, place: string) => `${name} proposed ${when} at ${place}`,
  accepted: (name: string) => `${name} accepted`,
  declined: (name: string) => `${name} declined`,
  cancelled: (name: string) => `${name} cancelled the handover`,
} as const;

/** A handover change in words, as the chat shows it: who did it, and for a proposal when and where. */
export function handoverLineText(line: Pick<HandoverLine, 'Action' | 'At' | 'Place'>, name: string): string {
  switch (line.Action) {
    case HandoverStatus.Proposed:
      return handoverLines.proposed(name, handoverWhen(line.At), line.Place);
    case HandoverStatus.Accepted:
      return handoverLines.accepted(name);
    case HandoverStatus.Declined:
      return handoverLines.declined(name);
    case HandoverStatus.Cancelled:
      return handoverLines.cancelled(name);
  }
}

export const handoverWords = {
  title: 'Handover',
  /** The card's heading, for screen readers as the section's name. */
  cardLabel: 'Arranging the handover',
  none: 'No time or place agreed yet.',
  arrange: 'Arrange handover',
  // The arrangement's state, for each side
  proposedByMe: (partner: string) => `Proposed by you, waiting for ${partner}`,
  proposedToMe: (partner: string) => `${partner} proposed: accept, decline or propose another time`,
  agreed: 'Agreed',
  when: 'When',
  where: 'Where',
  note: 'Note',
  // Its actions
  accept: 'Accept',
  decline: 'Decline',
  proposeAnother: 'Propose another time',
  cancel: 'Cancel handover',
  addToCalendar: 'Add to calendar',
  working: 'Working...',
  // The hold, and the way to it
  holdsItems: 'An agreed handover holds the items until 2 hours after its time.',
  noCommitmentYet: 'Reserve the items with a commitment, and an agreed handover holds them until 2 hours after.',
  makeCommitment: 'Reserve the items',
  // Toasts
  proposedToast: 'Handover proposed',
  acceptedToast: 'Handover agreed',
  declinedToast: 'Handover declined',
  cancelledToast: 'Handover cancelled',
  proposeFailed: "Couldn't propose the handover",
  acceptFailed: "Couldn't accept the handover",
  declineFailed: "Couldn't decline the handover",
  cancelFailed: "Couldn't cancel the handover",
  calendarFailed: "Couldn't download the calendar invite",
  cancelTitle: 'Cancel the handover?',
  cancelText: (partner: string) => `${partner} will be told that the handover is off.`,
  keep: 'Keep it',
  cancelling: 'Cancelling...',
  /** The downloaded invite's file name. */
  calendarFile: (matchId: number) => `swapsies-handover-${matchId}.ics`,
  // The propose form
  proposeTitle: 'Propose a handover',
  proposeAnotherTitle: 'Propose another time',
  date: 'Date',
  time: 'Time (UK)',
  timeHint: 'At least 30 minutes from now, and within the next 14 days.',
  place: 'Place',
  placeHint: 'Somewhere public and easy to find, such as "Outside Headingley library".',
  noteLabel: 'Note',
  noteHint: 'Anything that helps, such as what you will be wearing.',
  send: 'Propose',
  sending: 'Proposing...',
  close: 'Cancel',
  // Its checks, as the server's
  dateMissing: 'Please choose a date',
  timeMissing: 'Please choose a time',
  tooSoon: 'Please choose a time at least 30 minutes from now',
  tooFar: 'Please choose a time within the next 14 days',
  placeMissing: 'Please say where to meet',
  placeTooLong: `The place can be at most ${HANDOVER_PLACE_MAX} characters`,
  noteTooLong: `The note can be at most ${HANDOVER_NOTE_MAX} characters`,
  // The safety tips, shown before the first proposal in a match
  safetyTitle: 'Before you meet',
  safetyTips: [
    'Meet in a public place.',
    'Tell someone where you are going.',
    'Never pay or send money in advance.',
    'Report anything that feels off.',
  ],
  safetyContinue: 'Got it',
} as const;
