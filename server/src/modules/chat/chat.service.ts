/**
 * Chat: sending, editing and deleting messages, read marks, catch-up, and the socket's tickets.
 *
 * Every change takes the match's next number in the transaction that saves it: the match row is
 * locked first, so writers queue on it and their numbers commit in order, with no gap (a writer
 * that fails rolls its number back). Events go to the bus only after the commit; the database is
 * the record and catch-up reads it (realtime-and-exchange.md §1). Who may do what is chat.policy.ts.
 */
import {
  CHAT_NOTIFICATION_TEXT_MAX,
  CHAT_PAGE_MAX,
  CHAT_TICKET_TTL_MS,
  type ChatServerEvent,
  chatMessages,
  type EditMessageBody,
  type HandoverStatus,
  type MarkChatReadBody,
  type Message,
  type MessagesAnswer,
  type SendMessageBody,
} from '@swapsies/contract';
import { and, asc, eq, getTableColumns, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { isUniqueViolation, preparedQuery, type Tx } from '../../db/client.ts';
import { chatReads, chatTickets, matches, messages, users } from '../../db/schema.ts';
import { mustExist } from '../../lib/must-exist.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { liveTransaction } from '../live/live.service.ts';
import {
  checkActive,
  checkMember,
  isSeenBy,
  matchAsSeen,
  partnerOf,
  type SeenMatch,
} from '../matches/matches.policy.ts';
import { blockedBetween } from '../members/blocks.policy.ts';
import { notify } from '../notifications/notifications.service.ts';
import { checkChangeable, checkedText, checkOwnMessage } from './chat.policy.ts';
import { shownTo, toMessage, toReadMark } from './chat.presenter.ts';

type MessageRow = typeof messages.$inferSelect;
type MatchRow = typeof matches.$inferSelect;
export type ChatChanges = Omit<MessagesAnswer, 'Success' | 'ErrorCode'>;

/** Locks the match row for the rest of the transaction: the queue every chat writer of the match joins. */
export async function lockChat(tx: Tx, viewer: Actor, matchId: number): Promise<SeenMatch> {
  const [row] = await tx.select(matchAsSeen).from(matches).where(eq(matches.id, matchId)).for('update');
  checkMember(row, viewer);
  return row;
}

/** The match's next number; call only while holding the lock (lockChat). */
async function nextSeq(tx: Tx, matchId: number): Promise<number> {
  const [row] = await tx
    .update(matches)
    .set({ lastSeq: sql`${matches.lastSeq} + 1` })
    .where(eq(matches.id, matchId))
    .returning({ lastSeq: matches.lastSeq });
  if (!row) throw new Error(`match ${matchId} went while locked`);
  return row.lastSeq;
}

/**
 * Rings the bus after a commit: the match's chat sockets, and the live sockets of its members
 * (memberIds), whose matches list and counters show the chat's last message and unread count; one
 * command through Redis. Answers whether `watcher` has the chat on screen. A lost ring is a gap the
 * clients fetch, so it never fails the call.
 */
async function publish(
  ctx: AppContext,
  matchId: number,
  event: ChatServerEvent,
  memberIds: readonly number[],
  watcher: number | null = null,
): Promise<boolean> {
  try {
    return await ctx.chatBus.publishChat(matchId, event, memberIds, watcher);
  } catch (error) {
    ctx.log.warn(
      { err: error, matchId, seq: 'seq' in event ? event.seq : null },
      'chat: the bus did not take an event',
    );
    return false;
  }
}

/**
 * Numbers and saves a message in one statement, so one implicit transaction: the UPDATE checks
 * membership, that the match is active and that no block stands between its members (the two
 * probes of blockedBetween, members/blocks.policy.ts), locks the row until the commit and takes
 * the number; the INSERT saves under it. A repeated ClientID violates messages_client_id_key,
 * which fails the whole statement and so gives the number back. No row: not a member, the match
 * has ended, or a block stands between its members.
 */
const SEND_MESSAGE_SQL = `with numbered as (
  update matches set last_seq = last_seq + 1
  where id = $1 and (user1_id = $2 or user2_id = $2) and ended_at is null
    and not exists (select 1 from blocks bk where bk.blocker_id = user1_id and bk.blocked_id = user2_id)
    and not exists (select 1 from blocks bk where bk.blocker_id = user2_id and bk.blocked_id = user1_id)
  returning id, last_seq, case when user1_id = $2 then user2_id else user1_id end as partner_id
), saved as (
  insert into messages (match_id, sender_id, seq, event_seq, text, client_id, created_at)
  select id, $2, last_seq, last_seq, $3, $4, $5 from numbered
  returning id, seq
)
select saved.id, saved.seq, numbered.partner_id from saved, numbered`;

/**
 * What the send learns from the database: the message's id and number, and the partner. The rest
 * of the row is what it wrote (a new message has no edit, deletion, read mark, review or handover),
 * so it is not sent back: every column returned is parsed on each send.
 */
interface SavedMessageRow {
  id: number;
  seq: number;
  partner_id: number;
}

async function earlierSend(ctx: AppContext, viewer: Actor, matchId: number, clientId: string) {
  const [earlier] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.matchId, matchId), eq(messages.senderId, viewer.id), eq(messages.clientId, clientId)));
  return earlier;
}

