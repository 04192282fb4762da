/**
 * A member's area (issue 28): only the postcode district is kept, from the postcode typed at
 * registration or in settings, or a charity's address; others see a rounded distance and the town.
 */
import { areaMessages, profileMessages, routes, type UpdateUserBody } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, users } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { personalRegistration, register, signUp } from '../../test/members.ts';
import { type Auth, befriend, charity, listItem, member, setArea, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function put(auth: Auth, body: UpdateUserBody) {
  return callRoute(t.app, routes.updateUser, { body }, auth);
}

async function storedRow(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row;
}

describe('setting an area', () => {
  it('keeps only the district of the postcode, and shows the member their own area', async () => {
    const ana = await member(t, 'Ana', [Wants.guitars]);
    const answer = (await put(ana.auth, { Postcode: 'ls6 2ab' })).answer.User;
    expect(answer.Area).toEqual({ District: 'LS6', Town: 'Leeds' });
    const row = await storedRow(ana.id);
    expect(row?.district).toBe('LS6');
    // Nothing finer than the district is stored anywhere in the member's row.
    expect(JSON.stringify(row)).not.toMatch(/2AB/i);
  });

  it.each([
    ['Scottish', 'EH1 1YZ', { District: 'EH1', Town: 'Edinburgh' }],
    ['Welsh', 'CF10 1AA', { District: 'CF10', Town: 'Cardiff' }],
    ['Northern Irish', 'BT1 5GS', { District: 'BT1', Town: 'Belfast' }],
    ['a district alone', 'ZE1', { District: 'ZE1', Town: 'Shetland' }],
  ])('accepts a %s postcode at registration', async (_kind, postcode, area) => {
    const joined = await signUp(t.app, { Postcode: postcode });
    expect((await callRoute(t.app, routes.getUser, undefined, joined.auth)).answer.User.Area).toEqual(area);
  });

  it('leaves a member who gives no postcode without an area', async () => {
    const joined = await signUp(t.app);
    expect((await callRoute(t.app, routes.getUser, undefined, joined.auth)).answer.User.Area).toBeNull();
  });

  it.each([
    ['what is no postcode', 'hello there', areaMessages.postcodeInvalid],
    ['a postcode in no district we know', 'XX1 1XX', areaMessages.postcodeUnknown],
  ])('refuses %s, naming the field, at registration and in settings', async (_kind, postcode, message) => {
    const refused = await register(t.app, personalRegistration({ Postcode: postcode }));
    expect(refused.statusCode).toBe(400);
    expect(refused.error.Errors).toEqual([{ Field: 'Postcode', Message: message }]);

    const ana = await member(t, 'Ana', [Wants.guitars]);
    const response = await put(ana.auth, { Postcode: postcode });
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors).toEqual([{ Field: 'Postcode', Message: message }]);
    expect((await storedRow(ana.id))?.district).toBeNull();
  });

  it('refuses a postcode longer than any', async () => {
    const ana = await member(t, 'Ana', [Wants.guitars]);
    const response = await uncheckedCall(t.app, routes.updateUser, {
      body: { Postcode: 'LS6 2AB LS6 2AB' },
      headers: ana.auth,
    });
    expect(response.statusCode).toBe(400);
  });

  it('moves the member’s items with them, and removes the area with an empty postcode', async () => {
    const ana = await member(t, 'Ana', [Wants.guitars]);
    const guitar = await listItem(t, ana, Wants.guitars);
    const districtOfItem = async () =>
      (await t.database.db.select({ district: items.district }).from(items).where(eq(items.id, guitar.ID)))[0]
        ?.district;
    expect(await districtOfItem()).toBeNull();

    await put(ana.auth, { Postcode: 'BD1 1AA' });
    expect(await districtOfItem()).toBe('BD1');
    const later = await listItem(t, ana, Wants.guitars);
    const [laterRow] = await t.database.db
      .select({ district: items.district })
      .from(items)
      .where(eq(items.id, later.ID));
    expect(laterRow?.district).toBe('BD1');

    const removed = (await put(ana.auth, { Postcode: '' })).answer.User;
    expect(removed.Area).toBeNull();
    expect(await districtOfItem()).toBeNull();
  });

  it('keeps the radius and the Friends+ switch, refusing a radius not offered', async () => {
    const ana = await member(t, 'Ana', [Wants.guitars]);
    const before = (await callRoute(t.app, routes.getUser, undefined, ana.auth)).answer.User;
    expect(before).toMatchObject({ SearchRadius: 10, FriendsPlusNearby: false });
    const after = (await put(ana.auth, { SearchRadius: 25, FriendsPlusNearby: true })).answer.User;
    expect(after).toMatchObject({ SearchRadius: 25, FriendsPlusNearby: true });
    expect((await put(ana.auth, { SearchRadius: 0 })).answer.User.SearchRadius).toBe(0);
    const refused = await uncheckedCall(t.app, routes.updateUser, { body: { SearchRadius: 7 }, headers: ana.auth });
    expect(refused.statusCode).toBe(400);
  });
});

