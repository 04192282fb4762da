/** The match calls: lists, detail, extra items, unmatch, acknowledge. */
import { MatchType, matchSubjects, StandIn } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Auth,
  befriend,
  call,
  charity,
  commitItems,
  idsOf,
  like,
  listItem,
  matchedPair,
  matchesOf,
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

describe('who may touch a match', () => {
  it('answers its two members, WRONG_MATCH to anyone else, 401 without a session', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const stranger = await member(t, 'Sol', [Wants.guitars]);
    const strangerGuitar = await listItem(t, stranger, Wants.guitars);
    const someCharity = await charity(t, [Wants.guitars]);
    const calls: [method: 'GET' | 'POST', path: string, payload?: unknown][] = [
      ['GET', `/matches/${matchId}`],
      ['GET', `/matches/${matchId}/get-extra-items`],
      ['GET', `/matches/${matchId}/items-for-acknowledge`],
      ['POST', `/matches/${matchId}/add-items`, { ItemIDs: [strangerGuitar.ID] }],
      ['POST', `/matches/${matchId}/acknowledge`, {}],
      ['POST', `/matches/${matchId}/unmatch`],
    ];
    for (const [method, path, payload] of calls) {
      const asStranger = await call(t, method, path, stranger.auth, payload);
      expect([path, asStranger.statusCode, asStranger.json().ErrorCode]).toEqual([path, 404, 'WRONG_MATCH']);
      const asCharity = await call(t, method, path, someCharity.auth, payload);
      // Charities may not add items or unmatch at all: that refusal comes first.
      const charityRefusal = /add-items|unmatch/.test(path) ? 'FORBIDDEN' : 'WRONG_MATCH';
      expect([path, asCharity.json().ErrorCode]).toEqual([path, charityRefusal]);
      expect([path, (await call(t, method, path, undefined, payload)).statusCode]).toEqual([path, 401]);
    }
    expect((await call(t, 'GET', '/matches/999999', abe.auth)).json().ErrorCode).toBe('WRONG_MATCH');
    expect((await call(t, 'GET', '/matches', undefined)).statusCode).toBe(401);
    expect(await matchesOf(t, stranger.auth)).toEqual([]);

    // Both members see the same match, each from their own side.
    for (const viewer of [abe, bea]) {
      const match = await matchOf(t, viewer.auth, matchId);
      expect(idsOf(match.Items1)).toEqual([guitar.ID]);
      expect(idsOf(match.Items2)).toEqual([book.ID]);
      expect(idsOf(await matchesOf(t, viewer.auth))).toEqual([matchId]);
    }
    expect(idsOf((await call(t, 'GET', `/matches/${matchId}/items-for-acknowledge`, abe.auth)).json().Items)).toEqual([
      book.ID,
    ]);
    expect(idsOf((await call(t, 'GET', `/matches/${matchId}/items-for-acknowledge`, bea.auth)).json().Items)).toEqual([
      guitar.ID,
    ]);
  });
});

describe('offering more items', () => {
  it('lists the items that can still be added, adds them, and tells the partner', async () => {
    const { abe, bea, guitar, matchId } = await matchedPair(t);
    await switchNotifications(t, bea.id, { ItemAddedToExistingMatch: true });
    expect((await matchOf(t, abe.auth, matchId)).AbleToAddItems).toBe(false);
    const lamp = await listItem(t, abe, Wants.paints, { Name: 'Lamp' });
    const committed = await listItem(t, abe, Wants.paints, { Name: 'Committed lamp' });
    await commitItems(t, [committed.ID]);
    expect((await matchOf(t, abe.auth, matchId)).AbleToAddItems).toBe(true);
    const extras = (await call(t, 'GET', `/matches/${matchId}/get-extra-items`, abe.auth)).json().Items;
    expect(extras.map((item: { ID: number; Committed: boolean }) => [item.ID, item.Committed])).toEqual([
      [committed.ID, true],
      [lamp.ID, false],
    ]);

    const add = (ItemIDs: number[], auth: Auth = abe.auth) =>
      call(t, 'POST', `/matches/${matchId}/add-items`, auth, { ItemIDs });
    expect((await add([])).json()).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Message: 'Please select at least one item to add',
    });
    expect((await add([guitar.ID])).json().ErrorCode).toBe('WRONG_ITEMS');
    expect((await add([lamp.ID], bea.auth)).json().ErrorCode).toBe('WRONG_ITEMS');
    expect((await add([committed.ID])).json().ErrorCode).toBe('ITEM_COMMITTED');
    expect((await add([lamp.ID])).json()).toEqual({ Success: true, ErrorCode: '' });
    expect(idsOf((await matchOf(t, bea.auth, matchId)).Items1)).toEqual([guitar.ID, lamp.ID]);
    expect((await notificationsOf(t, bea))[0]).toMatchObject({
      Kind: 'ItemAddedToExistingMatch',
      Subject: matchSubjects.itemAdded(`Abe ${abe.LastName}`),
      Text: 'Lamp',
    });
  });
});

