/**
 * Matches (001 §2.4, §2.5, §3, §4.3; product-decisions §3). A match belongs to its two members:
 * anyone else is told WRONG_MATCH, as if it did not exist. Stand-ins are not stored: a pint match
 * holds the pint (-1) on its buyer's side (User1), a charity match the donation (-2) on the
 * charity's side (User1).
 */
import {
  AccountType,
  type AcknowledgeBody,
  type ItemIdsBody,
  type Match,
  type MatchMember,
  MatchType,
  matchMessages,
  matchSubjects,
  StandIn,
  type UserItem,
} from '@swapsies/contract';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { items, matches, matchItems, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { loadItems } from '../items/items.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { displayName } from '../users/users.service.ts';

type MatchRow = typeof matches.$inferSelect;

/** The most matches one list answer carries: far beyond what anyone keeps open at once. */
const MATCHES_LIST_MAX = 200;

const standInItem = (id: number, name: string): UserItem => ({
  ID: id,
  Name: name,
  Description: '',
  Location: '',
  Photos: [],
  Pint: 0,
  Charity: false,
  Committed: false,
  PendingApproval: false,
  PendingChanges: false,
  CategoryID: 0,
  SubcategoryID: 0,
  SubcategoryItemID: 0,
  CategoryPath: '',
  CategoryName: '',
  SubcategoryName: '',
  SubcategoryItemName: '',
});

/** The stand-in on User1's side, if the match type has one. */
function standInOf(type: number): UserItem | null {
  if (type === MatchType.Pint) return standInItem(StandIn.Pint, 'A pint');
  if (type === MatchType.Charity) return standInItem(StandIn.Charity, 'A donation');
  return null;
}

export interface NewMatchItems {
  type: MatchType;
  user1: { id: number };
  user2: { id: number };
  items1: number[];
  items2: number[];
}

/**
 * Puts items into the pair's active match of this type, making the match if there is none.
 * Callers hold both members' locks, so the lookup and the insert cannot race.
 */
export async function addToMatch(
  ctx: AppContext,
  tx: Tx,
  input: NewMatchItems,
): Promise<{ matchId: number; existing: boolean }> {
  const now = ctx.clock.now();
  const [active] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.type, input.type),
        isNull(matches.endedAt),
        or(
          and(eq(matches.user1Id, input.user1.id), eq(matches.user2Id, input.user2.id)),
          and(eq(matches.user1Id, input.user2.id), eq(matches.user2Id, input.user1.id)),
        ),
      ),
    );
  const matchId =
    active?.id ??
    (
      await tx
        .insert(matches)
        .values({ type: input.type, user1Id: input.user1.id, user2Id: input.user2.id, createdAt: now })
        .returning({ id: matches.id })
    )[0]?.id;
  if (matchId === undefined) throw new Error('The match was not created');
  const rows = [
    ...input.items1.map((itemId) => ({ matchId, itemId, ownerId: input.user1.id, addedAt: now })),
    ...input.items2.map((itemId) => ({ matchId, itemId, ownerId: input.user2.id, addedAt: now })),
  ];
  if (rows.length > 0) await tx.insert(matchItems).values(rows).onConflictDoNothing();
  return { matchId, existing: active !== undefined };
}

function isMember(row: MatchRow, userId: number): boolean {
  return row.user1Id === userId || row.user2Id === userId;
}

function partnerOf(row: MatchRow, userId: number): number {
  return row.user1Id === userId ? row.user2Id : row.user1Id;
}

/** Whether this member's side holds a stand-in, and so has no items of their own to add. */
function holdsStandIn(row: MatchRow, userId: number): boolean {
  return row.type !== MatchType.Swap && row.user1Id === userId;
}

