/**
 * GET /user/export ("Download my data", product-decisions §11): everything held about the member,
 * and of other people only what the member already sees of them (their summary as a partner,
 * friend, followed charity or member they blocked; never who blocked them). Messages are the
 * member's own; sessions come without their tokens.
 */
import type { PersonSummary, UserExport } from '@swapsies/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  charityFollows,
  commitments,
  feedback,
  handoverOutcomes,
  handovers,
  itemReactions,
  matches,
  matchItems,
  messages,
  notifications,
  reports,
  sessions,
  supportRequests,
  users,
} from '../../db/schema.ts';
import { blocksOf } from '../blocks/blocks.service.ts';
import { listFriends } from '../friends/friends.service.ts';
import { ownItems } from '../items/items.service.ts';
import { memberSummaryColumns } from '../members/members.presenter.ts';
import { toNotification } from '../notifications/notifications.presenter.ts';
import { loadUserRow, userAnswer } from './users.service.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

async function matchesOf(db: Tx, userId: number): Promise<UserExport['Matches']> {
  const rows = await db
    .select()
    .from(matches)
    .where(or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)))
    .orderBy(asc(matches.id));
  if (rows.length === 0) return [];
  const partnerIds = [...new Set(rows.map((row) => (row.user1Id === userId ? row.user2Id : row.user1Id)))];
  const [partners, placed] = await Promise.all([
    db.select(memberSummaryColumns(userId)).from(users).where(inArray(users.id, partnerIds)),
    db
      .select({ matchId: matchItems.matchId, itemId: matchItems.itemId })
      .from(matchItems)
      .where(
        and(
          inArray(
            matchItems.matchId,
            rows.map((row) => row.id),
          ),
          eq(matchItems.ownerId, userId),
        ),
      )
      .orderBy(asc(matchItems.addedAt), asc(matchItems.itemId)),
  ]);
  const partnersById = new Map(partners.map((partner) => [partner.ID, partner]));
  return rows.flatMap((row) => {
    const partner = partnersById.get(row.user1Id === userId ? row.user2Id : row.user1Id);
    if (!partner) return [];
    return [
      {
        ID: row.id,
        Type: row.type,
        Partner: partner,
        CreatedAt: iso(row.createdAt),
        EndedAt: isoOrNull(row.endedAt),
        EndedReason: row.endedReason ?? '',
        ItemIDs: placed.filter((p) => p.matchId === row.id).map((p) => p.itemId),
      },
    ];
  });
}

async function messagesOf(db: Tx, userId: number): Promise<UserExport['Messages']> {
  // Handover lines are the arrangements' record (Handovers), with no text of their own.
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, userId), isNull(messages.handoverId)))
    .orderBy(asc(messages.id));
  return rows.map((row) => ({
    ID: row.id,
    MatchID: row.matchId,
    Text: row.text,
    CreatedAt: iso(row.createdAt),
    UpdatedAt: isoOrNull(row.updatedAt),
    DeletedAt: isoOrNull(row.deletedAt),
  }));
}

async function handoversOf(db: Tx, userId: number): Promise<UserExport['Handovers']> {
  const rows = await db.select().from(handovers).where(eq(handovers.proposedBy, userId)).orderBy(asc(handovers.id));
  return rows.map((row) => ({
    ID: row.id,
    MatchID: row.matchId,
    At: iso(row.at),
    Place: row.place,
    Note: row.note,
    Status: row.status,
    CreatedAt: iso(row.createdAt),
  }));
}

async function outcomesOf(db: Tx, userId: number): Promise<UserExport['Outcomes']> {
  const rows = await db
    .select()
    .from(handoverOutcomes)
    .where(eq(handoverOutcomes.memberId, userId))
    .orderBy(asc(handoverOutcomes.id));
  return rows.map((row) => ({
    HandoverID: row.handoverId,
    MatchID: row.matchId,
    Outcome: row.outcome,
    CreatedAt: iso(row.createdAt),
  }));
}

async function feedbackGivenBy(db: Tx, userId: number): Promise<UserExport['FeedbackGiven']> {
  const rows = await db.select().from(feedback).where(eq(feedback.fromId, userId)).orderBy(asc(feedback.id));
  return rows.map((row) => ({
    MatchID: row.matchId,
    Positive: row.positive,
    Reason: row.reason,
    Text: row.text,
    CreatedAt: iso(row.createdAt),
  }));
}

