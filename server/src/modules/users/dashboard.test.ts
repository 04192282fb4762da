import { NotificationKinds } from '@swapsies/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityFollows, friendships } from '../../db/schema.ts';
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

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

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
  const id = (await get('/user', auth)).json().User.ID as number;
  return { ...body, token, id, auth };
}

const personalDefaults = {
  ...Object.fromEntries(NotificationKinds.map((kind) => [kind, false])),
  MatchCreated: true,
  PeopleWant: true,
  FriendRequest: true,
  Messages: 1,
};

describe.each(['/dashboard', '/user'])('GET %s', (url) => {
  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it('answers the member with every field of User and the default notification settings', async () => {
    const member = await signUp(t.app);
    const response = await get(url, member.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
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
    const body = (await get('/dashboard', member.auth)).json();
    expect(body.User.Items).toEqual([]);
    expect(body.User.Notifications).toEqual([]);
    expect(body.MediaToken).toMatch(new RegExp(`^${member.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
  });

  it('does not show Items, Notifications or a MediaToken on GET /user', async () => {
    const member = await signUp(t.app);
    const body = (await get('/user', member.auth)).json();
    expect(body.User).not.toHaveProperty('Items');
    expect(body.User).not.toHaveProperty('Notifications');
    expect(body).not.toHaveProperty('MediaToken');
  });

  it('shows a charity its own defaults: only MatchCreated on, Messages short', async () => {
    const charity = await signUpCharity();
    const user = (await get('/dashboard', charity.auth)).json().User;
    expect(user).toMatchObject({ Type: 2, LastName: '', Address: charity.Address, FirstName: charity.FirstName });
    expect(user.NotificationSettings).toEqual({
      ...Object.fromEntries(NotificationKinds.map((kind) => [kind, false])),
      MatchCreated: true,
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
      const user = (await get('/dashboard', member[name].auth)).json().User;
      return [user.FriendsCount, user.FriendsOfFriendsCount, user.FollowersCount];
    };
    // me: friends ann, bob, cat; friends of friends dan (twice) and eve; not me, not bob.
    expect(await countsOf('me')).toEqual([3, 2, 0]);
    // ann: friends me, bob, dan; friend of a friend: cat (through me).
    expect(await countsOf('ann')).toEqual([3, 1, 0]);
    // eve: friends cat, stranger; friend of a friend: me (through cat).
    expect(await countsOf('eve')).toEqual([2, 1, 0]);
    expect(await countsOf('stranger')).toEqual([1, 1, 0]);
    const userView = (await get('/user', member.me.auth)).json().User;
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
    const user = (await get('/dashboard', charity.auth)).json().User;
    expect(user).toMatchObject({ FollowersCount: 3, FriendsCount: 0, FriendsOfFriendsCount: 0 });
    expect((await get('/user', otherCharity.auth)).json().User.FollowersCount).toBe(1);
    // Following a charity makes nobody a friend.
    expect((await get('/dashboard', followers[0]?.auth)).json().User).toMatchObject({
      FriendsCount: 0,
      FriendsOfFriendsCount: 0,
      FollowersCount: 0,
    });
  });
});