async function findMatch(tx: Tx, viewer: Actor, matchId: number, lock = false): Promise<MatchRow> {
  const query = tx.select().from(matches).where(eq(matches.id, matchId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !isMember(row, viewer.id)) throw new AppError('WRONG_MATCH');
  return row;
}

async function nameOf(tx: Tx, userId: number): Promise<string> {
  const [member] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return member ? displayName(member) : 'Your match';
}

function requireActive(row: MatchRow): void {
  if (row.endedAt !== null) throw new AppError('MATCH_ENDED');
}

/** The viewer's items that could still go into a match: live, not in it, charity-flagged for a charity match. */
async function extraItemsOf(tx: Tx, viewer: Actor, row: MatchRow, now: Date): Promise<UserItem[]> {
  if (row.endedAt !== null || viewer.type === AccountType.Charity || holdsStandIn(row, viewer.id)) return [];
  const conditions: SQL[] = [
    eq(items.ownerId, viewer.id),
    eq(items.pendingApproval, false),
    sql`not exists (select 1 from match_items mi where mi.match_id = ${row.id} and mi.item_id = ${items.id})`,
  ];
  if (row.type === MatchType.Charity) conditions.push(eq(items.charity, true));
  return loadItems(tx, now, and(...conditions));
}

/** Shapes matches for one viewer, loading all their items and members in three queries. */
async function toMatches(tx: Tx, viewer: Actor, rows: MatchRow[], now: Date): Promise<Match[]> {
  if (rows.length === 0) return [];
  const matchIds = rows.map((row) => row.id);
  const memberIds = [...new Set(rows.flatMap((row) => [row.user1Id, row.user2Id]))];
  const [placed, members, ownLive] = await Promise.all([
    tx
      .select({ matchId: matchItems.matchId, itemId: matchItems.itemId, ownerId: matchItems.ownerId })
      .from(matchItems)
      .where(inArray(matchItems.matchId, matchIds))
      .orderBy(asc(matchItems.addedAt), asc(matchItems.itemId)),
    tx
      .select({
        ID: users.id,
        Type: users.type,
        FirstName: users.firstName,
        LastName: users.lastName,
        Username: users.username,
        ProfilePhoto: users.profilePhoto,
      })
      .from(users)
      .where(inArray(users.id, memberIds)),
    viewer.type === AccountType.Charity
      ? Promise.resolve([])
      : tx
          .select({ id: items.id, charity: items.charity })
          .from(items)
          .where(and(eq(items.ownerId, viewer.id), eq(items.pendingApproval, false))),
  ]);
  const itemIds = [...new Set(placed.map((p) => p.itemId))];
  const loaded = itemIds.length > 0 ? await loadItems(tx, now, inArray(items.id, itemIds)) : [];
  const itemsById = new Map(loaded.map((item) => [item.ID, item]));
  const membersById = new Map<number, MatchMember>(members.map((member) => [member.ID, member]));

  return rows.map((row) => {
    const inMatch = placed.filter((p) => p.matchId === row.id);
    const side = (ownerId: number) =>
      inMatch.flatMap((p) => (p.ownerId === ownerId ? [itemsById.get(p.itemId)] : [])).filter((i) => i !== undefined);
    const standIn = standInOf(row.type);
    const inMatchIds = new Set(inMatch.map((p) => p.itemId));
    const canAdd =
      row.endedAt === null &&
      viewer.type !== AccountType.Charity &&
      !holdsStandIn(row, viewer.id) &&
      ownLive.some((own) => !inMatchIds.has(own.id) && (row.type !== MatchType.Charity || own.charity));
    return {
      ID: row.id,
      Type: row.type,
      User1: membersById.get(row.user1Id) as MatchMember,
      User2: membersById.get(row.user2Id) as MatchMember,
      Items1: standIn ? [standIn, ...side(row.user1Id)] : side(row.user1Id),
      Items2: side(row.user2Id),
      Deleted: row.endedAt !== null,
      DeletedBy: row.endedReason === 'exchange' ? (row.endedBy ?? 0) : 0,
      Commitment: null,
      AbleToAddItems: canAdd,
      CreatedAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /matches: active matches, and ended ones the viewer has not acknowledged, newest first. */
export async function listMatches(ctx: AppContext, viewer: Actor): Promise<Match[]> {
  const rows = await ctx.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.user1Id, viewer.id), or(isNull(matches.endedAt), isNull(matches.user1AcknowledgedAt))),
        and(eq(matches.user2Id, viewer.id), or(isNull(matches.endedAt), isNull(matches.user2AcknowledgedAt))),
      ),
    )
    .orderBy(desc(matches.id))
    .limit(MATCHES_LIST_MAX);
  return toMatches(ctx.db, viewer, rows, ctx.clock.now());
}

export async function getMatch(ctx: AppContext, viewer: Actor, matchId: number): Promise<Match> {
  const row = await findMatch(ctx.db, viewer, matchId);
  const [match] = await toMatches(ctx.db, viewer, [row], ctx.clock.now());
  return match as Match;
}

export async function extraItems(ctx: AppContext, viewer: Actor, matchId: number): Promise<UserItem[]> {
  const row = await findMatch(ctx.db, viewer, matchId);
  requireActive(row);
  return extraItemsOf(ctx.db, viewer, row, ctx.clock.now());
}

/** POST /matches/{id}/add-items ("Offer More!"): the viewer's own live items, onto their side. */
export async function addItems(ctx: AppContext, viewer: Actor, matchId: number, input: ItemIdsBody): Promise<void> {
  if (input.ItemIDs.length === 0) throw validationError([{ Field: 'ItemIDs', Message: matchMessages.addNone }]);
  if (viewer.type === AccountType.Charity) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findMatch(tx, viewer, matchId, true);
    requireActive(row);
    const extras = new Map((await extraItemsOf(tx, viewer, row, now)).map((item) => [item.ID, item]));
    const chosen = [...new Set(input.ItemIDs)].map((id) => extras.get(id));
    if (chosen.some((item) => item === undefined)) throw new AppError('WRONG_ITEMS');
    if (chosen.some((item) => item?.Committed)) throw new AppError('ITEM_COMMITTED');
    await tx
      .insert(matchItems)
      .values(chosen.map((item) => ({ matchId, itemId: item?.ID as number, ownerId: viewer.id, addedAt: now })));
    await notify(
      tx,
      partnerOf(row, viewer.id),
      'ItemAddedToExistingMatch',
      matchSubjects.itemAdded(await nameOf(tx, viewer.id)),
      chosen.map((item) => item?.Name).join(', '),
    );
  });
}

