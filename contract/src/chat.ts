/**
 * Chat inside a match: the calls' shapes, the socket's events, the limits and the wording.
 *
 * Every change in a match's chat (a message, an edit, a deletion, a read mark) takes the next
 * number of the match (its Seq), in the transaction that saves it; the database is the record and
 * the socket only rings the bell. A client keeps the highest number it has applied (its cursor):
 * it drops events at or below it, and fetches GET /messages/{matchId}?after={cursor} when it sees a
 * gap. See docs/decisions.md ("Chat").
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Id, Text } from './envelope.ts';
import { HandoverLine } from './handover.ts';

/** Characters a message may hold, once trimmed (product-decisions §10). */
export const CHAT_TEXT_MAX = 2000;
/** A sender may edit or delete their message this long after sending it. */
export const CHAT_EDIT_WINDOW_MS = 60 * 60 * 1000;
/** The most messages one GET /messages answers; More says whether others follow. */
export const CHAT_PAGE_MAX = 200;
/** A chat ticket opens one socket, within this long of being issued. */
export const CHAT_TICKET_TTL_MS = 60 * 1000;
/** The client reconnects a closed socket this many times, this far apart (001 §9). */
export const CHAT_RECONNECT = { attempts: 5, delayMs: 3000 } as const;
/** The fallback poll of GET /messages while the chat is open (001 §9). */
export const MESSAGE_POLL_MS = 5000;
/** The typing indicator hides this long after the last typing event (001 §9). */
export const TYPING_TIMEOUT_MS = 3000;
/** A typing member's client says so at most this often. */
export const TYPING_SEND_MS = 2000;
/** The server pings each socket this often and drops one that did not answer the last ping. */
export const CHAT_HEARTBEAT_MS = 30 * 1000;
/** A ClientID, made by the sender's client so that a retried send posts once. */
export const CLIENT_ID_MAX = 64;
/** Full chat notifications (Messages level 2) carry the text cut to this many characters. */
export const CHAT_NOTIFICATION_TEXT_MAX = 100;

/** 001 §3: a chat message as every answer and event carries it. */
export const Message = Type.Object({
  ID: Type.Integer(),
  MatchID: Type.Integer(),
  SenderID: Type.Integer(),
  /** The number the message took when it was sent: its place in the chat. */
  Seq: Type.Integer(),
  /** The number of its latest change (sent, edited or deleted). */
  EventSeq: Type.Integer(),
  /** Empty once deleted. */
  Text: Type.String(),
  CreatedAt: Type.String(),
  /** Set when it was last edited. */
  UpdatedAt: Type.Union([Type.String(), Type.Null()]),
  DeletedAt: Type.Union([Type.String(), Type.Null()]),
  /** When the partner's read mark first covered it. */
  ReadAt: Type.Union([Type.String(), Type.Null()]),
  IsDeleted: Type.Boolean(),
  /**
   * Hidden pending a moderator's review. Its sender still gets the text; the partner gets it with
   * Text '' (shown as a placeholder), so that the chat's sequence stays whole.
   */
  UnderReview: Type.Boolean(),
  ClientID: Type.Union([Type.String(), Type.Null()]),
  /** A line a handover change left in the chat (Text ''); null for what a member wrote. */
  Handover: Type.Union([HandoverLine, Type.Null()]),
});
export type Message = Static<typeof Message>;

/** How far a member of the match has read: every message with Seq up to UpTo. Seq is the number its last move took. */
export const ReadMark = Type.Object({
  UserID: Type.Integer(),
  UpTo: Type.Integer(),
  Seq: Type.Integer(),
  ReadAt: Type.String(),
});
export type ReadMark = Static<typeof ReadMark>;

