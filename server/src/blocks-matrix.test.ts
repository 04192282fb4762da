/**
 * The block matrix: every call of the route table that takes another member or their content
 * (items, matches, messages, users, friends, commitments, charities) is made across a blocked
 * pair, both ways, and answers as if the thing were gone: the not-found code that call gives for a
 * missing object. Every route must be classified below, so a new route fails this test until it is.
 *
 * The blocks are written straight into their table (test/blocks.ts): the pair's friendship, likes,
 * match, pending commitment, messages and follows all stay, so each answer comes from the read
 * side's own guard and not from the block action having ended the thing. Once every call has been
 * refused, the blocks are lifted and the same calls are made again from the side they are meant
 * for: none answers the not-found code then, which shows the inputs named real things.
 */
import { type ErrorCode, FeedType, type RouteSpec, routes, type UserItem } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from './db/schema.ts';
import { mustExist } from './lib/must-exist.ts';
import { insertBlock } from './test/blocks.ts';
import { callRoute } from './test/call-route.ts';
import {
  type Auth,
  charity,
  listItem,
  type Member,
  matchedPair,
  matchesOf,
  matchOf,
  setArea,
  Wants,
} from './test/swaps.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { type UncheckedInput, uncheckedCall } from './test/unchecked-call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type RouteName = keyof typeof routes;
type Who = 'a' | 'b';

/** One member of the blocked pair, with what of theirs the other's calls name. */
interface Side {
  member: Member;
  /** Items in what the other wants, none reacted to: liked, liked with an offer, skipped. */
  spares: [UserItem, UserItem, UserItem];
  /** Two of their own messages in the pair's chat: one to edit, one to delete. */
  messages: { edit: number; remove: number };
  /** A charity a block stands between them and (A's blocked A; B blocked B's), which they follow. */
  charity: { id: number; auth: Auth };
}

interface Fixture {
  a: Side;
  b: Side;
  matchId: number;
  /** A's pending request to B to commit the guitar for the book. */
  commitmentId: number;
  /** A's proposed handover, for B to answer. */
  handoverId: number;
  /** The items of the match, A's and B's. */
  matchItems: number[];
}

const otherOf = (who: Who): Who => (who === 'a' ? 'b' : 'a');

/** How a call is made from `me`'s side against the other member's things. */
type Input = (f: Fixture, me: Who) => UncheckedInput;

type Case =
  /** Takes another member or their content: across a block it answers `across`. */
  | {
      across: ErrorCode;
      input: Input;
      /** Who the input is valid for once the block is lifted (the control); both when absent. */
      validFor?: Who | 'neither';
    }
  /** About another member, but tested in its own test below (named). */
  | { elsewhere: string }
  /** Takes nothing of another member. */
  | { notAbout: string };

const other = (f: Fixture, me: Who) => f[otherOf(me)];
const byOtherId: Input = (f, me) => ({ params: { id: other(f, me).member.id } });
const byMatch: Input = (f) => ({ params: { id: f.matchId } });
const byCommitment: Input = (f) => ({ params: { id: f.commitmentId } });
const byHandover: Input = (f) => ({ params: { id: f.handoverId } });
const byCharity: Input = (f, me) => ({ params: { id: f[me].charity.id } });

const own = (reason: string) => ({ notAbout: `the caller's own ${reason}` });
const admin = { notAbout: 'admin: admins are not party to blocks' };
const noMember = (reason: string) => ({ notAbout: reason });

/**
 * Every route, classified. The order is the order the control makes the calls in: reads and
 * requests first, what ends the match (the exchange, the unmatch) last.
 */