/**
 * Why a send saved nothing, checked in the order the rules give: not a member (WRONG_MATCH), a
 * repeated ClientID (answers the earlier message, even once the match has ended), an ended match,
 * then the text.
 */
async function refusedSend(ctx: AppContext, viewer: Actor, input: SendMessageBody, textError: unknown) {
  const [row] = await ctx.db.select(matchAsSeen).from(matches).where(eq(matches.id, input.MatchID));
  checkMember(row, viewer);
  if (input.ClientID !== undefined) {
    const earlier = await earlierSend(ctx, viewer, row.id, input.ClientID);
    if (earlier) return toMessage(earlier);
  }
  checkActive(row);
  if (textError) throw textError;
  throw new Error(`match ${row.id} is active and ${viewer.id} a member, yet the message was not saved`);
}

/** POST /message: a repeated ClientID from the same sender in the match answers the message it posted. */
export async function sendMessage(ctx: AppContext, viewer: Actor, input: SendMessageBody): Promise<Message> {
  const now = ctx.clock.now();
  let text: string;
  try {
    text = checkedText(input.Text);
  } catch (error) {
    return refusedSend(ctx, viewer, input, error);
  }
  let saved: SavedMessageRow | undefined;
  try {
    [saved] = await preparedQuery<SavedMessageRow>(ctx.db, 'chat_send_message', SEND_MESSAGE_SQL, [
      input.MatchID,
      viewer.id,
      text,
      input.ClientID ?? null,
      now,
    ]);
  } catch (error) {
    if (input.ClientID === undefined || !isUniqueViolation(error, 'messages_client_id_key')) throw error;
    // The send that got there first has committed: the unique index saw it.
    const earlier = await earlierSend(ctx, viewer, input.MatchID, input.ClientID);
    if (!earlier) throw error;
    // Its process may have stopped between the commit and the ring (a retry after a 502 through the
    // balancer): rung again, since clients keep each number once. The partner's notification is not
    // made again: a second one is worse than none, and the unread counts come from the read marks.
    const message = toMessage(earlier);
    const [row] = await ctx.db.select().from(matches).where(eq(matches.id, message.MatchID));
    const members = row ? [row.user1Id, row.user2Id] : [];
    await publish(ctx, message.MatchID, { type: 'message', seq: message.Seq, message }, members);
    return message;
  }
  if (!saved) return refusedSend(ctx, viewer, input, null);
  const row: MessageRow = {
    id: saved.id,
    matchId: input.MatchID,
    senderId: viewer.id,
    seq: saved.seq,
    eventSeq: saved.seq,
    text,
    clientId: input.ClientID ?? null,
    createdAt: now,
    updatedAt: null,
    deletedAt: null,
    readAt: null,
    hiddenAt: null,
    handoverId: null,
    handoverAction: null,
    handoverAt: null,
    handoverPlace: null,
  };
  const message = toMessage(row);
  const members = [viewer.id, saved.partner_id];
  const event: ChatServerEvent = { type: 'message', seq: message.Seq, message };
  if (!(await publish(ctx, message.MatchID, event, members, saved.partner_id))) {
    await tellPartner(ctx, row.matchId, saved.partner_id, viewer, row, now);
  }
  return message;
}