describe('unmatching and acknowledging', () => {
  it('ends the match for both; the partner sees it greyed until they acknowledge it', async () => {
    const { abe, bea, book, matchId } = await matchedPair(t);
    await switchNotifications(t, bea.id, { Unmatch: true });
    const acknowledge = (auth: Auth, payload: unknown = {}) =>
      call(t, 'POST', `/matches/${matchId}/acknowledge`, auth, payload);
    expect((await acknowledge(abe.auth)).json().ErrorCode).toBe('MATCH_NOT_ENDED');

    expect((await call(t, 'POST', `/matches/${matchId}/unmatch`, abe.auth)).json()).toEqual({
      Success: true,
      ErrorCode: '',
    });
    expect((await call(t, 'POST', `/matches/${matchId}/unmatch`, abe.auth)).json().ErrorCode).toBe('MATCH_ENDED');
    expect((await call(t, 'POST', `/matches/${matchId}/add-items`, abe.auth, { ItemIDs: [1] })).json().ErrorCode).toBe(
      'MATCH_ENDED',
    );
    expect(await matchesOf(t, abe.auth)).toEqual([]);
    const [ended] = await matchesOf(t, bea.auth);
    expect(ended).toMatchObject({ ID: matchId, Deleted: true, DeletedBy: 0, AbleToAddItems: false });
    expect(await notificationsOf(t, bea)).toMatchObject([
      { Kind: 'Unmatch', Subject: matchSubjects.unmatched(`Abe ${abe.LastName}`) },
      { Kind: 'MatchCreated' },
    ]);

    expect((await acknowledge(bea.auth, { ItemIDs: [book.ID] })).json().ErrorCode).toBe('ITEM_NOT_IN_MATCH');
    expect((await acknowledge(bea.auth)).json()).toEqual({ Success: true, ErrorCode: '' });
    expect(await matchesOf(t, bea.auth)).toEqual([]);
    // The detail stays readable to its members (the web app sends them back to /matches).
    expect((await matchOf(t, bea.auth, matchId)).Deleted).toBe(true);
  });

  it('refuses charities, who have no unmatch button', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await call(t, 'POST', `/charities/${shelter.id}/follow`, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const { MatchID } = await like(t, shelter, guitar.ID);
    expect((await call(t, 'POST', `/matches/${MatchID}/unmatch`, shelter.auth)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', `/matches/${MatchID}/add-items`, shelter.auth, { ItemIDs: [guitar.ID] })).statusCode,
    ).toBe(403);
    const match = await matchOf(t, shelter.auth, MatchID);
    expect(match).toMatchObject({ Type: MatchType.Charity, AbleToAddItems: false });
    expect(idsOf(match.Items1)).toEqual([StandIn.Charity]);
    // The donor may add more of their charity-flagged items, and only those.
    const swapOnly = await listItem(t, donor, Wants.guitars);
    const donation = await listItem(t, donor, Wants.guitars, { Charity: true });
    const extras = (await call(t, 'GET', `/matches/${MatchID}/get-extra-items`, donor.auth)).json().Items;
    expect(idsOf(extras)).toEqual([donation.ID]);
    expect(idsOf(extras)).not.toContain(swapOnly.ID);
    expect((await call(t, 'POST', `/matches/${MatchID}/unmatch`, donor.auth)).statusCode).toBe(200);
  });
});

describe('the matches list', () => {
  it('lists newest first, and a new like after an unmatch makes a new match', async () => {
    const abe = await member(t, 'Abe', [Wants.crime, Wants.paints]);
    const [bea, cy] = [await member(t, 'Bea', [Wants.guitars]), await member(t, 'Cy', [Wants.guitars])];
    await befriend(t, abe, bea);
    await befriend(t, abe, cy);
    const guitar = await listItem(t, abe, Wants.guitars);
    const book = await listItem(t, bea, Wants.crime);
    const paints = await listItem(t, cy, Wants.paints);
    await like(t, bea, guitar.ID);
    await like(t, cy, guitar.ID);
    const first = (await like(t, abe, book.ID)).MatchID;
    const second = (await like(t, abe, paints.ID)).MatchID;
    expect(idsOf(await matchesOf(t, abe.auth))).toEqual([second, first]);
    expect(idsOf(await matchesOf(t, bea.auth))).toEqual([first]);
  });
});
