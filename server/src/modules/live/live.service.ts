/**
 * The live stream's events (contract/src/live.ts): recorded in the transaction that made the
 * change, numbered per member as its last step, published to the bus after the commit, replayed
 * from the database, and the live socket's tickets. See docs/decisions.md ("Live stream").
 *
 * A service that changes what a member's screens show runs its transaction through
 * liveTransaction and records events on its tx (recordMatchChange, recordLive; notify() records the
 * 'notification' one). Numbering comes last, with the members' head rows locked in ascending id
 * order, so that two transactions numbering for the same members never wait on each other
 * crosswise, and hold those locks only for the commit. The head row orders a member's writers, so
 * their numbers commit in order, with no gap (realtime-and-exchange.md §1, §4).
 */
import {
  LIVE_EVENT_KEEP_MS,
  LIVE_REPLAY_MAX,
  LIVE_TICKET_TTL_MS,
  type LiveServerEvent,
  type MatchChange,
  MatchChanges,
} from '@swapsies/contract';
import { and, asc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { liveTickets, memberEventHeads, memberEvents, users } from '../../db/schema.ts';
import type { LiveBusEvent } from '../../lib/chat-bus.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { liveAccount } from '../members/members.policy.ts';

/** What recording and publishing live events needs of the app (the jobs have no more). */
export type LiveContext = Pick<AppContext, 'db' | 'clock' | 'chatBus' | 'log'>;

/** A numbered event before it has its number. */
type Unnumbered<Event> = Event extends { seq: number } ? Omit<Event, 'seq'> : never;
type LiveHint = Unnumbered<LiveServerEvent>;
type NumberedLiveEvent = Extract<LiveServerEvent, { seq: number }>;

interface Recorded {
  userId: number;
  event: LiveHint;
  /** For the event of a notification written with the numbering (recordNotification): its place in `notes`. */
  note?: number;
}

/** A notification to write with the live events' numbering (recordNotification). */
export interface NotificationRow {
  userId: number;
  kind: string;
  subject: string;
  text: string;
  matchId: number | null;
  createdAt: Date;
}

/** The events a transaction recorded, once each, in the order recorded, and the notifications it left to the numbering. */
class LiveBatch {
  recorded: Recorded[] = [];
  notes: NotificationRow[] = [];
  /** The events of the statements that numbered them, in order, waiting for the commit to publish. */
  readonly numbered: Numbered[] = [];
  private readonly seen = new Set<string>();

  /** Members told nothing by this transaction, whatever it records for them, before or after. */
  private readonly forgotten = new Set<number>();

  add(userId: number, event: LiveHint, note?: number): void {
    if (this.forgotten.has(userId)) return;
    // Each notification is an event of its own; a note's place restarts at every numbering, so it
    // cannot be part of a key that lasts the transaction.
    if (note !== undefined) {
      this.recorded.push({ userId, event, note });
      return;
    }
    const key = `${userId} ${JSON.stringify(event)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.recorded.push({ userId, event });
  }

  forget(userId: number): void {
    this.forgotten.add(userId);
    this.recorded = this.recorded.filter((entry) => entry.userId !== userId);
  }
}

/** The batch of each transaction running through liveTransaction. */
const batches = new WeakMap<Tx, LiveBatch>();

/**
 * Records a numbered event for the member in the transaction (run through liveTransaction). A
 * repeat of an event already recorded in it is recorded once.
 */
export function recordLive(tx: Tx, userId: number, event: LiveHint): void {
  const batch = batches.get(tx);
  // A change that no live event announces leaves the member's screens stale until they reload:
  // every writer of one runs through liveTransaction, and a missed one fails its tests.
  if (!batch) throw new Error('A live event was recorded outside liveTransaction');
  batch.add(userId, event);
}

/**
 * The transaction tells the member nothing, whatever it records for them: an account being deleted
 * (its own screens would refetch, be refused, and say the session expired before the deletion's
 * answer came).
 */
export function forgetLiveMember(tx: Tx, userId: number): void {
  batches.get(tx)?.forget(userId);
}

/**
 * Records a notification to be written with the live event that tells its member, in the
 * statement that numbers the transaction's events (one round trip fewer than writing it at once:
 * notifyLocked). Nothing in the transaction may read it back before then.
 */
export function recordNotification(tx: Tx, row: NotificationRow): void {
  const batch = batches.get(tx);
  if (!batch) throw new Error('A notification was recorded outside liveTransaction');
  const note = batch.notes.push(row) - 1;
  batch.add(row.userId, { type: 'notification', notificationId: 0 }, note);
}

/** Tells both members of a match (or any given members) that it changed. */
export function recordMatchChange(tx: Tx, userIds: readonly number[], matchId: number, change: MatchChange): void {
  for (const userId of userIds) recordLive(tx, userId, { type: 'match', matchId, change });
}

function withSeq(event: LiveHint, seq: number): NumberedLiveEvent {
  return { ...event, seq };
}

interface Numbered {
  userId: number;
  event: NumberedLiveEvent;
}

/**
 * A statement of the caller's to run with the numbering: its data-modifying CTEs (`with`, each
 * `name as (…)`, run whatever the rest reads of them) and one value it answers (`result`).
 */
export interface LiveWrite<T> {
  with: SQL;
  result: SQL<T>;
}

type NumberingRow<T> = {
  heads: { userId: number; lastSeq: number }[] | null;
  notes: { place: number; id: number }[] | null;
  result: T;
};

/**
 * Gives each event recorded since the last numbering its member's next number and stores it,
 * writing the notifications left to it first (recordNotification), and runs `write` in the same
 * statement: one round trip, which every writer of live events pays. The heads move first, in
 * ascending member id (the order every transaction takes these row locks in); each event's number
 * is its member's new head less the member's events recorded here, plus its place among them.
 */
async function numberBatch<T>(tx: Tx, batch: LiveBatch, now: Date, write?: LiveWrite<T>): Promise<T | undefined> {
  const { recorded, notes } = batch;
  if (recorded.length === 0 && notes.length === 0 && !write) return undefined;
  batch.recorded = [];
  batch.notes = [];
  const counts = new Map<number, number>();
  const places = recorded.map(({ userId }) => {
    const place = (counts.get(userId) ?? 0) + 1;
    counts.set(userId, place);
    return place;
  });
  const parts: SQL[] = write ? [write.with] : [];
  if (notes.length > 0) {
    const rows = notes.map(
      (note, place) => sql`(${place}::integer, ${note.userId}::integer, ${note.kind}::text, ${note.subject}::text,
        ${note.text}::text, ${note.matchId}::integer, ${note.createdAt}::timestamptz)`,
    );
    // Their ids are taken first, so that each event can name its notification.
    parts.push(sql`notes as (
        select place, nextval(pg_get_serial_sequence('notifications', 'id')) as id, user_id, kind, subject, text,
          match_id, created_at
        from (values ${sql.join(rows, sql`, `)}) n (place, user_id, kind, subject, text, match_id, created_at)),
      made as (
        insert into notifications (id, user_id, kind, subject, text, match_id, created_at)
        select id, user_id, kind, subject, text, match_id, created_at from notes order by place)`);
  }
  if (recorded.length > 0) {
    const heads = sql.join(
      [...counts].sort(([a], [b]) => a - b).map(([userId, count]) => sql`(${userId}::integer, ${count}::integer)`),
      sql`, `,
    );
    const events = sql.join(
      recorded.map(({ userId, event, note }, index) => {
        const matchId = event.type === 'match' ? event.matchId : null;
        const change = event.type === 'match' ? event.change : null;
        const notificationId = event.type === 'notification' && note === undefined ? event.notificationId : null;
        return sql`(${userId}::integer, ${places[index]}::integer, ${event.type}::text, ${matchId}::integer,
          ${change}::text, ${notificationId}::bigint, ${note ?? null}::integer)`;
      }),
      sql`, `,
    );
    const noteId = notes.length > 0 ? sql`(select notes.id from notes where notes.place = e.note)` : sql`null`;
    parts.push(sql`counts (user_id, count) as (values ${heads}),
      moved as (
        insert into member_event_heads (user_id, last_seq) select user_id, count from counts order by user_id
        on conflict (user_id) do update set last_seq = member_event_heads.last_seq + excluded.last_seq
        returning user_id, last_seq),
      stored as (
        insert into member_events (user_id, seq, type, match_id, change, notification_id, created_at)
        select e.user_id, moved.last_seq - counts.count + e.place, e.type, e.match_id, e.change,
          coalesce(e.notification_id, ${noteId}), ${now}::timestamptz
        from (values ${events}) e (user_id, place, type, match_id, change, notification_id, note)
        join moved on moved.user_id = e.user_id join counts on counts.user_id = e.user_id)`);
  }
  const heads =
    recorded.length > 0
      ? sql`(select json_agg(json_build_object('userId', user_id, 'lastSeq', last_seq)) from moved)`
      : sql`null::json`;
  const ids =
    notes.length > 0 ? sql`(select json_agg(json_build_object('place', place, 'id', id)) from notes)` : sql`null::json`;
  const [row] = await queryRows<NumberingRow<T>>(
    tx,
    sql`${parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} ` : sql``}select ${heads} as heads, ${ids} as notes,
      ${write ? write.result : sql`null`} as result`,
  );
  const first = new Map((row?.heads ?? []).map((head) => [head.userId, head.lastSeq - (counts.get(head.userId) ?? 0)]));
  const noteIds = new Map((row?.notes ?? []).map((made) => [made.place, Number(made.id)]));
  recorded.forEach(({ userId, event, note }, index) => {
    const told = note === undefined ? event : { type: 'notification' as const, notificationId: noteIds.get(note) ?? 0 };
    batch.numbered.push({ userId, event: withSeq(told, (first.get(userId) ?? 0) + (places[index] ?? 0)) });
  });
  return row?.result;
}

/**
 * Runs `write` as the transaction's last statement, with the numbering of its live events and the
 * notifications left to it: a like's reaction and the notification it makes cost one round trip.
 * Answers `write.result`. Whatever the transaction records after it is numbered in a statement
 * of its own at the end, as usual.
 */
export async function numberLiveWith<T>(tx: Tx, now: Date, write: LiveWrite<T>): Promise<T> {
  const batch = batches.get(tx);
  if (!batch) throw new Error('numberLiveWith outside liveTransaction');
  return (await numberBatch(tx, batch, now, write)) as T;
}

/** Rings the members' live sockets after a commit. A lost ring is a gap the clients fetch, so it never fails the call. */
async function publish(ctx: LiveContext, userId: number, event: LiveBusEvent): Promise<void> {
  try {
    await ctx.chatBus.publishToMember(userId, event);
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'live: the bus did not take an event');
  }
}

