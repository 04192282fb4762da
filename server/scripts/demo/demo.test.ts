import { FeedType, FRIENDS_PLUS_MIN_FRIENDS, MatchType, routes } from '@swapsies/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemReactions, users } from '../../src/db/schema.ts';
import { type Auth, callRoute } from '../../src/test/call-route.ts';
import { createTestApp, type TestApp } from '../../src/test/test-app.ts';
import { story } from './data/people.ts';
import { DEMO_PASSWORD, type DemoResult, loadDemo } from './load.ts';
import { buildPlan } from './plan.ts';
import { formatReport } from './report.ts';

describe('the plan', () => {
  it('is the same on every run, with the sizes the issue asks for', () => {
    const plan = buildPlan();
    expect(buildPlan()).toEqual(plan);
    expect(plan.members).toHaveLength(40);
    expect(plan.charities).toHaveLength(2);
    expect(plan.items.length).toBeGreaterThanOrEqual(140);
    expect(plan.items.length).toBeLessThanOrEqual(160);
    expect(plan.items.every((item) => item.photos >= 1 && item.photos <= 3)).toBe(true);
    expect(plan.items.some((item) => item.pint > 0)).toBe(true);
    expect(plan.items.some((item) => item.charity)).toBe(true);
    expect(plan.members.some((member) => member.pint)).toBe(true);
    const mainFriends = plan.friendships.filter((pair) => pair.includes(plan.main));
    expect(mainFriends.length).toBeGreaterThanOrEqual(FRIENDS_PLUS_MIN_FRIENDS);
  });
});

/** The first neighbourhood, a friend of a friend from Bristol and a stranger: quick, yet the same shape. */
const SMALL = { members: 10, maxPhotos: 1 };

describe('loading a small demo', () => {
  let t: TestApp;
  let result: DemoResult;
  const signIn = async (login: string) => {
    const response = await callRoute(t.app, routes.logIn, { body: { Login: login, Password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.answer.Token}` };
  };
  const feedOf = (auth: Auth, type: FeedType) => callRoute(t.app, routes.exploreItem, { query: { type } }, auth);
  const matchesOf = async (auth: Auth) => (await callRoute(t.app, routes.getMatches, undefined, auth)).answer.Matches;

  beforeAll(async () => {
    t = await createTestApp();
    result = await loadDemo(t.app, t.database.db, SMALL);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates what the plan says', () => {
    expect(result.alreadyLoaded).toBe(false);
    expect(result.totals).toMatchObject({
      members: SMALL.members,
      charities: 2,
      friendships: result.plan.friendships.length,
      items: result.plan.items.length,
    });
    expect(result.totals.likes).toBeGreaterThan(result.plan.story.length);
    expect(result.totals.matches).toBeGreaterThanOrEqual(4);
    expect(formatReport(result)).toContain(story.main);
  });

  it('gives the main member a Friends feed led by someone who likes their things', async () => {
    const auth = await signIn(story.main);
    const feed = await feedOf(auth, FeedType.Friends);
    expect(feed.statusCode).toBe(200);
    const item = feed.answer.Item;
    expect(item).not.toBeNull();
    const [main] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, story.main));
    const admirers = await t.database.db
      .select({ id: itemReactions.userId })
      .from(itemReactions)
      .where(and(eq(itemReactions.itemOwnerId, main?.id ?? 0), eq(itemReactions.liked, true)));
    expect(admirers.map((row) => row.id)).toContain(item?.OwnerID);
  });

  it('places everyone in a real town, so that the main member sees distances at once', async () => {
    const auth = await signIn(story.main);
    const me = (await callRoute(t.app, routes.getUser, undefined, auth)).answer.User;
    expect(me.Area).toMatchObject({ Town: 'London' });
    const friends = (await callRoute(t.app, routes.getFriends, undefined, auth)).answer.Friends;
    expect(friends.length).toBeGreaterThan(0);
    for (const friend of friends) expect(friend.Distance).toMatch(/^(under 1 mile|about \d+ miles?)$/);
    const card = (await feedOf(auth, FeedType.Friends)).answer.Item;
    expect(card?.Distance).not.toBe('');
  });

  it('lets the main member use Friends+', async () => {
    const auth = await signIn(story.main);
    const feed = await feedOf(auth, FeedType.FriendsPlus);
    expect(feed.statusCode).toBe(200);
    expect(feed.answer.Item).not.toBeNull();
  });

  it('gives the main member a swap, a pint and a charity match', async () => {
    const auth = await signIn(story.main);
    const types = (await matchesOf(auth)).map((match) => match.Type);
    expect(types.length).toBeGreaterThanOrEqual(2);
    expect(types.length).toBeLessThanOrEqual(4);
    expect(types).toEqual(expect.arrayContaining([MatchType.Swap, MatchType.Pint, MatchType.Charity]));
  });

  it('gives the charity a match with a follower', async () => {
    const auth = await signIn(story.charity.charity);
    expect((await matchesOf(auth)).length).toBeGreaterThanOrEqual(1);
  });

  it('only prints the logins when run again', async () => {
    const again = await loadDemo(t.app, t.database.db, SMALL);
    expect(again.alreadyLoaded).toBe(true);
    expect(again.totals).toEqual(result.totals);
  });
});
