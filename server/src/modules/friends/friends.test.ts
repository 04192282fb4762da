/** Friends, friend requests, search, charities and invitations. */
import { FoundBy, friendSubjects, inviteCode, Relation, type RouteSpec, routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema.ts';
import { insertBlock } from '../../test/blocks.ts';
import { type Auth, type CallInput, callRoute } from '../../test/call-route.ts';
import { base64, png } from '../../test/images.ts';
import { charityRegistration, login, personalRegistration, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let charity: { id: number; number: string; auth: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const body = charityRegistration(base64(await png()));
  expect((await register(t.app, body)).statusCode).toBe(200);
  const token = await login(t.app, body.Username);
  const auth = { authorization: `Bearer ${token}` };
  const me = await callRoute(t.app, routes.getUser, undefined, auth);
  charity = { id: me.answer.User.ID, number: body.Username, auth };
});
afterAll(() => t.close());

const friendActions = {
  request: routes.sendFriendRequest,
  accept: routes.acceptFriendRequest,
  reject: routes.rejectFriendRequest,
  recall: routes.recallFriendRequest,
};

const act = (auth: Auth, action: keyof typeof friendActions, otherId: number) =>
  callRoute(t.app, friendActions[action], { params: { id: otherId } }, auth);

const unfriend = (auth: Auth, otherId: number) =>
  callRoute(t.app, routes.removeFriend, { params: { id: otherId } }, auth);

const follow = (auth: Auth, charityId: number) =>
  callRoute(t.app, routes.followCharity, { params: { id: charityId } }, auth);

async function friendsOf(member: Member) {
  const response = await callRoute(t.app, routes.getFriends, undefined, member.auth);
  expect(response.statusCode).toBe(200);
  const body = response.answer;
  const ids = (list: { ID: number }[]) => list.map((entry) => entry.ID);
  return { friends: ids(body.Friends), incoming: ids(body.PendingApprovals), outgoing: ids(body.PendingRequests) };
}

async function search(viewer: Member, username: string) {
  return callRoute(t.app, routes.searchUser, { query: { username } }, viewer.auth);
}

async function notificationsOf(member: Member) {
  return (await callRoute(t.app, routes.getNotifications, undefined, member.auth)).answer;
}

async function dashboardOf(auth: Auth) {
  return (await callRoute(t.app, routes.getDashboard, undefined, auth)).answer;
}

describe('a friend request, from sending to friendship', () => {
  it('is sent, seen on both sides, accepted, and makes both members friends with notifications', async () => {
    const [alice, bob] = [await signUp(t.app, { FirstName: 'Alice' }), await signUp(t.app, { FirstName: 'Bob' })];
    expect((await search(alice, bob.Username)).answer.User).toMatchObject({
      ID: bob.id,
      Username: bob.Username,
      FoundBy: FoundBy.Username,
      Relation: Relation.None,
    });

    expect((await act(alice.auth, 'request', bob.id)).statusCode).toBe(200);
    expect(await friendsOf(alice)).toEqual({ friends: [], incoming: [], outgoing: [bob.id] });
    expect(await friendsOf(bob)).toEqual({ friends: [], incoming: [alice.id], outgoing: [] });
    expect((await search(alice, bob.Username)).answer.User.Relation).toBe(Relation.PendingRequest);
    expect((await search(bob, alice.Username)).answer.User.Relation).toBe(Relation.PendingApproval);
    const bobsBell = await notificationsOf(bob);
    expect(bobsBell.Notifications[0]).toMatchObject({
      Kind: 'FriendRequest',
      Subject: friendSubjects.request(`Alice ${alice.LastName}`),
    });
    expect(bobsBell.Unread.friends).toBe(1);

    expect((await act(bob.auth, 'accept', alice.id)).statusCode).toBe(200);
    expect(await friendsOf(alice)).toEqual({ friends: [bob.id], incoming: [], outgoing: [] });
    expect(await friendsOf(bob)).toEqual({ friends: [alice.id], incoming: [], outgoing: [] });
    expect((await search(alice, bob.Username)).answer.User.Relation).toBe(Relation.Friend);
    expect((await notificationsOf(alice)).Notifications[0]?.Subject).toBe(
      friendSubjects.accepted(`Bob ${bob.LastName}`),
    );
    const dashboard = (await dashboardOf(alice.auth)).User;
    expect(dashboard.FriendsCount).toBe(1);

    expect((await unfriend(alice.auth, bob.id)).statusCode).toBe(200);
    expect(await friendsOf(alice)).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect(await friendsOf(bob)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it('can be rejected by the addressee, or recalled by the sender', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    await act(alice.auth, 'request', bob.id);
    expect((await act(bob.auth, 'reject', alice.id)).statusCode).toBe(200);
    expect(await friendsOf(bob)).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect(await friendsOf(alice)).toEqual({ friends: [], incoming: [], outgoing: [] });

    await act(alice.auth, 'request', bob.id);
    expect((await act(alice.auth, 'recall', bob.id)).statusCode).toBe(200);
    expect(await friendsOf(bob)).toEqual({ friends: [], incoming: [], outgoing: [] });
    // Once recalled, it can be sent again.
    expect((await act(alice.auth, 'request', bob.id)).statusCode).toBe(200);
  });

  it('refuses every transition that does not apply, with its code', async () => {
    const [alice, bob, carol] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const expectCode = async (
      response: Awaited<ReturnType<typeof act | typeof unfriend>>,
      status: number,
      code: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.error.ErrorCode).toBe(code);
    };
    await expectCode(await act(alice.auth, 'request', alice.id), 400, 'SELF_REQUEST');
    await expectCode(await act(alice.auth, 'accept', bob.id), 404, 'REQUEST_NOT_FOUND');
    await expectCode(await act(alice.auth, 'reject', bob.id), 404, 'REQUEST_NOT_FOUND');
    await expectCode(await act(alice.auth, 'recall', bob.id), 404, 'REQUEST_NOT_FOUND');
    await expectCode(await unfriend(alice.auth, bob.id), 404, 'NOT_FRIENDS');

    await act(alice.auth, 'request', bob.id);
    await expectCode(await act(alice.auth, 'request', bob.id), 409, 'REQUEST_EXISTS');
    await expectCode(await act(bob.auth, 'request', alice.id), 409, 'REQUEST_RECEIVED');
    // Only the addressee answers; only the sender recalls.
    await expectCode(await act(alice.auth, 'accept', bob.id), 404, 'REQUEST_NOT_FOUND');
    await expectCode(await act(bob.auth, 'recall', alice.id), 404, 'REQUEST_NOT_FOUND');
    await expectCode(await act(carol.auth, 'accept', alice.id), 404, 'REQUEST_NOT_FOUND');

    await act(bob.auth, 'accept', alice.id);
    await expectCode(await act(alice.auth, 'request', bob.id), 409, 'ALREADY_FRIENDS');
    await expectCode(await act(bob.auth, 'accept', alice.id), 404, 'REQUEST_NOT_FOUND');

    await expectCode(await act(alice.auth, 'request', 2147483647), 404, 'USER_NOT_FOUND');
    await expectCode(await act(alice.auth, 'request', charity.id), 404, 'USER_NOT_FOUND');
  });

  it('ends two crossing requests in one state: one request, never two', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    const [one, two] = await Promise.all([act(alice.auth, 'request', bob.id), act(bob.auth, 'request', alice.id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const pending = [...(await friendsOf(alice)).outgoing, ...(await friendsOf(bob)).outgoing];
    expect(pending).toHaveLength(1);
  });

  it('sends no notification to a member who switched FriendRequest off', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    await t.database.db.execute(
      `update users set notification_settings = notification_settings || '{"FriendRequest": false}'::jsonb where id = ${bob.id}`,
    );
    await act(alice.auth, 'request', bob.id);
    expect((await notificationsOf(bob)).Notifications).toEqual([]);
  });
});

describe('search', () => {
  it('finds a member by handle in any case, and a charity by its number with FoundBy 3', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    expect((await search(alice, bob.Username.toUpperCase())).answer.User.ID).toBe(bob.id);
    const found = (await search(alice, charity.number)).answer.User;
    expect(found).toMatchObject({ ID: charity.id, FoundBy: FoundBy.CharityNumber, Following: false });
  });

  it('does not find someone who switched AllowSearch off, and says when it is you', async () => {
    const [alice, hidden] = [await signUp(t.app), await signUp(t.app)];
    await t.database.db.execute(`update users set allow_search = false where id = ${hidden.id}`);
    const response = await search(alice, hidden.Username);
    expect(response.statusCode).toBe(404);
    expect(response.error.ErrorCode).toBe('USER_NOT_FOUND');
    expect((await search(alice, 'nobody_with_this_name')).statusCode).toBe(404);
    expect((await search(alice, alice.Username)).error.ErrorCode).toBe('SELF_REQUEST');
    // A handle is not a charity number: digits only find charities.
    expect((await search(alice, '12345678')).statusCode).toBe(404);
  });
});

describe('charities', () => {
  it('lists charities with Following, and follows and unfollows, counting followers', async () => {
    const alice = await signUp(t.app);
    const listed = async () => (await callRoute(t.app, routes.getCharities, undefined, alice.auth)).answer.Charities;
    expect(await listed()).toContainEqual(expect.objectContaining({ ID: charity.id, Following: false }));
    const followers = async () => (await dashboardOf(charity.auth)).User.FollowersCount;
    const before = await followers();

    expect((await follow(alice.auth, charity.id)).statusCode).toBe(200);
    expect((await follow(alice.auth, charity.id)).statusCode).toBe(200);
    expect(await listed()).toContainEqual(expect.objectContaining({ ID: charity.id, Following: true }));
    expect(await followers()).toBe(before + 1);
    expect((await search(alice, charity.number)).answer.User.Following).toBe(true);

    expect(
      (await callRoute(t.app, routes.unfollowCharity, { params: { id: charity.id } }, alice.auth)).statusCode,
    ).toBe(200);
    expect(await listed()).toContainEqual(expect.objectContaining({ ID: charity.id, Following: false }));
    expect(await followers()).toBe(before);
  });

  it('refuses to follow a member who is not a charity', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    expect((await follow(alice.auth, bob.id)).statusCode).toBe(404);
  });
});

/** The signature the dashboard hands a member for their invite link. */
async function inviteSignatureOf(member: { auth: Record<string, string> }): Promise<string> {
  const signature = (await dashboardOf(member.auth)).InviteSignature;
  expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return signature;
}

describe('invitations', () => {
  it('makes the new member and the inviter friends at once through a signed invite link', async () => {
    const inviter = await signUp(t.app);
    const body = personalRegistration();
    const signature = await inviteSignatureOf(inviter);
    expect((await register(t.app, body, inviteCode(inviter.Username), signature)).statusCode).toBe(200);
    const invited = await friendsOf(inviter);
    expect(invited.friends).toHaveLength(1);
    expect(invited.incoming).toEqual([]);
    const newcomer = (await search(inviter, body.Username)).answer.User;
    expect(newcomer.Relation).toBe(Relation.Friend);
    // Both directions are dated by the app clock, not the database's own time.
    const rows = await t.database.db.select().from(friendships).where(eq(friendships.friendId, inviter.id));
    expect(rows.map((row) => row.createdAt)).toEqual([t.clock.now()]);
  });

  it('turns a bare invite code into a friend request from the new member, which the inviter decides on', async () => {
    const inviter = await signUp(t.app);
    const body = personalRegistration({ FirstName: 'Nadia', LastName: 'Khan' });
    expect((await register(t.app, body, inviteCode(inviter.Username))).statusCode).toBe(200);
    const newcomer = (await search(inviter, body.Username)).answer.User;
    expect(newcomer.Relation).toBe(Relation.PendingApproval);
    expect(await friendsOf(inviter)).toEqual({ friends: [], incoming: [newcomer.ID], outgoing: [] });
    const notes = await notificationsOf(inviter);
    expect(notes.Notifications).toContainEqual(
      expect.objectContaining({ Kind: 'FriendRequest', Subject: friendSubjects.request('Nadia Khan') }),
    );
    expect((await act(inviter.auth, 'accept', newcomer.ID)).statusCode).toBe(200);
    expect((await friendsOf(inviter)).friends).toEqual([newcomer.ID]);
  });

  it.each([
    ['a forged signature', () => 'A'.repeat(22)],
    ['a signature cut short', (signature: string) => signature.slice(0, 21)],
  ])('treats an invite with %s as bare: a request, not a friendship', async (_label, forge) => {
    const inviter = await signUp(t.app);
    const signature = forge(await inviteSignatureOf(inviter));
    const response = await register(t.app, personalRegistration(), inviteCode(inviter.Username), signature);
    expect(response.statusCode).toBe(200);
    const { friends, incoming } = await friendsOf(inviter);
    expect(friends).toEqual([]);
    expect(incoming).toHaveLength(1);
  });

  it("does not take one member's signature for another member's invite", async () => {
    const [inviter, other] = [await signUp(t.app), await signUp(t.app)];
    const borrowed = await inviteSignatureOf(other);
    const response = await register(t.app, personalRegistration(), inviteCode(inviter.Username), borrowed);
    expect(response.statusCode).toBe(200);
    expect((await friendsOf(inviter)).friends).toEqual([]);
    expect((await friendsOf(inviter)).incoming).toHaveLength(1);
    expect(await friendsOf(other)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it('refuses an over-long signature with a 400 naming it', async () => {
    const inviter = await signUp(t.app);
    const response = await register(t.app, personalRegistration(), inviteCode(inviter.Username), 'x'.repeat(500));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'sig' }] });
  });
});