/**
 * Notifies the partner, who has no socket with the chat on screen, of a new message as their
 * Messages level says (notifications.policy.ts). The message is saved whatever happens here.
 */
async function tellPartner(
  ctx: AppContext,
  matchId: number,
  partnerId: number,
  viewer: Actor,
  message: MessageRow,
  now: Date,
) {
  try {
    const [sender] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, viewer.id));
    const text = Array.from(message.text).slice(0, CHAT_NOTIFICATION_TEXT_MAX).join('');
    const subject = chatMessages.notificationShort(sender?.firstName ?? '');
    await liveTransaction(ctx, (tx) => notify(tx, now, partnerId, 'Message', subject, text, matchId, viewer.id));
  } catch (error) {
    ctx.log.error({ err: error, matchId, messageId: message.id }, 'chat: the partner was not notified');
  }
}

/**
 * Changes the viewer's own message under the match's lock, giving it the next number as its
 * EventSeq: edits and deletions are events that catch-up replays.
 */
async function changeMessage(
  ctx: AppContext,
  viewer: Actor,
  messageId: number,
  change: (now: Date) => Partial<MessageRow>,
  type: 'edited' | 'deleted',
): Promise<Message> {
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ ...getTableColumns(messages), acrossBlock: blockedBetween(matches.user1Id, matches.user2Id) })
      .from(messages)
      .innerJoin(matches, eq(matches.id, messages.matchId))
      .where(eq(messages.id, messageId));
    checkOwnMessage(found, viewer);
    const row = await lockChat(tx, viewer, found.matchId);
    checkActive(row);
    // Read again under the lock: a deletion that committed while this waited counts.
    const [current] = await tx.select().from(messages).where(eq(messages.id, messageId));
    checkOwnMessage(current, viewer);
    checkChangeable(current, now);
    return numberedChange(tx, row, messageId, change(now), type);
  });
  await publishChatChange(ctx, changed);
  return changed.event.message;
}

/** A change to a message, numbered and saved in its chat: publish it after the commit (publishChatChange). */
export interface ChatChange {
  matchId: number;
  members: number[];
  event: Extract<ChatServerEvent, { message: Message }>;
}

/** Saves a change to a message under the next number of its match, whose lock the caller holds. */
async function numberedChange(
  tx: Tx,
  match: MatchRow,
  messageId: number,
  values: Partial<MessageRow>,
  type: 'edited' | 'deleted',
): Promise<ChatChange> {
  const eventSeq = await nextSeq(tx, match.id);
  const [updated] = await tx
    .update(messages)
    .set({ ...values, eventSeq })
    .where(eq(messages.id, messageId))
    .returning();
  const message = toMessage(mustExist(updated, 'the updated message'));
  return { matchId: match.id, members: [match.user1Id, match.user2Id], event: { type, seq: eventSeq, message } };
}

/**
 * Saves the line a handover change leaves in the chat (Text ''), from the member who made it, under
 * the match's next number; the caller holds the match's lock (lockChat) and publishes the change
 * after the commit (publishChatChange).
 */
export async function saveHandoverLine(
  tx: Tx,
  match: MatchRow,
  senderId: number,
  line: { handoverId: number; action: HandoverStatus; at: Date; place: string },
  now: Date,
): Promise<ChatChange> {
  const seq = await nextSeq(tx, match.id);
  const [saved] = await tx
    .insert(messages)
    .values({
      matchId: match.id,
      senderId,
      seq,
      eventSeq: seq,
      text: '',
      createdAt: now,
      handoverId: line.handoverId,
      handoverAction: line.action,
      handoverAt: line.at,
      handoverPlace: line.place,
    })
    .returning();
  const message = toMessage(mustExist(saved, 'the handover line'));
  return { matchId: match.id, members: [match.user1Id, match.user2Id], event: { type: 'message', seq, message } };
}

