/**
 * The admins' side of the moderation loop: the queue of reported things, and the actions on them.
 * Restoring leaves a thing up (shown again if reports hid it), removing deletes it (a profile loses
 * its photo and bio), suspending an account stops it signing in and takes it out of every feed and
 * match. Each action runs in one transaction: it settles the target's open reports, tells the
 * reporters and the owner through notify(), and records who did it, why and when
 * (moderation_actions). Hiding on reports is reports/hiding.service.ts.
 */
import {
  type ModerationEntry,
  type ModerationTargetType,
  moderationQueueWords,
  PAGE_TARGET,
  type ReportedContent,
  type ReportOutcome,
  suspensionEmail,
} from '@swapsies/contract';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  chatTickets,
  itemPhotos,
  items,
  liveTickets,
  messages,
  moderationActions,
  reports,
  sessions,
  users,
} from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { removeFiles } from '../../lib/images.ts';
import { type ChatChange, closeChatSockets, moderateMessage, publishChatChange } from '../chat/chat.service.ts';
import { photoFilesOf } from '../items/items.service.ts';
import { closeLiveSockets, liveTransaction } from '../live/live.service.ts';
import { endAllAsUnmatched } from '../matches/matches.service.ts';
import {
  type LockedTarget,
  lockTarget,
  ringMatchesOfItem,
  setHidden,
  settleReports,
  tellOwner,
} from '../reports/hiding.service.ts';
import { toAdminReport } from '../reports/reports.presenter.ts';
import { profilePhotoFiles } from '../users/profile-photo.service.ts';

/** The most entries the queue answers: the most reported first. */
const QUEUE_LIMIT = 100;

/** A visitor's report has no target: each is its own entry, grouped by its own id. */
const pageReportId = sql<number | null>`case when ${reports.targetType} is null then ${reports.id} end`;

interface TargetKey {
  type: string | null;
  id: number | null;
  pageReportId: number | null;
}

function reportsOf(key: TargetKey): SQL | undefined {
  if (key.pageReportId !== null) return eq(reports.id, key.pageReportId);
  if (key.type === null || key.id === null) return undefined;
  return and(eq(reports.targetType, key.type), eq(reports.targetId, key.id));
}

/** The ids of the queued targets of one type. */
function idsOfType(keys: readonly TargetKey[], type: ModerationTargetType): number[] {
  return keys.flatMap((key) => (key.type === type && key.id !== null ? [key.id] : []));
}

interface Shown {
  ownerId: number;
  content: ReportedContent;
  hiddenAt: Date | null;
}

/** The reported things as they are now, by type and id, with their owners. */
async function currentTargets(db: Tx, keys: readonly TargetKey[]): Promise<Map<string, Shown>> {
  const itemIds = idsOfType(keys, 'item');
  const messageIds = idsOfType(keys, 'message');
  const userIds = idsOfType(keys, 'user');
  const [itemRows, photoRows, messageRows, profileRows] = await Promise.all([
    itemIds.length
      ? db
          .select({
            id: items.id,
            ownerId: items.ownerId,
            name: items.name,
            description: items.description,
            hiddenAt: items.hiddenAt,
          })
          .from(items)
          .where(inArray(items.id, itemIds))
      : [],
    itemIds.length
      ? db
          .select({ itemId: itemPhotos.itemId, path: itemPhotos.path, thumbnail: itemPhotos.thumbnailPath })
          .from(itemPhotos)
          .where(and(inArray(itemPhotos.itemId, itemIds), eq(itemPhotos.pending, false)))
          .orderBy(asc(itemPhotos.position))
      : [],
    messageIds.length
      ? db
          .select({ id: messages.id, senderId: messages.senderId, text: messages.text, hiddenAt: messages.hiddenAt })
          .from(messages)
          .where(inArray(messages.id, messageIds))
      : [],
    userIds.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            bio: users.bio,
            profilePhoto: users.profilePhoto,
            hiddenAt: users.profileHiddenAt,
          })
          .from(users)
          .where(and(inArray(users.id, userIds), isNull(users.deletedAt)))
      : [],
  ]);
  const shown = new Map<string, Shown>();
  for (const item of itemRows) {
    const photos = photoRows
      .filter((photo) => photo.itemId === item.id)
      .map((photo) => ({ Path: photo.path, Thumbnail: photo.thumbnail }));
    const content = { Title: item.name, Text: item.description, Photos: photos };
    shown.set(`item ${item.id}`, { ownerId: item.ownerId, content, hiddenAt: item.hiddenAt });
  }
  for (const message of messageRows) {
    const content = { Title: '', Text: message.text, Photos: [] };
    shown.set(`message ${message.id}`, { ownerId: message.senderId, content, hiddenAt: message.hiddenAt });
  }
  for (const profile of profileRows) {
    const [path, thumbnail] = profilePhotoFiles(profile.profilePhoto);
    const photos = path ? [{ Path: path, Thumbnail: thumbnail ?? path }] : [];
    const content = { Title: `${profile.firstName} ${profile.lastName}`.trim(), Text: profile.bio, Photos: photos };
    shown.set(`user ${profile.id}`, { ownerId: profile.id, content, hiddenAt: profile.hiddenAt });
  }
  return shown;
}

