/** Confirming the exchange: the two confirmations, the window, pint and charity matches, and the races. */
import { EXCHANGE_WINDOW_MS, MatchType, matchMessages, matchSubjects, routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import {
  type Auth,
  befriend,
  charity,
  idsOf,
  like,
  listItem,
  matchedPair,
  matchesOf,
  matchOf,
  member,
  notificationsOf,
  setPintMode,
  switchNotifications,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboardOf = async (auth: Auth) => (await callRoute(t.app, routes.getDashboard, undefined, auth)).answer.User;
const confirm = (auth: Auth, matchId: number, ItemIDs: number[]) =>
  callRoute(t.app, routes.confirmExchange, { params: { id: matchId }, body: { ItemIDs } }, auth);
const unconfirm = (auth: Auth, matchId: number) =>
  callRoute(t.app, routes.unconfirmExchange, { params: { id: matchId } }, auth);
const windowEnd = (from: Date) => new Date(from.getTime() + EXCHANGE_WINDOW_MS).toISOString();
const ok = { Success: true, ErrorCode: '' };

/** A matched pair, both told of confirmations and of items leaving a match. */
async function pair() {
  const scene = await matchedPair(t);
  for (const who of [scene.abe, scene.bea]) {
    await switchNotifications(t, who.id, { ExchangeConfirmed: true, Unmatch: true });
  }
  return scene;
}

describe('who may confirm', () => {
  it('answers the two members, WRONG_MATCH to anyone else, 401 without a session', async () => {
    const { abe, bea, guitar, matchId } = await pair();
    const stranger = await member(t, 'Sol', [Wants.guitars]);
    const someCharity = await charity(t, [Wants.guitars]);
    const attempts = [
      [routes.confirmExchange.path, (auth: Auth) => confirm(auth, matchId, [guitar.ID])],
      [routes.unconfirmExchange.path, (auth: Auth) => unconfirm(auth, matchId)],
    ] as const;
    for (const [path, attempt] of attempts) {
      for (const outsider of [stranger, someCharity]) {
        const answer = await attempt(outsider.auth);
        expect([path, answer.statusCode, answer.error.ErrorCode]).toEqual([path, 404, 'WRONG_MATCH']);
      }
      expect([path, (await attempt(undefined)).statusCode]).toEqual([path, 401]);
      expect((await confirm(abe.auth, 999999, [1])).statusCode).toBe(404);
    }
    expect((await confirm(abe.auth, matchId, [guitar.ID])).statusCode).toBe(200);
    expect((await unconfirm(abe.auth, matchId)).statusCode).toBe(200);
    expect((await confirm(bea.auth, matchId, [guitar.ID])).statusCode).toBe(200);
    expect((await unconfirm(bea.auth, matchId)).statusCode).toBe(200);
  });
});

describe('a swap', () => {
  it('waits for the partner after the first confirmation, and completes on the second', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    // Cy is matched with Abe on the same guitar: that match loses it when the swap completes.
    const cy = await member(t, 'Cy', [Wants.guitars]);
    await befriend(t, abe, cy);
    await switchNotifications(t, cy.id, { Unmatch: true });
    const paints = await listItem(t, cy, Wants.paints, { Name: 'Paint set' });
    await like(t, cy, guitar.ID);
    const other = (await like(t, abe, paints.ID)).MatchID;
    expect(idsOf((await matchOf(t, cy.auth, other)).Items1)).toEqual([guitar.ID]);

    expect((await confirm(abe.auth, matchId, [])).error).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'ItemIDs', Message: matchMessages.confirmNone }],
    });
    expect((await confirm(abe.auth, matchId, [paints.ID])).error.ErrorCode).toBe('ITEM_NOT_IN_MATCH');
    expect((await confirm(abe.auth, matchId, [-1])).error.ErrorCode).toBe('VALIDATION_ERROR');

    const first = t.clock.now();
    expect((await confirm(abe.auth, matchId, [guitar.ID])).answer).toEqual({
      ...ok,
      Completed: false,
      ExpiresAt: windowEnd(first),
    });
    for (const viewer of [abe, bea]) {
      expect((await matchOf(t, viewer.auth, matchId)).Exchange).toEqual({
        ConfirmedBy: abe.id,
        ItemIDs: [guitar.ID],
        ExpiresAt: windowEnd(first),
      });
    }
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'ExchangeConfirmed',
      Subject: matchSubjects.exchangeConfirmed(`Abe ${abe.LastName}`),
    });

    // A repeat keeps the time (the window does not stretch), takes the new items, tells nobody again.
    t.clock.advance(60_000);
    expect((await confirm(abe.auth, matchId, [guitar.ID, book.ID])).answer.ExpiresAt).toBe(windowEnd(first));
    expect((await matchOf(t, bea.auth, matchId)).Exchange?.ItemIDs).toEqual([guitar.ID, book.ID]);
    expect((await notificationsOf(t, bea)).filter((n) => n.Kind === 'ExchangeConfirmed')).toHaveLength(1);

    // Withdrawn, and withdrawn again: nothing waits for Bea.
    expect((await unconfirm(abe.auth, matchId)).answer).toEqual(ok);
    expect((await unconfirm(abe.auth, matchId)).answer).toEqual(ok);
    expect((await matchOf(t, bea.auth, matchId)).Exchange).toBeNull();

    expect((await confirm(abe.auth, matchId, [guitar.ID])).answer.Completed).toBe(false);
    expect((await confirm(bea.auth, matchId, [book.ID])).answer).toEqual({ ...ok, Completed: true, ExpiresAt: null });

    // The match has ended as a swap, with Bea, who confirmed last, as DeletedBy.
    const ended = await matchOf(t, abe.auth, matchId);
    expect(ended).toMatchObject({ Deleted: true, DeletedBy: bea.id, Exchange: null });
    expect(ended.User2.CompletedSwaps).toBe(1);
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Kind: 'ExchangeConfirmed',
      Subject: matchSubjects.exchangeCompleted(`Bea ${bea.LastName}`),
      Text: expect.stringContaining('Acoustic guitar'),
    });
    // Bea saw the success panel; Abe sees the ended card until he presses OK.
    const listed = async (auth: Auth) => idsOf(await matchesOf(t, auth));
    expect(await listed(bea.auth)).not.toContain(matchId);
    expect(await listed(abe.auth)).toContain(matchId);

    // Both items have left both listings for good, and each member counts one swap.
    for (const viewer of [abe, bea]) {
      const dashboard = await dashboardOf(viewer.auth);
      expect(idsOf(dashboard.Items)).not.toContain(guitar.ID);
      expect(idsOf(dashboard.Items)).not.toContain(book.ID);
      expect(dashboard.CompletedSwaps).toBe(1);
    }
    expect((await callRoute(t.app, routes.deleteItem, { params: { id: guitar.ID } }, abe.auth)).error.ErrorCode).toBe(
      'ITEM_NOT_FOUND',
    );

    // Cy's match lost the guitar, and Cy was told.
    const lost = await matchOf(t, cy.auth, other);
    expect(idsOf(lost.Items1)).toEqual([]);
    expect(idsOf(lost.Items2)).toEqual([paints.ID]);
    expect([lost.User1.CompletedSwaps, lost.User2.CompletedSwaps]).toEqual([1, 0]);
    expect((await notificationsOf(t, cy))[0]).toMatchObject({
      Kind: 'Unmatch',
      Subject: matchSubjects.itemSwapped('Acoustic guitar'),
    });

    // Safe to repeat: the members who confirmed hear it is complete; nothing else moves.
    expect((await confirm(bea.auth, matchId, [book.ID])).answer).toEqual({ ...ok, Completed: true, ExpiresAt: null });
    expect((await confirm(abe.auth, matchId, [guitar.ID])).answer.Completed).toBe(true);
    expect((await dashboardOf(abe.auth)).CompletedSwaps).toBe(1);
    expect((await unconfirm(abe.auth, matchId)).error.ErrorCode).toBe('MATCH_ENDED');
    expect((await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth)).error.ErrorCode).toBe(
      'MATCH_ENDED',
    );
  });

  it('gives the partner an hour: after it, the partner’s confirmation is a first one again', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    expect((await confirm(abe.auth, matchId, [guitar.ID])).answer.Completed).toBe(false);
    t.clock.advance(EXCHANGE_WINDOW_MS - 1);
    expect((await matchOf(t, bea.auth, matchId)).Exchange?.ConfirmedBy).toBe(abe.id);
    t.clock.advance(1);
    expect((await matchOf(t, bea.auth, matchId)).Exchange).toBeNull();

    const late = t.clock.now();
    expect((await confirm(bea.auth, matchId, [book.ID])).answer).toEqual({
      ...ok,
      Completed: false,
      ExpiresAt: windowEnd(late),
    });
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Kind: 'ExchangeConfirmed',
      Subject: matchSubjects.exchangeConfirmed(`Bea ${bea.LastName}`),
    });
    // Abe's lapsed confirmation is his again to give; the union of both lists changes hands.
    expect((await confirm(abe.auth, matchId, [guitar.ID])).answer.Completed).toBe(true);
    expect((await matchOf(t, bea.auth, matchId)).DeletedBy).toBe(abe.id);
    expect(idsOf((await dashboardOf(abe.auth)).Items)).toEqual([]);
    expect(idsOf((await dashboardOf(bea.auth)).Items)).toEqual([]);
  });

  it('exchanges only what the confirmations name', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    const lamp = await listItem(t, abe, Wants.paints, { Name: 'Lamp' });
    expect(
      (
        await callRoute(
          t.app,
          routes.addItemsToMatch,
          { params: { id: matchId }, body: { ItemIDs: [lamp.ID] } },
          abe.auth,
        )
      ).statusCode,
    ).toBe(200);
    await confirm(abe.auth, matchId, [guitar.ID]);
    expect((await confirm(bea.auth, matchId, [book.ID])).answer.Completed).toBe(true);
    expect(idsOf((await dashboardOf(abe.auth)).Items)).toEqual([lamp.ID]);
  });
});