const matrix: Record<RouteName, Case> = {
  // friends and search
  searchUser: { across: 'USER_NOT_FOUND', input: (f, me) => ({ query: { username: other(f, me).member.Username } }) },
  sendFriendRequest: { across: 'USER_NOT_FOUND', input: byOtherId },
  acceptFriendRequest: { across: 'USER_NOT_FOUND', input: byOtherId },
  rejectFriendRequest: { across: 'USER_NOT_FOUND', input: byOtherId },
  recallFriendRequest: { across: 'USER_NOT_FOUND', input: byOtherId },
  getFriends: { elsewhere: 'the lists leave the other out' },
  getCharities: { elsewhere: 'the lists leave the other out' },
  followCharity: { across: 'USER_NOT_FOUND', input: byCharity },
  unfollowCharity: { across: 'USER_NOT_FOUND', input: byCharity },

  // the feed and reactions
  exploreItem: { elsewhere: 'the lists leave the other out (and feed.test.ts, at each tier)' },
  likeItem: { across: 'WRONG_ITEM', input: (f, me) => ({ params: { id: other(f, me).spares[0].ID } }) },
  likeWithOffer: {
    across: 'WRONG_ITEM',
    input: (f, me) => ({ params: { id: other(f, me).spares[1].ID }, body: { ItemIDs: [f[me].spares[0].ID] } }),
  },
  skipItem: { across: 'WRONG_ITEM', input: (f, me) => ({ params: { id: other(f, me).spares[2].ID } }) },

  // chat
  sendMessage: { across: 'WRONG_MATCH', input: (f) => ({ body: { MatchID: f.matchId, Text: 'Still there?' } }) },
  getMessages: { across: 'WRONG_MATCH', input: (f) => ({ params: { matchId: f.matchId } }) },
  editMessage: {
    across: 'WRONG_MESSAGE',
    input: (f, me) => ({ params: { id: f[me].messages.edit }, body: { Text: 'Edited' } }),
  },
  deleteMessage: { across: 'WRONG_MESSAGE', input: (f, me) => ({ params: { id: f[me].messages.remove } }) },
  markChatRead: { across: 'WRONG_MATCH', input: (f) => ({ params: { matchId: f.matchId }, body: { UpTo: 1 } }) },
  getChatTicket: { across: 'WRONG_MATCH', input: (f) => ({ body: { MatchID: f.matchId } }) },
  chatSocket: { elsewhere: 'a ticket issued before the block opens no socket after it' },

  // commitments: A asked B
  acceptCommitment: { across: 'WRONG_COMMITMENT', input: byCommitment, validFor: 'b' },
  rejectCommitment: { across: 'WRONG_COMMITMENT', input: byCommitment, validFor: 'b' },
  recallCommitment: { across: 'WRONG_COMMITMENT', input: byCommitment, validFor: 'a' },
  // Clearing is for an expired commitment only: a live one answers WRONG_COMMITMENT whatever the block.
  clearCommitment: { across: 'WRONG_COMMITMENT', input: byCommitment, validFor: 'neither' },
  getHandoverCalendar: { across: 'WRONG_MATCH', input: byMatch },
  acceptHandover: { across: 'WRONG_HANDOVER', input: byHandover, validFor: 'b' },
  declineHandover: { across: 'WRONG_HANDOVER', input: byHandover, validFor: 'b' },
  cancelHandover: { across: 'WRONG_HANDOVER', input: byHandover },
  proposeHandover: {
    across: 'WRONG_MATCH',
    input: (f) => ({ params: { id: f.matchId }, body: { At: inTwoDays(), Place: 'Outside the library' } }),
  },
  reportOutcome: { across: 'WRONG_MATCH', input: (f) => ({ params: { id: f.matchId }, body: { Outcome: 'no-show' } }) },
  giveFeedback: { across: 'WRONG_MATCH', input: (f) => ({ params: { id: f.matchId }, body: { Positive: true } }) },

  // matches
  getMatches: { elsewhere: 'the lists leave the other out' },
  getMatch: { across: 'WRONG_MATCH', input: byMatch },
  getExtraItems: { across: 'WRONG_MATCH', input: byMatch },
  getItemsForAcknowledge: { across: 'WRONG_MATCH', input: byMatch },
  addItemsToMatch: {
    across: 'WRONG_MATCH',
    input: (f, me) => ({ params: { id: f.matchId }, body: { ItemIDs: [f[me].spares[2].ID] } }),
  },
  offerCommitment: {
    across: 'WRONG_MATCH',
    input: (f) => ({ params: { id: f.matchId }, body: { UserItemIDs: [], DesiredItemIDs: [], TTL: 2 } }),
  },
  acknowledgeMatch: { across: 'WRONG_MATCH', input: (f) => ({ params: { id: f.matchId }, body: {} }) },
  confirmExchange: {
    across: 'WRONG_MATCH',
    input: (f) => ({ params: { id: f.matchId }, body: { ItemIDs: f.matchItems } }),
  },
  unconfirmExchange: { across: 'WRONG_MATCH', input: byMatch },
  unmatch: { across: 'WRONG_MATCH', input: byMatch },
  removeFriend: { across: 'USER_NOT_FOUND', input: byOtherId },

  // the block's own calls
  blockUser: noMember("the blocks area's own call: blocking someone is how a block starts (blocks.test.ts)"),
  unblockUser: noMember("the blocks area's own call: lifting the caller's own block (blocks.test.ts)"),
  getBlocks: own('list of blocks'),
  report: noMember('a member may still report someone they blocked: the report dialog offers "Also block" after it'),
  reportAnonymously: noMember('public, no account: nobody to be blocked'),

  // the caller's own account, items and notifications
  register: noMember('a new account has no block (an invite across one connects nothing: auth.service.ts)'),
  logIn: noMember('signing in'),
  logOut: noMember('signing out'),
  checkUsername: noMember('whether a handle is free: says nothing of its holder beyond what registration does'),
  checkEmail: noMember('whether an address is free, as above'),
  forgotPassword: noMember('the caller’s own recovery'),
  resetPassword: noMember('the caller’s own recovery'),
  changePassword: own('password'),
  getDashboard: own('account, items and notifications (the notifications are made none across a block: notify)'),
  getUser: own('account'),
  updateUser: own('account'),
  deleteUser: own('account'),
  exportUser: own('data'),
  createItem: own('items'),
  updateItem: own('items'),
  deleteItem: own('items'),
  getNotifications: own('notifications (none is made across a block: notify, tested in notifications.test.ts)'),
  deleteNotification: own('notifications'),
  clearNotifications: own('notifications'),
  markNotificationsRead: own('notifications'),
  getPushKey: noMember('the server’s public key'),
  subscribePush: own('devices'),
  unsubscribePush: own('devices'),
  getLiveTicket: own('live stream'),
  liveSocket: own('live stream'),
  getFile: noMember(
    'photos by their unguessable stored name and a session’s media token: names reach a member only in answers the block already filters',
  ),
  contact: noMember('writing to the team'),
  techSupport: noMember('writing to the team'),
  getCategories: noMember('reference data'),
  getCountries: noMember('reference data'),
  getStarterPacks: noMember('reference data'),
  getCharityCauses: noMember('reference data'),
  getConfig: noMember('reference data'),

  getReviewQueue: admin,
  approveItem: admin,
  disapproveItem: admin,
  approveChanges: admin,
  disapproveChanges: admin,
  changeCategory: admin,
  resolveReport: admin,
  getModerationQueue: admin,
  restoreReported: admin,
  removeReported: admin,
  suspendUser: admin,
  getReliabilityQueue: admin,
  reviewReliability: admin,
  closeDisagreement: admin,
  getSupportRequests: admin,
  resolveSupportRequest: admin,
};

