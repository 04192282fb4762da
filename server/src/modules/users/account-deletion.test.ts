import fs from 'node:fs/promises';
import path from 'node:path';
import { DELETED_MEMBER_NAME, profileMessages, routes } from '@swapsies/contract';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  charityFollows,
  commitments,
  friendRequests,
  friendships,
  itemReactions,
  items,
  matches,
  memberEventHeads,
  memberEvents,
  messages,
  notifications,
  sessions,
  userCategories,
  users,
} from '../../db/schema.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { callRoute } from '../../test/call-route.ts';
import { base64, jpeg } from '../../test/images.ts';
import { PASSWORD, personalRegistration, register, signUp } from '../../test/members.ts';
import {
  type Auth,
  charity,
  listItem,
  matchedPair,
  matchOf,
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

const deleteAccount = (auth: Auth, Confirm = 'DELETE') =>
  callRoute(t.app, routes.deleteUser, { body: { Confirm } }, auth);

function logIn(Login: string) {
  return callRoute(t.app, routes.logIn, { body: { Login, Password: PASSWORD } });
}

async function fileExists(name: string): Promise<boolean> {
  return fs
    .stat(path.join(t.dataDir, 'files', name))
    .then(() => true)
    .catch(() => false);
}

/**
 * Abe, matched with Bea (friends) over his guitar and her book, with a commitment pending and a
 * message each; he has a photo, follows a charity, has asked Cat for friendship and been asked by Dan.
 */
async function abeWithEverything() {
  const pair = await matchedPair(t);
  const { abe, bea, guitar, book, matchId } = pair;
  await switchNotifications(t, bea.id, { Unmatch: true });
  const photo = await callRoute(
    t.app,
    routes.updateUser,
    { body: { EncodedProfilePhoto: base64(await jpeg()) } },
    abe.auth,
  );
  expect(photo.statusCode, photo.body).toBe(200);
  const profilePhoto = photo.answer.User.ProfilePhoto;
  const offer = { UserItemIDs: [guitar.ID], DesiredItemIDs: [book.ID], TTL: 24 };
  const offered = await callRoute(t.app, routes.offerCommitment, { params: { id: matchId }, body: offer }, abe.auth);
  expect(offered.statusCode, offered.body).toBe(200);
  for (const [sender, text] of [
    [abe, 'Hi Bea, shall we swap on Saturday?'],
    [bea, 'Yes, Saturday works for me.'],
  ] as const) {
    const sent = await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: text } }, sender.auth);
    expect(sent.statusCode, sent.body).toBe(200);
  }
  const org = await charity(t, [Wants.paints]);
  expect((await callRoute(t.app, routes.followCharity, { params: { id: org.id } }, abe.auth)).statusCode).toBe(200);
  const cat = await signUp(t.app, { FirstName: 'Cat' });
  const dan = await signUp(t.app, { FirstName: 'Dan' });
  expect((await callRoute(t.app, routes.sendFriendRequest, { params: { id: cat.id } }, abe.auth)).statusCode).toBe(200);
  expect((await callRoute(t.app, routes.sendFriendRequest, { params: { id: abe.id } }, dan.auth)).statusCode).toBe(200);
  const spare = await listItem(t, abe, Wants.guitars, { Name: 'Spare strings' });
  return { ...pair, profilePhoto, org, cat, dan, spare };
}

