/**
 * Who may do what in a match's chat.
 *
 * - The chat belongs to the match's two members (matches.policy.ts checkMember): to anyone else,
 *   and to both once a block stands between them, the match does not exist (WRONG_MATCH), and its
 *   messages neither (WRONG_MESSAGE).
 * - Sending, editing and deleting need an active match (MATCH_ENDED once it has ended); reading,
 *   moving one's read mark and opening the socket do not, since reading is reading.
 * - Only the sender edits or deletes a message, while CHAT_EDIT_WINDOW_MS from its sending has not
 *   passed (MESSAGE_LOCKED after); a deleted message is gone for both (WRONG_MESSAGE).
 * - A text is trimmed, and may be neither blank nor longer than CHAT_TEXT_MAX.
 */
import { CHAT_EDIT_WINDOW_MS, CHAT_TEXT_MAX, chatMessages } from '@swapsies/contract';
import type { Actor } from '../../context.ts';
import type { messages } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';

type MessageRow = typeof messages.$inferSelect;

/** The text as it is kept: trimmed, not blank, at most CHAT_TEXT_MAX characters. */
export function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw validationError([{ Field: 'Text', Message: chatMessages.blank }]);
  // Characters as people count them (code points), as the schema's maxLength does, not UTF-16 units.
  if (Array.from(trimmed).length > CHAT_TEXT_MAX)
    throw validationError([{ Field: 'Text', Message: chatMessages.tooLong }]);
  return trimmed;
}

/**
 * The viewer's own message, not deleted, not a handover line (the arrangement's record), and not in a match across a block (`acrossBlock`, when
 * read: that match does not exist for its members, nor do its messages); anything else is
 * WRONG_MESSAGE.
 */
export function checkOwnMessage<T extends MessageRow & { acrossBlock?: boolean }>(
  row: T | undefined,
  viewer: Actor,
): asserts row is T {
  if (!row || row.senderId !== viewer.id || row.deletedAt !== null || row.handoverId !== null || row.acrossBlock) {
    throw new AppError('WRONG_MESSAGE');
  }
}

/** A message can be changed until CHAT_EDIT_WINDOW_MS after it was sent; from that moment on it is locked. */
export function checkChangeable(row: MessageRow, now: Date): void {
  if (now.getTime() >= row.createdAt.getTime() + CHAT_EDIT_WINDOW_MS) throw new AppError('MESSAGE_LOCKED');
}