/**
 * Closes every live socket of the member, in every process, after a commit that ended their
 * sessions (a suspension): their app reconnects, its ticket is refused, and it learns it is signed
 * out. A lost word leaves a socket that carries events only until it drops.
 */
export function closeLiveSockets(ctx: LiveContext, userId: number): Promise<void> {
  return publish(ctx, userId, { type: 'close' });
}

/**
 * Runs `work` in a transaction whose recorded live events are numbered as its last step and
 * published once it has committed. A transaction that fails publishes nothing and gives its
 * numbers back.
 */
export async function liveTransaction<T>(ctx: LiveContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const batch = new LiveBatch();
  const result = await ctx.db.transaction(async (tx) => {
    batches.set(tx, batch);
    const value = await work(tx);
    await numberBatch(tx, batch, ctx.clock.now());
    return value;
  });
  await Promise.all(batch.numbered.map(({ userId, event }) => publish(ctx, userId, event)));
  return result;
}

/** A stored event as the socket sends it; null for a row no event of the contract describes. */
export function liveEventOfRow(row: typeof memberEvents.$inferSelect): NumberedLiveEvent | null {
  if (row.type === 'match' && row.matchId !== null) {
    const change = MatchChanges.find((known) => known === row.change);
    return change ? { type: 'match', seq: row.seq, matchId: row.matchId, change } : null;
  }
  if (row.type === 'notification' && row.notificationId !== null) {
    return { type: 'notification', seq: row.seq, notificationId: row.notificationId };
  }
  return row.type === 'counters' ? { type: 'counters', seq: row.seq } : null;
}

