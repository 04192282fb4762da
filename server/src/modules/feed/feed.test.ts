/** GET /explore-item: audience, reach and exclusion rules (feed.policy.ts). */
import { type FeedItem, FeedType, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock } from '../../test/blocks.ts';
import { callRoute } from '../../test/call-route.ts';
import { base64, png } from '../../test/images.ts';
import {
  type Auth,
  befriend,
  charity,
  commitItems,
  holdForReview,
  listItem,
  type Member,
  member,
  setArea,
  Wants,
} from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;
afterAll(() => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

async function next(auth: Auth, type?: FeedType) {
  return callRoute(t.app, routes.exploreItem, { query: { type } }, auth);
}

/** Every item the viewer would see through a filter, in order, skipping each as it comes. */
async function seeAll(viewer: { auth: Auth }, type?: FeedType): Promise<FeedItem[]> {
  const seen: FeedItem[] = [];
  for (;;) {
    const response = await next(viewer.auth, type);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.answer.Item;
    if (!item) return seen;
    seen.push(item);
    expect((await callRoute(t.app, routes.skipItem, { params: { id: item.ID } }, viewer.auth)).statusCode).toBe(200);
  }
}

describe('who sees what', () => {
  let viewer: Member;
  let friend: Member;
  let friendOfFriend: Member;
  let stranger: Member;
  const names = (list: FeedItem[]) => list.map((item) => item.Name);

  beforeAll(async () => {
    viewer = await member(t, 'Viv', [Wants.guitars]);
    friend = await member(t, 'Fran', [Wants.crime]);
    friendOfFriend = await member(t, 'Gus', [Wants.crime]);
    stranger = await member(t, 'Stan', [Wants.crime]);
    // Everyone shows the members within the viewer's search radius: all of them live in Headingley.
    for (const someone of [viewer, friend, friendOfFriend, stranger]) await setArea(t, someone, 'LS6 2AB');
    await befriend(t, viewer, friend);
    await befriend(t, friend, friendOfFriend);
    await listItem(t, viewer, Wants.guitars, { Name: "Viv's guitar" });
    await listItem(t, friend, Wants.guitars, { Name: "friend's guitar" });
    await listItem(t, friend, Wants.cameras, { Name: "friend's camera (not wanted)" });
    await listItem(t, friendOfFriend, Wants.guitars, { Name: "friend of friend's guitar" });
    await listItem(t, stranger, Wants.guitars, { Name: "stranger's guitar" });
    await holdForReview(t, (await listItem(t, friend, Wants.guitars, { Name: 'pending guitar' })).ID);
    await commitItems(t, [(await listItem(t, friend, Wants.guitars, { Name: 'committed guitar' })).ID]);
    // Friends+ needs five friends: four more, with nothing to show.
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan']) await befriend(t, viewer, await member(t, name, [Wants.crime]));
  });

  it('Friends (the default) shows friends’ live items in wanted categories, and nothing twice', async () => {
    expect(names(await seeAll(viewer))).toEqual(["friend's guitar"]);
    expect((await next(viewer.auth, FeedType.Friends)).json()).toEqual({ Success: true, ErrorCode: '', Item: null });
  });

  it('Friends+ adds friends of friends; Everyone adds strangers', async () => {
    const [viewer2, friend2] = [await member(t, 'Vera', [Wants.guitars]), friend];
    await setArea(t, viewer2, 'LS6 2AB');
    await listItem(t, viewer2, Wants.paints);
    await befriend(t, viewer2, friend2);
    for (const name of ['Eve', 'Fay', 'Gil', 'Hal']) await befriend(t, viewer2, await member(t, name, [Wants.crime]));
    const plus = names(await seeAll(viewer2, FeedType.FriendsPlus));
    expect(plus).toEqual(["friend of friend's guitar", "friend's guitar", "Viv's guitar"]);
    const everyone = names(await seeAll(viewer2, FeedType.Everyone));
    expect(everyone).toContain("stranger's guitar");
    expect(everyone).not.toContain("friend's guitar");
    expect(everyone.some((name) => /pending|committed|camera/.test(name))).toBe(false);
  });

  it('a committed item comes back once its commitment has passed', async () => {
    const viewer3 = await member(t, 'Wes', [Wants.guitars]);
    await listItem(t, viewer3, Wants.paints);
    await befriend(t, viewer3, friend);
    t.clock.advance(25 * 3_600_000);
    expect(names(await seeAll(viewer3))).toEqual(['committed guitar', "friend's guitar"]);
  });

  it('answers with the owner’s names and the whole item', async () => {
    const viewer4 = await member(t, 'Xan', [Wants.guitars]);
    await listItem(t, viewer4, Wants.paints);
    await befriend(t, viewer4, stranger);
    const item = (await next(viewer4.auth)).answer.Item;
    expect(item).toMatchObject({
      Name: "stranger's guitar",
      OwnerID: stranger.id,
      FirstName: 'Stan',
      LastName: stranger.LastName,
      Username: stranger.Username,
      CategoryPath: Wants.guitars,
    });
    expect(item?.Photos).toHaveLength(1);
  });

  it('shows an item as its owner’s listing does, photos in their order', async () => {
    const [viewer5, owner] = [await member(t, 'Yul', [Wants.cameras]), await member(t, 'Zoe', [Wants.crime])];
    await listItem(t, viewer5, Wants.paints);
    await befriend(t, viewer5, owner);
    const photos = await Promise.all(['#a44', '#4a4', '#44a'].map(async (colour) => base64(await png(40, 40, colour))));
    const listed = await listItem(t, owner, Wants.cameras, { Name: 'three-photo camera', EncodedPhotos: photos });
    expect(listed.Photos).toHaveLength(3);
    const shown = (await next(viewer5.auth)).answer.Item;
    expect(shown).toEqual({
      ...listed,
      OwnerID: owner.id,
      FirstName: 'Zoe',
      LastName: owner.LastName,
      Username: owner.Username,
      Reliability: { Swaps: 0, ThumbsUp: 0, NoShows: 0 },
      Distance: '',
      Town: '',
    });
  });
});

describe('order', () => {
  it('shows first the items of people who like one of the viewer’s items, then the newest', async () => {
    const viewer = await member(t, 'Olga', [Wants.guitars]);
    const [admirer, other] = [await member(t, 'Ada', [Wants.paints]), await member(t, 'Oli', [Wants.paints])];
    await befriend(t, viewer, admirer);
    await befriend(t, viewer, other);
    const viewersPaints = await listItem(t, viewer, Wants.paints);
    await listItem(t, admirer, Wants.guitars, { Name: 'older, from an admirer' });
    await listItem(t, other, Wants.guitars, { Name: 'newest' });
    await listItem(t, other, Wants.guitars, { Name: 'newest of all' });
    const before = (await seeAll(viewer)).map((item) => item.Name);
    expect(before).toEqual(['newest of all', 'newest', 'older, from an admirer']);

    const viewer2 = await member(t, 'Orla', [Wants.guitars]);
    await listItem(t, viewer2, Wants.paints);
    await befriend(t, viewer2, admirer);
    await befriend(t, viewer2, other);
    const viewer2Paints = (await callRoute(t.app, routes.getDashboard, undefined, viewer2.auth)).answer.User.Items[0];
    if (!viewer2Paints) throw new Error('Orla lists no item');
    expect(viewersPaints.ID).not.toBe(viewer2Paints.ID);
    expect(
      (await callRoute(t.app, routes.likeItem, { params: { id: viewer2Paints.ID } }, admirer.auth)).statusCode,
    ).toBe(200);
    const after = (await seeAll(viewer2)).map((item) => item.Name);
    expect(after).toEqual(['older, from an admirer', 'newest of all', 'newest']);
  });
});

describe('refusals and empty states', () => {
  it('refuses a token that signs no one in before reading the query, whichever type is asked', async () => {
    const stranger = { authorization: `Bearer ${'x'.repeat(43)}` };
    const queries: Record<string, string>[] = [{}, { type: '3' }, { type: '9' }, { kind: '2' }];
    for (const query of queries) {
      const response = await uncheckedCall(t.app, routes.exploreItem, { query, headers: stranger });
      expect(response.statusCode, JSON.stringify(query)).toBe(401);
      expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    }
    const signedIn = await member(t, 'Ola', [Wants.guitars]);
    expect(
      (await uncheckedCall(t.app, routes.exploreItem, { query: { type: '9' }, headers: signedIn.auth })).statusCode,
    ).toBe(400);
  });

  it('needs an item of one’s own (NO_OWN_ITEMS) and five friends for Friends+ (NOT_ENOUGH_FRIENDS)', async () => {
    const newcomer = await member(t, 'Nia', [Wants.guitars]);
    const noItems = await next(newcomer.auth);
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json()).toMatchObject({ Success: false, ErrorCode: 'NO_OWN_ITEMS' });
    await listItem(t, newcomer, Wants.paints);
    for (let friends = 0; friends < 5; friends += 1) {
      expect((await next(newcomer.auth, FeedType.FriendsPlus)).error.ErrorCode).toBe('NOT_ENOUGH_FRIENDS');
      await befriend(t, newcomer, await member(t, 'Pal', [Wants.crime]));
    }
    expect((await next(newcomer.auth, FeedType.FriendsPlus)).json()).toMatchObject({ Success: true, Item: null });
  });

  it('refuses an unknown type and an anonymous caller', async () => {
    const viewer = await member(t, 'Quin', [Wants.guitars]);
    expect(
      (await uncheckedCall(t.app, routes.exploreItem, { query: { type: '7' }, headers: viewer.auth })).json().ErrorCode,
    ).toBe('VALIDATION_ERROR');
    expect((await next(undefined)).statusCode).toBe(401);
  });
});

