/**
 * Blocking through the real calls: what a block ends between the pair, at once and both ways (the
 * friendship and requests, likes and offers, charity follows, matches with their commitments and
 * chats, and the chat sockets on them), that the blocked member is told nothing, idempotency,
 * unblocking that restores nothing, who may call, the list, the export and account deletion.
 * What a standing block hides (feeds, search, reading by id) is tested with the areas that read it.
 */
import { ChatCloseCode, DELETE_CONFIRMATION, routes } from '@swapsies/contract';
import { type AnyColumn, and, eq, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  charityFollows,
  commitments,
  friendRequests,
  friendships,
  itemOffers,
  itemReactions,
  items,
  matches,
  memberEvents,
  messages,
} from '../../db/schema.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { ChatClient, listenForSockets } from '../../test/chat-socket.ts';
import {
  befriend,
  charity,
  like,
  listItem,
  type Member,
  matchedPair,
  matchOf,
  member,
  switchNotifications,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { betweenPair } from '../members/members.policy.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenForSockets(t);
});
afterAll(() => t.close());

const ok = { Success: true, ErrorCode: '' };
const block = (auth: Auth, id: number) => callRoute(t.app, routes.blockUser, { params: { id } }, auth);
const unblock = (auth: Auth, id: number) => callRoute(t.app, routes.unblockUser, { params: { id } }, auth);
const blocksOf = async (auth: Auth) => (await callRoute(t.app, routes.getBlocks, undefined, auth)).answer.Blocks;
const send = (auth: Auth, matchId: number, text: string) =>
  callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: text } }, auth);

/** Every notification the member holds, friend requests included: a block must add none. */
const allNotificationsOf = async (auth: Auth) =>
  (await callRoute(t.app, routes.getNotifications, undefined, auth)).answer.Notifications;

/** The rows a block ends between the pair, table by table. */
function pairRows(a: number, b: number) {
  const between = (table: PgTable, first: AnyColumn, second: AnyColumn, also?: SQL) =>
    t.database.db
      .select()
      .from(table)
      .where(and(also, betweenPair(first, second, a, b)));
  return {
    friendships: () => between(friendships, friendships.userId, friendships.friendId),
    requests: () => between(friendRequests, friendRequests.senderId, friendRequests.recipientId),
    likes: () => between(itemReactions, itemReactions.userId, itemReactions.itemOwnerId, eq(itemReactions.liked, true)),
    offers: () => between(itemOffers, itemOffers.offererId, itemOffers.recipientId),
    follows: () => between(charityFollows, charityFollows.userId, charityFollows.charityId),
  };
}

async function matchRow(matchId: number) {
  const [row] = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error(`no match ${matchId}`);
  return row;
}

const liveEventsOf = (userId: number) =>
  t.database.db.select().from(memberEvents).where(eq(memberEvents.userId, userId));

/** A matched pair whose commitment (Abe's guitar for Bea's book) Bea has accepted: both items reserved. */
async function committedPair() {
  const pair = await matchedPair(t);
  const { abe, bea, guitar, book, matchId } = pair;
  const body = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 12 };
  const offered = await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body }, abe.auth);
  expect(offered.answer).toEqual(ok);
  const commitment = (await matchOf(t, bea.auth, matchId)).Commitment;
  if (!commitment) throw new Error('no commitment on the match');
  const accepted = await callRoute(t.app, routes.acceptCommitment, { params: { id: commitment.ID } }, bea.auth);
  expect(accepted.answer).toEqual(ok);
  return { ...pair, commitmentId: commitment.ID };
}