const routeNamed = new Map<string, RouteSpec>(Object.entries(routes));
const acrossCases = Object.entries(matrix).flatMap(([name, entry]) =>
  'across' in entry ? [{ name, route: mustExist(routeNamed.get(name), name), ...entry }] : [],
);

async function side(member: Member, wants: string, blockedCharity: { id: number; auth: Auth }): Promise<Side> {
  const spares: Side['spares'] = [
    await listItem(t, member, wants, { Name: `${member.FirstName}'s first spare` }),
    await listItem(t, member, wants, { Name: `${member.FirstName}'s second spare` }),
    await listItem(t, member, wants, { Name: `${member.FirstName}'s third spare` }),
  ];
  return { member, spares, messages: { edit: 0, remove: 0 }, charity: blockedCharity };
}

/** A handover time well within the limits, by the test app's clock. */
const inTwoDays = () => new Date(t.app.ctx.clock.now().getTime() + 2 * 24 * 60 * 60 * 1000).toISOString();

async function say(f: Fixture, who: Who, text: string): Promise<number> {
  const sent = await callRoute(
    t.app,
    routes.sendMessage,
    { body: { MatchID: f.matchId, Text: text } },
    f[who].member.auth,
  );
  return sent.answer.Message.ID;
}

/**
 * A and B: friends, matched over A's guitar and B's book, with A's pending request to commit them,
 * two messages each, and spare items each wants of the other's. A follows charity C, B follows
 * charity D. Then the blocks: A blocks B, C blocks A, B blocks D.
 */