/** POST /message. Text is trimmed and may not be blank; a repeated ClientID from the same sender posts once. */
export const SendMessageBody = body({
  MatchID: Id,
  // The length is checked after trimming, with the product's own message; this bound only keeps bodies small.
  Text: Text({ maxLength: CHAT_TEXT_MAX * 2 }),
  ClientID: Type.Optional(Text({ minLength: 1, maxLength: CLIENT_ID_MAX })),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

export const MessageAnswer = envelope({ Message });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** POST /messages/{id}: the new text, under the same rules as sending. */
export const EditMessageBody = body({
  Text: Text({ maxLength: CHAT_TEXT_MAX * 2 }),
});
export type EditMessageBody = Static<typeof EditMessageBody>;

export const MatchIdParams = body({ matchId: Id });

/** GET /messages/{matchId}?after={seq}: what changed after the caller's cursor (0: from the start). */
export const MessagesQuery = body({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
export type MessagesQuery = Static<typeof MessagesQuery>;

/**
 * The messages sent, edited or deleted after `after`, in EventSeq order (at most CHAT_PAGE_MAX),
 * both members' read marks, and the cursor to keep: LastSeq covers everything answered, so the
 * next call asks after it. More is true when further changes wait beyond this page.
 */
export const MessagesAnswer = envelope({
  Messages: Type.Array(Message),
  Reads: Type.Array(ReadMark),
  LastSeq: Type.Integer(),
  More: Type.Boolean(),
});
export type MessagesAnswer = Static<typeof MessagesAnswer>;

/** POST /messages/{matchId}/read: the caller has read up to this number. A mark only moves forward. */
export const MarkChatReadBody = body({
  UpTo: Type.Integer({ minimum: 0, maximum: 2147483647 }),
});
export type MarkChatReadBody = Static<typeof MarkChatReadBody>;

/** POST /ws-ticket: a single-use ticket for /ws/chat/{matchId}, valid CHAT_TICKET_TTL_MS. */
export const ChatTicketBody = body({ MatchID: Id });
export type ChatTicketBody = Static<typeof ChatTicketBody>;
export const ChatTicketAnswer = envelope({ Ticket: Type.String() });
export type ChatTicketAnswer = Static<typeof ChatTicketAnswer>;

/** GET /ws/chat/{matchId}?token={ticket}: the socket takes a chat ticket, never the session token. */
export const ChatSocketQuery = body({ token: Text({ minLength: 1, maxLength: 128 }) });

/**
 * Events the server sends on the socket. Every one but typing and ready carries the Seq it took.
 * Live events come one number at a time, so a skipped number is a gap to fetch. The replay after
 * hello sends each change's latest state only (an edited message once, at its EventSeq), so its
 * numbers skip; ready then says which number the client holds everything up to.
 */
export type ChatServerEvent =
  | { type: 'message' | 'edited' | 'deleted'; seq: number; message: Message }
  | { type: 'read'; seq: number; userId: number; upTo: number; readAt: string }
  | { type: 'typing'; userId: number; isTyping: boolean }
  /** After the replay that followed hello: everything up to lastSeq has been sent; live from here. */
  | { type: 'ready'; lastSeq: number };

/**
 * Events the client sends: hello first (the last number it holds), then typing, and whether the
 * chat is on screen (a visible socket holds back chat notifications).
 */
export const ChatClientEvent = Type.Union([
  Type.Object({ type: Type.Literal('hello'), after: Type.Integer({ minimum: 0, maximum: 2147483647 }) }),
  Type.Object({ type: Type.Literal('typing'), isTyping: Type.Boolean() }),
  Type.Object({ type: Type.Literal('visible'), visible: Type.Boolean() }),
]);
export type ChatClientEvent = Static<typeof ChatClientEvent>;

/** Close codes of the chat socket beyond the standard ones. */
export const ChatCloseCode = {
  /** The ticket was missing, used, expired, or not for a member of this match. */
  refused: 4401,
  /** The client did not keep up with its send buffer: it reconnects and catches up. */
  slow: 4408,
  /** The first client event was not a valid hello. */
  badHello: 4400,
  /**
   * The match's chat is closed to this pair for good (a block ended it): the client does not
   * reconnect. Named for the match, not the block, which the blocked member is never told of.
   */
  ended: 4410,
} as const;
