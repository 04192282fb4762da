/**
 * Moderation's hold on reported content. An item or a profile (photo and bio together) reported
 * by REPORT_HIDE_THRESHOLD different members, each with an account more than a day old when they
 * reported, hides at once, pending a moderator's review: its owner sees it marked Under review,
 * others no longer see it. A chat message is seen by one member besides its sender, so that
 * partner's report (under the same age rule) is enough. The admins' actions (admin/reported.service.ts)
 * lock, show again, remove and settle through the same functions.
 *
 * Every writer locks the target first (lockTarget), so two reports crossing the threshold together
 * queue on the lock: the second sees the first's report, or the target already hidden.
 */
import {
  type ModerationTargetType,
  notificationTexts,
  ownerModerationSubjects,
  type ReportOutcome,
  reportOutcomeSubjects,
} from '@swapsies/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { items, matches, matchItems, reports, users } from '../../db/schema.ts';
import { type ChatChange, lockMessageForModeration, moderateMessage } from '../chat/chat.service.ts';
import { recordMatchChange } from '../live/live.service.ts';
import { notify } from '../notifications/notifications.service.ts';

/** A reporter's account must be older than this when they report for the report to count toward hiding. */
export const REPORTER_MIN_AGE_MS = 24 * 60 * 60 * 1000;

type MatchRow = typeof matches.$inferSelect;

interface TargetBase {
  id: number;
  /** The member whose content it is. */
  ownerId: number;
  hiddenAt: Date | null;
}

/** A reported thing, locked for the rest of the transaction. */
export type LockedTarget =
  | (TargetBase & { type: 'item'; name: string })
  | (TargetBase & { type: 'message'; match: MatchRow; text: string; deleted: boolean })
  | (TargetBase & { type: 'user'; username: string; profilePhoto: string });

/**
 * Locks the reported thing: an item's row, a message's match (the lock every chat writer takes
 * first), a member's row. Undefined when there is no such thing (a deleted account is none).
 */
export async function lockTarget(tx: Tx, type: ModerationTargetType, id: number): Promise<LockedTarget | undefined> {
  if (type === 'item') {
    const [item] = await tx
      .select({ id: items.id, ownerId: items.ownerId, hiddenAt: items.hiddenAt, name: items.name })
      .from(items)
      .where(eq(items.id, id))
      .for('no key update');
    return item && { type, ...item };
  }
  if (type === 'message') {
    const locked = await lockMessageForModeration(tx, id);
    if (!locked) return undefined;
    const { message, match } = locked;
    const deleted = message.deletedAt !== null;
    return { type, id, ownerId: message.senderId, hiddenAt: message.hiddenAt, match, text: message.text, deleted };
  }
  const [member] = await tx
    .select({
      id: users.id,
      hiddenAt: users.profileHiddenAt,
      username: users.username,
      profilePhoto: users.profilePhoto,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('no key update');
  return member && { type, ownerId: member.id, ...member };
}

/**
 * How many different members reported the target in its open reports with an account more than a
 * day old at the time; the owner's own reports do not count.
 */
async function countingReporters(tx: Tx, target: LockedTarget): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        isNull(reports.resolvedAt),
        sql`${reports.reporterId} <> ${target.ownerId}`,
        sql`${reports.createdAt} - ${users.createdAt} > ${REPORTER_MIN_AGE_MS} * interval '1 millisecond'`,
      ),
    );
  return row?.count ?? 0;
}

/** Tells both members of every match the item is in that it changed (or is about to go): their match screens show it. */
export async function ringMatchesOfItem(tx: Tx, itemId: number): Promise<void> {
  const rows = await tx
    .select({ matchId: matches.id, user1Id: matches.user1Id, user2Id: matches.user2Id })
    .from(matchItems)
    .innerJoin(matches, eq(matches.id, matchItems.matchId))
    .where(eq(matchItems.itemId, itemId));
  for (const row of rows) recordMatchChange(tx, [row.user1Id, row.user2Id], row.matchId, 'items');
}