async function blockedFixture(): Promise<Fixture> {
  const { abe, bea, guitar, book, matchId } = await matchedPair(t);
  const charityC = await charity(t, [Wants.guitars]);
  const charityD = await charity(t, [Wants.crime]);
  for (const [follower, followed] of [
    [abe, charityC],
    [bea, charityD],
  ] as const) {
    const follow = await callRoute(t.app, routes.followCharity, { params: { id: followed.id } }, follower.auth);
    expect(follow.statusCode).toBe(200);
  }
  // Bea wants guitars, Abe crime novels: each side's spares are in what the other wants.
  const f: Fixture = {
    a: await side(abe, Wants.guitars, charityC),
    b: await side(bea, Wants.crime, charityD),
    matchId,
    commitmentId: 0,
    handoverId: 0,
    matchItems: [guitar.ID, book.ID],
  };
  const offered = await callRoute(
    t.app,
    routes.offerCommitment,
    { params: { id: matchId }, body: { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 2 } },
    abe.auth,
  );
  expect(offered.statusCode, offered.body).toBe(200);
  f.commitmentId = (await matchOf(t, abe.auth, matchId)).Commitment?.ID ?? 0;
  expect(f.commitmentId).toBeGreaterThan(0);
  const proposed = await callRoute(
    t.app,
    routes.proposeHandover,
    { params: { id: matchId }, body: { At: inTwoDays(), Place: 'Outside the library' } },
    abe.auth,
  );
  f.handoverId = proposed.answer.Handover.ID;
  for (const who of ['a', 'b'] as const) {
    f[who].messages = { edit: await say(f, who, 'Shall we meet?'), remove: await say(f, who, 'At noon?') };
  }
  await insertBlock(t, abe, bea);
  await insertBlock(t, charityC, abe);
  await insertBlock(t, bea, charityD);
  return f;
}

async function attempt(f: Fixture, route: RouteSpec, input: Input, who: Who) {
  const response = await uncheckedCall(t.app, route, { ...input(f, who), headers: f[who].member.auth });
  return { status: response.statusCode, code: response.statusCode < 300 ? '' : String(response.json().ErrorCode) };
}

describe('the block matrix', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await blockedFixture();
  });

  it('classifies every route of the table', () => {
    const unclassified = Object.keys(routes).filter((name) => !(name in matrix));
    expect(unclassified).toEqual([]);
    expect(Object.keys(matrix).filter((name) => !(name in routes))).toEqual([]);
  });

  it('answers every call across the block, both ways, as if the thing were gone', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { name, route, across, input } of acrossCases) {
      for (const who of ['a', 'b'] as const) {
        const { code } = await attempt(f, route, input, who);
        answers.push(`${name} as ${who.toUpperCase()}: ${code}`);
        expected.push(`${name} as ${who.toUpperCase()}: ${across}`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('once the blocks are lifted, the same inputs name real things (the control)', async () => {
    await t.database.db.delete(blocks);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { name, route, across, input, validFor } of acrossCases) {
      for (const who of ['a', 'b'] as const) {
        if (validFor !== undefined && validFor !== who) continue;
        const { code } = await attempt(f, route, input, who);
        answers.push(`${name} as ${who.toUpperCase()}: ${code === across ? across : 'found'}`);
        expected.push(`${name} as ${who.toUpperCase()}: found`);
      }
    }
    expect(answers).toEqual(expected);
  });
});

