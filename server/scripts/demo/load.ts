/**
 * Plays a demo plan through the real API with app.inject: registration, sign-in, friend requests,
 * follows, Pint mode (PUT /user), items with photos, likes (with the offer picker when it opens)
 * and feed browsing.
 */
import { AccountType, type CreateItemBody, type RegisterBody, UK_COUNTRY_ID } from '@swapsies/contract';
import { inArray } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { friendships, itemReactions, items, matches, users } from '../../src/db/schema.ts';
import { DEMO_PASSWORD } from './data/people.ts';
import { badge, itemPhoto } from './photos.ts';
import { buildPlan, type DemoOptions, type DemoPlan, type PlannedItem } from './plan.ts';

export { DEMO_PASSWORD };

export interface LoadOptions extends DemoOptions {
  /** Progress lines; silent when not given. */
  log?: (line: string) => void;
}

export interface AccountLine {
  login: string;
  name: string;
  kind: 'member' | 'charity';
  where: string;
  friends: number;
  items: number;
  matches: number;
}

export interface DemoTotals {
  members: number;
  charities: number;
  friendships: number;
  items: number;
  likes: number;
  matches: number;
}

export interface DemoResult {
  /** True when the demo was already in the database and nothing was written. */
  alreadyLoaded: boolean;
  plan: DemoPlan;
  accounts: AccountLine[];
  totals: DemoTotals;
}

interface Session {
  id: number;
  auth: { authorization: string };
}

type Json = Record<string, unknown>;

/** One API call; anything but 200 stops the load with the answer in the message. */
async function call<T = Json>(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session?: Session,
  payload?: object,
): Promise<T> {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    ...(session ? { headers: session.auth } : {}),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  }
  return response.json() as T;
}

/**
 * Runs `work` on each entry in order while the next entry's `prepare` (photo generation, which
 * sharp does off the main thread) already runs, so that the two overlap.
 */
async function pipelined<T, P>(
  list: readonly T[],
  prepare: (entry: T) => Promise<P>,
  work: (entry: T, prepared: P, index: number) => Promise<void>,
): Promise<void> {
  let next = list.length > 0 ? prepare(list[0] as T) : null;
  for (const [index, entry] of list.entries()) {
    const prepared = await (next as Promise<P>);
    next = index + 1 < list.length ? prepare(list[index + 1] as T) : null;
    await work(entry, prepared, index);
  }
}

function initials(...names: string[]): string {
  return names
    .map((name) => name.replace(/[^A-Za-z]/g, '').charAt(0))
    .join('')
    .toUpperCase();
}

async function itemPhotos(item: PlannedItem): Promise<string[]> {
  const photos = await Promise.all(
    Array.from({ length: item.photos }, (_, index) => itemPhoto(item.name, item.categoryName, index, item.photos)),
  );
  return photos.map((photo) => photo.toString('base64'));
}

/**
 * Starts drawing every item's photos at once, two items at a time, so that sharp (off the main
 * thread) works while accounts and friendships are made. Each answer is awaited when its item is listed.
 */
function drawPhotosInBackground(list: readonly PlannedItem[]): Promise<string[]>[] {
  const lanes = [Promise.resolve(), Promise.resolve()];
  return list.map((item, index) => {
    const lane = index % lanes.length;
    const job = (lanes[lane] as Promise<void>).then(() => itemPhotos(item));
    lanes[lane] = job.then(
      () => {},
      () => {},
    );
    // Handled where it is awaited; this only keeps an early failure from being reported as unhandled.
    job.catch(() => {});
    return job;
  });
}

export async function isDemoLoaded(app: App, plan: DemoPlan): Promise<boolean> {
  const answer = await call<{ Available: boolean }>(app, 'POST', '/check-username-availability', undefined, {
    Username: plan.main,
  });
  return !answer.Available;
}