describe('commitments and settings', () => {
  it('an accepted commitment on the match ends with the exchange', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    const offer = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 2 };
    expect(
      (await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body: offer }, abe.auth)).statusCode,
    ).toBe(200);
    const commitmentId = (await matchOf(t, bea.auth, matchId)).Commitment?.ID ?? 0;
    expect(
      (await callRoute(t.app, routes.acceptCommitment, { params: { id: commitmentId } }, bea.auth)).statusCode,
    ).toBe(200);
    expect((await matchOf(t, abe.auth, matchId)).Items1[0]?.Committed).toBe(true);

    await confirm(abe.auth, matchId, [guitar.ID]);
    expect((await confirm(bea.auth, matchId, [book.ID])).answer.Completed).toBe(true);
    const ended = await matchOf(t, abe.auth, matchId);
    expect([ended.Deleted, ended.Commitment]).toEqual([true, null]);
    const [row] = await t.database.db.select().from(commitments).where(eq(commitments.id, commitmentId));
    expect(row?.endedReason).toBe('exchange');
  });

  /** Abe's guitar is also matched with Cy, for Cy's paints. */
  async function guitarMatchedTwice() {
    const scene = await pair();
    const cy = await member(t, 'Cy', [Wants.guitars]);
    await befriend(t, scene.abe, cy);
    const paints = await listItem(t, cy, Wants.paints);
    await like(t, cy, scene.guitar.ID);
    const other = (await like(t, scene.abe, paints.ID)).MatchID;
    const offer = { UserItemIDs: [paints.ID], DesiredItemIDs: [scene.guitar.ID] };
    expect(
      (await callRoute(t.app, routes.offerCommitment, { params: { id: other }, body: offer }, cy.auth)).statusCode,
    ).toBe(200);
    const commitment = (await matchOf(t, cy.auth, other)).Commitment;
    return { ...scene, cy, paints, other, commitmentId: commitment?.ID ?? 0 };
  }

  it('a request in another match that held the exchanged item ends, and frees its other items', async () => {
    const { abe, bea, cy, guitar, book, paints, matchId, other, commitmentId } = await guitarMatchedTwice();
    await confirm(abe.auth, matchId, [guitar.ID]);
    expect((await confirm(bea.auth, matchId, [book.ID])).answer.Completed).toBe(true);
    expect((await matchOf(t, cy.auth, other)).Commitment).toBeNull();
    const [row] = await t.database.db.select().from(commitments).where(eq(commitments.id, commitmentId));
    expect(row?.endedReason).toBe('exchange');
    // The paints are free for another request straight away.
    const left = await matchOf(t, cy.auth, other);
    expect([...left.Items1, ...left.Items2].map((item) => [item.ID, item.Committed])).toEqual([[paints.ID, false]]);
    expect(
      (await callRoute(t.app, routes.acceptCommitment, { params: { id: commitmentId } }, abe.auth)).error.ErrorCode,
    ).toBe('WRONG_COMMITMENT');
  });

  it('an item reserved by an accepted commitment in another match cannot change hands: ITEM_COMMITTED', async () => {
    const { abe, bea, guitar, book, matchId, commitmentId } = await guitarMatchedTwice();
    // Abe confirms first; the reservation elsewhere comes after, and stops Bea's final confirmation.
    expect((await confirm(abe.auth, matchId, [guitar.ID])).answer.Completed).toBe(false);
    expect(
      (await callRoute(t.app, routes.acceptCommitment, { params: { id: commitmentId } }, abe.auth)).answer,
    ).toEqual(ok);
    expect((await confirm(bea.auth, matchId, [book.ID])).error).toMatchObject({ ErrorCode: 'ITEM_COMMITTED' });
    expect((await confirm(abe.auth, matchId, [guitar.ID])).error).toMatchObject({ ErrorCode: 'ITEM_COMMITTED' });
    // Bea's own book is free to confirm; the guitar stays listed and in the match.
    expect((await matchOf(t, bea.auth, matchId)).Deleted).toBe(false);
    expect(idsOf((await dashboardOf(abe.auth)).Items)).toContain(guitar.ID);
  });

  it('tells nobody whose ExchangeConfirmed switch is off', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    await confirm(abe.auth, matchId, [guitar.ID]);
    await confirm(bea.auth, matchId, [book.ID]);
    for (const viewer of [abe, bea]) {
      expect((await notificationsOf(t, viewer)).map((n) => n.Kind)).not.toContain('ExchangeConfirmed');
    }
  });
});

