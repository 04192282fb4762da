/** The match calls: lists, detail, extra items, unmatch, acknowledge. */
import {
  type AcknowledgeBody,
  LAST_MESSAGE_PREVIEW_MAX,
  MatchType,
  matchSubjects,
  type RouteSpec,
  routes,
  StandIn,
} from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallInput, callRoute } from '../../test/call-route.ts';
import {
  type Auth,
  befriend,
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

/** A call with its input, to be made as any caller: for the tables of who may make it. */
function callAs<R extends RouteSpec>(route: R, input: CallInput<R>) {
  return { route, as: (auth: Auth) => callRoute(t.app, route, input, auth) };
}

describe('who may touch a match', () => {
  it('answers its two members, WRONG_MATCH to anyone else, 401 without a session', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const stranger = await member(t, 'Sol', [Wants.guitars]);
    const strangerGuitar = await listItem(t, stranger, Wants.guitars);
    const someCharity = await charity(t, [Wants.guitars]);
    const params = { id: matchId };
    const calls = [
      callAs(routes.getMatch, { params }),
      callAs(routes.getExtraItems, { params }),
      callAs(routes.getItemsForAcknowledge, { params }),
      callAs(routes.addItemsToMatch, { params, body: { ItemIDs: [strangerGuitar.ID] } }),
      callAs(routes.acknowledgeMatch, { params, body: {} }),
      callAs(routes.unmatch, { params }),
    ];
    for (const { route, as } of calls) {
      const { path } = route;
      const asStranger = await as(stranger.auth);
      expect([path, asStranger.statusCode, asStranger.error.ErrorCode]).toEqual([path, 404, 'WRONG_MATCH']);
      const asCharity = await as(someCharity.auth);
      // Charities may not make personal calls (add items, unmatch) at all: that refusal comes first.
      const charityRefusal = route.access === 'personal' ? 'FORBIDDEN' : 'WRONG_MATCH';
      expect([path, asCharity.error.ErrorCode]).toEqual([path, charityRefusal]);
      expect([path, (await as(undefined)).statusCode]).toEqual([path, 401]);
    }
    const unknown = await callRoute(t.app, routes.getMatch, { params: { id: 999999 } }, abe.auth);
    expect(unknown.error.ErrorCode).toBe('WRONG_MATCH');
    expect((await callRoute(t.app, routes.getMatches, undefined, undefined)).statusCode).toBe(401);
    expect(await matchesOf(t, stranger.auth)).toEqual([]);

    // Both members see the same match, each from their own side.
    for (const viewer of [abe, bea]) {
      const match = await matchOf(t, viewer.auth, matchId);
      expect(idsOf(match.Items1)).toEqual([guitar.ID]);
      expect(idsOf(match.Items2)).toEqual([book.ID]);
      expect(idsOf(await matchesOf(t, viewer.auth))).toEqual([matchId]);
    }
    const receivable = async (auth: Auth) =>
      idsOf((await callRoute(t.app, routes.getItemsForAcknowledge, { params: { id: matchId } }, auth)).answer.Items);
    expect(await receivable(abe.auth)).toEqual([book.ID]);
    expect(await receivable(bea.auth)).toEqual([guitar.ID]);
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
    const extras = (await callRoute(t.app, routes.getExtraItems, { params: { id: matchId } }, abe.auth)).answer.Items;
    expect(extras.map((item) => [item.ID, item.Committed])).toEqual([
      [committed.ID, true],
      [lamp.ID, false],
    ]);

    const add = (ItemIDs: number[], auth: Auth = abe.auth) =>
      callRoute(t.app, routes.addItemsToMatch, { params: { id: matchId }, body: { ItemIDs } }, auth);
    expect((await add([])).error).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Message: 'Please select at least one item to add',
    });
    expect((await add([guitar.ID])).error.ErrorCode).toBe('WRONG_ITEMS');
    expect((await add([lamp.ID], bea.auth)).error.ErrorCode).toBe('WRONG_ITEMS');
    expect((await add([committed.ID])).error.ErrorCode).toBe('ITEM_COMMITTED');
    expect((await add([lamp.ID])).answer).toEqual({ Success: true, ErrorCode: '' });
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
    const params = { id: matchId };
    const acknowledge = (auth: Auth, body: AcknowledgeBody = {}) =>
      callRoute(t.app, routes.acknowledgeMatch, { params, body }, auth);
    const unmatch = () => callRoute(t.app, routes.unmatch, { params }, abe.auth);
    expect((await acknowledge(abe.auth)).error.ErrorCode).toBe('MATCH_NOT_ENDED');

    expect((await unmatch()).answer).toEqual({ Success: true, ErrorCode: '' });
    expect((await unmatch()).error.ErrorCode).toBe('MATCH_ENDED');
    const addLater = await callRoute(t.app, routes.addItemsToMatch, { params, body: { ItemIDs: [1] } }, abe.auth);
    expect(addLater.error.ErrorCode).toBe('MATCH_ENDED');
    expect(await matchesOf(t, abe.auth)).toEqual([]);
    const [ended] = await matchesOf(t, bea.auth);
    expect(ended).toMatchObject({ ID: matchId, Deleted: true, DeletedBy: 0, AbleToAddItems: false });
    expect(await notificationsOf(t, bea)).toMatchObject([
      { Kind: 'Unmatch', Subject: matchSubjects.unmatched(`Abe ${abe.LastName}`) },
      { Kind: 'MatchCreated' },
    ]);

    expect((await acknowledge(bea.auth, { ItemIDs: [book.ID] })).error.ErrorCode).toBe('ITEM_NOT_IN_MATCH');
    expect((await acknowledge(bea.auth)).answer).toEqual({ Success: true, ErrorCode: '' });
    expect(await matchesOf(t, bea.auth)).toEqual([]);
    // The detail stays readable to its members (the web app sends them back to /matches).
    expect((await matchOf(t, bea.auth, matchId)).Deleted).toBe(true);
  });

  it('refuses charities, who have no unmatch button', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await callRoute(t.app, routes.followCharity, { params: { id: shelter.id } }, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const { MatchID } = await like(t, shelter, guitar.ID);
    const params = { id: MatchID };
    expect((await callRoute(t.app, routes.unmatch, { params }, shelter.auth)).statusCode).toBe(403);
    const body = { ItemIDs: [guitar.ID] };
    expect((await callRoute(t.app, routes.addItemsToMatch, { params, body }, shelter.auth)).statusCode).toBe(403);
    const match = await matchOf(t, shelter.auth, MatchID);
    expect(match).toMatchObject({ Type: MatchType.Charity, AbleToAddItems: false });
    expect(idsOf(match.Items1)).toEqual([StandIn.Charity]);
    // The donor may add more of their charity-flagged items, and only those.
    const swapOnly = await listItem(t, donor, Wants.guitars);
    const donation = await listItem(t, donor, Wants.guitars, { Charity: true });
    const extras = (await callRoute(t.app, routes.getExtraItems, { params }, donor.auth)).answer.Items;
    expect(idsOf(extras)).toEqual([donation.ID]);
    expect(idsOf(extras)).not.toContain(swapOnly.ID);
    expect((await callRoute(t.app, routes.unmatch, { params }, donor.auth)).statusCode).toBe(200);
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

describe("a match's last message", () => {
  const send = async (auth: Auth, MatchID: number, Text: string) => {
    const sent = await callRoute(t.app, routes.sendMessage, { body: { MatchID, Text } }, auth);
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.answer.Message;
  };
  const lastIn = async (auth: Auth, matchId: number) => ({
    list: (await matchesOf(t, auth)).find((match) => match.ID === matchId)?.LastMessage,
    detail: (await matchOf(t, auth, matchId)).LastMessage,
  });

  it('is null before the first message, then the newest, cut to a preview, the same for both members', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    for (const viewer of [abe, bea]) expect(await lastIn(viewer.auth, matchId)).toEqual({ list: null, detail: null });

    await send(abe.auth, matchId, 'Hello Bea!');
    const long = await send(bea.auth, matchId, `Saturday? ${'x'.repeat(300)}`);
    const expected = {
      Text: `Saturday? ${'x'.repeat(LAST_MESSAGE_PREVIEW_MAX - 'Saturday? '.length)}`,
      IsDeleted: false,
      SenderID: bea.id,
      CreatedAt: long.CreatedAt,
      Handover: null,
    };
    for (const viewer of [abe, bea])
      expect(await lastIn(viewer.auth, matchId)).toEqual({ list: expected, detail: expected });
  });

  it('keeps a deleted message in its place, without its text', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await send(bea.auth, matchId, 'Hello');
    const oops = await send(abe.auth, matchId, 'Wrong chat, sorry');
    await callRoute(t.app, routes.deleteMessage, { params: { id: oops.ID } }, abe.auth);
    const deleted = { Text: '', IsDeleted: true, SenderID: abe.id, CreatedAt: oops.CreatedAt, Handover: null };
    expect(await lastIn(bea.auth, matchId)).toEqual({ list: deleted, detail: deleted });
  });

  it("gives each match of the list its own, and nobody else's match's", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const other = await matchedPair(t);
    await send(abe.auth, matchId, 'First pair');
    await send(other.bea.auth, other.matchId, 'Second pair');
    expect((await lastIn(bea.auth, matchId)).list?.Text).toBe('First pair');
    expect((await lastIn(other.abe.auth, other.matchId)).list?.Text).toBe('Second pair');
    // Another member sees neither the match nor its message; without a session, nothing at all.
    expect(await matchesOf(t, other.abe.auth)).not.toContainEqual(expect.objectContaining({ ID: matchId }));
    const stranger = await callRoute(t.app, routes.getMatch, { params: { id: matchId } }, other.abe.auth);
    expect([stranger.statusCode, stranger.error.ErrorCode]).toEqual([404, 'WRONG_MATCH']);
    expect(JSON.stringify(stranger.body)).not.toContain('First pair');
    expect((await callRoute(t.app, routes.getMatches, undefined, undefined)).statusCode).toBe(401);
    expect((await callRoute(t.app, routes.getMatch, { params: { id: matchId } }, undefined)).statusCode).toBe(401);
  });
});
