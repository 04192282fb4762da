/** Likes, offers and skips: every outcome a like can have (likes.service.ts). */
import { MatchType, matchSubjects, routes, StandIn } from '@swapsies/contract';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema.ts';
import { insertBlock } from '../../test/blocks.ts';
import { callRoute } from '../../test/call-route.ts';
import {
  type Auth,
  befriend,
  charity,
  commitItems,
  holdForReview,
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

const likeOffer = (auth: Auth, itemId: number, ItemIDs: number[]) =>
  callRoute(t.app, routes.likeWithOffer, { params: { id: itemId }, body: { ItemIDs } }, auth);
const skip = (auth: Auth, itemId: number) => callRoute(t.app, routes.skipItem, { params: { id: itemId } }, auth);
/** A like as sent, success or not: `like` (test/swaps.ts) expects it to succeed. */
const sendLike = (auth: Auth, itemId: number) => callRoute(t.app, routes.likeItem, { params: { id: itemId } }, auth);

describe('a like with nothing the owner wants', () => {
  it('is recorded, and tells the owner only when their Like switch is on', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    await listItem(t, ana, Wants.crime);
    const guitar = await listItem(t, ben, Wants.guitars, { Name: 'Twelve-string' });
    const guitar2 = await listItem(t, ben, Wants.guitars, { Name: 'Ukulele' });
    expect(await like(t, ana, guitar.ID)).toEqual({
      Success: true,
      ErrorCode: '',
      MatchID: 0,
      OldMatch: false,
      ItemsForExange: [],
    });
    expect(await notificationsOf(t, ben)).toEqual([]);
    await switchNotifications(t, ben.id, { Like: true });
    await like(t, ana, guitar2.ID);
    expect(await notificationsOf(t, ben)).toMatchObject([{ Kind: 'Like', Subject: matchSubjects.like('Ukulele') }]);
    expect((await sendLike(ana.auth, guitar.ID)).error.ErrorCode).toBe('WRONG_ITEM');
  });
});

describe('a like when the liker has items the owner wants', () => {
  it('offers the only one at once, and the owner hears that people want their stuff', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    const paints = await listItem(t, ana, Wants.paints);
    const guitar = await listItem(t, ben, Wants.guitars);
    const answer = await like(t, ana, guitar.ID);
    expect(answer).toMatchObject({ MatchID: 0, OldMatch: false });
    expect(idsOf(answer.ItemsForExange)).toEqual([paints.ID]);
    expect(await notificationsOf(t, ben)).toMatchObject([{ Kind: 'PeopleWant', Subject: matchSubjects.peopleWant }]);

    // When Ben likes back, the match holds the offered paints and the liked guitar.
    const reply = await like(t, ben, paints.ID);
    expect(reply.MatchID).toBeGreaterThan(0);
    const match = await matchOf(t, ben.auth, reply.MatchID);
    expect(match).toMatchObject({ Type: MatchType.Swap, User1: { ID: ben.id }, User2: { ID: ana.id } });
    expect(idsOf(match.Items1)).toEqual([guitar.ID]);
    expect(idsOf(match.Items2)).toEqual([paints.ID]);
  });

  it('counts an item the owner liked as wanted, even outside their categories', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    const camera = await listItem(t, ana, Wants.cameras);
    await listItem(t, ben, Wants.paints);
    expect((await like(t, ben, camera.ID)).ItemsForExange).toEqual([]);
    const guitar = await listItem(t, ben, Wants.guitars);
    const answer = await like(t, ana, guitar.ID);
    expect(answer.MatchID).toBeGreaterThan(0);
    expect(idsOf(answer.ItemsForExange)).toEqual([camera.ID]);
  });

  it('opens the picker when there are several, recording nothing until like-offer', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints, Wants.crime])];
    const paints = await listItem(t, ana, Wants.paints);
    const book = await listItem(t, ana, Wants.crime);
    const committedBook = await listItem(t, ana, Wants.crime);
    const camera = await listItem(t, ana, Wants.cameras);
    await commitItems(t, [committedBook.ID]);
    const guitar = await listItem(t, ben, Wants.guitars);

    const answer = await like(t, ana, guitar.ID);
    expect(answer.MatchID).toBe(0);
    expect(answer.ItemsForExange.map((item) => [item.ID, item.Committed])).toEqual([
      [committedBook.ID, true],
      [book.ID, false],
      [paints.ID, false],
    ]);
    expect(await notificationsOf(t, ben)).toEqual([]);
    // Nothing was recorded: the same like can be made again.
    expect((await like(t, ana, guitar.ID)).ItemsForExange).toHaveLength(3);

    const none = await likeOffer(ana.auth, guitar.ID, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Message: 'Please select at least one item to offer',
    });
    expect((await likeOffer(ana.auth, guitar.ID, [camera.ID])).error.ErrorCode).toBe('WRONG_ITEMS');
    expect((await likeOffer(ana.auth, guitar.ID, [guitar.ID])).error.ErrorCode).toBe('WRONG_ITEMS');
    expect((await likeOffer(ana.auth, guitar.ID, [book.ID, committedBook.ID])).error.ErrorCode).toBe('ITEM_COMMITTED');

    const offered = await likeOffer(ana.auth, guitar.ID, [book.ID, paints.ID]);
    expect(offered.json()).toEqual({ Success: true, ErrorCode: '', MatchID: 0, IsExistingMatch: false });
    expect(await notificationsOf(t, ben)).toMatchObject([{ Kind: 'PeopleWant' }]);
    expect((await likeOffer(ana.auth, guitar.ID, [book.ID])).error.ErrorCode).toBe('WRONG_ITEM');

    const reply = await like(t, ben, book.ID);
    const match = await matchOf(t, ana.auth, reply.MatchID);
    expect(idsOf(match.Items1).sort()).toEqual([guitar.ID]);
    expect(idsOf(match.Items2).sort()).toEqual([book.ID, paints.ID].sort());
  });
});