describe('charities', () => {
  it('see only their followers’ charity-flagged items in the categories they want, whatever type they ask', async () => {
    const hospice = await charity(t, [Wants.guitars]);
    const [follower, notFollower] = [await member(t, 'Rae', [Wants.crime]), await member(t, 'Sid', [Wants.crime])];
    expect(
      (await callRoute(t.app, routes.followCharity, { params: { id: hospice.id } }, follower.auth)).statusCode,
    ).toBe(200);
    await listItem(t, follower, Wants.guitars, { Name: 'donated guitar', Charity: true });
    await listItem(t, follower, Wants.guitars, { Name: 'guitar for swapping only' });
    await listItem(t, follower, Wants.cameras, { Name: 'donated camera (not wanted)', Charity: true });
    await listItem(t, notFollower, Wants.guitars, { Name: "stranger's donated guitar", Charity: true });
    expect((await seeAll(hospice, FeedType.Friends)).map((item) => item.Name)).toEqual(['donated guitar']);
  });
});

describe('across a block', () => {
  const names = (list: FeedItem[]) => list.map((item) => item.Name);
  const firstFor = async (viewer: Member, type: FeedType) => (await next(viewer.auth, type)).answer.Item?.Name;

  it('Friends: neither sees the other’s items, whoever blocked; the viewer’s other friends stay', async () => {
    const [blocker, blocked, other] = [
      await member(t, 'Bo', [Wants.guitars]),
      await member(t, 'Di', [Wants.guitars]),
      await member(t, 'Ed', [Wants.crime]),
    ];
    await befriend(t, blocker, blocked);
    await befriend(t, blocker, other);
    await listItem(t, other, Wants.guitars, { Name: "other friend's guitar" });
    await listItem(t, blocker, Wants.guitars, { Name: "blocker's guitar" });
    await listItem(t, blocked, Wants.guitars, { Name: "blocked member's guitar" });
    expect(await firstFor(blocker, FeedType.Friends)).toBe("blocked member's guitar");
    expect(await firstFor(blocked, FeedType.Friends)).toBe("blocker's guitar");

    await insertBlock(t, blocker, blocked);
    expect(names(await seeAll(blocker, FeedType.Friends))).toEqual(["other friend's guitar"]);
    expect(names(await seeAll(blocked, FeedType.Friends))).toEqual([]);
  });

  it('Friends+: the blocked member’s items leave; their friends’, reached through them, stay', async () => {
    const viewer = await member(t, 'Gia', [Wants.guitars]);
    const [friend, friendOfFriend] = [await member(t, 'Hugo', [Wants.crime]), await member(t, 'Ines', [Wants.crime])];
    await listItem(t, viewer, Wants.paints);
    await befriend(t, viewer, friend);
    await befriend(t, friend, friendOfFriend);
    for (const name of ['Jo', 'Kit', 'Lou', 'Max']) await befriend(t, viewer, await member(t, name, [Wants.crime]));
    await listItem(t, friendOfFriend, Wants.guitars, { Name: "friend of friend's guitar" });
    await listItem(t, friend, Wants.guitars, { Name: "blocking friend's guitar" });
    expect(await firstFor(viewer, FeedType.FriendsPlus)).toBe("blocking friend's guitar");

    // The friend blocked the viewer: the friendship still stands here, as the read side must not count on its end.
    await insertBlock(t, friend, viewer);
    expect(names(await seeAll(viewer, FeedType.FriendsPlus))).toEqual(["friend of friend's guitar"]);
  });

  it('Everyone: neither sees the other’s items, whoever blocked', async () => {
    const [blocker, blocked] = [await member(t, 'Nell', [Wants.cameras]), await member(t, 'Otto', [Wants.cameras])];
    for (const someone of [blocker, blocked]) await setArea(t, someone, 'LS6 2AB');
    await listItem(t, blocker, Wants.cameras, { Name: "everyone: blocker's camera" });
    await listItem(t, blocked, Wants.cameras, { Name: "everyone: blocked member's camera" });
    expect(await firstFor(blocker, FeedType.Everyone)).toBe("everyone: blocked member's camera");
    expect(await firstFor(blocked, FeedType.Everyone)).toBe("everyone: blocker's camera");

    await insertBlock(t, blocker, blocked);
    expect(names(await seeAll(blocker, FeedType.Everyone))).not.toContain("everyone: blocked member's camera");
    expect(names(await seeAll(blocked, FeedType.Everyone))).not.toContain("everyone: blocker's camera");
  });

  it('a charity’s feed leaves out a follower a block stands between, whoever blocked', async () => {
    const hospice = await charity(t, [Wants.paints]);
    const [blocker, blocked, other] = [
      await member(t, 'Pia', [Wants.crime]),
      await member(t, 'Quentin', [Wants.crime]),
      await member(t, 'Ros', [Wants.crime]),
    ];
    for (const follower of [blocker, blocked, other]) {
      expect(
        (await callRoute(t.app, routes.followCharity, { params: { id: hospice.id } }, follower.auth)).statusCode,
      ).toBe(200);
      await listItem(t, follower, Wants.paints, { Name: `${follower.FirstName}'s donated paints`, Charity: true });
    }
    await insertBlock(t, blocker, hospice);
    await insertBlock(t, hospice, blocked);
    expect(names(await seeAll(hospice, FeedType.Friends))).toEqual(["Ros's donated paints"]);
  });
});
