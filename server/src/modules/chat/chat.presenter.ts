/**
 * A message and a read mark as every answer and event carries them; a deleted message shows no
 * text. A message hidden by moderation shows its text to its sender alone (shownTo).
 */
import type { Message, ReadMark } from '@swapsies/contract';
import type { chatReads, messages } from '../../db/schema.ts';
import { toHandoverLine } from '../matches/matches.presenter.ts';

export function toMessage(row: typeof messages.$inferSelect): Message {
  const deleted = row.deletedAt !== null;
  return {
    ID: row.id,
    MatchID: row.matchId,
    SenderID: row.senderId,
    Seq: row.seq,
    EventSeq: row.eventSeq,
    Text: deleted ? '' : row.text,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt?.toISOString() ?? null,
    DeletedAt: row.deletedAt?.toISOString() ?? null,
    ReadAt: row.readAt?.toISOString() ?? null,
    IsDeleted: deleted,
    UnderReview: row.hiddenAt !== null && !deleted,
    ClientID: row.clientId,
    Handover: toHandoverLine(row),
  };
}

/** The message as `viewerId` sees it: a partner gets a hidden message without its text. */
export function shownTo(message: Message, viewerId: number): Message {
  return message.UnderReview && message.SenderID !== viewerId ? { ...message, Text: '' } : message;
}

export function toReadMark(row: typeof chatReads.$inferSelect): ReadMark {
  return { UserID: row.userId, UpTo: row.upTo, Seq: row.seq, ReadAt: row.readAt.toISOString() };
}
