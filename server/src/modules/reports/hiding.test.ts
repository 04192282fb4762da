/**
 * Hiding on reports (hiding.service.ts): the threshold of different established reporters, the
 * account-age rule, the setting, races, and what the owner and everyone else then see.
 */
import { type ChatServerEvent, type FeedItem, ownerModerationSubjects, routes } from '@swapsies/contract';
import type { Tuple } from '@swapsies/contract/tuple';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, users } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { openChatSocket } from '../../test/chat-socket.ts';
import { signUp } from '../../test/members.ts';
import { establishedMembers, report } from '../../test/moderation.ts';
import {
  type Auth,
  befriend,
  listItem,
  type Member,
  matchedPair,
  matchesOf,
  matchOf,
  member,
  notificationsOf,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REPORTER_MIN_AGE_MS } from './hiding.service.ts';

let t: TestApp;
/** Five members over a day old: the reporters that count. */
let reporters: Tuple<Member, 5>;

beforeAll(async () => {
  t = await createTestApp();
  reporters = await establishedMembers(t, 5);
});
afterAll(() => t.close());

/** A guitar listed by its owner, and a friend of the owner who wants guitars: the guitar is their feed's next card. */
async function listedGuitar(app: TestApp = t) {
  const owner = await member(app, 'Olly', [Wants.crime]);
  const viewer = await member(app, 'Vera', [Wants.guitars]);
  await befriend(app, owner, viewer);
  // Give to get: the feed shows nothing to a member with nothing listed.
  await listItem(app, viewer, Wants.cameras, { Name: "Vera's camera" });
  const guitar = await listItem(app, owner, Wants.guitars, { Name: 'Reported guitar' });
  return { owner, viewer, guitar };
}

async function nextCard(viewer: { auth: Auth }, app: TestApp = t): Promise<FeedItem | null> {
  const response = await callRoute(app.app, routes.exploreItem, { query: {} }, viewer.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.Item;
}

async function ownItem(owner: { auth: Auth }, itemId: number) {
  const items = (await callRoute(t.app, routes.getDashboard, undefined, owner.auth)).answer.User.Items;
  return items.find((item) => item.ID === itemId);
}

async function hiddenNotices(owner: { auth: Auth }, app: TestApp = t) {
  return (await notificationsOf(app, owner)).filter((notice) => notice.Kind === 'ContentHidden');
}

describe('an item', () => {
  it('stays up with two counting reports and hides at the third, for everyone but its owner', async () => {
    const { owner, viewer, guitar } = await listedGuitar();
    await report(t, reporters[0], 'item', guitar.ID);
    await report(t, reporters[1], 'item', guitar.ID);
    expect((await nextCard(viewer))?.ID).toBe(guitar.ID);
    expect((await ownItem(owner, guitar.ID))?.UnderReview).toBe(false);

    await report(t, reporters[2], 'item', guitar.ID);
    expect(await nextCard(viewer)).toBeNull();
    const like = await callRoute(t.app, routes.likeItem, { params: { id: guitar.ID } }, viewer.auth);
    expect(like.statusCode).toBe(400);
    expect(like.error.ErrorCode).toBe('WRONG_ITEM');
    expect((await ownItem(owner, guitar.ID))?.UnderReview).toBe(true);
    expect(await hiddenNotices(owner)).toEqual([
      expect.objectContaining({
        Subject: ownerModerationSubjects.item.hidden,
        Text: expect.stringContaining('Reported guitar'),
      }),
    ]);
  });

  it('counts a member who reports again once', async () => {
    const { owner, viewer, guitar } = await listedGuitar();
    for (let i = 0; i < 3; i += 1) await report(t, reporters[0], 'item', guitar.ID);
    await report(t, reporters[1], 'item', guitar.ID);
    expect((await nextCard(viewer))?.ID).toBe(guitar.ID);
    expect((await ownItem(owner, guitar.ID))?.UnderReview).toBe(false);
  });

  it('does not count reports from accounts a day old or younger, nor the owner', async () => {
    const { owner, viewer, guitar } = await listedGuitar();
    const newcomers = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    // Just short of the age: made less than a day before they report.
    t.clock.advance(REPORTER_MIN_AGE_MS - 60_000);
    for (const newcomer of newcomers) await report(t, newcomer, 'item', guitar.ID);
    t.clock.advance(REPORTER_MIN_AGE_MS);
    // The owner is old enough by now, but their own report does not count.
    await report(t, owner, 'item', guitar.ID);
    await report(t, reporters[0], 'item', guitar.ID);
    await report(t, reporters[1], 'item', guitar.ID);
    expect((await nextCard(viewer))?.ID).toBe(guitar.ID);
    // The newcomers' reports were made young: that they are old now does not make them count.
    await report(t, reporters[2], 'item', guitar.ID);
    expect(await nextCard(viewer)).toBeNull();
  });

  it('hides once when reports cross the threshold together', async () => {
    const { owner, guitar } = await listedGuitar();
    await report(t, reporters[0], 'item', guitar.ID);
    await Promise.all(reporters.slice(1, 4).map((reporter) => report(t, reporter, 'item', guitar.ID)));
    expect(await hiddenNotices(owner)).toHaveLength(1);
    const [row] = await t.database.db.select({ hiddenAt: items.hiddenAt }).from(items).where(eq(items.id, guitar.ID));
    expect(row?.hiddenAt).not.toBeNull();
  });

  it("leaves the partner's match and stays in the owner's, flagged", async () => {
    const { abe, bea, guitar, matchId } = await matchedPair(t);
    for (const reporter of reporters.slice(0, 3)) await report(t, reporter, 'item', guitar.ID);
    const seenByBea = await matchOf(t, bea.auth, matchId);
    expect([...seenByBea.Items1, ...seenByBea.Items2].map((item) => item.ID)).not.toContain(guitar.ID);
    const seenByAbe = await matchOf(t, abe.auth, matchId);
    const own = [...seenByAbe.Items1, ...seenByAbe.Items2].find((item) => item.ID === guitar.ID);
    expect(own?.UnderReview).toBe(true);
  });
});

describe('REPORT_HIDE_THRESHOLD=2', () => {
  let two: TestApp;
  beforeAll(async () => {
    two = await createTestApp({ REPORT_HIDE_THRESHOLD: '2' });
  });
  afterAll(() => two.close());

  it('hides at the second counting report', async () => {
    const [first, second] = await establishedMembers(two, 2);
    const { viewer, guitar } = await listedGuitar(two);
    await report(two, first, 'item', guitar.ID);
    expect((await nextCard(viewer, two))?.ID).toBe(guitar.ID);
    await report(two, second, 'item', guitar.ID);
    expect(await nextCard(viewer, two)).toBeNull();
  });
});

describe('a chat message', () => {
  it("hides on the partner's report: its sender still reads it, the partner sees it held back in its place", async () => {
    const pair = await matchedPair(t);
    const { abe, bea, matchId } = pair;
    t.clock.advance(REPORTER_MIN_AGE_MS + 60_000);
    const send = (text: string) =>
      callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: text } }, abe.auth);
    const rude = (await send('Something rude')).answer.Message;
    await send('Something else');
    await report(t, bea, 'message', rude.ID);

    const messagesOf = async (auth: Auth) =>
      (await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, auth)).answer.Messages;
    const forBea = (await messagesOf(bea.auth)).find((message) => message.ID === rude.ID);
    expect(forBea).toMatchObject({ Seq: rude.Seq, Text: '', UnderReview: true, IsDeleted: false });
    expect(forBea?.EventSeq).toBeGreaterThan(rude.EventSeq);
    const forAbe = (await messagesOf(abe.auth)).find((message) => message.ID === rude.ID);
    expect(forAbe).toMatchObject({ Text: 'Something rude', UnderReview: true });
    expect((await hiddenNotices(abe)).map((notice) => notice.Subject)).toEqual([
      ownerModerationSubjects.message.hidden,
    ]);

    // Hidden as the newest message, it leaves the partner's matches list too.
    await report(t, bea, 'message', (await send('Ruder still')).answer.Message.ID);
    const last = (await matchesOf(t, bea.auth)).find((match) => match.ID === matchId)?.LastMessage;
    expect(last?.Text).toBe('');
  });
});