describe('DELETE /user', () => {
  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const response = await deleteAccount(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it.each(['delete', 'DELETE ', '', 'YES'])('refuses Confirm %j and keeps the account', async (confirm) => {
    const member = await signUp(t.app);
    const response = await deleteAccount(member.auth, confirm);
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'Confirm', Message: profileMessages.deleteMismatch }],
    });
    expect((await callRoute(t.app, routes.getUser, undefined, member.auth)).statusCode).toBe(200);
  });

  it('erases the account at once and leaves the partner their ended match and chat', async () => {
    const { abe, bea, guitar, book, matchId, profilePhoto, org, cat, dan, spare } = await abeWithEverything();
    const itemFiles = [...guitar.Photos, ...spare.Photos].flatMap((p) => [p.Path, p.Thumbnail]);
    const photoFiles = [profilePhoto, profilePhoto.replace('.jpg', '-thumb.jpg')];
    for (const file of [...itemFiles, ...photoFiles]) expect(await fileExists(file)).toBe(true);

    const response = await deleteAccount(abe.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    const db = t.database.db;

    // The row stays, erased.
    const [row] = await db.select().from(users).where(eq(users.id, abe.id));
    expect(row).toMatchObject({
      username: '',
      email: '',
      passwordHash: '',
      firstName: DELETED_MEMBER_NAME,
      lastName: '',
      bio: '',
      phone: '',
      profilePhoto: '',
      allowSearch: false,
    });
    expect(row?.deletedAt).toEqual(t.clock.now());
    expect(await verifyPassword(row?.passwordHash ?? 'missing', PASSWORD)).toBe(false);

    // Sessions, items and their photos, ties to others: gone.
    expect(await db.select().from(sessions).where(eq(sessions.userId, abe.id))).toEqual([]);
    expect((await callRoute(t.app, routes.getUser, undefined, abe.auth)).statusCode).toBe(401);
    expect(await db.select().from(items).where(eq(items.ownerId, abe.id))).toEqual([]);
    for (const file of [...itemFiles, ...photoFiles]) expect(await fileExists(file)).toBe(false);
    expect(
      await db
        .select()
        .from(friendships)
        .where(or(eq(friendships.userId, abe.id), eq(friendships.friendId, abe.id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(friendRequests)
        .where(or(eq(friendRequests.senderId, abe.id), eq(friendRequests.recipientId, abe.id))),
    ).toEqual([]);
    expect(await db.select().from(charityFollows).where(eq(charityFollows.userId, abe.id))).toEqual([]);
    expect(await db.select().from(userCategories).where(eq(userCategories.userId, abe.id))).toEqual([]);
    expect(await db.select().from(itemReactions).where(eq(itemReactions.userId, abe.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, abe.id))).toEqual([]);
    const catFriends = (await callRoute(t.app, routes.getFriends, undefined, cat.auth)).answer;
    expect(catFriends.PendingApprovals).toEqual([]);
    const danFriends = (await callRoute(t.app, routes.getFriends, undefined, dan.auth)).answer;
    expect(danFriends.PendingRequests).toEqual([]);
    expect((await callRoute(t.app, routes.getFriends, undefined, bea.auth)).answer.Friends).toEqual([]);
    const orgFollowers = (await callRoute(t.app, routes.getUser, undefined, org.auth)).answer.User.FollowersCount;
    expect(orgFollowers).toBe(0);

    // The match ended as an unmatch by Abe, its commitment with it; Bea's book is free and she was told.
    const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ endedReason: 'unmatch', endedBy: abe.id });
    const open = await db.select().from(commitments).where(eq(commitments.matchId, matchId));
    expect(open.map((c) => c.endedReason)).toEqual(['unmatch']);
    const [freed] = await db.select().from(items).where(eq(items.id, book.ID));
    expect(freed).toMatchObject({ heldBy: null, heldUntil: null });
    expect(await notificationsOf(t, bea)).toContainEqual(
      expect.objectContaining({ Kind: 'Unmatch', Subject: `${DELETED_MEMBER_NAME} unmatched your swap` }),
    );
    // Bea's screens hear of the unmatch; Abe's stream is gone, and told nothing it would refetch.
    const beaEvents = await db.select().from(memberEvents).where(eq(memberEvents.userId, bea.id));
    expect(beaEvents).toContainEqual(expect.objectContaining({ type: 'match', matchId, change: 'unmatched' }));
    expect(await db.select().from(memberEvents).where(eq(memberEvents.userId, abe.id))).toEqual([]);
    expect(await db.select().from(memberEventHeads).where(eq(memberEventHeads.userId, abe.id))).toEqual([]);

    // Bea keeps the match, with "Deleted member" on the other side, and the whole chat.
    const seen = await matchOf(t, bea.auth, matchId);
    const other = seen.User1.ID === abe.id ? seen.User1 : seen.User2;
    expect(other).toMatchObject({ FirstName: DELETED_MEMBER_NAME, LastName: '', Username: '', ProfilePhoto: '' });
    expect(seen.Deleted).toBe(true);
    expect(seen.Items1.concat(seen.Items2).map((item) => item.ID)).not.toContain(guitar.ID);
    const chat = await callRoute(t.app, routes.getMessages, { params: { matchId }, query: {} }, bea.auth);
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.answer.Messages.map((m) => [m.SenderID, m.Text])).toEqual([
      [abe.id, 'Hi Bea, shall we swap on Saturday?'],
      [bea.id, 'Yes, Saturday works for me.'],
    ]);
    expect(await db.select().from(messages).where(eq(messages.matchId, matchId))).toHaveLength(2);
  });

  it('frees the username and email: sign-in fails, search finds no one, both can be registered again', async () => {
    const abe = await signUp(t.app, { FirstName: 'Abe' });
    const bea = await signUp(t.app, { FirstName: 'Bea' });
    expect((await deleteAccount(abe.auth)).statusCode).toBe(200);

    for (const login of [abe.Username, abe.Email]) {
      const refused = await logIn(login);
      expect(refused.statusCode).toBe(400);
      expect(refused.error).toMatchObject({ ErrorCode: 'WRONG_CREDENTIALS' });
    }
    const found = await callRoute(t.app, routes.searchUser, { query: { username: abe.Username } }, bea.auth);
    expect(found.error).toMatchObject({ ErrorCode: 'USER_NOT_FOUND' });
    const availability = await callRoute(t.app, routes.checkUsername, { body: { Username: abe.Username } });
    expect(availability.answer).toMatchObject({ Available: true });

    const again = await register(
      t.app,
      personalRegistration({ Username: abe.Username, Email: abe.Email, FirstName: 'Abel' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.answer.User).toMatchObject({ Username: abe.Username, Email: abe.Email, FirstName: 'Abel' });
    expect(again.answer.User?.ID).not.toBe(abe.id);
    expect((await logIn(abe.Username)).statusCode).toBe(200);
  });

  it('takes a deleted charity off the charities list, and it cannot be followed', async () => {
    const org = await charity(t, [Wants.paints]);
    const member = await signUp(t.app);
    const listed = (await callRoute(t.app, routes.getCharities, undefined, member.auth)).answer.Charities;
    expect(listed.map((c) => c.ID)).toContain(org.id);
    expect((await deleteAccount(org.auth)).statusCode).toBe(200);
    const after = (await callRoute(t.app, routes.getCharities, undefined, member.auth)).answer.Charities;
    expect(after.map((c) => c.ID)).not.toContain(org.id);
    const follow = await callRoute(t.app, routes.followCharity, { params: { id: org.id } }, member.auth);
    expect(follow.error).toMatchObject({ ErrorCode: 'USER_NOT_FOUND' });
  });

  it('cannot be asked for friendship, nor found through an old invite code', async () => {
    const abe = await signUp(t.app);
    const bea = await signUp(t.app);
    expect((await deleteAccount(abe.auth)).statusCode).toBe(200);
    const request = await callRoute(t.app, routes.sendFriendRequest, { params: { id: abe.id } }, bea.auth);
    expect(request.error).toMatchObject({ ErrorCode: 'USER_NOT_FOUND' });
    const invited = await register(t.app, personalRegistration(), Buffer.from(abe.Username).toString('base64'));
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await t.database.db.select().from(friendRequests).where(eq(friendRequests.recipientId, abe.id))).toEqual([]);
  });

  it("deletes only the caller's account", async () => {
    const { abe, bea, book, matchId } = await matchedPair(t);
    const cat = await signUp(t.app);
    expect((await deleteAccount(cat.auth)).statusCode).toBe(200);
    expect((await callRoute(t.app, routes.getUser, undefined, abe.auth)).statusCode).toBe(200);
    expect((await callRoute(t.app, routes.getUser, undefined, bea.auth)).statusCode).toBe(200);
    const [match] = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match?.endedAt).toBeNull();
    const stillThere = await t.database.db
      .select()
      .from(items)
      .where(inArray(items.ownerId, [abe.id, bea.id]));
    expect(stillThere.map((item) => item.id)).toContain(book.ID);
  });
});
