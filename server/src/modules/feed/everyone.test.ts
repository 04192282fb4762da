/**
 * GET /explore-item?type=1, Everyone (issue 28): the items of members within the viewer's search
 * radius, nearest district first, under every rule of the other tabs (feed.policy.ts); Friends+
 * kept to the radius; a charity's nearby members.
 */
import {
  ANY_RADIUS,
  distanceText,
  type FeedItem,
  FeedType,
  MatchType,
  PintLevel,
  routes,
  type SearchRadius,
} from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemReactions } from '../../db/schema.ts';
import { insertBlock } from '../../test/blocks.ts';
import { callRoute } from '../../test/call-route.ts';
import {
  type Auth,
  befriend,
  charity,
  commitItems,
  holdForReview,
  like,
  listItem,
  type Member,
  matchOf,
  member,
  setArea,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Districts by their miles from LS6 (Headingley, Leeds): great-circle miles between the centroids
 * of server/data/districts.json, each with a postcode in it and its town.
 */
const places = {
  LS6: { miles: 0, postcode: 'LS6 2AB', town: 'Leeds' },
  LS2: { miles: 1.45, postcode: 'LS2 9JT', town: 'Leeds' },
  LS10: { miles: 3.95, postcode: 'LS10 1AA', town: 'Leeds' },
  BD1: { miles: 7.81, postcode: 'BD1 1AA', town: 'Bradford' },
  HG1: { miles: 12.63, postcode: 'HG1 1AA', town: 'Harrogate' },
  YO1: { miles: 22.03, postcode: 'YO1 7HH', town: 'York' },
  M1: { miles: 36.11, postcode: 'M1 1AE', town: 'Manchester' },
  SW1A: { miles: 171.02, postcode: 'SW1A 1AA', town: 'London' },
} as const;
type Place = keyof typeof places;

/** A member living in `place` who wants crime novels (nobody lists any here). */
async function neighbour(name: string, place: Place | null): Promise<Member> {
  const made = await member(t, name, [Wants.crime]);
  if (place) await setArea(t, made, places[place].postcode);
  return made;
}

/** A neighbour in `place` who lists a guitar named `name`. */
async function guitarIn(place: Place | null, name: string): Promise<Member> {
  const owner = await neighbour('Owner', place);
  await listItem(t, owner, Wants.guitars, { Name: name });
  return owner;
}

/** A viewer in `place` who wants guitars and lists paints of their own (the feed needs one). */
async function viewerIn(place: Place, radius: SearchRadius = 10, wants: string[] = [Wants.guitars]): Promise<Member> {
  const viewer = await member(t, 'Viewer', wants);
  await setArea(t, viewer, places[place].postcode, { SearchRadius: radius });
  await listItem(t, viewer, Wants.paints, { Name: "the viewer's own paints" });
  return viewer;
}

async function next(auth: Auth, type: FeedType = FeedType.Everyone) {
  return callRoute(t.app, routes.exploreItem, { query: { type } }, auth);
}

/**
 * Every item a viewer sees through a tab, in order, skipping each as it comes. Only the items of
 * `owners` are kept: other tests' members live in the same towns.
 */
async function seen(
  viewer: { auth: Auth },
  owners: { id: number }[],
  type: FeedType = FeedType.Everyone,
): Promise<FeedItem[]> {
  const ids = new Set(owners.map((owner) => owner.id));
  const items: FeedItem[] = [];
  for (;;) {
    const response = await next(viewer.auth, type);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.answer.Item;
    if (!item) return items.filter((shown) => ids.has(shown.OwnerID));
    items.push(item);
    expect((await callRoute(t.app, routes.skipItem, { params: { id: item.ID } }, viewer.auth)).statusCode).toBe(200);
  }
}

const names = (items: FeedItem[]) => items.map((item) => item.Name);

/** Forgets a viewer's answers, so that the same items can be seen again under other settings. */
async function forgetAnswers(viewer: Member): Promise<void> {
  await t.database.db.delete(itemReactions).where(eq(itemReactions.userId, viewer.id));
}

describe('Everyone: where the items come from', () => {
  it('shows the nearest district first, the newest first within it, with each owner’s distance and town', async () => {
    // Listed in an order that is neither near to far nor far to near.
    const owners = [
      await guitarIn('SW1A', 'London guitar'),
      await guitarIn('LS6', 'older Headingley guitar'),
      await guitarIn('BD1', 'Bradford guitar'),
      await guitarIn('LS2', 'Leeds city guitar'),
      await guitarIn('LS6', 'newer Headingley guitar'),
    ];
    const viewer = await viewerIn('LS6', ANY_RADIUS);

    const items = await seen(viewer, owners);
    expect(items.map((item) => [item.Name, item.Distance, item.Town])).toEqual([
      ['newer Headingley guitar', distanceText(places.LS6.miles), 'Leeds'],
      ['older Headingley guitar', distanceText(places.LS6.miles), 'Leeds'],
      ['Leeds city guitar', distanceText(places.LS2.miles), 'Leeds'],
      ['Bradford guitar', distanceText(places.BD1.miles), 'Bradford'],
      ['London guitar', distanceText(places.SW1A.miles), 'London'],
    ]);
    expect(items.map((item) => item.Distance)).toEqual([
      'under 1 mile',
      'under 1 mile',
      'about 1 mile',
      'about 8 miles',
      'about 171 miles',
    ]);
  });

  it('keeps to the search radius: 1, 3, 5, 10 or 25 miles, or anywhere', async () => {
    const owners: Member[] = [];
    for (const place of Object.keys(places) as Place[]) {
      const owner = await neighbour(places[place].town, place);
      await listItem(t, owner, Wants.cameras, { Name: place });
      owners.push(owner);
    }
    for (const radius of [1, 3, 5, 10, 25, ANY_RADIUS] as const) {
      const viewer = await viewerIn('LS6', radius, [Wants.cameras]);
      const within = Object.entries(places).filter(([, place]) => radius === ANY_RADIUS || place.miles <= radius);
      expect(names(await seen(viewer, owners)), `radius ${radius}`).toEqual(within.map(([district]) => district));
    }
  });

  it('leaves out members without an area', async () => {
    const owners = [await guitarIn('LS6', 'guitar with an area'), await guitarIn(null, 'guitar without an area')];
    expect(names(await seen(await viewerIn('LS6', ANY_RADIUS), owners))).toEqual(['guitar with an area']);
  });
});

describe('Everyone: the rules of every tab', () => {
  it('shows only the viewer’s wanted categories', async () => {
    const owner = await neighbour('Wan', 'LS6');
    await listItem(t, owner, Wants.guitars, { Name: 'wanted guitar' });
    await listItem(t, owner, Wants.cameras, { Name: 'unwanted camera' });
    expect(names(await seen(await viewerIn('LS6'), [owner]))).toEqual(['wanted guitar']);
  });

  it('never shows the viewer their own items', async () => {
    const [viewer, owner] = [await viewerIn('LS6'), await neighbour('Own', 'LS6')];
    await listItem(t, viewer, Wants.guitars, { Name: "the viewer's own guitar" });
    await listItem(t, owner, Wants.guitars, { Name: "a neighbour's guitar" });
    expect(names(await seen(viewer, [viewer, owner]))).toEqual(["a neighbour's guitar"]);
  });

  it('leaves out what the viewer liked or skipped', async () => {
    const owner = await neighbour('Rea', 'LS2');
    const liked = await listItem(t, owner, Wants.guitars, { Name: 'liked guitar' });
    const skipped = await listItem(t, owner, Wants.guitars, { Name: 'skipped guitar' });
    await listItem(t, owner, Wants.guitars, { Name: 'unanswered guitar' });
    const viewer = await viewerIn('LS6');
    await like(t, viewer, liked.ID);
    expect((await callRoute(t.app, routes.skipItem, { params: { id: skipped.ID } }, viewer.auth)).statusCode).toBe(200);
    expect(names(await seen(viewer, [owner]))).toEqual(['unanswered guitar']);
  });

  it('leaves out committed items and those awaiting review; a committed one comes back when its commitment passes', async () => {
    const owner = await neighbour('Com', 'LS6');
    await listItem(t, owner, Wants.guitars, { Name: 'free guitar' });
    await commitItems(t, [(await listItem(t, owner, Wants.guitars, { Name: 'committed guitar' })).ID]);
    await holdForReview(t, (await listItem(t, owner, Wants.guitars, { Name: 'pending guitar' })).ID);
    expect(names(await seen(await viewerIn('LS6'), [owner]))).toEqual(['free guitar']);
    t.clock.advance(25 * 3_600_000);
    expect(names(await seen(await viewerIn('LS6'), [owner]))).toEqual(['committed guitar', 'free guitar']);
  });

  it('leaves out the items of a member a block stands between, whoever blocked', async () => {
    const viewer = await viewerIn('LS6');
    const owners = [
      await guitarIn('LS6', 'guitar of the member the viewer blocked'),
      await guitarIn('LS6', 'guitar of the member who blocked the viewer'),
      await guitarIn('LS6', 'guitar of another neighbour'),
    ];
    const [blockedByViewer, blockingViewer] = owners as [Member, Member, Member];
    await insertBlock(t, viewer, blockedByViewer);
    await insertBlock(t, blockingViewer, viewer);
    expect(names(await seen(viewer, owners))).toEqual(['guitar of another neighbour']);
  });

  it('respects pint reach: friends only to the owner’s friends, friends of friends within two steps', async () => {
    const owner = await neighbour('Pin', 'LS6');
    await listItem(t, owner, Wants.guitars, { Name: 'guitar for anyone' });
    await listItem(t, owner, Wants.guitars, { Name: 'guitar for friends', Pint: PintLevel.Friends });
    await listItem(t, owner, Wants.guitars, {
      Name: 'guitar for friends of friends',
      Pint: PintLevel.FriendsOfFriends,
    });
    const [stranger, friend, friendOfFriend] = [await viewerIn('LS6'), await viewerIn('LS6'), await viewerIn('LS6')];
    await befriend(t, owner, friend);
    await befriend(t, friend, friendOfFriend);

    expect(names(await seen(stranger, [owner]))).toEqual(['guitar for anyone']);
    expect(names(await seen(friend, [owner]))).toEqual([
      'guitar for friends of friends',
      'guitar for friends',
      'guitar for anyone',
    ]);
    expect(names(await seen(friendOfFriend, [owner]))).toEqual(['guitar for friends of friends', 'guitar for anyone']);
  });
});

describe('Everyone: refusals', () => {
  it('asks a member with no area to set one (NO_AREA), after asking for an item of their own', async () => {
    const viewer = await member(t, 'Nia', [Wants.guitars]);
    expect((await next(viewer.auth)).error.ErrorCode).toBe('NO_OWN_ITEMS');
    await listItem(t, viewer, Wants.paints);
    const refused = await next(viewer.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Success: false, ErrorCode: 'NO_AREA' });
    // Friends needs no area.
    expect((await next(viewer.auth, FeedType.Friends)).statusCode).toBe(200);

    await setArea(t, viewer, places.LS6.postcode);
    expect((await next(viewer.auth)).statusCode).toBe(200);
    await setArea(t, viewer, '');
    expect((await next(viewer.auth)).error.ErrorCode).toBe('NO_AREA');
  });
});