describe('a chat message, on the chat socket', () => {
  it("goes to the sender's socket with its text and to the partner's without", async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    t.clock.advance(REPORTER_MIN_AGE_MS + 60_000);
    const sent = await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'Rude' } }, abe.auth);
    const connect = async (viewer: Member) => {
      const client = await openChatSocket(t, viewer.auth, matchId);
      await client.hello(sent.answer.Message.EventSeq);
      return client;
    };
    const [abeSocket, beaSocket] = [await connect(abe), await connect(bea)];
    try {
      await report(t, bea, 'message', sent.answer.Message.ID);
      const hiddenEvent = (events: ChatServerEvent[]) =>
        events.find((event) => event.type === 'edited' && event.message.UnderReview);
      const forBea = hiddenEvent(await beaSocket.until((events) => !!hiddenEvent(events), 'the hidden message'));
      const forAbe = hiddenEvent(await abeSocket.until((events) => !!hiddenEvent(events), 'the hidden message'));
      expect(forBea && 'message' in forBea && forBea.message.Text).toBe('');
      expect(forAbe && 'message' in forAbe && forAbe.message.Text).toBe('Rude');
    } finally {
      abeSocket.ws.terminate();
      beaSocket.ws.terminate();
    }
  });
});

describe('a profile', () => {
  it('hides its photo from others at the threshold, and tells its owner it is under review', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    await t.database.db
      .update(users)
      .set({ profilePhoto: 'profiles/abe.jpg', bio: 'Swapper since 2019' })
      .where(eq(users.id, abe.id));
    const abeIn = async (auth: Auth) => {
      const match = await matchOf(t, auth, matchId);
      return [match.User1, match.User2].find((user) => user.ID === abe.id);
    };
    const abeAmongFriends = async () =>
      (await callRoute(t.app, routes.getFriends, undefined, bea.auth)).answer.Friends.find((f) => f.ID === abe.id);
    for (const reporter of reporters.slice(0, 2)) await report(t, reporter, 'user', abe.id);
    expect((await abeIn(bea.auth))?.ProfilePhoto).toBe('profiles/abe.jpg');

    await report(t, reporters[2], 'user', abe.id);
    expect((await abeIn(bea.auth))?.ProfilePhoto).toBe('');
    expect((await abeAmongFriends())?.ProfilePhoto).toBe('');
    const found = await callRoute(t.app, routes.searchUser, { query: { username: abe.Username } }, bea.auth);
    expect(found.answer.User.ProfilePhoto).toBe('');
    const own = (await callRoute(t.app, routes.getUser, undefined, abe.auth)).answer.User;
    expect(own).toMatchObject({
      ProfileUnderReview: true,
      ProfilePhoto: 'profiles/abe.jpg',
      Bio: 'Swapper since 2019',
    });
    expect((await hiddenNotices(abe)).map((notice) => notice.Subject)).toEqual([ownerModerationSubjects.user.hidden]);
  });
});