describe('pint and charity matches', () => {
  it('a pint: either member may confirm with an empty list, and the items of the match change hands', async () => {
    const owner = await member(t, 'Pam', [Wants.paints]);
    const buyer = await member(t, 'Lou', [Wants.guitars]);
    const own = await listItem(t, buyer, Wants.crime);
    await befriend(t, owner, buyer);
    const guitar = await listItem(t, owner, Wants.guitars, { Pint: 1 });
    await setPintMode(t, buyer.id, true);
    const { MatchID } = await like(t, buyer, guitar.ID);
    expect((await matchOf(t, buyer.auth, MatchID)).Type).toBe(MatchType.Pint);

    expect((await confirm(buyer.auth, MatchID, [])).answer.Completed).toBe(false);
    expect((await confirm(owner.auth, MatchID, [])).answer.Completed).toBe(true);
    expect(idsOf((await dashboardOf(owner.auth)).Items)).toEqual([]);
    expect(idsOf((await dashboardOf(buyer.auth)).Items)).toEqual([own.ID]);
    expect((await dashboardOf(buyer.auth)).CompletedSwaps).toBe(1);
    expect((await matchOf(t, buyer.auth, MatchID)).DeletedBy).toBe(owner.id);
  });

  it('a donation: the charity confirms receipt of every item of the match', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await callRoute(t.app, routes.followCharity, { params: { id: shelter.id } }, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const { MatchID } = await like(t, shelter, guitar.ID);
    const amp = await listItem(t, donor, Wants.guitars, { Charity: true, Name: 'Amp' });
    const kept = await listItem(t, donor, Wants.crime, { Name: 'Kept' });
    await callRoute(
      t.app,
      routes.addItemsToMatch,
      { params: { id: MatchID }, body: { ItemIDs: [amp.ID] } },
      donor.auth,
    );
    expect(idsOf((await matchOf(t, shelter.auth, MatchID)).Items2)).toEqual([guitar.ID, amp.ID]);

    expect((await confirm(donor.auth, MatchID, [guitar.ID])).answer.Completed).toBe(false);
    expect((await matchOf(t, shelter.auth, MatchID)).Exchange?.ConfirmedBy).toBe(donor.id);
    expect((await confirm(shelter.auth, MatchID, [])).answer.Completed).toBe(true);
    expect(idsOf((await dashboardOf(donor.auth)).Items)).toEqual([kept.ID]);
    expect((await dashboardOf(shelter.auth)).CompletedSwaps).toBe(1);
    expect((await matchOf(t, donor.auth, MatchID)).DeletedBy).toBe(shelter.id);
  });
});

