/** A match as one of its members sees it, stand-in included (the stand-in rule, standInOf in the contract). */
import {
  type Commitment,
  EXCHANGE_WINDOW_MS,
  type FeedbackReason,
  FeedbackReasons,
  type Handover,
  type HandoverLine,
  type HandoverOutcome,
  HandoverOutcomes,
  HandoverStatus,
  type LastMessage,
  type Match,
  type MatchFeedback,
  type MatchMember,
  StandIn,
  standInOf,
  type UserItem,
} from '@swapsies/contract';
import type { handovers, matches, messages } from '../../db/schema.ts';
import type { Confirmation } from './matches.policy.ts';

type MatchRow = typeof matches.$inferSelect;

type MessageRow = typeof messages.$inferSelect;
type HandoverLineColumns = Pick<MessageRow, 'handoverId' | 'handoverAction' | 'handoverAt' | 'handoverPlace'>;

/** The columns of a message the list shows: its text already cut to LAST_MESSAGE_PREVIEW_MAX. */
export type LastMessageRow = Pick<MessageRow, 'text' | 'senderId' | 'createdAt' | 'deletedAt'> & HandoverLineColumns;

/** The handover change a chat line records (its four columns are set together, or none). */
export function toHandoverLine(row: HandoverLineColumns): HandoverLine | null {
  if (row.handoverId === null || row.handoverAt === null) return null;
  return {
    HandoverID: row.handoverId,
    Action: handoverStatusOf(row.handoverAction ?? ''),
    At: row.handoverAt.toISOString(),
    Place: row.handoverPlace ?? '',
  };
}

/** A match's newest message as the list shows it; a deleted one keeps its place and loses its text. */
function toLastMessage(row: LastMessageRow | undefined): LastMessage | null {
  if (!row) return null;
  const deleted = row.deletedAt !== null;
  return {
    Text: deleted ? '' : row.text,
    IsDeleted: deleted,
    SenderID: row.senderId,
    CreatedAt: row.createdAt.toISOString(),
    Handover: toHandoverLine(row),
  };
}

const handoverStatuses = Object.values(HandoverStatus);

/**
 * A stored status as the answers name it. 'replaced', the server's own record of a superseded
 * proposal, is shown nowhere but the calendar's cancellation, so it reads as cancelled.
 */
export function handoverStatusOf(stored: string): HandoverStatus {
  return handoverStatuses.find((status) => status === stored) ?? HandoverStatus.Cancelled;
}

/** An outcome as saved (the column is checked to hold one of them). */
export function outcomeOf(saved: string | null): HandoverOutcome | null {
  return HandoverOutcomes.find((outcome) => outcome === saved) ?? null;
}

/** A feedback reason as saved (the column is checked to hold one of them); null for a thumbs up. */
export function feedbackReasonOf(saved: string | null): FeedbackReason | null {
  return FeedbackReasons.find((reason) => reason === saved) ?? null;
}

/** An arrangement as a member sees it, with their own answer to "Did the swap happen?" (none before). */
export function toHandover(row: typeof handovers.$inferSelect, outcome: HandoverOutcome | null = null): Handover {
  return {
    ID: row.id,
    At: row.at.toISOString(),
    Place: row.place,
    Note: row.note,
    Status: handoverStatusOf(row.status),
    ProposedBy: row.proposedBy,
    Outcome: outcome,
  };
}

const standInNames: Record<number, string> = { [StandIn.Pint]: 'A pint', [StandIn.Charity]: 'A donation' };

/** A stand-in shown as an item: an id, a name and nothing else. */
function standInItem(id: number): UserItem {
  return {
    ID: id,
    Name: standInNames[id] ?? '',
    Description: '',
    Location: '',
    Photos: [],
    Pint: 0,
    Charity: false,
    Committed: false,
    PendingApproval: false,
    PendingChanges: false,
    UnderReview: false,
    CategoryID: 0,
    SubcategoryID: 0,
    SubcategoryItemID: 0,
    CategoryPath: '',
    CategoryName: '',
    SubcategoryName: '',
    SubcategoryItemName: '',
  };
}

/**
 * `items1` and `items2` are each side's own items, in the order they were added; `exchange` the
 * confirmation waiting for the partner, if any (liveConfirmation); `unreadMessages` the partner's
 * messages beyond the viewer's read mark (notifications/unread.service.ts); `lastMessage` the chat's newest;
 * `handover` the open arrangement, if any.
 */
export function toMatch(
  row: MatchRow,
  members: { user1: MatchMember; user2: MatchMember },
  items1: UserItem[],
  items2: UserItem[],
  ableToAddItems: boolean,
  commitment: Commitment | null,
  exchange: Confirmation | null,
  unreadMessages: number,
  lastMessage: LastMessageRow | undefined,
  handover: Handover | null,
  feedback: MatchFeedback | null,
): Match {
  const standIn = standInOf(row.type);
  return {
    ID: row.id,
    Type: row.type,
    User1: members.user1,
    User2: members.user2,
    Items1: standIn === null ? items1 : [standInItem(standIn), ...items1],
    Items2: items2,
    Deleted: row.endedAt !== null,
    DeletedBy: row.endedReason === 'exchange' ? (row.endedBy ?? 0) : 0,
    Commitment: commitment,
    Exchange: exchange && {
      ConfirmedBy: exchange.by,
      ItemIDs: exchange.items,
      ExpiresAt: new Date(exchange.at.getTime() + EXCHANGE_WINDOW_MS).toISOString(),
    },
    AbleToAddItems: ableToAddItems,
    CreatedAt: row.createdAt.toISOString(),
    UnreadMessages: unreadMessages,
    LastMessage: toLastMessage(lastMessage),
    // An ended match has no arrangement to keep: its calendar invite answers cancelled.
    Handover: row.endedAt === null ? handover : null,
    Feedback: feedback,
  };
}