describe('mutual interest', () => {
  it('makes a swap match, tells the owner, then adds later likes to the same match', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const match = await matchOf(t, abe.auth, matchId);
    expect(match).toMatchObject({
      Type: MatchType.Swap,
      User1: { ID: abe.id, FirstName: 'Abe', Username: abe.Username },
      User2: { ID: bea.id, FirstName: 'Bea' },
      Deleted: false,
      DeletedBy: 0,
      Commitment: null,
    });
    expect(idsOf(match.Items1)).toEqual([guitar.ID]);
    expect(idsOf(match.Items2)).toEqual([book.ID]);
    expect(await notificationsOf(t, bea)).toMatchObject([
      { Kind: 'MatchCreated', Subject: matchSubjects.matchCreated(`Abe ${abe.LastName}`) },
    ]);
    expect((await callRoute(t.app, routes.getNotifications, undefined, bea.auth)).answer.Unread.matches).toBe(1);

    await switchNotifications(t, bea.id, { ItemAddedToExistingMatch: true });
    const book2 = await listItem(t, bea, Wants.crime, { Name: 'Another novel' });
    const again = await like(t, abe, book2.ID);
    expect(again).toMatchObject({ MatchID: matchId, OldMatch: true });
    expect(idsOf((await matchOf(t, bea.auth, matchId)).Items2).sort()).toEqual([book.ID, book2.ID].sort());
    expect((await notificationsOf(t, bea))[0]).toMatchObject({ Kind: 'ItemAddedToExistingMatch' });
  });

  it('with like-offer answers the match and whether it existed', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await listItem(t, abe, Wants.guitars);
    await listItem(t, abe, Wants.guitars);
    const guitar3 = await listItem(t, abe, Wants.guitars);
    const book2 = await listItem(t, bea, Wants.crime);
    const answer = await like(t, abe, book2.ID);
    expect(answer).toMatchObject({ MatchID: matchId, OldMatch: true });
    const book3 = await listItem(t, bea, Wants.crime);
    const offered = await likeOffer(abe.auth, book3.ID, [guitar3.ID]);
    expect(offered.json()).toMatchObject({ MatchID: matchId, IsExistingMatch: true });
    expect(idsOf((await matchOf(t, abe.auth, matchId)).Items1)).toContain(guitar3.ID);
  });
});

