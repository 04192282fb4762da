/** Confirming the exchange: the two confirmations, the window, pint and charity matches, and the races. */
import { EXCHANGE_WINDOW_MS, MatchType, matchMessages, matchSubjects } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../../db/schema.ts';
import {
  type Auth,
  befriend,
  call,
  charity,
  idsOf,
  like,
  listItem,
  matchedPair,
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

const dashboardOf = async (auth: Auth) =>
  (await call(t, 'GET', '/dashboard', auth)).json().User as { Items: { ID: number }[]; CompletedSwaps: number };
const confirm = (auth: Auth, matchId: number, ItemIDs: number[]) =>
  call(t, 'POST', `/matches/${matchId}/confirm-exchange`, auth, { ItemIDs });
const unconfirm = (auth: Auth, matchId: number) => call(t, 'POST', `/matches/${matchId}/unconfirm-exchange`, auth);
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
    for (const [path, payload] of [
      [`/matches/${matchId}/confirm-exchange`, { ItemIDs: [guitar.ID] }],
      [`/matches/${matchId}/unconfirm-exchange`, undefined],
    ] as const) {
      for (const outsider of [stranger, someCharity]) {
        const answer = await call(t, 'POST', path, outsider.auth, payload);
        expect([path, answer.statusCode, answer.json().ErrorCode]).toEqual([path, 404, 'WRONG_MATCH']);
      }
      expect([path, (await call(t, 'POST', path, undefined, payload)).statusCode]).toEqual([path, 401]);
      expect((await call(t, 'POST', '/matches/999999/confirm-exchange', abe.auth, { ItemIDs: [1] })).statusCode).toBe(
        404,
      );
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

    expect((await confirm(abe.auth, matchId, [])).json()).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'ItemIDs', Message: matchMessages.confirmNone }],
    });
    expect((await confirm(abe.auth, matchId, [paints.ID])).json().ErrorCode).toBe('ITEM_NOT_IN_MATCH');
    expect((await confirm(abe.auth, matchId, [-1])).json().ErrorCode).toBe('VALIDATION_ERROR');

    const first = t.clock.now();
    expect((await confirm(abe.auth, matchId, [guitar.ID])).json()).toEqual({
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
    expect((await confirm(abe.auth, matchId, [guitar.ID, book.ID])).json().ExpiresAt).toBe(windowEnd(first));
    expect((await matchOf(t, bea.auth, matchId)).Exchange?.ItemIDs).toEqual([guitar.ID, book.ID]);
    expect((await notificationsOf(t, bea)).filter((n) => n.Kind === 'ExchangeConfirmed')).toHaveLength(1);

    // Withdrawn, and withdrawn again: nothing waits for Bea.
    expect((await unconfirm(abe.auth, matchId)).json()).toEqual(ok);
    expect((await unconfirm(abe.auth, matchId)).json()).toEqual(ok);
    expect((await matchOf(t, bea.auth, matchId)).Exchange).toBeNull();

    expect((await confirm(abe.auth, matchId, [guitar.ID])).json().Completed).toBe(false);
    expect((await confirm(bea.auth, matchId, [book.ID])).json()).toEqual({ ...ok, Completed: true, ExpiresAt: null });

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
    const listed = (auth: Auth) => call(t, 'GET', '/matches', auth).then((r) => idsOf(r.json().Matches));
    expect(await listed(bea.auth)).not.toContain(matchId);
    expect(await listed(abe.auth)).toContain(matchId);

    // Both items have left both listings for good, and each member counts one swap.
    for (const viewer of [abe, bea]) {
      const dashboard = await dashboardOf(viewer.auth);
      expect(idsOf(dashboard.Items)).not.toContain(guitar.ID);
      expect(idsOf(dashboard.Items)).not.toContain(book.ID);
      expect(dashboard.CompletedSwaps).toBe(1);
    }
    expect((await call(t, 'DELETE', `/items/${guitar.ID}`, abe.auth)).json().ErrorCode).toBe('ITEM_NOT_FOUND');

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
    expect((await confirm(bea.auth, matchId, [book.ID])).json()).toEqual({ ...ok, Completed: true, ExpiresAt: null });
    expect((await confirm(abe.auth, matchId, [guitar.ID])).json().Completed).toBe(true);
    expect((await dashboardOf(abe.auth)).CompletedSwaps).toBe(1);
    expect((await unconfirm(abe.auth, matchId)).json().ErrorCode).toBe('MATCH_ENDED');
    expect((await call(t, 'POST', `/matches/${matchId}/unmatch`, abe.auth)).json().ErrorCode).toBe('MATCH_ENDED');
  });

  it('gives the partner an hour: after it, the partner’s confirmation is a first one again', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    expect((await confirm(abe.auth, matchId, [guitar.ID])).json().Completed).toBe(false);
    t.clock.advance(EXCHANGE_WINDOW_MS - 1);
    expect((await matchOf(t, bea.auth, matchId)).Exchange?.ConfirmedBy).toBe(abe.id);
    t.clock.advance(1);
    expect((await matchOf(t, bea.auth, matchId)).Exchange).toBeNull();

    const late = t.clock.now();
    expect((await confirm(bea.auth, matchId, [book.ID])).json()).toEqual({
      ...ok,
      Completed: false,
      ExpiresAt: windowEnd(late),
    });
    expect((await notificationsOf(t, abe))[0]).toMatchObject({
      Kind: 'ExchangeConfirmed',
      Subject: matchSubjects.exchangeConfirmed(`Bea ${bea.LastName}`),
    });
    // Abe's lapsed confirmation is his again to give; the union of both lists changes hands.
    expect((await confirm(abe.auth, matchId, [guitar.ID])).json().Completed).toBe(true);
    expect((await matchOf(t, bea.auth, matchId)).DeletedBy).toBe(abe.id);
    expect(idsOf((await dashboardOf(abe.auth)).Items)).toEqual([]);
    expect(idsOf((await dashboardOf(bea.auth)).Items)).toEqual([]);
  });

  it('exchanges only what the confirmations name', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    const lamp = await listItem(t, abe, Wants.paints, { Name: 'Lamp' });
    expect((await call(t, 'POST', `/matches/${matchId}/add-items`, abe.auth, { ItemIDs: [lamp.ID] })).statusCode).toBe(
      200,
    );
    await confirm(abe.auth, matchId, [guitar.ID]);
    expect((await confirm(bea.auth, matchId, [book.ID])).json().Completed).toBe(true);
    expect(idsOf((await dashboardOf(abe.auth)).Items)).toEqual([lamp.ID]);
  });
});