describe('blocking', () => {
  it('ends the friendship, likes, offers, match, commitment and chat at once, both ways, and tells nobody', async () => {
    const { abe, bea, guitar, book, matchId, commitmentId } = await committedPair();
    // Every notice a block could send, switched on: the silence below is the block's, not a setting's.
    await switchNotifications(t, bea.id, { Unmatch: true, CommitmentRejected: true, CommitmentExpired: true });
    await switchNotifications(t, abe.id, { Unmatch: true, CommitmentRejected: true, CommitmentExpired: true });
    expect((await send(bea.auth, matchId, 'See you Saturday')).statusCode).toBe(200);
    const between = pairRows(abe.id, bea.id);
    // What the block is to end is there: each check below would pass on nothing otherwise.
    expect(await between.friendships()).toHaveLength(2);
    expect(await between.likes()).toHaveLength(2);
    expect(await between.offers()).toHaveLength(2);
    expect((await matchOf(t, abe.auth, matchId)).Items1.map((item) => item.Committed)).toEqual([true]);
    const beaNoticesBefore = await allNotificationsOf(bea.auth);
    const abeNoticesBefore = await allNotificationsOf(abe.auth);

    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);

    expect(await between.friendships()).toEqual([]);
    expect(await between.likes()).toEqual([]);
    expect(await between.offers()).toEqual([]);
    // The match ended as Abe's unmatch: he needs no acknowledgement, Bea sees an ended match.
    expect(await matchRow(matchId)).toMatchObject({
      endedAt: t.clock.now(),
      endedBy: abe.id,
      endedReason: 'unmatch',
      user1AcknowledgedAt: expect.any(Date),
    });
    const [commitment] = await t.database.db.select().from(commitments).where(eq(commitments.id, commitmentId));
    expect(commitment).toMatchObject({ endedAt: t.clock.now(), endedReason: 'unmatch' });
    for (const itemId of [guitar.ID, book.ID]) {
      const [item] = await t.database.db.select().from(items).where(eq(items.id, itemId));
      expect(item).toMatchObject({ heldBy: null, heldUntil: null, committedUntil: null });
    }
    // The chat is read-only for both: the match has ended (MATCH_ENDED), and where the read side's
    // guards stand, a match across a block is gone to both (WRONG_MATCH). Either way nothing is saved.
    for (const [sender, text] of [
      [bea, 'Hello?'],
      [abe, 'Bye'],
    ] as const) {
      expect(['MATCH_ENDED', 'WRONG_MATCH']).toContain((await send(sender.auth, matchId, text)).error.ErrorCode);
    }
    const saved = await t.database.db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(saved.map((message) => message.text)).toEqual(['See you Saturday']);
    // Nobody was told: not a notification for either (so no push either) ...
    expect(await allNotificationsOf(bea.auth)).toEqual(beaNoticesBefore);
    expect(await allNotificationsOf(abe.auth)).toEqual(abeNoticesBefore);
    // ... but both members' screens refresh the match through their live streams.
    for (const userId of [abe.id, bea.id]) {
      expect(await liveEventsOf(userId)).toContainEqual(
        expect.objectContaining({ type: 'match', matchId, change: 'unmatched' }),
      );
    }
  });

  it('removes friend requests either way, sent by the blocker or by the blocked member', async () => {
    const cal = await member(t, 'Cal', [Wants.cameras]);
    const dee = await member(t, 'Dee', [Wants.paints]);
    const eve = await member(t, 'Eve', [Wants.paints]);
    expect((await callRoute(t.app, routes.sendFriendRequest, { params: { id: dee.id } }, cal.auth)).statusCode).toBe(
      200,
    );
    expect((await callRoute(t.app, routes.sendFriendRequest, { params: { id: eve.id } }, dee.auth)).statusCode).toBe(
      200,
    );
    expect(await pairRows(cal.id, dee.id).requests()).toHaveLength(1);
    expect(await pairRows(dee.id, eve.id).requests()).toHaveLength(1);

    // Dee blocks the member who asked her, and the one she asked.
    expect((await block(dee.auth, cal.id)).answer).toEqual(ok);
    expect((await block(dee.auth, eve.id)).answer).toEqual(ok);

    expect(await pairRows(cal.id, dee.id).requests()).toEqual([]);
    expect(await pairRows(dee.id, eve.id).requests()).toEqual([]);
    const friendsOf = async (viewer: Member) =>
      (await callRoute(t.app, routes.getFriends, undefined, viewer.auth)).answer;
    expect(await friendsOf(dee)).toMatchObject({ PendingApprovals: [], PendingRequests: [] });
    expect(await friendsOf(cal)).toMatchObject({ PendingRequests: [] });
    expect(await friendsOf(eve)).toMatchObject({ PendingApprovals: [] });
  });

  it('leaves what is between each of them and others untouched', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const other = await matchedPair(t);
    await befriend(t, abe, other.bea);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);

    expect(await pairRows(abe.id, other.bea.id).friendships()).toHaveLength(2);
    expect((await matchRow(matchId)).endedAt).not.toBeNull();
    expect((await matchRow(other.matchId)).endedAt).toBeNull();
    expect(await pairRows(other.abe.id, other.bea.id).likes()).toHaveLength(2);
  });

  it('ends follows both ways, and the charity match: a charity loses the member it blocks, a member stops following the charity they block', async () => {
    const org = await charity(t, [Wants.paints]);
    const mia = await member(t, 'Mia', [Wants.paints]);
    const ned = await member(t, 'Ned', [Wants.paints]);
    for (const follower of [mia, ned]) {
      const followed = await callRoute(t.app, routes.followCharity, { params: { id: org.id } }, follower.auth);
      expect(followed.statusCode).toBe(200);
    }
    const followers = async () =>
      (await callRoute(t.app, routes.getUser, undefined, org.auth)).answer.User.FollowersCount;
    expect(await followers()).toBe(2);
    const donation = await listItem(t, mia, Wants.paints, { Charity: true });
    const { MatchID: charityMatchId } = await like(t, org, donation.ID);
    expect(charityMatchId).toBeGreaterThan(0);

    expect((await block(org.auth, mia.id)).answer).toEqual(ok);
    expect(await pairRows(org.id, mia.id).follows()).toEqual([]);
    expect(await pairRows(org.id, mia.id).likes()).toEqual([]);
    expect(await matchRow(charityMatchId)).toMatchObject({ endedBy: org.id, endedReason: 'unmatch' });
    expect(await followers()).toBe(1);

    expect((await block(ned.auth, org.id)).answer).toEqual(ok);
    expect(await pairRows(org.id, ned.id).follows()).toEqual([]);
    expect(await followers()).toBe(0);
  });

  it('answers as not found for oneself, an unknown id, a deleted account, and a charity blocking a charity', async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const gone = await member(t, 'Gus', [Wants.guitars]);
    const deleted = await callRoute(t.app, routes.deleteUser, { body: { Confirm: DELETE_CONFIRMATION } }, gone.auth);
    expect(deleted.statusCode).toBe(200);
    const org = await charity(t, [Wants.paints]);
    const otherOrg = await charity(t, [Wants.paints]);
    const notFound = { Success: false, ErrorCode: 'USER_NOT_FOUND' };

    for (const [auth, id] of [
      [abe.auth, abe.id],
      [abe.auth, 2_000_000_000],
      [abe.auth, gone.id],
      [org.auth, otherOrg.id],
    ] as const) {
      const blocked = await block(auth, id);
      expect(blocked.statusCode).toBe(404);
      expect(blocked.error).toMatchObject(notFound);
      const unblocked = await unblock(auth, id);
      expect(unblocked.statusCode).toBe(404);
      expect(unblocked.error).toMatchObject(notFound);
    }
    expect(await t.database.db.select().from(blocks).where(eq(blocks.blockerId, abe.id))).toEqual([]);
    expect(await blocksOf(org.auth)).toEqual([]);
  });

  it('answers 401 WRONG_TOKEN to an anonymous caller of each call', async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    for (const response of [
      await block(undefined, abe.id),
      await unblock(undefined, abe.id),
      await callRoute(t.app, routes.getBlocks, undefined, undefined),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    }
  });

  it('is idempotent: blocking twice is one block, kept from the first time', async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const bea = await member(t, 'Bea', [Wants.crime]);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    const first = t.clock.now().toISOString();
    t.clock.advance(60_000);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    expect((await blocksOf(abe.auth)).map((entry) => [entry.ID, entry.BlockedAt])).toEqual([[bea.id, first]]);
  });
});