/** The owners of every item the Everyone feed shows the viewer, skipping each as it comes. */
async function everyoneOwnersSeenBy(viewer: Member): Promise<number[]> {
  const owners: number[] = [];
  for (;;) {
    const next = await callRoute(t.app, routes.exploreItem, { query: { type: FeedType.Everyone } }, viewer.auth);
    const item = next.answer.Item;
    if (!item) return owners;
    owners.push(item.OwnerID);
    expect((await callRoute(t.app, routes.skipItem, { params: { id: item.ID } }, viewer.auth)).statusCode).toBe(200);
  }
}

describe('lists across a block', () => {
  it('leave the other out of friends, requests, charities, matches, counters and the feed, both ways', async () => {
    const { abe, bea, guitar, book, matchId } = await matchedPair(t);
    const carol = await charity(t, [Wants.guitars]);
    await listItem(t, bea, Wants.crime, { Name: "Bea's spare novel" });
    await listItem(t, abe, Wants.guitars, { Name: "Abe's spare guitar" });
    // Before the block, each has an unread message and Bea a request waiting for her answer.
    for (const sender of [abe, bea]) {
      const body = { MatchID: matchId, Text: 'Hello' };
      expect((await callRoute(t.app, routes.sendMessage, { body }, sender.auth)).statusCode).toBe(200);
    }
    const request = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID] };
    expect(
      (await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body: request }, abe.auth)).statusCode,
    ).toBe(200);
    const unreadOf = async (viewer: Member) =>
      (await callRoute(t.app, routes.getNotifications, undefined, viewer.auth)).answer.Unread;
    expect(await unreadOf(bea)).toMatchObject({ messages: 1, waiting: 1 });
    // Neighbours: the Everyone feed would show each the other's items, but for the block.
    for (const neighbour of [abe, bea]) await setArea(t, neighbour, 'LS6 2AB');
    await insertBlock(t, abe, bea);
    await insertBlock(t, carol, abe);

    for (const [viewer, blocked] of [
      [abe, bea],
      [bea, abe],
    ] as const) {
      const friends = (await callRoute(t.app, routes.getFriends, undefined, viewer.auth)).answer;
      expect(
        [...friends.Friends, ...friends.PendingApprovals, ...friends.PendingRequests].map((m) => m.ID),
      ).not.toContain(blocked.id);
      expect((await matchesOf(t, viewer.auth)).map((match) => match.ID)).not.toContain(matchId);
      expect(await unreadOf(viewer)).toMatchObject({ messages: 0, waiting: 0 });
    }
    const charities = (await callRoute(t.app, routes.getCharities, undefined, abe.auth)).answer.Charities;
    expect(charities.map((entry) => entry.ID)).not.toContain(carol.id);
    expect(await everyoneOwnersSeenBy(abe)).not.toContain(bea.id);
    expect(await everyoneOwnersSeenBy(bea)).not.toContain(abe.id);
  });
});

describe('the chat socket across a block', () => {
  it('a ticket issued before the block opens no socket after it: 401 WRONG_TICKET, both ways', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const tickets = [];
    for (const member of [abe, bea]) {
      const answer = await callRoute(t.app, routes.getChatTicket, { body: { MatchID: matchId } }, member.auth);
      tickets.push(answer.answer.Ticket);
    }
    await insertBlock(t, bea, abe);
    for (const ticket of tickets) {
      await expect(t.app.injectWS(`/api/v1/ws/chat/${matchId}?token=${encodeURIComponent(ticket)}`)).rejects.toThrow(
        'Unexpected server response: 401',
      );
    }
  });
});