/**
 * GET /admin/moderation: the reported things with open reports, one entry per target (a visitor's
 * report on its own), most distinct reporting members first, then the longest waiting.
 */
export async function moderationQueue(ctx: AppContext): Promise<ModerationEntry[]> {
  const keys: TargetKey[] = await ctx.db
    .select({ type: reports.targetType, id: reports.targetId, pageReportId })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId, pageReportId)
    .orderBy(desc(sql`count(distinct ${reports.reporterId})`), asc(sql`min(${reports.id})`))
    .limit(QUEUE_LIMIT);
  if (keys.length === 0) return [];
  const open = await ctx.db
    .select({ report: reports, username: users.username })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(isNull(reports.resolvedAt), or(...keys.map(reportsOf))))
    .orderBy(asc(reports.id));
  const shown = await currentTargets(ctx.db, keys);
  const ownerIds = [...new Set([...shown.values()].map((target) => target.ownerId))];
  const owners = ownerIds.length
    ? await ctx.db
        .select({
          ID: users.id,
          Username: users.username,
          FirstName: users.firstName,
          LastName: users.lastName,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(inArray(users.id, ownerIds))
    : [];
  return keys.map((key) => {
    const about = open.filter(({ report }) =>
      key.pageReportId !== null
        ? report.id === key.pageReportId
        : report.targetType === key.type && report.targetId === key.id,
    );
    const target = key.pageReportId === null ? shown.get(`${key.type} ${key.id}`) : undefined;
    const owner = target && owners.find((row) => row.ID === target.ownerId);
    const reporters = new Set(about.flatMap(({ report }) => (report.reporterId === null ? [] : [report.reporterId])));
    return {
      TargetType: key.type ?? PAGE_TARGET,
      TargetID: key.id,
      Reporters: reporters.size,
      Reports: about.map(({ report, username }) => toAdminReport(report, username)),
      Owner: owner
        ? { ID: owner.ID, Username: owner.Username, FirstName: owner.FirstName, LastName: owner.LastName }
        : null,
      Content: target?.content ?? null,
      Hidden: target?.hiddenAt != null,
      HiddenAt: target?.hiddenAt?.toISOString() ?? null,
      OwnerSuspended: owner?.suspendedAt != null,
      FirstReportedAt: (about[0]?.report.createdAt ?? ctx.clock.now()).toISOString(),
    };
  });
}

/** Records a moderator's action: who, on what, what, why, and when. */
async function recordAction(
  tx: Tx,
  now: Date,
  admin: Actor,
  target: { type: ModerationTargetType; id: number },
  action: ReportOutcome,
  reason: string | undefined,
): Promise<void> {
  await tx.insert(moderationActions).values({
    adminId: admin.id,
    targetType: target.type,
    targetId: target.id,
    action,
    reason: reason?.trim() ?? '',
    createdAt: now,
  });
}

/** A reason that says something: the owner is told it. */
function requiredReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw validationError([{ Field: 'Reason', Message: moderationQueueWords.reasonRequired }]);
  return trimmed;
}

async function lockReported(tx: Tx, type: ModerationTargetType, id: number): Promise<LockedTarget> {
  const target = await lockTarget(tx, type, id);
  if (!target) throw new AppError('NOT_FOUND');
  return target;
}

async function isSuspended(tx: Tx, userId: number): Promise<boolean> {
  const [owner] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return owner?.suspendedAt != null;
}

/**
 * POST /admin/moderation/{type}/{id}/restore: leaves it up. A hidden one is shown again and its
 * owner told, unless the owner is suspended (their items stay out of sight); the reporters hear it
 * was left up.
 */
export async function restoreReported(
  ctx: AppContext,
  admin: Actor,
  type: ModerationTargetType,
  id: number,
  reason: string | undefined,
): Promise<void> {
  const change = await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const target = await lockReported(tx, type, id);
    let shown: ChatChange | null = null;
    if (target.hiddenAt !== null && !(await isSuspended(tx, target.ownerId))) {
      shown = await setHidden(tx, target, null);
      await tellOwner(tx, now, target, 'restored');
    }
    await settleReports(tx, now, target, 'restored', admin.id);
    await recordAction(tx, now, admin, target, 'restored', reason);
    return shown;
  });
  if (change) await publishChatChange(ctx, change);
}

