/**
 * The handover of a match (issue 27) as the screens need it: whose turn the open arrangement is,
 * the propose form's checks (the server's, so a member hears of a mistake before sending), and
 * the form's date and time read as UK time.
 */
import {
  HANDOVER_MAX_AHEAD_MS,
  HANDOVER_MIN_LEAD_MS,
  HANDOVER_NOTE_MAX,
  HANDOVER_PLACE_MAX,
  HANDOVER_TIME_ZONE,
  type Handover,
  HandoverStatus,
  handoverWords,
  type Match,
  type ProposeHandoverBody,
} from '@swapsies/contract';
import { britishFormat } from '@/lib/date-format.ts';
import { localKeys } from '@/lib/storage-keys.ts';
import type { FieldMessages } from '@/lib/use-form-state.ts';

/** The open arrangement from the viewer's side: theirs to wait on, theirs to answer, or agreed. */
export type HandoverSide = 'proposed-by-me' | 'proposed-to-me' | 'agreed';

export function handoverSide(handover: Handover, viewerId: number): HandoverSide {
  if (handover.Status === HandoverStatus.Accepted) return 'agreed';
  return handover.ProposedBy === viewerId ? 'proposed-by-me' : 'proposed-to-me';
}

const londonParts = britishFormat({
  timeZone: HANDOVER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The UK wall clock at an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }, as the native inputs take them. */
export function ukWallClock(at: number): { date: string; time: string } {
  const part = Object.fromEntries(
    londonParts()
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** How far UK time is ahead of UTC at an instant (0 in winter, an hour in summer). */
function ukOffsetMs(at: number): number {
  const { date, time } = ukWallClock(at);
  return Date.parse(`${date}T${time}:00Z`) - (at - (at % 60_000));
}

/**
 * A date and time typed as UK time, as an instant; NaN when either is unreadable. The offset is
 * taken at the guess and again at the answer, which settles it across a clock change.
 */
export function ukTimeToInstant(date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return Number.NaN;
  const guess = wall - ukOffsetMs(wall);
  return wall - ukOffsetMs(guess);
}

export interface ProposalDraft {
  date: string;
  time: string;
  place: string;
  note: string;
}

export type ProposalField = 'date' | 'time' | 'place' | 'note';

/** The propose form's checks, as the server makes them: a time 30 minutes to 14 days ahead, a place, a short note. */
export function checkProposal(draft: ProposalDraft, now: number): FieldMessages<ProposalField> {
  const problems: FieldMessages<ProposalField> = {};
  if (!draft.date) problems.date = handoverWords.dateMissing;
  if (!draft.time) problems.time = handoverWords.timeMissing;
  const at = ukTimeToInstant(draft.date, draft.time);
  if (draft.date && draft.time) {
    if (Number.isNaN(at) || at - now < HANDOVER_MIN_LEAD_MS) problems.time = handoverWords.tooSoon;
    else if (at - now > HANDOVER_MAX_AHEAD_MS) problems.date = handoverWords.tooFar;
  }
  const place = draft.place.trim();
  if (!place) problems.place = handoverWords.placeMissing;
  else if (place.length > HANDOVER_PLACE_MAX) problems.place = handoverWords.placeTooLong;
  if (draft.note.trim().length > HANDOVER_NOTE_MAX) problems.note = handoverWords.noteTooLong;
  return problems;
}

/** The call's body of a draft that passed checkProposal. */
export function proposalBody(draft: ProposalDraft): ProposeHandoverBody {
  const note = draft.note.trim();
  return {
    At: new Date(ukTimeToInstant(draft.date, draft.time)).toISOString(),
    Place: draft.place.trim(),
    ...(note ? { Note: note } : {}),
  };
}

const tipsKey = (matchId: number) => `${localKeys.handoverTipsSeen}:${matchId}`;

/** The safety tips come with the first proposal in a match, once on this device. */
export function handoverTipsSeen(matchId: number): boolean {
  return localStorage.getItem(tipsKey(matchId)) !== null;
}

export function rememberHandoverTipsSeen(matchId: number): void {
  localStorage.setItem(tipsKey(matchId), '1');
}

/**
 * The agreed handover of an active match, which "Did the swap happen?" is about: the card asks once
 * its time has passed (the server's rule for OUTCOME_NOT_DUE), and shows the viewer's answer after.
 */
export function outcomeAskable(match: Pick<Match, 'Deleted' | 'Handover'>): Handover | null {
  const open = match.Handover;
  return !match.Deleted && open?.Status === HandoverStatus.Accepted ? open : null;
}