export type LiveReplay =
  | { reset: true; lastSeq: number }
  | { reset: false; lastSeq: number; events: NumberedLiveEvent[] };

/**
 * What the member's live socket sends after `after`: the events up to the member's last number,
 * or a reset when the client holds none (0), more than LIVE_REPLAY_MAX are missing, some were
 * pruned, or its number is ahead of the member's (a restored database). The last number is read
 * first and events only up to it: every number up to it has committed, so none is skipped.
 */
export async function liveReplay(ctx: AppContext, userId: number, after: number): Promise<LiveReplay> {
  const [head] = await ctx.db
    .select({ lastSeq: memberEventHeads.lastSeq })
    .from(memberEventHeads)
    .where(eq(memberEventHeads.userId, userId));
  const lastSeq = head?.lastSeq ?? 0;
  if (after === lastSeq) return { reset: false, lastSeq, events: [] };
  if (after === 0 || after > lastSeq || lastSeq - after > LIVE_REPLAY_MAX) return { reset: true, lastSeq };
  const rows = await ctx.db
    .select()
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), gt(memberEvents.seq, after), lte(memberEvents.seq, lastSeq)))
    .orderBy(asc(memberEvents.seq));
  // Pruned or not kept: the client cannot be brought up to date event by event.
  if (rows.length !== lastSeq - after) return { reset: true, lastSeq };
  const events = rows.map(liveEventOfRow).filter((event) => event !== null);
  return { reset: false, lastSeq, events };
}