export async function loadDemo(app: App, db: Db, options: LoadOptions = {}): Promise<DemoResult> {
  const log = options.log ?? (() => {});
  const plan = buildPlan(options);
  if (await isDemoLoaded(app, plan)) {
    return { alreadyLoaded: true, plan, ...(await summarise(db, plan)) };
  }
  const photos = drawPhotosInBackground(plan.items);
  const sessions = new Map<string, Session>();
  const sessionOf = (login: string): Session => {
    const session = sessions.get(login);
    if (!session) throw new Error(`No session for ${login}`);
    return session;
  };
  const signIn = async (login: string) => {
    const answer = await call<{ Token: string; User: { ID: number } }>(app, 'POST', '/login', undefined, {
      Login: login,
      Password: DEMO_PASSWORD,
    });
    sessions.set(login, { id: answer.User.ID, auth: { authorization: `Bearer ${answer.Token}` } });
  };
  const terms = { Country: UK_COUNTRY_ID, TermsAccepted: true, TermsAcceptedDate: new Date().toISOString() };
  const password = { Password: DEMO_PASSWORD, ConfirmPassword: DEMO_PASSWORD };

  log(`Registering ${plan.charities.length} charities and ${plan.members.length} members…`);
  await pipelined(
    plan.charities,
    (charity) => badge(charity.initials, charity.colour),
    async (charity, logo) => {
      const body: RegisterBody = {
        Type: AccountType.Charity,
        FirstName: charity.name,
        LastName: '',
        Username: charity.number,
        Email: charity.email,
        ...password,
        Categories: charity.categories,
        Address: charity.address,
        EncodedProfilePhoto: logo.toString('base64'),
        ...terms,
      };
      await call(app, 'POST', '/register', undefined, body);
      await signIn(charity.number);
    },
  );
  await pipelined(
    plan.members,
    async (member) => (member.profilePhoto ? badge(initials(member.firstName, member.lastName)) : null),
    async (member, photo) => {
      const body: RegisterBody = {
        Type: AccountType.Personal,
        FirstName: member.firstName,
        LastName: member.lastName,
        Username: member.handle,
        Email: member.email,
        ...password,
        Categories: member.wants,
        Postcode: member.postcode,
        ...(photo ? { EncodedProfilePhoto: photo.toString('base64') } : {}),
        ...terms,
      };
      await call(app, 'POST', '/register', undefined, body);
      await signIn(member.handle);
    },
  );

  for (const member of plan.members.filter((planned) => planned.pint)) {
    await call(app, 'PUT', '/user', sessionOf(member.handle), { Pint: true });
  }

  log(`Making ${plan.friendships.length} friendships and following charities…`);
  for (const [a, b] of plan.friendships) {
    await call(app, 'POST', `/friends/${sessionOf(b).id}/request`, sessionOf(a));
    await call(app, 'POST', `/friends/${sessionOf(a).id}/accept`, sessionOf(b));
  }
  for (const member of plan.members) {
    for (const charity of member.follows) {
      await call(app, 'POST', `/charities/${sessionOf(charity).id}/follow`, sessionOf(member.handle));
    }
  }

  log(`Listing ${plan.items.length} items with ${plan.items.reduce((sum, item) => sum + item.photos, 0)} photos…`);
  const itemIds: number[] = [];
  for (const [index, item] of plan.items.entries()) {
    const [categoryId, subcategoryId, itemId] = item.path.split('-').map(Number) as [number, number, number];
    const body: CreateItemBody = {
      Name: item.name,
      Description: item.description,
      Location: item.location,
      CategoryID: categoryId,
      SubcategoryID: subcategoryId,
      SubcategoryItemID: itemId,
      Pint: item.pint,
      Charity: item.charity,
      EncodedPhotos: await (photos[index] as Promise<string[]>),
    };
    const answer = await call<{ Item: { ID: number } }>(app, 'POST', '/item', sessionOf(item.owner), body);
    itemIds.push(answer.Item.ID);
  }

  /** A like as the web app makes it: when the offer picker would open, offer the first one or two. */
  let pickerTurns = 0;
  const like = async (login: string, itemId: number) => {
    const session = sessionOf(login);
    const answer = await call<{ MatchID: number; ItemsForExange: { ID: number }[] }>(
      app,
      'POST',
      `/items/${itemId}/like`,
      session,
    );
    // MatchID 0 with several wanted items means nothing was recorded yet: the picker's turn.
    if (answer.MatchID === 0 && answer.ItemsForExange.length > 1) {
      pickerTurns += 1;
      const offered = answer.ItemsForExange.slice(0, pickerTurns % 2 === 0 ? 2 : 1).map((own) => own.ID);
      await call(app, 'POST', `/items/${itemId}/like-offer`, session, { ItemIDs: offered });
    }
  };

  log('Liking: the main member’s story, then everyone browses their feed…');
  for (const step of plan.story) {
    const itemId = itemIds[step.item];
    if (itemId === undefined) throw new Error(`Item ${step.item} of the plan was not created`);
    await like(step.liker, itemId);
  }
  for (const round of plan.browsing) {
    for (const { member, likes } of round) {
      for (let n = 0; n < likes; n += 1) {
        const feed = await call<{ Item: { ID: number } | null }>(app, 'GET', '/explore-item?type=2', sessionOf(member));
        if (!feed.Item) break;
        await like(member, feed.Item.ID);
      }
    }
  }
  for (const { charity, likes } of plan.charityBrowsing) {
    for (let n = 0; n < likes; n += 1) {
      const feed = await call<{ Item: { ID: number } | null }>(app, 'GET', '/explore-item', sessionOf(charity));
      if (!feed.Item) break;
      await like(charity, feed.Item.ID);
    }
  }

  return { alreadyLoaded: false, plan, ...(await summarise(db, plan)) };
}

