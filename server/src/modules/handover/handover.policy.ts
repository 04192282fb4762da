/**
 * Who may do what to a match's handover arrangement, and what a proposal may say (issue 27).
 *
 * - Either member of an active match proposes; a proposal replaces the open one, proposed or
 *   accepted (its row becomes 'replaced', which no answer shows).
 * - Only the partner of the proposer accepts or declines, and only while it is proposed; either
 *   member cancels while it is open. An arrangement no longer open answers HANDOVER_ANSWERED; one
 *   that is not the viewer's to act on (not their match, across a block, or their own proposal to
 *   answer) WRONG_HANDOVER.
 */
import {
  type FieldError,
  HANDOVER_MAX_AHEAD_MS,
  HANDOVER_MIN_LEAD_MS,
  HANDOVER_NOTE_MAX,
  HANDOVER_PLACE_MAX,
  HandoverOutcome,
  handoverMessages,
  type ProposeHandoverBody,
} from '@swapsies/contract';
import type { Actor } from '../../context.ts';
import type { handovers } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';

type HandoverRow = typeof handovers.$inferSelect;

/** What a member may do to an arrangement. */
export type HandoverAction = 'accept' | 'decline' | 'cancel';

/** A date and time with its offset or Z: a time without one would be read in the server's zone. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The proposal's values, checked and trimmed; VALIDATION_ERROR names every field that is wrong. */
export function checkedProposal(input: ProposeHandoverBody, now: Date): { at: Date; place: string; note: string } {
  const errors: FieldError[] = [];
  const at = new Date(ISO_WITH_OFFSET.test(input.At) ? input.At : Number.NaN);
  if (Number.isNaN(at.getTime())) errors.push({ Field: 'At', Message: handoverMessages.atInvalid });
  else if (at.getTime() < now.getTime() + HANDOVER_MIN_LEAD_MS)
    errors.push({ Field: 'At', Message: handoverMessages.atTooSoon });
  else if (at.getTime() > now.getTime() + HANDOVER_MAX_AHEAD_MS)
    errors.push({ Field: 'At', Message: handoverMessages.atTooFar });
  const place = input.Place.trim();
  if (place === '') errors.push({ Field: 'Place', Message: handoverMessages.placeBlank });
  else if (Array.from(place).length > HANDOVER_PLACE_MAX)
    errors.push({ Field: 'Place', Message: handoverMessages.placeTooLong });
  const note = (input.Note ?? '').trim();
  if (Array.from(note).length > HANDOVER_NOTE_MAX)
    errors.push({ Field: 'Note', Message: handoverMessages.noteTooLong });
  if (errors.length > 0) throw validationError(errors);
  return { at, place, note };
}

export function isOpen(row: Pick<HandoverRow, 'status'>): boolean {
  return row.status === 'proposed' || row.status === 'accepted';
}

/** Checks the viewer, a member of the arrangement's match, may take this action on it now. */
export function checkMayAnswer(row: HandoverRow, viewer: Actor, action: HandoverAction): void {
  if (action !== 'cancel' && row.proposedBy === viewer.id) throw new AppError('WRONG_HANDOVER');
  const answerable = action === 'cancel' ? isOpen(row) : row.status === 'proposed';
  if (!answerable) throw new AppError('HANDOVER_ANSWERED');
}

/**
 * Two answers to "Did the swap happen?" disagree when they differ, or when both report a no-show
 * (each says the other stayed away): then nothing counts against either, and an admin sees the pair.
 */
export function answersDisagree(mine: HandoverOutcome, theirs: HandoverOutcome): boolean {
  return mine !== theirs || mine === HandoverOutcome.NoShow;
}