/** Drops events older than LIVE_EVENT_KEEP_MS: a client that far behind refetches. Safe in several processes. */
export async function pruneLiveEvents(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - LIVE_EVENT_KEEP_MS);
  const pruned = await ctx.db
    .delete(memberEvents)
    .where(lt(memberEvents.createdAt, before))
    .returning({ seq: memberEvents.seq });
  return pruned.length;
}

/** POST /live-ticket: a single-use ticket for the caller's live socket; only its hash is kept. */
export async function issueLiveTicket(ctx: AppContext, viewer: Actor): Promise<string> {
  const now = ctx.clock.now();
  const ticket = newToken();
  // Tickets never used would otherwise stay: each new one sweeps away those past their time.
  await ctx.db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
  await ctx.db.insert(liveTickets).values({
    tokenHash: hashToken(ticket),
    userId: viewer.id,
    expiresAt: new Date(now.getTime() + LIVE_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * Spends a live ticket: the member it was issued to, or null when it is unknown, used or expired,
 * or its account is gone. Deleting the row is the spending, so a ticket opens one socket even
 * across processes.
 */
export async function consumeLiveTicket(ctx: AppContext, ticket: string): Promise<Actor | null> {
  const [spent] = await ctx.db
    .delete(liveTickets)
    .where(eq(liveTickets.tokenHash, hashToken(ticket)))
    .returning();
  if (!spent || spent.expiresAt.getTime() <= ctx.clock.now().getTime()) return null;
  const [holder] = await ctx.db
    .select({ id: users.id, type: users.type, isAdmin: users.isAdmin })
    .from(users)
    .where(and(eq(users.id, spent.userId), liveAccount()));
  if (!holder) return null;
  return { id: holder.id, type: holder.type, isAdmin: holder.isAdmin, sessionId: 0 };
}