describe('commitments and settings', () => {
  it('an accepted commitment on the match ends with the exchange', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    const offer = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 2 };
    expect((await call(t, 'POST', `/matches/${matchId}/offer-commitment`, abe.auth, offer)).statusCode).toBe(200);
    const commitment = (await matchOf(t, bea.auth, matchId)).Commitment;
    expect((await call(t, 'POST', `/commitment/${commitment?.ID}/accept`, bea.auth)).statusCode).toBe(200);
    expect((await matchOf(t, abe.auth, matchId)).Items1[0]?.Committed).toBe(true);

    await confirm(abe.auth, matchId, [guitar.ID]);
    expect((await confirm(bea.auth, matchId, [book.ID])).json().Completed).toBe(true);
    const ended = await matchOf(t, abe.auth, matchId);
    expect([ended.Deleted, ended.Commitment]).toEqual([true, null]);
    const [row] = await t.database.db
      .select()
      .from(commitments)
      .where(eq(commitments.id, commitment?.ID ?? 0));
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
    expect((await call(t, 'POST', `/matches/${other}/offer-commitment`, cy.auth, offer)).statusCode).toBe(200);
    const commitment = (await matchOf(t, cy.auth, other)).Commitment;
    return { ...scene, cy, paints, other, commitmentId: commitment?.ID ?? 0 };
  }

  it('a request in another match that held the exchanged item ends, and frees its other items', async () => {
    const { abe, bea, cy, guitar, book, paints, matchId, other, commitmentId } = await guitarMatchedTwice();
    await confirm(abe.auth, matchId, [guitar.ID]);
    expect((await confirm(bea.auth, matchId, [book.ID])).json().Completed).toBe(true);
    expect((await matchOf(t, cy.auth, other)).Commitment).toBeNull();
    const [row] = await t.database.db.select().from(commitments).where(eq(commitments.id, commitmentId));
    expect(row?.endedReason).toBe('exchange');
    // The paints are free for another request straight away.
    const left = await matchOf(t, cy.auth, other);
    expect([...left.Items1, ...left.Items2].map((item) => [item.ID, item.Committed])).toEqual([[paints.ID, false]]);
    expect((await call(t, 'POST', `/commitment/${commitmentId}/accept`, abe.auth)).json().ErrorCode).toBe(
      'WRONG_COMMITMENT',
    );
  });

  it('an item reserved by an accepted commitment in another match cannot change hands: ITEM_COMMITTED', async () => {
    const { abe, bea, guitar, book, matchId, commitmentId } = await guitarMatchedTwice();
    // Abe confirms first; the reservation elsewhere comes after, and stops Bea's final confirmation.
    expect((await confirm(abe.auth, matchId, [guitar.ID])).json().Completed).toBe(false);
    expect((await call(t, 'POST', `/commitment/${commitmentId}/accept`, abe.auth)).json()).toEqual(ok);
    expect((await confirm(bea.auth, matchId, [book.ID])).json()).toMatchObject({ ErrorCode: 'ITEM_COMMITTED' });
    expect((await confirm(abe.auth, matchId, [guitar.ID])).json()).toMatchObject({ ErrorCode: 'ITEM_COMMITTED' });
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

    expect((await confirm(buyer.auth, MatchID, [])).json().Completed).toBe(false);
    expect((await confirm(owner.auth, MatchID, [])).json().Completed).toBe(true);
    expect(idsOf((await dashboardOf(owner.auth)).Items)).toEqual([]);
    expect(idsOf((await dashboardOf(buyer.auth)).Items)).toEqual([own.ID]);
    expect((await dashboardOf(buyer.auth)).CompletedSwaps).toBe(1);
    expect((await matchOf(t, buyer.auth, MatchID)).DeletedBy).toBe(owner.id);
  });

  it('a donation: the charity confirms receipt of every item of the match', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await call(t, 'POST', `/charities/${shelter.id}/follow`, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const { MatchID } = await like(t, shelter, guitar.ID);
    const amp = await listItem(t, donor, Wants.guitars, { Charity: true, Name: 'Amp' });
    const kept = await listItem(t, donor, Wants.crime, { Name: 'Kept' });
    await call(t, 'POST', `/matches/${MatchID}/add-items`, donor.auth, { ItemIDs: [amp.ID] });
    expect(idsOf((await matchOf(t, shelter.auth, MatchID)).Items2)).toEqual([guitar.ID, amp.ID]);

    expect((await confirm(donor.auth, MatchID, [guitar.ID])).json().Completed).toBe(false);
    expect((await matchOf(t, shelter.auth, MatchID)).Exchange?.ConfirmedBy).toBe(donor.id);
    expect((await confirm(shelter.auth, MatchID, [])).json().Completed).toBe(true);
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
    expect(answers.map((a) => a.json())).toEqual([1, 2, 3].map(() => ({ ...ok, Completed: true, ExpiresAt: null })));
    expect((await dashboardOf(abe.auth)).CompletedSwaps).toBe(1);
    expect((await dashboardOf(bea.auth)).CompletedSwaps).toBe(1);
    expect((await notificationsOf(t, abe)).filter((n) => n.Kind === 'ExchangeConfirmed')).toHaveLength(1);
  });

  it('both members confirming at once: one is first, the other completes it', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    const answers = await Promise.all([confirm(abe.auth, matchId, [guitar.ID]), confirm(bea.auth, matchId, [book.ID])]);
    expect(answers.map((a) => a.json().Completed).sort()).toEqual([false, true]);
    expect((await dashboardOf(abe.auth)).CompletedSwaps).toBe(1);
    expect((await matchOf(t, abe.auth, matchId)).Deleted).toBe(true);
  });

  it('a final confirmation racing an unmatch: one of the two wins, cleanly', async () => {
    const { abe, bea, guitar, book, matchId } = await pair();
    await confirm(abe.auth, matchId, [guitar.ID]);
    const [confirmed, unmatched] = await Promise.all([
      confirm(bea.auth, matchId, [book.ID]),
      call(t, 'POST', `/matches/${matchId}/unmatch`, abe.auth),
    ]);
    const match = await matchOf(t, bea.auth, matchId);
    const swaps = (await dashboardOf(bea.auth)).CompletedSwaps;
    if (confirmed.statusCode === 200) {
      expect(unmatched.json().ErrorCode).toBe('MATCH_ENDED');
      expect([match.DeletedBy, swaps]).toEqual([bea.id, 1]);
      expect(idsOf((await dashboardOf(bea.auth)).Items)).toEqual([]);
    } else {
      expect([confirmed.json().ErrorCode, unmatched.statusCode]).toEqual(['MATCH_ENDED', 200]);
      expect([match.Deleted, match.DeletedBy, swaps]).toEqual([true, 0, 0]);
      expect(idsOf((await dashboardOf(bea.auth)).Items)).toEqual([book.ID]);
    }
  });
});
