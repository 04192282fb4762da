/** Commitments through HTTP: offering, accepting, rejecting, recalling, clearing, expiry, the sweeper and the races. */
import {
  commitmentMessages,
  commitmentSubjects,
  type EmptyAnswer,
  type ErrorAnswer,
  MatchType,
  type OfferCommitmentBody,
  routes,
} from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, matches, matchItems } from '../../db/schema.ts';
import { sweepCommitments } from '../../jobs/commitment-sweeper.ts';
import { insertBlock } from '../../test/blocks.ts';
import { callRoute } from '../../test/call-route.ts';
import {
  type Auth,
  charity,
  listItem,
  matchedPair,
  matchOf,
  member,
  notificationsOf,
  switchNotifications,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ok = { Success: true, ErrorCode: '' };
const offer = (auth: Auth, matchId: number, body: OfferCommitmentBody) =>
  callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, auth);
type CommitmentAction = (typeof routes)[
  | 'acceptCommitment'
  | 'rejectCommitment'
  | 'recallCommitment'
  | 'clearCommitment'];
const act = (route: CommitmentAction, auth: Auth, id: number) => callRoute(t.app, route, { params: { id } }, auth);
/** The ErrorCode of an answer, '' on a success: for races whose winner is not known beforehand. */
const codeOf = (response: { statusCode: number; answer: EmptyAnswer; error: ErrorAnswer }) =>
  response.statusCode === 200 ? response.answer.ErrorCode : response.error.ErrorCode;
const commitmentOf = async (auth: Auth, matchId: number) => {
  const commitment = (await matchOf(t, auth, matchId)).Commitment;
  if (!commitment) throw new Error('no commitment on the match');
  return commitment;
};

const allCommitmentNotices = {
  CommitmentOffered: true,
  CommitmentAccepted: true,
  CommitmentRejected: true,
  CommitmentExpired: true,
};

/** A matched pair, with the commitment notices switched on, and Abe's request for the guitar and the book. */
async function offered(ttl?: number) {
  const pair = await matchedPair(t);
  await switchNotifications(t, pair.abe.id, allCommitmentNotices);
  await switchNotifications(t, pair.bea.id, allCommitmentNotices);
  const body = { UserItemIDs: [pair.guitar.ID], DesiredItemIDs: [pair.book.ID], ...(ttl ? { TTL: ttl } : {}) };
  expect((await offer(pair.abe.auth, pair.matchId, body)).answer).toEqual(ok);
  const commitment = await commitmentOf(pair.abe.auth, pair.matchId);
  return { ...pair, commitment };
}

