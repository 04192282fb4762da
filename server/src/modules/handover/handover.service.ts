/**
 * Arranging the handover in a match (issue 27): proposing a time and place, accepting, declining,
 * cancelling, and the calendar invite. Each change takes the match's next chat number and leaves a
 * line in the chat (Message.Handover), so it lives in an area above chat: it locks the match as
 * every chat writer does (lockChat), saves the line under the next number, and publishes it after
 * the commit. Who may do what is handover.policy.ts; the hold an agreed time gives the accepted
 * commitment is matches/commitments.service.ts (holdCommitmentUntil).
 */
import {
  handoverCalendar as calendarWords,
  HANDOVER_HOLD_AFTER_MS,
  type Handover,
  HandoverStatus,
  handoverSubjects,
  handoverTexts,
  type NotificationKind,
  type ProposeHandoverBody,
} from '@swapsies/contract';
import { and, asc, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { handovers, items, matches, matchItems, messages } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { mustExist } from '../../lib/must-exist.ts';
import { type ChatChange, lockChat, publishChatChange, saveHandoverLine } from '../chat/chat.service.ts';
import { liveTransaction, recordMatchChange } from '../live/live.service.ts';
import { holdCommitmentUntil } from '../matches/commitments.service.ts';
import {
  checkActive,
  checkMember,
  isSeenBy,
  matchAsSeen,
  openHandover,
  partnerOf,
  type SeenMatch,
} from '../matches/matches.policy.ts';
import { toHandover } from '../matches/matches.presenter.ts';
import { nameOf } from '../members/members.presenter.ts';
import { notify } from '../notifications/notifications.service.ts';
import { checkedProposal, checkMayAnswer, type HandoverAction } from './handover.policy.ts';

type HandoverRow = typeof handovers.$inferSelect;

/** How long the calendar entry lasts: a handover is a short meeting. */
const CALENDAR_EVENT_MS = 30 * 60 * 1000;

/** Each action: the status it leaves, who is told, and under which switch (the commitments' ones). */
const answers: Record<
  HandoverAction,
  { status: HandoverStatus; kind: NotificationKind; subject: (name: string) => string }
> = {
  accept: { status: HandoverStatus.Accepted, kind: 'CommitmentAccepted', subject: handoverSubjects.accepted },
  decline: { status: HandoverStatus.Declined, kind: 'CommitmentRejected', subject: handoverSubjects.declined },
  cancel: { status: HandoverStatus.Cancelled, kind: 'CommitmentRejected', subject: handoverSubjects.cancelled },
};

/**
 * The chat line, the match's live change and the partner's notification of a change to `row` by
 * the viewer, all in the transaction; the line is published after the commit.
 */
async function recordChange(
  tx: Tx,
  now: Date,
  match: SeenMatch,
  viewer: Actor,
  row: HandoverRow,
  action: HandoverStatus,
  notice: { kind: NotificationKind; subject: (name: string) => string },
): Promise<ChatChange> {
  const line = await saveHandoverLine(
    tx,
    match,
    viewer.id,
    { handoverId: row.id, action, at: row.at, place: row.place },
    now,
  );
  // Recorded before the notification, so each member hears of the change before being told of it.
  recordMatchChange(tx, [match.user1Id, match.user2Id], match.id, 'handover');
  const subject = notice.subject(await nameOf(tx, viewer.id));
  const text = handoverTexts.when(row.at.toISOString(), row.place);
  await notify(tx, now, partnerOf(match, viewer.id), notice.kind, subject, text, match.id, viewer.id);
  return line;
}

/** POST /matches/{id}/handover: a new proposal, which replaces the open arrangement, proposed or agreed. */
export async function proposeHandover(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: ProposeHandoverBody,
): Promise<Handover> {
  const now = ctx.clock.now();
  const { row, line } = await liveTransaction(ctx, async (tx) => {
    const match = await lockChat(tx, viewer, matchId);
    checkActive(match);
    const proposal = checkedProposal(input, now);
    await tx
      .update(handovers)
      .set({ status: 'replaced', answeredAt: now, answeredBy: viewer.id })
      .where(and(eq(handovers.matchId, matchId), openHandover));
    const [created] = await tx
      .insert(handovers)
      .values({ matchId, proposedBy: viewer.id, ...proposal, status: HandoverStatus.Proposed, createdAt: now })
      .returning();
    const row = mustExist(created, 'the new arrangement');
    const line = await recordChange(tx, now, match, viewer, row, HandoverStatus.Proposed, {
      kind: 'CommitmentOffered',
      subject: handoverSubjects.proposed,
    });
    return { row, line };
  });
  await publishChatChange(ctx, line);
  return toHandover(row);
}

/** The arrangement with its match, for one of the match's members; WRONG_HANDOVER to anyone else. */
async function findHandover(tx: Tx, viewer: Actor, handoverId: number): Promise<HandoverRow> {
  const [found] = await tx
    .select({ handover: handovers, match: matchAsSeen })
    .from(handovers)
    .innerJoin(matches, eq(matches.id, handovers.matchId))
    .where(eq(handovers.id, handoverId));
  if (!found || !isSeenBy(found.match, viewer.id)) throw new AppError('WRONG_HANDOVER');
  return found.handover;
}

/**
 * POST /handover/{id}/accept, /decline, /cancel: checked again under the match's lock, so that of
 * two answers racing, or an answer racing a new proposal, the second finds it answered. Accepting
 * holds the match's accepted commitment until HANDOVER_HOLD_AFTER_MS after the time.
 */
export async function answerHandover(
  ctx: AppContext,
  viewer: Actor,
  handoverId: number,
  action: HandoverAction,
): Promise<Handover> {
  const now = ctx.clock.now();
  const found = await findHandover(ctx.db, viewer, handoverId);
  const { row, line } = await liveTransaction(ctx, async (tx) => {
    const match = await lockChat(tx, viewer, found.matchId);
    checkActive(match);
    const current = await findHandover(tx, viewer, handoverId);
    checkMayAnswer(current, viewer, action);
    const { status, kind, subject } = answers[action];
    const [updated] = await tx
      .update(handovers)
      .set({ status, answeredAt: now, answeredBy: viewer.id })
      .where(eq(handovers.id, handoverId))
      .returning();
    const row = mustExist(updated, 'the answered arrangement');
    if (action === 'accept') {
      await holdCommitmentUntil(tx, match, new Date(row.at.getTime() + HANDOVER_HOLD_AFTER_MS), now);
    }
    const line = await recordChange(tx, now, match, viewer, row, status, { kind, subject });
    return { row, line };
  });
  await publishChatChange(ctx, line);
  return toHandover(row);
}

/** The names of the match's items, for the invite's title. */
async function itemNamesOf(tx: Tx, matchId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: items.name })
    .from(matchItems)
    .innerJoin(items, eq(items.id, matchItems.itemId))
    .where(eq(matchItems.matchId, matchId))
    .orderBy(asc(matchItems.addedAt), asc(matchItems.itemId));
  return rows.map((row) => row.name);
}