describe('chat sockets', () => {
  const opened: ChatClient[] = [];
  afterEach(() => {
    for (const client of opened.splice(0)) client.ws.terminate();
  });

  async function socketOn(viewer: Member, matchId: number): Promise<ChatClient> {
    const ticket = await callRoute(t.app, routes.getChatTicket, { body: { MatchID: matchId } }, viewer.auth);
    expect(ticket.statusCode).toBe(200);
    const path = `/api/v1/ws/chat/${matchId}?token=${encodeURIComponent(ticket.answer.Ticket)}`;
    const client = await ChatClient.open(`${baseUrl}${path}`);
    opened.push(client);
    return client;
  }

  it("closes every socket on the pair's matches, live or still waiting for hello, and no other", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const other = await matchedPair(t);
    const abeLive = await socketOn(abe, matchId);
    await abeLive.hello(0);
    const beaLive = await socketOn(bea, matchId);
    await beaLive.hello(0);
    const beaWaiting = await socketOn(bea, matchId);
    const bystander = await socketOn(other.abe, other.matchId);
    await bystander.hello(0);

    expect((await block(bea.auth, abe.id)).answer).toEqual(ok);

    for (const client of [abeLive, beaLive, beaWaiting]) expect(await client.closed).toBe(ChatCloseCode.ended);
    // The closing word is the server's own: no client saw it as an event.
    expect([...abeLive.events, ...beaLive.events].map((event) => event.type)).toEqual(['ready', 'ready']);
    // The other match's chat goes on, live.
    expect((await send(other.bea.auth, other.matchId, 'Still here')).statusCode).toBe(200);
    await bystander.until((events) => events.some((event) => event.type === 'message'), 'the message');
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
  });

  it('also closes sockets on a match that had ended before the block', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    expect((await callRoute(t.app, routes.unmatch, { params: { id: matchId } }, abe.auth)).answer).toEqual(ok);
    const beaSocket = await socketOn(bea, matchId);
    await beaSocket.hello(0);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    expect(await beaSocket.closed).toBe(ChatCloseCode.ended);
  });
});