describe('pint matches', () => {
  async function pintScene(level: number, friends: 'friends' | 'friends of friends') {
    const owner = await member(t, 'Pam', [Wants.paints]);
    const liker = await member(t, 'Lou', [Wants.guitars]);
    await listItem(t, liker, Wants.crime);
    if (friends === 'friends') await befriend(t, owner, liker);
    else {
      const between = await member(t, 'Mid', [Wants.paints]);
      await befriend(t, owner, between);
      await befriend(t, between, liker);
    }
    const guitar = await listItem(t, owner, Wants.guitars, { Pint: level });
    return { owner, liker, guitar };
  }

  it('are made at once when the reach covers the liker and the liker has Pint mode on', async () => {
    const { owner, liker, guitar } = await pintScene(1, 'friends');
    await setPintMode(t, liker.id, true);
    const answer = await like(t, liker, guitar.ID);
    expect(answer.MatchID).toBeGreaterThan(0);
    const match = await matchOf(t, liker.auth, answer.MatchID);
    expect(match).toMatchObject({ Type: MatchType.Pint, User1: { ID: liker.id }, User2: { ID: owner.id } });
    expect(idsOf(match.Items1)).toEqual([StandIn.Pint]);
    expect(idsOf(match.Items2)).toEqual([guitar.ID]);
    expect(match.AbleToAddItems).toBe(false);
    expect(await notificationsOf(t, owner)).toMatchObject([{ Kind: 'MatchCreated' }]);
  });

  it('reach friends of friends at level 2 only', async () => {
    const level1 = await pintScene(1, 'friends of friends');
    await setPintMode(t, level1.liker.id, true);
    expect((await like(t, level1.liker, level1.guitar.ID)).MatchID).toBe(0);
    const level2 = await pintScene(2, 'friends of friends');
    await setPintMode(t, level2.liker.id, true);
    expect((await like(t, level2.liker, level2.guitar.ID)).MatchID).toBeGreaterThan(0);
  });

  it('are not made without Pint mode, or for an item with Pint off', async () => {
    const noMode = await pintScene(2, 'friends');
    expect((await like(t, noMode.liker, noMode.guitar.ID)).MatchID).toBe(0);
    const off = await pintScene(0, 'friends');
    await setPintMode(t, off.liker.id, true);
    expect((await like(t, off.liker, off.guitar.ID)).MatchID).toBe(0);
  });
});

describe('charity matches', () => {
  it('are made when a charity likes a follower’s charity-flagged item', async () => {
    const shelter = await charity(t, [Wants.guitars]);
    const donor = await member(t, 'Dot', [Wants.crime]);
    await callRoute(t.app, routes.followCharity, { params: { id: shelter.id } }, donor.auth);
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    const swapOnly = await listItem(t, donor, Wants.guitars);
    const stranger = await member(t, 'Stu', [Wants.crime]);
    const strangersDonation = await listItem(t, stranger, Wants.guitars, { Charity: true });
    for (const itemId of [swapOnly.ID, strangersDonation.ID]) {
      for (const [action, response] of [
        ['like', await sendLike(shelter.auth, itemId)],
        ['skip', await skip(shelter.auth, itemId)],
      ] as const) {
        expect([action, response.error.ErrorCode]).toEqual([action, 'WRONG_ITEM']);
      }
    }
    expect((await likeOffer(shelter.auth, guitar.ID, [guitar.ID])).statusCode).toBe(403);

    const answer = await like(t, shelter, guitar.ID);
    expect(answer).toMatchObject({ OldMatch: false, ItemsForExange: [] });
    const match = await matchOf(t, donor.auth, answer.MatchID);
    expect(match).toMatchObject({ Type: MatchType.Charity, User1: { ID: shelter.id }, User2: { ID: donor.id } });
    expect(idsOf(match.Items1)).toEqual([StandIn.Charity]);
    expect(idsOf(match.Items2)).toEqual([guitar.ID]);
    expect(await notificationsOf(t, donor)).toMatchObject([{ Kind: 'MatchCreated' }]);

    const guitar2 = await listItem(t, donor, Wants.guitars, { Charity: true });
    expect(await like(t, shelter, guitar2.ID)).toMatchObject({ MatchID: answer.MatchID, OldMatch: true });
  });
});

describe('WRONG_ITEM', () => {
  it('answers likes, offers and skips of items that are not available to the caller', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    const own = await listItem(t, ana, Wants.paints);
    const pending = await listItem(t, ben, Wants.guitars);
    const committed = await listItem(t, ben, Wants.guitars);
    const skipped = await listItem(t, ben, Wants.guitars);
    await holdForReview(t, pending.ID);
    await commitItems(t, [committed.ID]);
    expect((await skip(ana.auth, skipped.ID)).json()).toEqual({ Success: true, ErrorCode: '' });
    for (const itemId of [own.ID, pending.ID, committed.ID, skipped.ID, 999999]) {
      for (const response of [
        await sendLike(ana.auth, itemId),
        await likeOffer(ana.auth, itemId, [own.ID]),
        await skip(ana.auth, itemId),
      ]) {
        expect(response.statusCode, `item ${itemId}`).toBe(400);
        expect(response.error).toMatchObject({ Success: false, ErrorCode: 'WRONG_ITEM' });
      }
    }
  });

  it('refuses anonymous callers', async () => {
    const ben = await member(t, 'Ben', [Wants.paints]);
    const guitar = await listItem(t, ben, Wants.guitars);
    expect((await sendLike(undefined, guitar.ID)).statusCode).toBe(401);
    expect((await skip(undefined, guitar.ID)).statusCode).toBe(401);
    expect((await likeOffer(undefined, guitar.ID, [1])).statusCode).toBe(401);
  });
});