describe('Friends+ nearby', () => {
  it('keeps Friends+ to the radius when the switch is on, the viewer has an area and the radius is not “anywhere”', async () => {
    const viewer = await viewerIn('LS6', 5);
    const owners = [
      await guitarIn('LS2', 'near friend'),
      await guitarIn('BD1', 'far friend'),
      await guitarIn(null, 'friend without an area'),
      await guitarIn('LS10', 'near friend of a friend'),
    ];
    const [nearFriend, farFriend, unplacedFriend, nearFriendOfFriend] = owners as [Member, Member, Member, Member];
    for (const friend of [nearFriend, farFriend, unplacedFriend]) await befriend(t, viewer, friend);
    // Reached through a friend out of range: a friend of a friend is kept when they are near.
    await befriend(t, farFriend, nearFriendOfFriend);
    for (const name of ['Ann', 'Ben']) await befriend(t, viewer, await neighbour(name, 'LS6'));
    const everything = ['near friend of a friend', 'friend without an area', 'far friend', 'near friend'];
    const friendsPlus = async () => {
      await forgetAnswers(viewer);
      return names(await seen(viewer, owners, FeedType.FriendsPlus));
    };

    expect(await friendsPlus()).toEqual(everything);
    await setArea(t, viewer, places.LS6.postcode, { FriendsPlusNearby: true });
    expect(await friendsPlus()).toEqual(['near friend of a friend', 'near friend']);
    await setArea(t, viewer, places.LS6.postcode, { SearchRadius: 10 });
    expect(await friendsPlus()).toEqual(['near friend of a friend', 'far friend', 'near friend']);
    await setArea(t, viewer, places.LS6.postcode, { SearchRadius: ANY_RADIUS });
    expect(await friendsPlus()).toEqual(everything);
    await setArea(t, viewer, '', { SearchRadius: 5 });
    expect(await friendsPlus()).toEqual(everything);
  });
});