describe('unblocking', () => {
  it('lifts the block and restores nothing it ended', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    expect((await unblock(abe.auth, bea.id)).answer).toEqual(ok);

    expect(await blocksOf(abe.auth)).toEqual([]);
    const between = pairRows(abe.id, bea.id);
    expect(await between.friendships()).toEqual([]);
    expect(await between.likes()).toEqual([]);
    expect(await between.offers()).toEqual([]);
    expect((await matchRow(matchId)).endedReason).toBe('unmatch');
    expect((await send(bea.auth, matchId, 'Hi again')).error.ErrorCode).toBe('MATCH_ENDED');
  });

  it('is idempotent: lifting a block that is not there answers 200', async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const bea = await member(t, 'Bea', [Wants.crime]);
    expect((await unblock(abe.auth, bea.id)).answer).toEqual(ok);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    expect((await unblock(abe.auth, bea.id)).answer).toEqual(ok);
    expect((await unblock(abe.auth, bea.id)).answer).toEqual(ok);
  });

  it("lifts only the caller's own block: the blocked member cannot lift it, and a block each way stands alone", async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const bea = await member(t, 'Bea', [Wants.crime]);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    // Bea has no block to lift, and never sees Abe's.
    expect((await unblock(bea.auth, abe.id)).answer).toEqual(ok);
    expect(await blocksOf(bea.auth)).toEqual([]);
    expect((await blocksOf(abe.auth)).map((entry) => entry.ID)).toEqual([bea.id]);

    expect((await block(bea.auth, abe.id)).answer).toEqual(ok);
    expect((await unblock(abe.auth, bea.id)).answer).toEqual(ok);
    expect(await blocksOf(abe.auth)).toEqual([]);
    expect((await blocksOf(bea.auth)).map((entry) => entry.ID)).toEqual([abe.id]);
  });
});

describe('GET /blocks', () => {
  it("lists the caller's blocks, newest first, each member's summary with when", async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const bea = await member(t, 'Bea', [Wants.crime]);
    const org = await charity(t, [Wants.paints]);
    const cal = await member(t, 'Cal', [Wants.cameras]);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    const beaAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    expect((await block(abe.auth, org.id)).answer).toEqual(ok);
    const orgAt = t.clock.now().toISOString();
    // Blocks of others, and of Abe, are not his list.
    expect((await block(cal.auth, bea.id)).answer).toEqual(ok);
    expect((await block(cal.auth, abe.id)).answer).toEqual(ok);

    const listed = await blocksOf(abe.auth);
    expect(listed).toEqual([
      expect.objectContaining({ ID: org.id, Type: 2, BlockedAt: orgAt }),
      expect.objectContaining({ ID: bea.id, Type: 1, FirstName: 'Bea', Username: bea.Username, BlockedAt: beaAt }),
    ]);
    // The member summary, and when: nothing more of the member blocked.
    expect(Object.keys(listed[1] ?? {}).sort()).toEqual([
      'BlockedAt',
      'Distance',
      'FirstName',
      'ID',
      'LastName',
      'ProfilePhoto',
      'Reliability',
      'Town',
      'Type',
      'Username',
    ]);
    expect((await blocksOf(bea.auth)).map((entry) => entry.ID)).toEqual([]);
  });
});

describe('account data', () => {
  it("puts the caller's blocks in the export, never who blocked them", async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const bea = await member(t, 'Bea', [Wants.crime]);
    const cal = await member(t, 'Cal', [Wants.cameras]);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    const at = t.clock.now().toISOString();
    expect((await block(cal.auth, abe.id)).answer).toEqual(ok);

    const exported = await callRoute(t.app, routes.exportUser, undefined, abe.auth);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.answer.Export.Blocked).toEqual([expect.objectContaining({ ID: bea.id, BlockedAt: at })]);
    expect(exported.body).not.toContain(cal.Username);
    const ofBea = await callRoute(t.app, routes.exportUser, undefined, bea.auth);
    expect(ofBea.answer.Export.Blocked).toEqual([]);
  });

  it("removes the member's blocks both ways when they delete their account", async () => {
    const abe = await member(t, 'Abe', [Wants.guitars]);
    const bea = await member(t, 'Bea', [Wants.crime]);
    const cal = await member(t, 'Cal', [Wants.cameras]);
    expect((await block(abe.auth, bea.id)).answer).toEqual(ok);
    expect((await block(cal.auth, abe.id)).answer).toEqual(ok);
    expect((await block(cal.auth, bea.id)).answer).toEqual(ok);

    const deleted = await callRoute(t.app, routes.deleteUser, { body: { Confirm: DELETE_CONFIRMATION } }, abe.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const abeBlocks = await t.database.db
      .select()
      .from(blocks)
      .where(or(eq(blocks.blockerId, abe.id), eq(blocks.blockedId, abe.id)));
    expect(abeBlocks).toEqual([]);
    expect((await blocksOf(cal.auth)).map((entry) => entry.ID)).toEqual([bea.id]);
  });
});