/**
 * Hides the locked target from everyone but its owner (`hiddenAt` a date) or shows it again
 * (null). A message's change is numbered in its chat: the answer, to publish after the commit.
 */
export async function setHidden(tx: Tx, target: LockedTarget, hiddenAt: Date | null): Promise<ChatChange | null> {
  if (target.type === 'message') return moderateMessage(tx, target.match, target.id, { hiddenAt });
  if (target.type === 'item') {
    await tx.update(items).set({ hiddenAt }).where(eq(items.id, target.id));
    await ringMatchesOfItem(tx, target.id);
  } else {
    await tx.update(users).set({ profileHiddenAt: hiddenAt }).where(eq(users.id, target.id));
  }
  return null;
}

type OwnerNotice = 'hidden' | 'removed' | 'restored';

const ownerNoticeKinds = {
  hidden: 'ContentHidden',
  removed: 'ContentRemoved',
  restored: 'ContentRestored',
} as const;

const ownerTexts = {
  hidden: notificationTexts.contentHidden,
  removed: notificationTexts.contentRemoved,
  restored: notificationTexts.contentRestored,
};

/** Tells the owner what became of their content, with the moderator's reason when one is given. */
export async function tellOwner(
  tx: Tx,
  now: Date,
  target: LockedTarget,
  notice: OwnerNotice,
  reason?: string,
): Promise<void> {
  const texts = ownerTexts[notice];
  const text = target.type === 'item' ? texts.item(target.name) : texts[target.type];
  const trimmed = reason?.trim();
  const shown = trimmed ? notificationTexts.withReason(text, trimmed) : text;
  const subject = ownerModerationSubjects[target.type][notice];
  const matchId = target.type === 'message' ? target.match.id : undefined;
  await notify(tx, now, target.ownerId, ownerNoticeKinds[notice], subject, shown, matchId);
}

/**
 * After a member's report is stored (in the same transaction, the target locked): hides the target
 * when its counting reporters reach the threshold, and tells its owner. Answers the chat change of
 * a hidden message, to publish after the commit.
 */
export async function hideOnReports(
  tx: Tx,
  now: Date,
  target: LockedTarget,
  threshold: number,
): Promise<ChatChange | null> {
  if (target.hiddenAt !== null || (target.type === 'message' && target.deleted)) return null;
  // A message has one reader besides its sender, the partner: their report is all there can be.
  const needed = target.type === 'message' ? Math.min(threshold, 1) : threshold;
  if ((await countingReporters(tx, target)) < needed) return null;
  const change = await setHidden(tx, target, now);
  await tellOwner(tx, now, target, 'hidden');
  return change;
}

const reporterTexts = {
  restored: notificationTexts.reportLeftUp,
  removed: notificationTexts.reportRemoved,
  suspended: notificationTexts.reportSuspended,
};

const reporterSubjectKeys = { restored: 'leftUp', removed: 'removed', suspended: 'suspended' } as const;

/**
 * Resolves the target's open reports with a moderator's outcome, and tells each member who
 * reported it what became of it: removed, left up, or gone with its owner's suspended account.
 */
export async function settleReports(
  tx: Tx,
  now: Date,
  target: LockedTarget,
  outcome: ReportOutcome,
  adminId: number,
): Promise<void> {
  const settled = await tx
    .update(reports)
    .set({ resolvedAt: now, outcome, resolvedBy: adminId })
    .where(and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), isNull(reports.resolvedAt)))
    .returning({ reporterId: reports.reporterId });
  const reporterIds = new Set(settled.flatMap((row) => (row.reporterId === null ? [] : [row.reporterId])));
  const subject = reportOutcomeSubjects[target.type][reporterSubjectKeys[outcome]];
  const texts = reporterTexts[outcome];
  const text =
    target.type === 'item'
      ? texts.item(target.name)
      : target.type === 'user'
        ? texts.user(target.username)
        : texts.message;
  for (const reporterId of reporterIds) await notify(tx, now, reporterId, 'ReportOutcome', subject, text);
}