/**
 * GET /matches/{id}/handover.ics: the match's newest arrangement as an iCalendar invite for a
 * member; WRONG_HANDOVER for a match that never had one (handoverInvite).
 */
export async function handoverCalendar(ctx: AppContext, viewer: Actor, matchId: number): Promise<string> {
  const [match] = await ctx.db.select(matchAsSeen).from(matches).where(eq(matches.id, matchId));
  checkMember(match, viewer);
  const invite = await handoverInvite(ctx, match, viewer.id);
  if (invite === null) throw new AppError('WRONG_HANDOVER');
  return invite;
}

/**
 * The match's newest arrangement as an iCalendar invite for `memberId`, or null when the match
 * never had one; the download and the reminder email (jobs/handover-reminders.ts) both send this.
 * Its UID is the match's, so a new time updates the calendar entry rather than adding one;
 * SEQUENCE is the number of the arrangement's newest chat line, which every change raises. A
 * declined or cancelled arrangement, or one on an ended match, is a cancellation (METHOD:CANCEL,
 * STATUS:CANCELLED).
 */
export async function handoverInvite(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  match: Pick<SeenMatch, 'id' | 'user1Id' | 'user2Id' | 'endedAt'>,
  memberId: number,
): Promise<string | null> {
  const matchId = match.id;
  const [newest] = await ctx.db
    .select()
    .from(handovers)
    .where(eq(handovers.matchId, matchId))
    .orderBy(desc(handovers.id))
    .limit(1);
  if (!newest) return null;
  const [[lines], partner, itemNames] = await Promise.all([
    ctx.db
      .select({ seq: max(messages.seq) })
      .from(messages)
      .where(and(eq(messages.matchId, matchId), isNotNull(messages.handoverId))),
    nameOf(ctx.db, partnerOf(match, memberId)),
    itemNamesOf(ctx.db, matchId),
  ]);
  const cancelled = newest.status === 'declined' || newest.status === 'cancelled' || match.endedAt !== null;
  // Loaded on the first invite asked for: most processes never make one. Named exports only: the
  // server bundle loads it through require, where `default` is the whole CommonJS module.
  const { ICalCalendar, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = new ICalCalendar({
    prodId: { company: 'Swapsies', product: 'handover', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `handover-${matchId}@${new URL(ctx.config.publicUrl).host}`,
    sequence: lines?.seq ?? 0,
    stamp: ctx.clock.now(),
    start: newest.at,
    end: new Date(newest.at.getTime() + CALENDAR_EVENT_MS),
    summary: calendarWords.summary(partner, itemNames),
    location: newest.place,
    description: newest.note || null,
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : newest.status === 'accepted'
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}