describe('races', () => {
  it('two likes that complete the same interest at once make one match', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    const paints = await listItem(t, ana, Wants.paints);
    const guitar = await listItem(t, ben, Wants.guitars);
    const answers = await Promise.all([like(t, ana, guitar.ID), like(t, ben, paints.ID)]);
    expect(answers.filter((answer) => answer.MatchID > 0)).toHaveLength(1);
    const matches = (await callRoute(t.app, routes.getMatches, undefined, ana.auth)).answer.Matches;
    expect(matches).toHaveLength(1);
  });

  it('many likes into one mutual interest at once all land in one match', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth);
    const books = [];
    for (let n = 0; n < 6; n += 1) books.push(await listItem(t, bea, Wants.crime));
    const answers = await Promise.all(books.map((book) => like(t, abe, book.ID)));
    const matchIds = new Set(answers.map((answer) => answer.MatchID));
    expect(matchIds.size).toBe(1);
    expect(matchIds.has(matchId)).toBe(false);
    expect(answers.filter((answer) => !answer.OldMatch)).toHaveLength(1);
    const [newMatchId] = [...matchIds] as [number];
    expect((await matchOf(t, bea.auth, newMatchId)).Items2).toHaveLength(books.length + 1);
  });

  it('the same like sent twice at once is recorded once', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    await listItem(t, ana, Wants.crime);
    const guitar = await listItem(t, ben, Wants.guitars);
    const responses = await Promise.all([1, 2].map(() => sendLike(ana.auth, guitar.ID)));
    expect(responses.map((response) => response.json().ErrorCode).sort()).toEqual(['', 'WRONG_ITEM']);
  });

  it('a like and a skip of the same item at once: one answer stands, and the owner hears only of a like', async () => {
    const [ana, ben] = [await member(t, 'Ana', [Wants.guitars]), await member(t, 'Ben', [Wants.paints])];
    await switchNotifications(t, ben.id, { Like: true });
    await listItem(t, ana, Wants.crime);
    const guitar = await listItem(t, ben, Wants.guitars, { Name: 'Twelve-string' });
    const [liked, skipped] = await Promise.all([sendLike(ana.auth, guitar.ID), skip(ana.auth, guitar.ID)]);
    const codes = [liked.json().ErrorCode, skipped.json().ErrorCode];
    expect(codes.filter((code) => code === '')).toHaveLength(1);
    // The like's notification is written in the statement that records it: a like refused there tells no one.
    const told = await notificationsOf(t, ben);
    expect(told).toHaveLength(codes[0] === '' ? 1 : 0);
  });
});

describe('across a block', () => {
  it('a like of the other’s item is WRONG_ITEM, and makes no match even where the other liked first', async () => {
    const [abe, bea] = [await member(t, 'Abe', [Wants.crime]), await member(t, 'Bea', [Wants.guitars])];
    const guitar = await listItem(t, abe, Wants.guitars, { Name: 'Acoustic guitar' });
    const book = await listItem(t, bea, Wants.crime, { Name: 'Crime novel' });
    // Bea's like stands from before the block: without it, Abe's like would make the match.
    expect((await like(t, bea, guitar.ID)).MatchID).toBe(0);
    await insertBlock(t, abe, bea);

    for (const response of [await sendLike(abe.auth, book.ID), await likeOffer(abe.auth, book.ID, [guitar.ID])]) {
      expect(response.error).toMatchObject({ Success: false, ErrorCode: 'WRONG_ITEM' });
    }
    expect(await matchesOf(t, abe.auth)).toEqual([]);
    expect(await matchesOf(t, bea.auth)).toEqual([]);
    const matchRows = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(or(eq(matches.user1Id, abe.id), eq(matches.user2Id, abe.id)));
    expect(matchRows).toEqual([]);
  });

  it('a charity’s like of a follower’s donation is WRONG_ITEM, whoever blocked', async () => {
    const [shelter, hospice] = [await charity(t, [Wants.guitars]), await charity(t, [Wants.guitars])];
    const donor = await member(t, 'Dot', [Wants.crime]);
    for (const followed of [shelter, hospice]) {
      await callRoute(t.app, routes.followCharity, { params: { id: followed.id } }, donor.auth);
    }
    const guitar = await listItem(t, donor, Wants.guitars, { Charity: true });
    await insertBlock(t, shelter, donor);
    await insertBlock(t, donor, hospice);
    for (const auth of [shelter.auth, hospice.auth]) {
      expect((await sendLike(auth, guitar.ID)).error.ErrorCode).toBe('WRONG_ITEM');
      expect((await skip(auth, guitar.ID)).error.ErrorCode).toBe('WRONG_ITEM');
    }
  });
});