/** What the database holds for the demo's accounts (read-only), for the table at the end. */
export async function summarise(db: Db, plan: DemoPlan): Promise<{ accounts: AccountLine[]; totals: DemoTotals }> {
  const logins = [...plan.charities.map((c) => c.number), ...plan.members.map((m) => m.handle)];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.username, logins));
  const ids = rows.map((row) => row.id);
  const idSet = new Set(ids);
  const [friendRows, itemRows, likeRows, matchRows] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db
            .select({ userId: friendships.userId, friendId: friendships.friendId })
            .from(friendships)
            .where(inArray(friendships.userId, ids)),
          db.select({ ownerId: items.ownerId }).from(items).where(inArray(items.ownerId, ids)),
          db
            .select({ userId: itemReactions.userId, liked: itemReactions.liked })
            .from(itemReactions)
            .where(inArray(itemReactions.userId, ids)),
          db
            .select({ user1Id: matches.user1Id, user2Id: matches.user2Id, endedAt: matches.endedAt })
            .from(matches)
            .where(inArray(matches.user1Id, ids)),
        ]);
  const activeMatches = matchRows.filter((m) => m.endedAt === null && idSet.has(m.user2Id));
  const count = <T>(list: readonly T[], test: (entry: T) => boolean) => list.filter(test).length;
  const byLogin = new Map(rows.map((row) => [row.username, row]));
  const accounts: AccountLine[] = [];
  for (const charity of plan.charities) {
    const row = byLogin.get(charity.number);
    if (!row) continue;
    accounts.push({
      login: charity.number,
      name: charity.name,
      kind: 'charity',
      where: charity.town,
      friends: 0,
      items: 0,
      matches: count(activeMatches, (m) => m.user1Id === row.id || m.user2Id === row.id),
    });
  }
  for (const member of plan.members) {
    const row = byLogin.get(member.handle);
    if (!row) continue;
    accounts.push({
      login: member.handle,
      name: `${row.firstName} ${row.lastName}`,
      kind: 'member',
      where: member.town,
      friends: count(friendRows, (f) => f.userId === row.id),
      items: count(itemRows, (i) => i.ownerId === row.id),
      matches: count(activeMatches, (m) => m.user1Id === row.id || m.user2Id === row.id),
    });
  }
  return {
    accounts,
    totals: {
      members: count(rows, (row) => row.type === AccountType.Personal),
      charities: count(rows, (row) => row.type === AccountType.Charity),
      friendships: count(friendRows, (f) => idSet.has(f.friendId)) / 2,
      items: itemRows.length,
      likes: count(likeRows, (r) => r.liked),
      matches: activeMatches.length,
    },
  };
}
