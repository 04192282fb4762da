/**
 * The live stream: one socket per signed-in member that carries every event about them, so that an
 * open match, the matches list, the bell and the unread dots change within a second of what caused
 * them (realtime-and-exchange.md §4, after Zulip's per-user event queue).
 *
 * Each event that changes what the member's screens show takes the member's next number (their
 * Seq), in the transaction that made the change, and is kept for LIVE_EVENT_KEEP_MS. The socket
 * replays what came after the client's number, then goes live; a client whose number is 0, or
 * older than what is kept, is told to refetch (reset). Events are hints, not state: each names the
 * things that changed, and the client refetches them. A notification switch decides whether a
 * member is told (the bell, the push), never whether these events are sent. The socket closes with
 * the chat socket's codes (ChatCloseCode: 4400 bad hello, 4408 too slow; a refused ticket is HTTP
 * 401 before any socket opens).
 * See docs/decisions.md ("Live stream").
 */
import { type Static, Type } from 'typebox';
import { body, envelope, Text } from './envelope.ts';
import { NOTIFICATION_POLL_MS } from './limits.ts';

/** A live ticket opens one socket, within this long of being issued (as a chat ticket does). */
export const LIVE_TICKET_TTL_MS = 60 * 1000;
/** Numbered events are kept this long for replay; a client further behind refetches everything. */
export const LIVE_EVENT_KEEP_MS = 24 * 60 * 60 * 1000;
/** The most events one replay sends; a client further behind is told to refetch instead. */
export const LIVE_REPLAY_MAX = 500;
/** While the live socket is down, the bell, the counters and the open match are polled this often (001 §4.7). */
export const LIVE_FALLBACK_POLL_MS = NOTIFICATION_POLL_MS;

/** POST /live-ticket: a single-use ticket for /ws/live, valid LIVE_TICKET_TTL_MS. */
export const LiveTicketAnswer = envelope({ Ticket: Type.String() });
export type LiveTicketAnswer = Static<typeof LiveTicketAnswer>;

/** GET /ws/live?token={ticket}: the socket takes a live ticket, never the session token. */
export const LiveSocketQuery = body({ token: Text({ minLength: 1, maxLength: 128 }) });

/** What changed in a match, for the member's two screens of it: the open match and the list. */
export const MatchChanges = [
  'created',
  'items',
  'commitment',
  'exchange',
  'unmatched',
  'handover',
  'feedback',
] as const;
export type MatchChange = (typeof MatchChanges)[number];

/**
 * Events the server sends on the live socket.
 * - Numbered (seq, the member's next number, one at a time): match, notification, counters. A
 *   skipped number means an event was missed: the client refetches what the live stream keeps
 *   current, as after a reset.
 * - Unnumbered doorbells, neither stored nor replayed: chat (a message, edit, deletion or read mark
 *   in one of the member's matches: its last message, unread marker and the counters). A client
 *   that reconnects refetches the matches list and the counters for what it may have missed.
 * - ready: the replay after hello is done; everything up to lastSeq has been sent.
 * - reset: the client's number is 0 or too old to replay: refetch everything live, then go on
 *   from lastSeq.
 */
export type LiveServerEvent =
  /** The match changed: its screen, the matches list, and the counters (its `waiting` may have moved). */
  | { type: 'match'; seq: number; matchId: number; change: MatchChange }
  /** A notification was made for the member: the bell and the counters changed. */
  | { type: 'notification'; seq: number; notificationId: number }
  /** The member's counters changed without a new notification (they read them on another device). */
  | { type: 'counters'; seq: number }
  | { type: 'chat'; matchId: number }
  | { type: 'ready'; lastSeq: number }
  | { type: 'reset'; lastSeq: number };

/** Events the client sends: hello first, with the last number it holds (0 when it holds none). */
export const LiveClientEvent = Type.Union([
  Type.Object({ type: Type.Literal('hello'), after: Type.Integer({ minimum: 0, maximum: 2147483647 }) }),
]);
export type LiveClientEvent = Static<typeof LiveClientEvent>;