async function commitmentsOf(db: Tx, userId: number): Promise<UserExport['Commitments']> {
  const rows = await db
    .select()
    .from(commitments)
    .where(or(eq(commitments.requesterId, userId), eq(commitments.recipientId, userId)))
    .orderBy(asc(commitments.id));
  return rows.map((row) => ({
    ID: row.id,
    MatchID: row.matchId,
    Requested: row.requesterId === userId,
    Status: row.status,
    TTL: row.ttlHours,
    CreatedAt: iso(row.createdAt),
    AcceptedAt: isoOrNull(row.acceptedAt),
    ExpiresAt: isoOrNull(row.expiresAt),
    EndedAt: isoOrNull(row.endedAt),
    EndedReason: row.endedReason ?? '',
  }));
}

async function reactionsOf(db: Tx, userId: number): Promise<UserExport['Reactions']> {
  const rows = await db
    .select()
    .from(itemReactions)
    .where(eq(itemReactions.userId, userId))
    .orderBy(asc(itemReactions.createdAt), asc(itemReactions.itemId));
  return rows.map((row) => ({ ItemID: row.itemId, Liked: row.liked, CreatedAt: iso(row.createdAt) }));
}

async function notificationsOf(db: Tx, userId: number): Promise<UserExport['Notifications']> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.map(toNotification);
}

function charitiesFollowedBy(db: Tx, userId: number): Promise<UserExport['CharitiesFollowed']> {
  return db
    .select(memberSummaryColumns(userId))
    .from(charityFollows)
    .innerJoin(users, eq(users.id, charityFollows.charityId))
    .where(eq(charityFollows.userId, userId))
    .orderBy(asc(users.firstName), asc(users.id));
}

async function reportsBy(db: Tx, userId: number): Promise<UserExport['Reports']> {
  const rows = await db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.id));
  return rows.map((row) => ({
    ID: row.id,
    TargetType: row.targetType ?? '',
    TargetID: row.targetId,
    Reason: row.reason,
    Text: row.text,
    CreatedAt: iso(row.createdAt),
  }));
}

async function supportRequestsBy(db: Tx, userId: number): Promise<UserExport['SupportRequests']> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(asc(supportRequests.id));
  return rows.map((row) => ({
    ID: row.id,
    Kind: row.kind,
    Type: row.type,
    Page: row.page,
    Subject: row.subject,
    Message: row.message,
    CreatedAt: iso(row.createdAt),
  }));
}

async function sessionsOf(db: Tx, userId: number): Promise<UserExport['Sessions']> {
  const rows = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.id));
  return rows.map((row) => ({ CreatedAt: iso(row.createdAt), ExpiresAt: iso(row.expiresAt) }));
}

/** Strips what the friends page adds (FoundBy) down to the member summary. */
function summaries(list: readonly PersonSummary[]): UserExport['Friends'] {
  return list.map(({ FoundBy: _foundBy, ...summary }) => summary);
}

/** The whole export, read in one repeatable-read snapshot so its parts agree with each other. */
export async function exportUser(ctx: AppContext, actor: Actor): Promise<UserExport> {
  const now = ctx.clock.now();
  return ctx.db.transaction(
    async (tx) => {
      const userId = actor.id;
      const profile = await userAnswer(tx, await loadUserRow(tx, userId));
      const items = await ownItems(tx, now, userId);
      const matchList = await matchesOf(tx, userId);
      const sent = await messagesOf(tx, userId);
      const commitmentList = await commitmentsOf(tx, userId);
      const handoverList = await handoversOf(tx, userId);
      const outcomes = await outcomesOf(tx, userId);
      const feedbackGiven = await feedbackGivenBy(tx, userId);
      const reactions = await reactionsOf(tx, userId);
      const notificationList = await notificationsOf(tx, userId);
      const friends = await listFriends(tx, actor);
      const charities = await charitiesFollowedBy(tx, userId);
      const blocked = await blocksOf(tx, userId);
      const reportList = await reportsBy(tx, userId);
      const support = await supportRequestsBy(tx, userId);
      const sessionList = await sessionsOf(tx, userId);
      return {
        ExportedAt: iso(now),
        Profile: profile,
        Items: items,
        Matches: matchList,
        Messages: sent,
        Commitments: commitmentList,
        Handovers: handoverList,
        Outcomes: outcomes,
        FeedbackGiven: feedbackGiven,
        Reactions: reactions,
        Notifications: notificationList,
        Friends: summaries(friends.Friends),
        FriendRequestsSent: summaries(friends.PendingRequests),
        FriendRequestsReceived: summaries(friends.PendingApprovals),
        CharitiesFollowed: charities,
        Blocked: blocked,
        Reports: reportList,
        SupportRequests: support,
        Sessions: sessionList,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
