/** Builders for feed and match tests, going through the real calls. */
import { type Match, type RegisterBody, routes, type UpdateUserBody, type UserItem } from '@swapsies/contract';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { items, users } from '../db/schema.ts';
import { type Auth, callRoute } from './call-route.ts';
import { base64, png } from './images.ts';
import { charityRegistration, login, register, signUp } from './members.ts';
import type { TestApp } from './test-app.ts';

export type { Auth } from './call-route.ts';
export type Member = Awaited<ReturnType<typeof signUp>>;

/** Category paths of the tree, one per kind of thing, so that who wants what is plain in a test. */
export const Wants = {
  guitars: '12-1201-120101',
  crime: '4-401-40101',
  cameras: '5-501-50101',
  paints: '2-201-20101',
} as const;

/** A personal member who wants the given categories. */
export function member(t: TestApp, firstName: string, wants: string[]) {
  return signUp(t.app, { FirstName: firstName, Categories: wants });
}

/** A charity that wants the given categories; its area is its address's district (SE13 unless `overrides` say otherwise). */
export async function charity(t: TestApp, wants: string[], overrides: Partial<RegisterBody> = {}) {
  const body = charityRegistration(base64(await png()), { Categories: wants, ...overrides });
  expect((await register(t.app, body)).statusCode).toBe(200);
  const auth = { authorization: `Bearer ${await login(t.app, body.Username)}` };
  const me = await callRoute(t.app, routes.getUser, undefined, auth);
  return { id: me.answer.User.ID, auth };
}

export async function befriend(t: TestApp, a: Member, b: Member): Promise<void> {
  expect((await callRoute(t.app, routes.sendFriendRequest, { params: { id: b.id } }, a.auth)).statusCode).toBe(200);
  expect((await callRoute(t.app, routes.acceptFriendRequest, { params: { id: a.id } }, b.auth)).statusCode).toBe(200);
}

/**
 * Gives a member an area from a postcode ('' removes it), and any search settings with it, through
 * PUT /user as the settings screen does.
 */
export async function setArea(
  t: TestApp,
  member: { auth: Auth },
  postcode: string,
  settings: Pick<UpdateUserBody, 'SearchRadius' | 'FriendsPlusNearby'> = {},
): Promise<void> {
  const response = await callRoute(
    t.app,
    routes.updateUser,
    { body: { Postcode: postcode, ...settings } },
    member.auth,
  );
  expect(response.statusCode, response.body).toBe(200);
}

let photo: string | null = null;

/** Lists an item in the category path given; returns the item as the API answers it. */
export async function listItem(
  t: TestApp,
  owner: { auth: Auth },
  path: string,
  overrides: Partial<{ Name: string; Pint: number; Charity: boolean; EncodedPhotos: string[] }> = {},
): Promise<UserItem> {
  photo ??= base64(await png(48, 48, '#4a8'));
  const [categoryId, subcategoryId, itemId] = path.split('-').map(Number);
  if (itemId === undefined || categoryId === undefined || subcategoryId === undefined) {
    throw new Error(`${path} is not a category path of three ids`);
  }
  const body = {
    Name: 'Something to swap',
    Description: 'In good condition, collection only.',
    Location: 'Lewisham, London',
    CategoryID: categoryId,
    SubcategoryID: subcategoryId,
    SubcategoryItemID: itemId,
    Pint: 0,
    Charity: false,
    EncodedPhotos: [photo],
    ...overrides,
  };
  const response = await callRoute(t.app, routes.createItem, { body }, owner.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.Item;
}

/** Reserves items as an accepted commitment would, for `hours` from the test clock's now. */
export async function commitItems(t: TestApp, itemIds: number[], hours = 24): Promise<void> {
  await t.database.db
    .update(items)
    .set({ committedUntil: new Date(t.clock.now().getTime() + hours * 3_600_000) })
    .where(inArray(items.id, itemIds));
}

export async function holdForReview(t: TestApp, itemId: number): Promise<void> {
  await t.database.db.update(items).set({ pendingApproval: true }).where(eq(items.id, itemId));
}

export async function like(t: TestApp, viewer: { auth: Auth }, itemId: number) {
  const response = await callRoute(t.app, routes.likeItem, { params: { id: itemId } }, viewer.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.answer;
}

/**
 * Two friends who each want what the other lists, matched: Bea likes Abe's guitar (offering her
 * book), then Abe likes the book.
 */
export async function matchedPair(t: TestApp) {
  const abe = await member(t, 'Abe', [Wants.crime]);
  const bea = await member(t, 'Bea', [Wants.guitars]);
  await befriend(t, abe, bea);
  const guitar = await listItem(t, abe, Wants.guitars, { Name: 'Acoustic guitar' });
  const book = await listItem(t, bea, Wants.crime, { Name: 'Crime novel' });
  expect((await like(t, bea, guitar.ID)).MatchID).toBe(0);
  const matched = await like(t, abe, book.ID);
  expect(matched.MatchID).toBeGreaterThan(0);
  return { abe, bea, guitar, book, matchId: matched.MatchID };
}

/** Sets Pint Mode straight in the database, for tests about what it changes rather than how it is set. */
export async function setPintMode(t: TestApp, userId: number, on: boolean): Promise<void> {
  await t.database.db.update(users).set({ pint: on }).where(eq(users.id, userId));
}

export async function switchNotifications(t: TestApp, userId: number, kinds: Record<string, boolean>) {
  const [row] = await t.database.db
    .select({ settings: users.notificationSettings })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no member ${userId}`);
  await t.database.db
    .update(users)
    .set({ notificationSettings: { ...row.settings, ...kinds } })
    .where(eq(users.id, userId));
}

/** The member's notifications, newest first, leaving out those of becoming friends. */
export async function notificationsOf(t: TestApp, viewer: { auth: Auth }) {
  const all = (await callRoute(t.app, routes.getNotifications, undefined, viewer.auth)).answer.Notifications;
  return all.filter((notification) => notification.Kind !== 'FriendRequest');
}

/** One of the member's matches, as GET /matches/{id} answers it. */
export async function matchOf(t: TestApp, auth: Auth, matchId: number): Promise<Match> {
  return (await callRoute(t.app, routes.getMatch, { params: { id: matchId } }, auth)).answer.Match;
}

/** The member's matches, as GET /matches answers them. */
export async function matchesOf(t: TestApp, auth: Auth): Promise<Match[]> {
  return (await callRoute(t.app, routes.getMatches, undefined, auth)).answer.Matches;
}

/** The ids of a list of items (or anything with an ID), in order. */
export function idsOf(list: readonly { ID: number }[]): number[] {
  return list.map((entry) => entry.ID);
}