/** Rings the chat with a committed change; the partner's sockets get a hidden message without its text. */
export async function publishChatChange(ctx: AppContext, change: ChatChange): Promise<void> {
  await publish(ctx, change.matchId, change.event, change.members);
}

/**
 * A message with its match locked, as every chat writer takes it (the match first), for a
 * moderator's change; undefined when there is no such message.
 */
export async function lockMessageForModeration(
  tx: Tx,
  messageId: number,
): Promise<{ message: MessageRow; match: MatchRow } | undefined> {
  const [found] = await tx.select({ matchId: messages.matchId }).from(messages).where(eq(messages.id, messageId));
  if (!found) return undefined;
  const [match] = await tx.select().from(matches).where(eq(matches.id, found.matchId)).for('update');
  const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
  return match && message ? { message, match } : undefined;
}

/**
 * Moderation's change to a message whose match the caller locked (lockMessageForModeration):
 * hidden from the partner or shown again (an edit's event), or removed as its sender's deletion
 * removes it. Allowed on ended matches: their chats stay readable.
 */
export function moderateMessage(
  tx: Tx,
  match: MatchRow,
  messageId: number,
  change: { hiddenAt: Date | null } | { removedAt: Date },
): Promise<ChatChange> {
  if ('removedAt' in change)
    return numberedChange(tx, match, messageId, { text: '', deletedAt: change.removedAt, hiddenAt: null }, 'deleted');
  return numberedChange(tx, match, messageId, { hiddenAt: change.hiddenAt }, 'edited');
}

/** POST /messages/{id}: the new text, checked as a sent one is. */
export function editMessage(ctx: AppContext, viewer: Actor, messageId: number, input: EditMessageBody) {
  return changeMessage(ctx, viewer, messageId, (now) => ({ text: checkedText(input.Text), updatedAt: now }), 'edited');
}

/** DELETE /messages/{id}: the message keeps its place and its number, and its text is erased. */
export function deleteMessage(ctx: AppContext, viewer: Actor, messageId: number) {
  return changeMessage(ctx, viewer, messageId, (now) => ({ text: '', deletedAt: now }), 'deleted');
}

/**
 * POST /messages/{matchId}/read: moves the viewer's mark forward to UpTo (at most the match's last
 * number), setting ReadAt on the partner's messages it now covers. A mark that would not move
 * changes nothing and takes no number. Allowed on an ended match: reading it is still reading.
 */
export async function markChatRead(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: MarkChatReadBody,
): Promise<void> {
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await lockChat(tx, viewer, matchId);
    const upTo = Math.min(input.UpTo, row.lastSeq);
    const [mark] = await tx
      .select({ upTo: chatReads.upTo })
      .from(chatReads)
      .where(and(eq(chatReads.matchId, matchId), eq(chatReads.userId, viewer.id)));
    if (upTo <= (mark?.upTo ?? 0)) return null;
    const seq = await nextSeq(tx, matchId);
    const values = { matchId, userId: viewer.id, upTo, seq, readAt: now };
    await tx
      .insert(chatReads)
      .values(values)
      .onConflictDoUpdate({ target: [chatReads.matchId, chatReads.userId], set: { upTo, seq, readAt: now } });
    await tx
      .update(messages)
      .set({ readAt: now })
      .where(
        and(
          eq(messages.matchId, matchId),
          eq(messages.senderId, partnerOf(row, viewer.id)),
          lte(messages.seq, upTo),
          isNull(messages.readAt),
        ),
      );
    return { ...values, members: [row.user1Id, row.user2Id] };
  });
  if (moved) {
    const event = {
      type: 'read',
      seq: moved.seq,
      userId: viewer.id,
      upTo: moved.upTo,
      readAt: now.toISOString(),
    } as const;
    await publish(ctx, matchId, event, moved.members);
  }
}