describe('races, decided by the database', () => {
  it('two final confirmations at once complete the exchange exactly once', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    await confirm(abe.auth, matchId, [guitar.ID]);
    const answers = await Promise.all([1, 2, 3].map(() => confirm(bea.auth, matchId, [book.ID])));
    expect(answers.map((a) => a.answer)).toEqual([1, 2, 3].map(() => ({ ...ok, Completed: true, ExpiresAt: null })));
    expect((await dashboardOf(abe.auth)).CompletedSwaps).toBe(1);
    expect((await dashboardOf(bea.auth)).CompletedSwaps).toBe(1);
    expect((await notificationsOf(t, abe)).filter((n) => n.Kind === 'ExchangeConfirmed')).toHaveLength(1);
  });

  it('both members confirming at once: one is first, the other completes it', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    const answers = await Promise.all([confirm(abe.auth, matchId, [guitar.ID]), confirm(bea.auth, matchId, [book.ID])]);
    expect(answers.map((a) => a.answer.Completed).sort()).toEqual([false, true]);
    expect((await dashboardOf(abe.auth)).CompletedSwaps).toBe(1);
    expect((await matchOf(t, abe.auth, matchId)).Deleted).toBe(true);
  });

  it('a final confirmation racing an unmatch: one of the two wins, cleanly', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    await confirm(abe.auth, matchId, [guitar.ID]);
    const [confirmed, unmatched] = await Promise.all([
      confirm(bea.auth, matchId, [book.ID]),
      callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth),
    ]);
    const match = await matchOf(t, bea.auth, matchId);
    const swaps = (await dashboardOf(bea.auth)).CompletedSwaps;
    if (confirmed.statusCode === 200) {
      expect(unmatched.error.ErrorCode).toBe('MATCH_ENDED');
      expect([match.DeletedBy, swaps]).toEqual([bea.id, 1]);
      expect(idsOf((await dashboardOf(bea.auth)).Items)).toEqual([]);
    } else {
      expect([confirmed.error.ErrorCode, unmatched.statusCode]).toEqual(['MATCH_ENDED', 200]);
      expect([match.Deleted, match.DeletedBy, swaps]).toEqual([true, 0, 0]);
      expect(idsOf((await dashboardOf(bea.auth)).Items)).toEqual([book.ID]);
    }
  });
});