/** POST /matches/{id}/unmatch: ends the match; the member who ended it needs no acknowledgement. */
export async function unmatch(ctx: AppContext, viewer: Actor, matchId: number): Promise<void> {
  if (viewer.type === AccountType.Charity) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findMatch(tx, viewer, matchId, true);
    requireActive(row);
    const own = row.user1Id === viewer.id ? { user1AcknowledgedAt: now } : { user2AcknowledgedAt: now };
    await tx
      .update(matches)
      .set({ endedAt: now, endedBy: viewer.id, endedReason: 'unmatch', ...own })
      .where(eq(matches.id, matchId));
    await notify(
      tx,
      partnerOf(row, viewer.id),
      'Unmatch',
      matchSubjects.unmatched(await nameOf(tx, viewer.id)),
      'The match has ended. Your items are free for other swaps.',
    );
  });
}

/** The partner's items of a match: what the viewer received, or would receive. */
function partnerItems(tx: Tx, row: MatchRow, viewer: Actor, now: Date): Promise<UserItem[]> {
  return loadItems(
    tx,
    now,
    inArray(
      items.id,
      tx
        .select({ id: matchItems.itemId })
        .from(matchItems)
        .where(and(eq(matchItems.matchId, row.id), eq(matchItems.ownerId, partnerOf(row, viewer.id)))),
    ),
  );
}

export async function itemsForAcknowledge(ctx: AppContext, viewer: Actor, matchId: number): Promise<UserItem[]> {
  const row = await findMatch(ctx.db, viewer, matchId);
  return partnerItems(ctx.db, row, viewer, ctx.clock.now());
}

/**
 * POST /matches/{id}/acknowledge: the viewer has seen that the match ended, and it leaves their
 * list. ItemIDs, when sent, are the partner's items the viewer says they received.
 */
export async function acknowledge(
  ctx: AppContext,
  viewer: Actor,
  matchId: number,
  input: AcknowledgeBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await findMatch(tx, viewer, matchId, true);
    if (row.endedAt === null) throw new AppError('MATCH_NOT_ENDED');
    const received = [...new Set(input.ItemIDs ?? [])];
    if (received.length > 0) {
      const marked = await tx
        .update(matchItems)
        .set({ receivedAt: now })
        .where(
          and(
            eq(matchItems.matchId, matchId),
            eq(matchItems.ownerId, partnerOf(row, viewer.id)),
            inArray(matchItems.itemId, received),
          ),
        )
        .returning({ itemId: matchItems.itemId });
      if (marked.length !== received.length) throw new AppError('ITEM_NOT_IN_MATCH');
    }
    const own = row.user1Id === viewer.id ? { user1AcknowledgedAt: now } : { user2AcknowledgedAt: now };
    await tx.update(matches).set(own).where(eq(matches.id, matchId));
  });
}
