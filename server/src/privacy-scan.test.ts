/**
 * Areas never leak (issue 28): every answer a member, a charity or an admin gets about someone
 * else is scanned for that someone's postcode district and the coordinates of its centroid.
 * Others may see a rounded distance and a town, nothing more. Each GET call of the route table is
 * made by each viewer, with inputs that name the others' things; a new GET call fails this test
 * until it is listed below.
 */
import { FeedType, type RouteSpec, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtRows } from './modules/areas/districts.service.ts';
import { callRoute } from './test/call-route.ts';
import { agreeHandover } from './test/handover.ts';
import { report, signUpAdmin } from './test/moderation.ts';
import { type Auth, charity, type Member, matchedPair, member, setArea, Wants } from './test/swaps.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { type UncheckedInput, uncheckedCall } from './test/unchecked-call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Scene {
  abe: Member;
  bea: Member;
  matchId: number;
  guitarId: number;
}

type RouteName = keyof typeof routes;
/** The input of a GET call for a viewer, naming others' things; null: not a call to scan. */
type Input = ((scene: Scene) => UncheckedInput) | null;

const none: Input = () => ({});
const byMatch: Input = (scene) => ({ params: { id: scene.matchId } });

const getCalls: Partial<Record<RouteName, Input>> = {
  getBlocks: none,
  getCategories: none,
  getCharities: none,
  getCharityCauses: none,
  getConfig: none,
  getCountries: none,
  getDashboard: none,
  exploreItem: none,
  getFriends: none,
  getMatches: none,
  getMatch: byMatch,
  getExtraItems: byMatch,
  getHandoverCalendar: byMatch,
  getItemsForAcknowledge: byMatch,
  getMessages: (scene) => ({ params: { matchId: scene.matchId } }),
  getNotifications: none,
  getPushKey: none,
  getStarterPacks: none,
  getUser: none,
  exportUser: none,
  searchUser: (scene) => ({ query: { username: scene.abe.Username } }),
  getModerationQueue: none,
  getReviewQueue: none,
  getReliabilityQueue: none,
  getSupportRequests: none,
  // Not JSON about anyone: a photo, and the two sockets (their messages are the same shapes as
  // getMessages' and getMatch's answers, scanned here).
  getFile: null,
  chatSocket: null,
  liveSocket: null,
};

const ABE_POSTCODE = 'LS6 2AB';
const leeds = districtRows.find((district) => district.id === 'LS6');

/** What would give Abe's area away: his district as a word, or its centroid's coordinates. */
function leaksOfAbe(body: string): string[] {
  if (!leeds) throw new Error('LS6 is not among the districts');
  const clues = [
    /\bLS6\b/i,
    new RegExp(leeds.latitude.toFixed(2).replace('.', '\\.')),
    new RegExp(Math.abs(leeds.longitude).toFixed(2).replace('.', '\\.')),
    /"(latitude|longitude|lat|lng|lon)"/i,
  ];
  return clues.filter((clue) => clue.test(body)).map(String);
}

describe('no answer about another member gives their area away', () => {
  let scene: Scene;
  let viewers: { name: string; auth: Auth }[];

  beforeAll(async () => {
    const { abe, bea, guitar, matchId } = await matchedPair(t);
    await setArea(t, abe, ABE_POSTCODE);
    await setArea(t, bea, 'BD1 1AA');
    // Everything that shows Abe to Bea: a match, a chat, a handover, feedback owed, a friend.
    await callRoute(t.app, routes.sendMessage, { body: { MatchID: matchId, Text: 'Hello from Abe' } }, abe.auth);
    await agreeHandover(t, matchId, abe, bea, new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString());
    // A charity near Abe, whose followers' and neighbours' items it browses, and an admin whose
    // queues show Abe's reported guitar.
    const nearby = await charity(t, [Wants.guitars]);
    await callRoute(t.app, routes.updateUser, { body: { Address: '1 Park Row, Leeds LS1 5HD' } }, nearby.auth);
    await callRoute(t.app, routes.followCharity, { params: { id: nearby.id } }, abe.auth);
    const admin = await signUpAdmin(t);
    await report(t, bea, 'item', guitar.ID);
    // Someone with no area, who sees Abe only through the Everyone feed and the search.
    const cy = await member(t, 'Cy', [Wants.guitars]);
    scene = { abe, bea, matchId, guitarId: guitar.ID };
    viewers = [
      { name: 'his match partner', auth: bea.auth },
      { name: 'a nearby charity he follows', auth: nearby.auth },
      { name: 'an admin', auth: admin.auth },
      { name: 'a stranger', auth: cy.auth },
    ];
  });

  it('lists every GET call of the route table', () => {
    const gets = Object.entries(routes)
      .filter(([, route]) => (route as RouteSpec).method === 'GET')
      .map(([name]) => name);
    expect(gets.filter((name) => !(name in getCalls))).toEqual([]);
  });

  it('scans each answer', async () => {
    const leaks: string[] = [];
    let scanned = 0;
    for (const viewer of viewers) {
      for (const [name, input] of Object.entries(getCalls)) {
        if (!input) continue;
        const route = routes[name as RouteName] as RouteSpec;
        const inputs =
          name === 'exploreItem'
            ? [FeedType.Friends, FeedType.FriendsPlus, FeedType.Everyone].map((type) => ({
                query: { type: String(type) },
              }))
            : [input(scene)];
        for (const call of inputs) {
          const response = await uncheckedCall(t.app, route, { ...call, headers: viewer.auth });
          scanned += 1;
          for (const clue of leaksOfAbe(response.body)) leaks.push(`${viewer.name}: ${name} shows ${clue}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(scanned).toBeGreaterThan(100);
  });

  it('scans answers that do show Abe, with his distance and town', async () => {
    const match = await callRoute(t.app, routes.getMatch, { params: { id: scene.matchId } }, scene.bea.auth);
    expect(match.body).toContain('"Distance":"about 8 miles","Town":"Leeds"');
    expect(leaksOfAbe(match.body)).toEqual([]);
  });

  it('would catch a leak: Abe’s own answer holds his district', async () => {
    const own = await callRoute(t.app, routes.getUser, undefined, scene.abe.auth);
    expect(leaksOfAbe(own.body)).toContain(String(/\bLS6\b/i));
  });
});