describe('offering a commitment', () => {
  it('validates the request with its own messages', async () => {
    const { abe, matchId, guitar, book } = await matchedPair(t);
    const errors = async (body: OfferCommitmentBody) => (await offer(abe.auth, matchId, body)).error;
    expect(await errors({ UserItemIDs: [], DesiredItemIDs: [], TTL: 0 })).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [
        { Field: 'UserItemIDs', Message: commitmentMessages.noOwnItems },
        { Field: 'DesiredItemIDs', Message: commitmentMessages.noTheirItems },
        { Field: 'TTL', Message: commitmentMessages.badDuration },
      ],
    });
    for (const TTL of [25, 1.5, -1]) {
      expect(await errors({ UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL })).toMatchObject({
        Message: commitmentMessages.badDuration,
      });
    }
    // Items of the wrong side, and items outside the match.
    const lamp = await listItem(t, abe, Wants.paints);
    expect(await errors({ UserItemIDs: [book.ID], DesiredItemIDs: [book.ID] })).toMatchObject({
      ErrorCode: 'WRONG_ITEMS',
      Message: commitmentMessages.wrongItems,
    });
    expect((await errors({ UserItemIDs: [guitar.ID], DesiredItemIDs: [guitar.ID] })).ErrorCode).toBe('WRONG_ITEMS');
    expect((await errors({ UserItemIDs: [lamp.ID], DesiredItemIDs: [book.ID] })).ErrorCode).toBe('ITEM_NOT_IN_MATCH');
    expect((await matchOf(t, abe.auth, matchId)).Commitment).toBeNull();
  });

  it('shows a pending request on the match for both, 24 hours unless asked otherwise, and tells the partner', async () => {
    const { abe, bea, matchId, guitar, book, commitment } = await offered();
    expect(commitment).toMatchObject({
      Status: 1,
      User1: abe.id,
      User2: bea.id,
      Items1: [guitar.ID],
      Items2: [book.ID],
      TTL: 24,
      ExpiresAt: null,
    });
    expect(await commitmentOf(bea.auth, matchId)).toEqual(commitment);
    const listed = (await callRoute(t.app, routes.getMatches, undefined, bea.auth)).answer.Matches;
    expect(listed.find((m) => m.ID === matchId)?.Commitment).toEqual(commitment);
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'CommitmentOffered',
      Subject: commitmentSubjects.offered(`Abe ${abe.LastName}`),
    });
    // One open commitment per match, whichever side asks.
    const again = { UserItemIDs: [book.ID], DesiredItemIDs: [guitar.ID], TTL: 2 };
    expect((await offer(bea.auth, matchId, again)).error.ErrorCode).toBe('MATCH_COMMITTED');
    // A pending request reserves nothing yet: the items stay free in the feed and for edits.
    expect((await matchOf(t, abe.auth, matchId)).Items1[0]?.Committed).toBe(false);
  });

  it('lapses an hour after it was made: gone from the match, and another can be made', async () => {
    const { abe, bea, matchId, guitar, book, commitment } = await offered();
    t.clock.advance(HOUR);
    expect((await matchOf(t, abe.auth, matchId)).Commitment).toBeNull();
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.recallCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    const mine = { UserItemIDs: [book.ID], DesiredItemIDs: [guitar.ID], TTL: 3 };
    expect((await offer(bea.auth, matchId, mine)).answer).toEqual(ok);
    expect(await commitmentOf(abe.auth, matchId)).toMatchObject({ User1: bea.id, TTL: 3, Status: 1 });
    // The sweeper tells both of the lapse once, though the new request has already ended it.
    await Promise.all([sweepCommitments(t.app.ctx), sweepCommitments(t.app.ctx)]);
    await sweepCommitments(t.app.ctx);
    const lapses = async (who: { auth: Auth }) =>
      (await notificationsOf(t, who)).filter((n) => n.Kind === 'CommitmentExpired').map((n) => n.Subject);
    expect(await lapses(abe)).toEqual([commitmentSubjects.lapsed(`Bea ${bea.LastName}`)]);
    expect(await lapses(bea)).toEqual([commitmentSubjects.lapsed(`Abe ${abe.LastName}`)]);
  });
});