describe('a charity’s area', () => {
  it('comes from the postcode in its address, and moves when the address does', async () => {
    const lewisham = await charity(t, [Wants.guitars]);
    const me = async () => (await callRoute(t.app, routes.getUser, undefined, lewisham.auth)).answer.User;
    expect((await me()).Area).toEqual({ District: 'SE13', Town: 'London' });
    await put(lewisham.auth, { Address: '1 Park Row, Leeds LS1 5HD' });
    expect((await me()).Area).toEqual({ District: 'LS1', Town: 'Leeds' });
    await put(lewisham.auth, { Address: 'Somewhere with no postcode at all' });
    expect((await me()).Area).toBeNull();
  });

  it('is never typed as a postcode', async () => {
    const lewisham = await charity(t, [Wants.guitars]);
    const response = await put(lewisham.auth, { Postcode: 'LS6 2AB' });
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors).toEqual([{ Field: 'Postcode', Message: areaMessages.charityPostcode }]);
    expect(profileMessages.charityField).not.toBe(areaMessages.charityPostcode);
  });
});

describe('what others see', () => {
  it('is a rounded distance and the town, only where both have an area', async () => {
    const [ana, ben, cat, dan] = [
      await member(t, 'Ana', [Wants.guitars]),
      await member(t, 'Ben', [Wants.guitars]),
      await member(t, 'Cat', [Wants.guitars]),
      await member(t, 'Dan', [Wants.guitars]),
    ];
    await setArea(t, ana, 'LS6 2AB');
    await setArea(t, ben, 'BD1 1AA'); // 7.8 miles from LS6
    await setArea(t, cat, 'LS6 3HN'); // the same district
    for (const friend of [ben, cat, dan]) await befriend(t, ana, friend);

    const friends = (await callRoute(t.app, routes.getFriends, undefined, ana.auth)).answer.Friends;
    const seen = Object.fromEntries(friends.map((friend) => [friend.FirstName, [friend.Distance, friend.Town]]));
    expect(seen).toEqual({
      Ben: ['about 8 miles', 'Bradford'],
      Cat: ['under 1 mile', 'Leeds'],
      Dan: ['', ''],
    });
    // Dan has no area: he sees the towns, and no distance.
    const dansView = (await callRoute(t.app, routes.getFriends, undefined, dan.auth)).answer.Friends;
    expect(dansView.map((friend) => [friend.Distance, friend.Town])).toEqual([['', 'Leeds']]);
  });

  it('shows on the charity list', async () => {
    const ana = await member(t, 'Ana', [Wants.guitars]);
    await setArea(t, ana, 'SE10 9NF');
    const lewisham = await charity(t, [Wants.guitars]);
    const entries = (await callRoute(t.app, routes.getCharities, undefined, ana.auth)).answer.Charities;
    const entry = entries.find((candidate) => candidate.ID === lewisham.id);
    expect(entry).toMatchObject({ Town: 'London' });
    expect(entry?.Distance).toMatch(/^(under 1 mile|about \d+ miles?)$/);
  });
});