/**
 * The chat's changes after `after`, for GET /messages and the socket's replay: each message sent,
 * edited or deleted since, once, at its latest state, in EventSeq order, and both read marks.
 *
 * The match's last number is read first and the messages only up to it: every number up to it has
 * committed (numbers commit in order), so the answer holds all of (after, LastSeq] and a writer
 * committing meanwhile is fetched next time, never skipped. With More, LastSeq is the last change
 * answered. Readable on ended matches too.
 */
export async function chatChanges(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  after: number,
): Promise<ChatChanges> {
  const [row] = await ctx.db.select(matchAsSeen).from(matches).where(eq(matches.id, matchId));
  checkMember(row, viewer);
  const [rows, reads] = await Promise.all([
    ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.matchId, matchId), gt(messages.eventSeq, after), lte(messages.eventSeq, row.lastSeq)))
      .orderBy(asc(messages.eventSeq))
      .limit(CHAT_PAGE_MAX + 1),
    ctx.db.select().from(chatReads).where(eq(chatReads.matchId, matchId)).orderBy(asc(chatReads.userId)),
  ]);
  const more = rows.length > CHAT_PAGE_MAX;
  const page = rows.slice(0, CHAT_PAGE_MAX);
  return {
    Messages: page.map((row) => shownTo(toMessage(row), viewer.id)),
    Reads: reads.map(toReadMark),
    LastSeq: more ? (page.at(-1)?.eventSeq ?? after) : row.lastSeq,
    More: more,
  };
}

/** POST /ws-ticket: a single-use ticket for the match's socket; only its hash is kept. */
export async function issueChatTicket(ctx: AppContext, viewer: Actor, matchId: number): Promise<string> {
  const [row] = await ctx.db.select(matchAsSeen).from(matches).where(eq(matches.id, matchId));
  checkMember(row, viewer);
  const now = ctx.clock.now();
  const ticket = newToken();
  // Tickets never used would otherwise stay: each new one sweeps away those past their time.
  await ctx.db.delete(chatTickets).where(lt(chatTickets.expiresAt, now));
  await ctx.db.insert(chatTickets).values({
    tokenHash: hashToken(ticket),
    userId: viewer.id,
    matchId,
    expiresAt: new Date(now.getTime() + CHAT_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * Spends a chat ticket for the socket of `matchId`: the member it was issued to, or null when it
 * is unknown, used, expired, for another match, or its holder is no longer a member. Deleting the
 * row is the spending, so a ticket opens one socket even across processes.
 */
export async function consumeChatTicket(ctx: AppContext, ticket: string, matchId: number): Promise<Actor | null> {
  const [spent] = await ctx.db
    .delete(chatTickets)
    .where(eq(chatTickets.tokenHash, hashToken(ticket)))
    .returning();
  if (!spent || spent.matchId !== matchId || spent.expiresAt.getTime() <= ctx.clock.now().getTime()) return null;
  const [holder] = await ctx.db
    .select({ id: users.id, type: users.type, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, spent.userId));
  if (!holder) return null;
  const actor: Actor = { ...holder, sessionId: 0 };
  const [row] = await ctx.db.select(matchAsSeen).from(matches).where(eq(matches.id, matchId));
  return isSeenBy(row, actor.id) ? actor : null;
}

/**
 * Closes every chat socket on these matches, in every process (ChatCloseCode.ended): nothing, not
 * even typing, passes on them any more. Call after the commit that closed the chats. A lost word
 * leaves a socket open on a chat that refuses every message, so it never fails the call.
 */
export async function closeChatSockets(ctx: AppContext, matchIds: readonly number[]): Promise<void> {
  await Promise.all(
    matchIds.map(async (matchId) => {
      try {
        await ctx.chatBus.publish(matchId, { type: 'close' });
      } catch (error) {
        ctx.log.warn({ err: error, matchId }, 'chat: the bus did not take the closing word');
      }
    }),
  );
}