describe('a charity’s nearby members', () => {
  const likeAs = (auth: Auth, itemId: number) => callRoute(t.app, routes.likeItem, { params: { id: itemId } }, auth);
  const skipAs = (auth: Auth, itemId: number) => callRoute(t.app, routes.skipItem, { params: { id: itemId } }, auth);
  const follow = async (follower: Member, charityId: number) =>
    expect(
      (await callRoute(t.app, routes.followCharity, { params: { id: charityId } }, follower.auth)).statusCode,
    ).toBe(200);

  it('come after its followers, nearest first; the charity may like and skip their donations, and nothing further', async () => {
    const hospice = await charity(t, [Wants.guitars], { Address: 'Headingley Hospice, 1 Otley Road, Leeds LS6 3AA' });
    const [follower, city, bradford, york] = [
      await neighbour('Fol', 'SW1A'),
      await neighbour('Cit', 'LS2'),
      await neighbour('Bra', 'BD1'),
      await neighbour('Yor', 'YO1'),
    ];
    await follow(follower, hospice.id);
    await listItem(t, follower, Wants.guitars, { Name: "a follower's donation, far away", Charity: true });
    await listItem(t, bradford, Wants.guitars, { Name: 'donation 8 miles away', Charity: true });
    const liked = await listItem(t, city, Wants.guitars, { Name: 'donation a mile away', Charity: true });
    await listItem(t, city, Wants.guitars, { Name: 'donation a mile away, pint for friends', Charity: true, Pint: 1 });
    const swapOnly = await listItem(t, city, Wants.guitars, { Name: 'guitar a mile away, for swapping only' });
    const tooFar = await listItem(t, york, Wants.guitars, { Name: 'donation 22 miles away', Charity: true });

    const answer = await likeAs(hospice.auth, liked.ID);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await matchOf(t, hospice.auth, answer.answer.MatchID)).toMatchObject({ Type: MatchType.Charity });
    for (const item of [tooFar, swapOnly]) {
      expect((await likeAs(hospice.auth, item.ID)).error.ErrorCode).toBe('WRONG_ITEM');
      expect((await skipAs(hospice.auth, item.ID)).error.ErrorCode).toBe('WRONG_ITEM');
    }

    // Skipping each as it comes: a charity may skip nearby donations too.
    expect(names(await seen(hospice, [follower, city, bradford, york]))).toEqual([
      "a follower's donation, far away",
      'donation a mile away, pint for friends',
      'donation 8 miles away',
    ]);
  });

  it('reach as far as the charity’s own search radius', async () => {
    const hospice = await charity(t, [Wants.cameras], { Address: 'Headingley Hospice, 1 Otley Road, Leeds LS6 3AA' });
    const york = await neighbour('Yor', 'YO1');
    const donation = await listItem(t, york, Wants.cameras, { Name: 'camera 22 miles away', Charity: true });
    expect(names(await seen(hospice, [york]))).toEqual([]);
    expect((await likeAs(hospice.auth, donation.ID)).error.ErrorCode).toBe('WRONG_ITEM');
    await setSearchRadius(hospice, 25);
    expect((await next(hospice.auth)).answer.Item?.Name).toBe('camera 22 miles away');
    expect((await likeAs(hospice.auth, donation.ID)).statusCode).toBe(200);
  });

  it('are none for a charity whose address names no postcode: its followers alone', async () => {
    const hospice = await charity(t, [Wants.guitars], { Address: 'Headingley Hospice, Otley Road, Leeds' });
    const [follower, nextDoor] = [await neighbour('Fol', 'LS6'), await neighbour('Nex', 'LS6')];
    await follow(follower, hospice.id);
    await listItem(t, follower, Wants.guitars, { Name: "a follower's donation", Charity: true });
    const donation = await listItem(t, nextDoor, Wants.guitars, { Name: 'donation next door', Charity: true });
    expect((await likeAs(hospice.auth, donation.ID)).error.ErrorCode).toBe('WRONG_ITEM');
    expect(names(await seen(hospice, [follower, nextDoor]))).toEqual(["a follower's donation"]);
  });
});

/** Sets a charity's search radius; its area stays its address's. */
async function setSearchRadius(account: { auth: Auth }, radius: SearchRadius): Promise<void> {
  const response = await callRoute(t.app, routes.updateUser, { body: { SearchRadius: radius } }, account.auth);
  expect(response.statusCode, response.body).toBe(200);
}