describe('invitations from the app', () => {
  const mobileCode = (id: number, firstName: string) =>
    Buffer.from(`${id}:${firstName}:${Date.now()}`).toString('base64');

  it('sends a friend request through the bare mobile form (user id, first name, timestamp)', async () => {
    const inviter = await signUp(t.app, { FirstName: 'Priya' });
    expect((await register(t.app, personalRegistration(), mobileCode(inviter.id, 'Priya'))).statusCode).toBe(200);
    expect((await friendsOf(inviter)).friends).toEqual([]);
    expect((await friendsOf(inviter)).incoming).toHaveLength(1);
  });

  it('makes friends through the mobile form when it is signed', async () => {
    const inviter = await signUp(t.app, { FirstName: 'Priya' });
    const signature = await inviteSignatureOf(inviter);
    expect((await register(t.app, personalRegistration(), mobileCode(inviter.id, 'Priya'), signature)).statusCode).toBe(
      200,
    );
    expect((await friendsOf(inviter)).friends).toHaveLength(1);
  });

  it('ignores a mobile code whose first name does not match, without blocking the registration', async () => {
    const inviter = await signUp(t.app, { FirstName: 'Priya' });
    expect((await register(t.app, personalRegistration(), mobileCode(inviter.id, 'Someone'))).statusCode).toBe(200);
    expect(await friendsOf(inviter)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it("makes the newcomer a follower when the invite is a charity's, signed or not", async () => {
    const followers = async () => (await dashboardOf(charity.auth)).User.FollowersCount;
    const before = await followers();
    expect((await register(t.app, personalRegistration(), inviteCode(charity.number))).statusCode).toBe(200);
    expect(await followers()).toBe(before + 1);
    const signature = await inviteSignatureOf(charity);
    expect((await register(t.app, personalRegistration(), inviteCode(charity.number), signature)).statusCode).toBe(200);
    expect(await followers()).toBe(before + 2);
  });
});

describe('who may call', () => {
  it('refuses anonymous callers on every friends call', async () => {
    const bob = await signUp(t.app);
    const anonymousStatus = async <R extends RouteSpec>(route: R, input: CallInput<R>) =>
      [`${route.method} ${route.path}`, (await callRoute(t.app, route, input)).statusCode] as const;
    const bobId = { params: { id: bob.id } };
    const statuses = [
      await anonymousStatus(routes.searchUser, { query: { username: bob.Username } }),
      await anonymousStatus(routes.getFriends, undefined),
      await anonymousStatus(routes.sendFriendRequest, bobId),
      await anonymousStatus(routes.acceptFriendRequest, bobId),
      await anonymousStatus(routes.rejectFriendRequest, bobId),
      await anonymousStatus(routes.recallFriendRequest, bobId),
      await anonymousStatus(routes.removeFriend, bobId),
      await anonymousStatus(routes.getCharities, undefined),
      await anonymousStatus(routes.followCharity, { params: { id: charity.id } }),
      await anonymousStatus(routes.unfollowCharity, { params: { id: charity.id } }),
      await anonymousStatus(routes.markNotificationsRead, { body: { Counters: ['friends'] } }),
    ];
    for (const [call, status] of statuses) expect(status, call).toBe(401);
  });

  it('refuses charity accounts the friend and follow actions', async () => {
    const bob = await signUp(t.app);
    for (const action of ['request', 'accept', 'reject', 'recall'] as const) {
      expect((await act(charity.auth, action, bob.id)).statusCode).toBe(403);
    }
    expect((await unfriend(charity.auth, bob.id)).statusCode).toBe(403);
    expect((await follow(charity.auth, charity.id)).statusCode).toBe(403);
  });
});

describe('across a block', () => {
  /** What the call answers for a member who does not exist: a block must answer the same, body and all. */
  const unknownId = 2_000_000_000;
  const answerOf = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    body: JSON.parse(response.body),
  });

  it('search finds neither, as for an unknown handle or charity number, both ways', async () => {
    const [alice, bob, carl] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await insertBlock(t, alice, bob);
    await insertBlock(t, charity, carl);
    const unknownHandle = answerOf(await search(alice, 'nobody_with_this_name'));
    expect(answerOf(await search(alice, bob.Username))).toEqual(unknownHandle);
    expect(answerOf(await search(bob, alice.Username))).toEqual(unknownHandle);
    expect(answerOf(await search(carl, charity.number))).toEqual(answerOf(await search(carl, '99999999')));
  });

  it('a request can be neither sent nor accepted: not found, as an unknown member is', async () => {
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    expect((await act(bob.auth, 'request', alice.id)).statusCode).toBe(200);
    await insertBlock(t, alice, bob);
    const unknown = answerOf(await act(alice.auth, 'request', unknownId));
    expect(unknown.body.ErrorCode).toBe('USER_NOT_FOUND');
    expect(answerOf(await act(alice.auth, 'accept', bob.id))).toEqual(unknown);
    expect(answerOf(await act(alice.auth, 'request', bob.id))).toEqual(unknown);
    expect(answerOf(await act(bob.auth, 'request', alice.id))).toEqual(unknown);
    // The request stays (the block action removes it), unseen by both.
    expect(await friendsOf(alice)).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect(await friendsOf(bob)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it('a charity a block stands between is not followed, nor listed, whoever blocked', async () => {
    const [blocker, blocked] = [await signUp(t.app), await signUp(t.app)];
    await insertBlock(t, blocker, charity);
    await insertBlock(t, charity, blocked);
    for (const member of [blocker, blocked]) {
      expect(answerOf(await follow(member.auth, charity.id))).toEqual(answerOf(await follow(member.auth, unknownId)));
      const listed = (await callRoute(t.app, routes.getCharities, undefined, member.auth)).answer.Charities;
      expect(listed.map((entry) => entry.ID)).not.toContain(charity.id);
    }
  });
});