/** Deletes the target as its owner would (an item with its photos, a message's text); answers the files to remove. */
async function removeTarget(
  tx: Tx,
  now: Date,
  target: LockedTarget,
): Promise<{ files: string[]; change: ChatChange | null }> {
  if (target.type === 'item') {
    await ringMatchesOfItem(tx, target.id);
    const files = await photoFilesOf(tx, target.id);
    await tx.delete(items).where(eq(items.id, target.id));
    return { files, change: null };
  }
  if (target.type === 'message') {
    const change = target.deleted ? null : await moderateMessage(tx, target.match, target.id, { removedAt: now });
    return { files: [], change };
  }
  await tx.update(users).set({ profilePhoto: '', bio: '', profileHiddenAt: null }).where(eq(users.id, target.id));
  return { files: profilePhotoFiles(target.profilePhoto), change: null };
}

/**
 * POST /admin/moderation/{type}/{id}/remove: an item goes with its photos, a message is deleted as
 * its sender's deletion does, a profile loses its photo and bio. The owner is told why, the
 * reporters that it was removed.
 */
export async function removeReported(
  ctx: AppContext,
  admin: Actor,
  type: ModerationTargetType,
  id: number,
  reason: string,
): Promise<void> {
  const given = requiredReason(reason);
  const removed = await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const target = await lockReported(tx, type, id);
    const done = await removeTarget(tx, now, target);
    await tellOwner(tx, now, target, 'removed', given);
    await settleReports(tx, now, target, 'removed', admin.id);
    await recordAction(tx, now, admin, target, 'removed', given);
    return done;
  });
  if (removed.change) await publishChatChange(ctx, removed.change);
  await removeFiles(ctx.storage, removed.files, ctx.log);
}

/** The member's content with open reports: their profile, items and messages. */
async function reportedContentOf(tx: Tx, userId: number): Promise<{ type: ModerationTargetType; id: number }[]> {
  const rows = await tx
    .selectDistinct({ type: reports.targetType, id: reports.targetId })
    .from(reports)
    .where(
      and(
        isNull(reports.resolvedAt),
        or(
          and(eq(reports.targetType, 'user'), eq(reports.targetId, userId)),
          and(
            eq(reports.targetType, 'item'),
            inArray(reports.targetId, tx.select({ id: items.id }).from(items).where(eq(items.ownerId, userId))),
          ),
          and(
            eq(reports.targetType, 'message'),
            inArray(
              reports.targetId,
              tx.select({ id: messages.id }).from(messages).where(eq(messages.senderId, userId)),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(reports.targetType), asc(reports.targetId));
  return rows.flatMap((row) =>
    row.id !== null && (row.type === 'user' || row.type === 'item' || row.type === 'message')
      ? [{ type: row.type, id: row.id }]
      : [],
  );
}

/**
 * POST /admin/users/{id}/suspend: the account cannot sign in (ACCOUNT_SUSPENDED) and its sessions
 * and tickets end; its items are hidden from every feed; its active matches end as unmatched by it,
 * the partners told as by an unmatch; the open reports on its content are settled. After the
 * commit its open chat and live sockets close and it is emailed the reason and how to appeal. Suspending a suspended account changes nothing.
 */
export async function suspendAccount(ctx: AppContext, admin: Actor, userId: number, reason: string): Promise<void> {
  if (userId === admin.id) throw new AppError('FORBIDDEN');
  const trimmed = requiredReason(reason);
  const suspended = await liveTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const [member] = await tx
      .select({ email: users.email, firstName: users.firstName, suspendedAt: users.suspendedAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('no key update');
    if (!member) throw new AppError('USER_NOT_FOUND');
    if (member.suspendedAt !== null) return null;
    await tx.update(users).set({ suspendedAt: now, suspensionReason: trimmed }).where(eq(users.id, userId));
    await tx
      .update(items)
      .set({ hiddenAt: now })
      .where(and(eq(items.ownerId, userId), isNull(items.hiddenAt)));
    const endedMatches = await endAllAsUnmatched(tx, now, userId);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(chatTickets).where(eq(chatTickets.userId, userId));
    await tx.delete(liveTickets).where(eq(liveTickets.userId, userId));
    for (const reported of await reportedContentOf(tx, userId)) {
      const target = await lockTarget(tx, reported.type, reported.id);
      if (target) await settleReports(tx, now, target, 'suspended', admin.id);
    }
    await recordAction(tx, now, admin, { type: 'user', id: userId }, 'suspended', trimmed);
    return { ...member, endedMatches };
  });
  if (!suspended) return;
  await ctx.sessionCache.changed(userId);
  // Its open chats and live sockets close now rather than when they drop: its sessions have ended.
  await closeChatSockets(ctx, suspended.endedMatches);
  await closeLiveSockets(ctx, userId);
  const appealUrl = `${ctx.config.publicUrl}${suspensionEmail.appealPath}`;
  try {
    await ctx.mailer.send({
      to: suspended.email,
      subject: suspensionEmail.subject,
      text: suspensionEmail.lines(suspended.firstName, trimmed, appealUrl).join('\n'),
    });
  } catch (error) {
    // The suspension stands: the member is told of it when they next sign in, and the log tells the team.
    ctx.log.error({ err: error, userId }, 'moderation: the suspension email was not sent');
  }
}