describe('answering a commitment', () => {
  it('accepting reserves the items until now plus the duration: committed, out of the feed, not editable', async () => {
    const { abe, bea, matchId, guitar, book, commitment } = await offered(5);
    expect((await act(routes.acceptCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    const expiresAt = new Date(t.clock.now().getTime() + 5 * HOUR).toISOString();
    expect(await commitmentOf(abe.auth, matchId)).toMatchObject({ Status: 2, ExpiresAt: expiresAt });
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Kind: 'CommitmentAccepted',
      Subject: commitmentSubjects.accepted(`Bea ${bea.LastName}`),
    });
    const match = await matchOf(t, abe.auth, matchId);
    expect([match.Items1[0]?.Committed, match.Items2[0]?.Committed]).toEqual([true, true]);
    // Answered already: no second answer, and the requester can no longer recall it.
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).error.ErrorCode).toBe('COMMITMENT_ACCEPTED');
    expect((await act(routes.rejectCommitment, bea.auth, commitment.ID)).error.ErrorCode).toBe('COMMITMENT_ACCEPTED');
    expect((await act(routes.recallCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('COMMITMENT_ACCEPTED');
    // Not expired: nothing to clear.
    expect((await act(routes.clearCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    // A committed item cannot be deleted (the feed and edits read the same committed_until).
    expect((await callRoute(t.app, routes.deleteItem, { params: { id: guitar.ID } }, abe.auth)).error.ErrorCode).toBe(
      'ITEM_COMMITTED',
    );
    expect((await callRoute(t.app, routes.deleteItem, { params: { id: book.ID } }, bea.auth)).error.ErrorCode).toBe(
      'ITEM_COMMITTED',
    );
  });

  it('expires the moment ExpiresAt passes, sweeper or not; clearing frees the match for another', async () => {
    const { abe, bea, matchId, guitar, book, commitment } = await offered(2);
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    t.clock.advance(2 * HOUR - 1);
    expect((await matchOf(t, abe.auth, matchId)).Items1[0]?.Committed).toBe(true);
    expect((await act(routes.clearCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    t.clock.advance(1);
    const expired = await matchOf(t, abe.auth, matchId);
    // Still shown, with its passed ExpiresAt, so that the match can say it expired and offer Clear.
    expect(expired.Commitment).toMatchObject({ ID: commitment.ID, Status: 2 });
    expect([expired.Items1[0]?.Committed, expired.Items2[0]?.Committed]).toEqual([false, false]);
    const stranger = await member(t, 'Sol', [Wants.guitars]);
    expect((await act(routes.clearCommitment, stranger.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.clearCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    expect((await matchOf(t, abe.auth, matchId)).Commitment).toBeNull();
    expect((await act(routes.clearCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    const next = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    expect((await offer(abe.auth, matchId, next)).answer).toEqual(ok);
  });

  it('rejecting tells the requester and frees the match; recalling is the requester’s, while pending', async () => {
    const { abe, bea, matchId, guitar, book, commitment } = await offered();
    expect((await act(routes.rejectCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.recallCommitment, bea.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.rejectCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Kind: 'CommitmentRejected',
      Subject: commitmentSubjects.rejected(`Bea ${bea.LastName}`),
    });
    expect((await matchOf(t, abe.auth, matchId)).Commitment).toBeNull();
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');

    expect((await offer(abe.auth, matchId, { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] })).answer).toEqual(
      ok,
    );
    const second = await commitmentOf(bea.auth, matchId);
    expect((await act(routes.recallCommitment, abe.auth, second.ID)).answer).toEqual(ok);
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'CommitmentOffered',
      Subject: commitmentSubjects.recalled(`Abe ${abe.LastName}`),
    });
    expect((await matchOf(t, bea.auth, matchId)).Commitment).toBeNull();
    expect((await act(routes.acceptCommitment, bea.auth, second.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
  });

  it('unmatching ends the commitment and frees its items', async () => {
    const { abe, bea, matchId, guitar, commitment } = await offered();
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    expect((await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth)).answer).toEqual(ok);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, guitar.ID));
    expect([row?.committedUntil, row?.heldBy]).toEqual([null, null]);
    expect((await act(routes.clearCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    const again = { UserItemIDs: [guitar.ID], DesiredItemIDs: [] };
    expect((await offer(abe.auth, matchId, again)).error.ErrorCode).toBe('MATCH_ENDED');
  });

  it('holds an accepted item against every other commitment, in another match too', async () => {
    const { abe, bea, guitar, commitment } = await offered();
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    const cy = await member(t, 'Cy', [Wants.guitars]);
    const lamp = await listItem(t, cy, Wants.crime);
    const other = await matchDirectly(abe.id, cy.id, guitar.ID, lamp.ID);
    const ask = { UserItemIDs: [lamp.ID], DesiredItemIDs: [guitar.ID] };
    expect((await offer(cy.auth, other, ask)).error.ErrorCode).toBe('ITEM_COMMITTED');
    // Nor can it be added to a match it is not in yet.
    const dee = await member(t, 'Dee', [Wants.paints]);
    const third = await matchDirectly(
      abe.id,
      dee.id,
      (await listItem(t, abe, Wants.paints)).ID,
      (await listItem(t, dee, Wants.crime)).ID,
    );
    const more = await callRoute(
      t.app,
      routes.addItemsToMatch,
      { params: { id: third }, body: { ItemIDs: [guitar.ID] } },
      abe.auth,
    );
    expect(more.error.ErrorCode).toBe('ITEM_COMMITTED');
    expect(await matchOf(t, cy.auth, other)).toMatchObject({ Items1: [{ ID: guitar.ID, Committed: true }] });
  });

  it('tells the partner in another match holding a reserved item, under their Unmatch switch', async () => {
    const { abe, bea, guitar, commitment } = await offered();
    const cy = await member(t, 'Cy', [Wants.guitars]);
    const lamp = await listItem(t, cy, Wants.crime);
    await matchDirectly(abe.id, cy.id, guitar.ID, lamp.ID);
    await switchNotifications(t, cy.id, { Unmatch: true });
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    expect((await notificationsOf(t, cy))[0]).toMatchObject({
      Kind: 'Unmatch',
      Subject: commitmentSubjects.committedElsewhere('Acoustic guitar'),
    });
    expect((await notificationsOf(t, abe)).filter((n) => n.Kind === 'Unmatch')).toEqual([]);
  });
});

describe('who may act on a commitment', () => {
  it('answers WRONG_COMMITMENT (or WRONG_MATCH) to other members, FORBIDDEN to charities, 401 without a session', async () => {
    const { abe, bea, matchId, guitar, book, commitment } = await offered();
    const stranger = await member(t, 'Sol', [Wants.guitars]);
    const someCharity = await charity(t, [Wants.guitars]);
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    expect((await offer(stranger.auth, matchId, body)).error.ErrorCode).toBe('WRONG_MATCH');
    expect((await offer(someCharity.auth, matchId, body)).statusCode).toBe(403);
    expect((await offer(undefined, matchId, body)).statusCode).toBe(401);
    expect((await offer(abe.auth, 999_999, body)).error.ErrorCode).toBe('WRONG_MATCH');
    for (const action of [
      routes.acceptCommitment,
      routes.rejectCommitment,
      routes.recallCommitment,
      routes.clearCommitment,
    ]) {
      const { path } = action;
      expect([path, (await act(action, stranger.auth, commitment.ID)).error.ErrorCode]).toEqual([
        path,
        'WRONG_COMMITMENT',
      ]);
      expect([path, (await act(action, someCharity.auth, commitment.ID)).statusCode]).toEqual([path, 403]);
      expect([path, (await act(action, undefined, commitment.ID)).statusCode]).toEqual([path, 401]);
      expect([path, (await act(action, bea.auth, 999_999)).error.ErrorCode]).toEqual([path, 'WRONG_COMMITMENT']);
    }
    // The requester may not answer their own request; the recipient may not recall it.
    expect((await act(routes.acceptCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.rejectCommitment, abe.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect((await act(routes.recallCommitment, bea.auth, commitment.ID)).error.ErrorCode).toBe('WRONG_COMMITMENT');
    expect(await commitmentOf(abe.auth, matchId)).toMatchObject({ ID: commitment.ID, Status: 1 });
  });

  it('refuses a commitment in a charity match, which the charity could never answer', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await callRoute(t.app, routes.followCharity, { params: { id: shelter.id } }, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const liked = await callRoute(t.app, routes.likeItem, { params: { id: guitar.ID } }, shelter.auth);
    const matchId = liked.answer.MatchID;
    const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [] };
    expect((await offer(donor.auth, matchId, body)).statusCode).toBe(403);
    expect((await matchOf(t, donor.auth, matchId)).Type).toBe(MatchType.Charity);
  });
});

describe('a pint match', () => {
  it('lets the side holding the pint name none of its own items', async () => {
    const buyer = await member(t, 'Pia', [Wants.guitars]);
    const owner = await member(t, 'Otto', [Wants.crime]);
    const guitar = await listItem(t, owner, Wants.guitars, { Pint: 1 });
    const db = t.database.db;
    const [row] = await db
      .insert(matches)
      .values({ type: MatchType.Pint, user1Id: buyer.id, user2Id: owner.id, createdAt: t.clock.now() })
      .returning({ id: matches.id });
    const matchId = row?.id ?? 0;
    await db.insert(matchItems).values({ matchId, itemId: guitar.ID, ownerId: owner.id, addedAt: t.clock.now() });
    // The owner must still name one of their own; the buyer names only what they want.
    const none = await offer(owner.auth, matchId, { UserItemIDs: [], DesiredItemIDs: [] });
    expect(none.error.Errors).toEqual([{ Field: 'UserItemIDs', Message: commitmentMessages.noOwnItems }]);
    expect((await offer(buyer.auth, matchId, { UserItemIDs: [], DesiredItemIDs: [guitar.ID] })).answer).toEqual(ok);
    const commitment = await commitmentOf(owner.auth, matchId);
    expect(commitment).toMatchObject({ User1: buyer.id, Items1: [], Items2: [guitar.ID] });
    expect((await act(routes.acceptCommitment, owner.auth, commitment.ID)).answer).toEqual(ok);
    expect((await matchOf(t, buyer.auth, matchId)).Items2[0]).toMatchObject({ ID: guitar.ID, Committed: true });
  });
});

describe('the sweeper', () => {
  it('reminds both an hour before the end and tells both of the end, once, however many sweep at once', async () => {
    const { abe, bea, commitment } = await offered(3);
    expect((await act(routes.acceptCommitment, bea.auth, commitment.ID)).answer).toEqual(ok);
    const expiredOf = async (who: { auth: Auth }) =>
      (await notificationsOf(t, who)).filter((n) => n.Kind === 'CommitmentExpired').map((n) => n.Subject);
    await sweepCommitments(t.app.ctx);
    expect(await expiredOf(abe)).toEqual([]);
    t.clock.advance(2 * HOUR);
    await Promise.all([sweepCommitments(t.app.ctx), sweepCommitments(t.app.ctx), sweepCommitments(t.app.ctx)]);
    expect(await expiredOf(abe)).toEqual([commitmentSubjects.endingSoon(`Bea ${bea.LastName}`)]);
    t.clock.advance(HOUR);
    // Two at once claim every due commitment (of every test so far) between them; a third finds none.
    await Promise.all([sweepCommitments(t.app.ctx), sweepCommitments(t.app.ctx)]);
    expect(await sweepCommitments(t.app.ctx)).toEqual({ expired: 0, reminded: 0, lapsed: 0 });
    expect(await expiredOf(abe)).toEqual([
      commitmentSubjects.expired(`Bea ${bea.LastName}`),
      commitmentSubjects.endingSoon(`Bea ${bea.LastName}`),
    ]);
    expect(await expiredOf(bea)).toEqual([
      commitmentSubjects.expired(`Abe ${abe.LastName}`),
      commitmentSubjects.endingSoon(`Abe ${abe.LastName}`),
    ]);
  });
});

/** A swap match made in the database, for races that need many matches on one item. */
async function matchDirectly(ownerId: number, otherId: number, ownerItem: number, otherItem: number): Promise<number> {
  const db = t.database.db;
  const [row] = await db
    .insert(matches)
    .values({ type: MatchType.Swap, user1Id: ownerId, user2Id: otherId, createdAt: t.clock.now() })
    .returning({ id: matches.id });
  if (!row) throw new Error('no match');
  await db.insert(matchItems).values([
    { matchId: row.id, itemId: ownerItem, ownerId, addedAt: t.clock.now() },
    { matchId: row.id, itemId: otherItem, ownerId: otherId, addedAt: t.clock.now() },
  ]);
  return row.id;
}

describe('races decided by the database', () => {
  it('100 concurrent requests for one item, each in its own match: exactly one wins, the rest ITEM_COMMITTED', async () => {
    const owner = await member(t, 'Olu', [Wants.crime]);
    const guitar = await listItem(t, owner, Wants.guitars);
    const seekers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        member(t, `Seeker ${String.fromCharCode(65 + (i % 26))}${'abcd'[Math.floor(i / 26)]}`, [Wants.guitars]),
      ),
    );
    const asks = await Promise.all(
      seekers.map(async (seeker) => {
        const own = await listItem(t, seeker, Wants.crime);
        return { seeker, own, matchId: await matchDirectly(owner.id, seeker.id, guitar.ID, own.ID) };
      }),
    );
    const answers = await Promise.all(
      asks.map(({ seeker, own, matchId }) =>
        offer(seeker.auth, matchId, { UserItemIDs: [own.ID], DesiredItemIDs: [guitar.ID] }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === '')).toHaveLength(1);
    expect(codes.filter((code) => code === 'ITEM_COMMITTED')).toHaveLength(99);
    // The losers left nothing behind: one commitment on one match.
    const shown = await Promise.all(asks.map(({ seeker, matchId }) => matchOf(t, seeker.auth, matchId)));
    expect(shown.filter((match) => match.Commitment !== null)).toHaveLength(1);
  }, 120_000);

  it('accept racing recall: one of the two wins, cleanly', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { abe, bea, matchId, guitar, commitment } = await offered();
      const [accepted, recalled] = await Promise.all([
        act(routes.acceptCommitment, bea.auth, commitment.ID),
        act(routes.recallCommitment, abe.auth, commitment.ID),
      ]);
      const codes = [codeOf(accepted), codeOf(recalled)];
      const shown = (await matchOf(t, abe.auth, matchId)).Commitment;
      const [row] = await t.database.db.select().from(items).where(eq(items.id, guitar.ID));
      if (codes[0] === '') {
        expect(codes).toEqual(['', 'COMMITMENT_ACCEPTED']);
        expect(shown).toMatchObject({ Status: 2 });
        expect(row?.committedUntil).not.toBeNull();
      } else {
        expect(codes).toEqual(['WRONG_COMMITMENT', '']);
        expect(shown).toBeNull();
        expect([row?.committedUntil, row?.heldBy]).toEqual([null, null]);
      }
    }
  });
});

describe('across a block', () => {
  it('the sweeper tells neither member of a lapse about the other', async () => {
    const { abe, bea } = await offered();
    await insertBlock(t, bea, abe);
    t.clock.advance(2 * HOUR);
    await sweepCommitments(t.app.ctx);
    for (const member of [abe, bea]) {
      expect((await notificationsOf(t, member)).filter((n) => n.Kind === 'CommitmentExpired')).toEqual([]);
    }
  });
});
