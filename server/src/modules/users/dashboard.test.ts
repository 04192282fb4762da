import { NotificationKinds, routes } from '@swapsies/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityFollows, friendships } from '../../db/schema.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { charityRegistration, login, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  logo = (
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#36c' } })
      .png()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => t.close());

const dashboardOf = async (auth: Auth) => (await callRoute(t.app, routes.getDashboard, undefined, auth)).answer;
const userOf = async (auth: Auth) => (await callRoute(t.app, routes.getUser, undefined, auth)).answer;

/** Stores a friendship the way accepting a request does: one row in each direction. */
async function befriend(a: number, b: number): Promise<void> {
  await t.database.db.insert(friendships).values([
    { userId: a, friendId: b },
    { userId: b, friendId: a },
  ]);
}

async function signUpCharity() {
  const body = charityRegistration(logo);
  expect((await register(t.app, body)).statusCode).toBe(200);
  const token = await login(t.app, body.Username);
  const auth = { authorization: `Bearer ${token}` };
  const id = (await userOf(auth)).User.ID;
  return { ...body, token, id, auth };
}

const personalDefaults = {
  ...Object.fromEntries(NotificationKinds.map((kind) => [kind, false])),
  MatchCreated: true,
  PeopleWant: true,
  FriendRequest: true,
  HandoverReminder: true,
  Messages: 1,
};

describe.each([routes.getDashboard, routes.getUser])('GET $path', (route) => {
  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const response = await callRoute(t.app, route, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it('answers the member with every field of User and the default notification settings', async () => {
    const member = await signUp(t.app);
    const response = await callRoute(t.app, route, undefined, member.auth);
    expect(response.statusCode).toBe(200);
    const body = response.answer;
    expect(body).toMatchObject({ Success: true, ErrorCode: '' });
    expect(body.User).toMatchObject({
      ID: member.id,
      Username: member.Username,
      FirstName: 'Alice',
      LastName: "O'Neill-Smith",
      Email: member.Email,
      Type: 1,
      Country: 235,
      Bio: '',
      Phone: '',
      Address: '',
      ProfilePhoto: '',
      AllowSearch: true,
      Pint: false,
      IsAdmin: false,
      Categories: ['12-1201-120101', '4-401-40101'],
      FriendsCount: 0,
      FriendsOfFriendsCount: 0,
      FollowersCount: 0,
    });
    expect(body.User.NotificationSettings).toEqual(personalDefaults);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });
});

describe('GET /dashboard', () => {
  it('adds Items (none yet), Notifications and a MediaToken', async () => {
    const member = await signUp(t.app);
    const body = await dashboardOf(member.auth);
    expect(body.User.Items).toEqual([]);
    expect(body.User.Notifications).toEqual([]);
    expect(body.MediaToken).toMatch(new RegExp(`^${member.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
  });

  it('does not show Items, Notifications or a MediaToken on GET /user', async () => {
    const member = await signUp(t.app);
    const body = await userOf(member.auth);
    expect(body.User).not.toHaveProperty('Items');
    expect(body.User).not.toHaveProperty('Notifications');
    expect(body).not.toHaveProperty('MediaToken');
  });

  it('shows a charity its own defaults: only MatchCreated and HandoverReminder on, Messages short', async () => {
    const charity = await signUpCharity();
    const user = (await dashboardOf(charity.auth)).User;
    expect(user).toMatchObject({ Type: 2, LastName: '', Address: charity.Address, FirstName: charity.FirstName });
    expect(user.NotificationSettings).toEqual({
      ...Object.fromEntries(NotificationKinds.map((kind) => [kind, false])),
      MatchCreated: true,
      HandoverReminder: true,
      Messages: 1,
    });
  });
});

describe('social counts', () => {
  it('counts friends and friends of friends, once each, never oneself', async () => {
    const names = ['me', 'ann', 'bob', 'cat', 'dan', 'eve', 'stranger'] as const;
    const signedUp = await Promise.all(names.map(() => signUp(t.app)));
    const member = Object.fromEntries(names.map((name, i) => [name, signedUp[i]])) as Record<
      (typeof names)[number],
      Awaited<ReturnType<typeof signUp>>
    >;
    // me - ann, me - bob, me - cat: direct friends.
    // ann - bob: bob is also a friend of a friend of mine, but counts only as a friend.
    // ann - dan, bob - dan: dan is one friend of a friend, reached twice.
    // cat - eve: eve is a friend of a friend.
    // eve - stranger: at distance 3 from me, not counted.
    const edges: [(typeof names)[number], (typeof names)[number]][] = [
      ['me', 'ann'],
      ['me', 'bob'],
      ['me', 'cat'],
      ['ann', 'bob'],
      ['ann', 'dan'],
      ['bob', 'dan'],
      ['cat', 'eve'],
      ['eve', 'stranger'],
    ];
    for (const [a, b] of edges) await befriend(member[a].id, member[b].id);

    const countsOf = async (name: (typeof names)[number]) => {
      const user = (await dashboardOf(member[name].auth)).User;
      return [user.FriendsCount, user.FriendsOfFriendsCount, user.FollowersCount];
    };
    // me: friends ann, bob, cat; friends of friends dan (twice) and eve; not me, not bob.
    expect(await countsOf('me')).toEqual([3, 2, 0]);
    // ann: friends me, bob, dan; friend of a friend: cat (through me).
    expect(await countsOf('ann')).toEqual([3, 1, 0]);
    // eve: friends cat, stranger; friend of a friend: me (through cat).
    expect(await countsOf('eve')).toEqual([2, 1, 0]);
    expect(await countsOf('stranger')).toEqual([1, 1, 0]);
    const userView = (await userOf(member.me.auth)).User;
    expect([userView.FriendsCount, userView.FriendsOfFriendsCount]).toEqual([3, 2]);
  });

  it('counts a charity’s followers', async () => {
    const charity = await signUpCharity();
    const otherCharity = await signUpCharity();
    const followers = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    await t.database.db
      .insert(charityFollows)
      .values([
        ...followers.map((f) => ({ userId: f.id, charityId: charity.id })),
        { userId: followers[0]?.id as number, charityId: otherCharity.id },
      ]);
    const user = (await dashboardOf(charity.auth)).User;
    expect(user).toMatchObject({ FollowersCount: 3, FriendsCount: 0, FriendsOfFriendsCount: 0 });
    expect((await userOf(otherCharity.auth)).User.FollowersCount).toBe(1);
    // Following a charity makes nobody a friend.
    expect((await dashboardOf(followers[0]?.auth)).User).toMatchObject({
      FriendsCount: 0,
      FriendsOfFriendsCount: 0,
      FollowersCount: 0,
    });
  });
});
