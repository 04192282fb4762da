/** Review of new items and of changes, admin decisions, category changes and reports. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { itemMessages, moderationSubjects, type RouteSpec, routes, type UpdateItemBody } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { base64, jpeg, png } from '../../test/images.ts';
import { signUp } from '../../test/members.ts';
import { adminCommand, signUpAdmin } from '../../test/moderation.ts';
import { idsOf } from '../../test/swaps.ts';
import { createTestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';
import { NEW_ACCOUNT_REVIEW_MS } from '../items/items.policy.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

const ITEM = {
  Name: 'Acoustic guitar',
  Description: 'Full-size acoustic guitar with a soft case and spare strings.',
  Location: 'Brixton',
  CategoryID: 12,
  SubcategoryID: 1201,
  SubcategoryItemID: 120101,
  Pint: 0,
  Charity: false,
};

let photo: string;
let otherPhoto: string;

beforeAll(async () => {
  photo = base64(await jpeg(100, 100, '#a52'));
  otherPhoto = base64(await png(80, 60, '#25a'));
});

async function setUp(env: Record<string, string>) {
  const t = await createTestApp(env);
  const owner = await signUp(t.app);
  const admin = await signUpAdmin(t);
  // Moderation notifications are off by default (defaultNotificationSettings): this owner switched them on.
  await t.database.db.execute(
    `update users set notification_settings = notification_settings || '{"ItemApproved": true, "ItemDisapproved": true, "CategoryChanged": true}'::jsonb where id = ${owner.id}`,
  );
  const create = async (member: Member = owner) => {
    const response = await callRoute(
      t.app,
      routes.createItem,
      { body: { ...ITEM, EncodedPhotos: [photo] } },
      member.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.answer.Item;
  };
  const edit = (itemId: number, body: UpdateItemBody) =>
    callRoute(t.app, routes.updateItem, { params: { id: itemId }, body }, owner.auth);
  /** An admin decision on an item: approveItem, approveChanges, resolveReport and the like. */
  const decide = (
    route: typeof routes.approveItem | typeof routes.approveChanges | typeof routes.resolveReport,
    id: number,
    auth: Auth = admin.auth,
  ) => callRoute(t.app, route, { params: { id } }, auth);
  const queue = async () => {
    const response = await callRoute(t.app, routes.getReviewQueue, undefined, admin.auth);
    expect(response.statusCode).toBe(200);
    return response.answer.Entries;
  };
  const notificationsOf = async (member: Member) =>
    (await callRoute(t.app, routes.getNotifications, undefined, member.auth)).answer.Notifications;
  const itemsOf = async (member: Member) =>
    (await callRoute(t.app, routes.getDashboard, undefined, member.auth)).answer.User.Items;
  /** Every open report, as the moderation queue lists them under their targets. */
  const reports = async () =>
    (await callRoute(t.app, routes.getModerationQueue, undefined, admin.auth)).answer.Entries.flatMap(
      (entry) => entry.Reports,
    );
  const storedFiles = async () => (await fs.readdir(path.join(t.dataDir, 'files', 'items')).catch(() => [])).sort();
  return { t, owner, admin, create, edit, decide, queue, notificationsOf, itemsOf, reports, storedFiles };
}

describe('ITEM_REVIEW=off (the default)', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({});
  });
  afterAll(() => s.t.close());

  it('offers new items at once and applies edits at once', async () => {
    const item = await s.create();
    expect(item.PendingApproval).toBe(false);
    const edited = await s.edit(item.ID, {
      Location: 'Peckham',
      Pint: 0,
      Charity: false,
      PhotoIDs: idsOf(item.Photos.slice(0, 1)),
      EncodedPhotos: [],
    });
    expect(edited.answer.Item).toMatchObject({ Location: 'Peckham', PendingChanges: false });
    expect(await s.queue()).toEqual([]);
  });
});

describe('ITEM_REVIEW=all', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ ITEM_REVIEW: 'all' });
  });
  afterAll(() => s.t.close());

  it('holds a new item for approval, then approval offers it and tells the owner', async () => {
    const item = await s.create();
    expect(item.PendingApproval).toBe(true);
    const entry = (await s.queue()).find((e) => e.Item.ID === item.ID);
    expect(entry).toMatchObject({ Kind: 'new-item', Owner: { ID: s.owner.id, Username: s.owner.Username } });

    expect((await s.decide(routes.approveItem, item.ID)).statusCode).toBe(200);
    expect((await s.itemsOf(s.owner)).find((i) => i.ID === item.ID)?.PendingApproval).toBe(false);
    expect((await s.queue()).some((e) => e.Item.ID === item.ID)).toBe(false);
    expect(await s.notificationsOf(s.owner)).toContainEqual(
      expect.objectContaining({ Kind: 'ItemApproved', Subject: moderationSubjects.itemApproved }),
    );
    // Approving twice is refused: it is no longer waiting.
    expect((await s.decide(routes.approveItem, item.ID)).statusCode).toBe(404);
  });

  it('edits to an item still awaiting approval apply at once', async () => {
    const item = await s.create();
    const edited = await s.edit(item.ID, {
      Location: 'Clapham',
      Pint: 1,
      Charity: false,
      PhotoIDs: idsOf(item.Photos.slice(0, 1)),
      EncodedPhotos: [],
    });
    expect(edited.answer.Item).toMatchObject({ Location: 'Clapham', PendingApproval: true, PendingChanges: false });
  });

  it('disapproval removes the item and its photos, and tells the owner why', async () => {
    const item = await s.create();
    const response = await callRoute(
      s.t.app,
      routes.disapproveItem,
      { params: { id: item.ID }, body: { Reason: 'Weapons are not allowed' } },
      s.admin.auth,
    );
    expect(response.statusCode).toBe(200);
    expect((await s.itemsOf(s.owner)).some((i) => i.ID === item.ID)).toBe(false);
    expect(await s.storedFiles()).not.toContain(path.basename(item.Photos[0]?.Path ?? ''));
    const note = (await s.notificationsOf(s.owner)).find((n) => n.Kind === 'ItemDisapproved');
    expect(note).toMatchObject({ Subject: moderationSubjects.itemDisapproved });
    expect(note?.Text).toContain('Weapons are not allowed');
  });

  it('holds an edit to a live item as pending changes, which lock the item until reviewed', async () => {
    const item = await s.create();
    await s.decide(routes.approveItem, item.ID);
    const edited = await s.edit(item.ID, {
      Location: 'Stockwell',
      Pint: 2,
      Charity: true,
      PhotoIDs: idsOf(item.Photos.slice(0, 1)),
      EncodedPhotos: [otherPhoto],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = edited.answer.Item;
    // The item stays as it was, with "Changes Pending".
    expect(shown).toMatchObject({ Location: 'Brixton', Pint: 0, Charity: false, PendingChanges: true });
    expect(shown.Photos).toHaveLength(1);

    const entry = (await s.queue()).find((e) => e.Item.ID === item.ID);
    expect(entry).toMatchObject({ Kind: 'changes', Changes: { Location: 'Stockwell', Pint: 2, Charity: true } });
    expect(entry?.Changes?.Photos).toHaveLength(2);

    // Its own code and words, not the "committed in an active exchange" ones.
    const again = await s.edit(item.ID, {
      Location: 'Again',
      Pint: 0,
      Charity: false,
      PhotoIDs: idsOf(item.Photos.slice(0, 1)),
      EncodedPhotos: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.error).toMatchObject({ ErrorCode: 'CHANGES_PENDING', Message: itemMessages.pendingChangesEdit });
    const removed = await callRoute(s.t.app, routes.deleteItem, { params: { id: item.ID } }, s.owner.auth);
    expect(removed.statusCode).toBe(409);
    expect(removed.error).toMatchObject({ ErrorCode: 'CHANGES_PENDING', Message: itemMessages.pendingChangesDelete });

    expect((await s.decide(routes.approveChanges, item.ID)).statusCode).toBe(200);
    const applied = (await s.itemsOf(s.owner)).find((i) => i.ID === item.ID);
    expect(applied).toMatchObject({ Location: 'Stockwell', Pint: 2, Charity: true, PendingChanges: false });
    expect(applied?.Photos.map((p) => p.ID)).toEqual(entry?.Changes?.Photos.map((p) => p.ID));
    expect(await s.notificationsOf(s.owner)).toContainEqual(
      expect.objectContaining({ Kind: 'ChangesApproved', Subject: moderationSubjects.changesApproved }),
    );
  });

  it('disapproved changes leave the item as it was and remove the photos they brought', async () => {
    const item = await s.create();
    await s.decide(routes.approveItem, item.ID);
    await s.edit(item.ID, {
      Location: 'Vauxhall',
      Pint: 0,
      Charity: false,
      PhotoIDs: [],
      EncodedPhotos: [otherPhoto],
    });
    const proposed = (await s.queue()).find((e) => e.Item.ID === item.ID)?.Changes?.Photos ?? [];
    expect(proposed).toHaveLength(1);
    const response = await callRoute(
      s.t.app,
      routes.disapproveChanges,
      { params: { id: item.ID }, body: { Reason: 'Blurry photo' } },
      s.admin.auth,
    );
    expect(response.statusCode).toBe(200);
    const after = (await s.itemsOf(s.owner)).find((i) => i.ID === item.ID);
    expect(after).toMatchObject({ Location: 'Brixton', PendingChanges: false });
    expect(after?.Photos.map((p) => p.ID)).toEqual(item.Photos.map((p) => p.ID));
    const files = await s.storedFiles();
    expect(files).not.toContain(path.basename(proposed[0]?.Path ?? ''));
    expect(files).toContain(path.basename(item.Photos[0]?.Path ?? ''));
    const note = (await s.notificationsOf(s.owner)).find((n) => n.Kind === 'ChangesDisapproved');
    expect(note?.Text).toContain('Blurry photo');
  });

  it('lets an admin change the category, telling the owner', async () => {
    const item = await s.create();
    const recategorise = (CategoryPath: string) =>
      callRoute(s.t.app, routes.changeCategory, { params: { id: item.ID }, body: { CategoryPath } }, s.admin.auth);
    const response = await recategorise('4-401-40101');
    expect(response.statusCode).toBe(200);
    expect(response.answer.Item).toMatchObject({ CategoryID: 4, SubcategoryID: 401, SubcategoryItemID: 40101 });
    expect(await s.notificationsOf(s.owner)).toContainEqual(
      expect.objectContaining({ Kind: 'CategoryChanged', Subject: moderationSubjects.categoryChanged }),
    );
    const unknown = await recategorise('4-401-1');
    expect(unknown.statusCode).toBe(400);
  });

  it('sends no notification to an owner who switched the kind off', async () => {
    await s.t.database.db.execute(
      `update users set notification_settings = notification_settings || '{"ItemApproved": false}'::jsonb where id = ${s.owner.id}`,
    );
    const before = (await s.notificationsOf(s.owner)).length;
    const item = await s.create();
    await s.decide(routes.approveItem, item.ID);
    expect((await s.notificationsOf(s.owner)).length).toBe(before);
  });

  it('refuses every admin call to members and anonymous callers', async () => {
    const item = await s.create();
    // Some bodies here are invalid on purpose: callers who may not call are refused before validation.
    const itemId = { id: item.ID };
    const calls: [RouteSpec, Record<string, unknown>?, object?][] = [
      [routes.getReviewQueue],
      [routes.approveItem, itemId],
      [routes.disapproveItem, itemId, {}],
      [routes.approveChanges, itemId],
      [routes.disapproveChanges, itemId, {}],
      [routes.changeCategory, itemId, { CategoryPath: '4-401-40101' }],
      [routes.resolveReport, { id: 1 }],
    ];
    for (const [route, params, body] of calls) {
      const name = `${route.method} ${route.path}`;
      const as = (headers: Auth, payload = body) => uncheckedCall(s.t.app, route, { params, body: payload, headers });
      expect((await as(s.owner.auth)).statusCode, name).toBe(403);
      expect((await as(undefined)).statusCode, name).toBe(401);
      // Invalid bodies are refused as forbidden, not validated, for non-admins.
      expect((await as(s.owner.auth, { Unknown: 1 })).statusCode).toBe(403);
    }
    expect((await s.itemsOf(s.owner)).find((i) => i.ID === item.ID)?.PendingApproval).toBe(true);
  });

  it('lists open reports and resolves them', async () => {
    const item = await s.create();
    await callRoute(
      s.t.app,
      routes.report,
      { body: { TargetType: 'item', TargetID: item.ID, Reason: 'Spam', Text: 'Looks fake' } },
      s.admin.auth,
    );
    await callRoute(s.t.app, routes.reportAnonymously, {
      body: {
        Email: 'visitor@example.com',
        Reason: 'Offensive',
        Text: 'On the landing page',
        Url: 'https://swapsies.example/welcome',
      },
    });
    const listed = await s.reports();
    expect(listed.map((r) => r.Reason)).toEqual(expect.arrayContaining(['Spam', 'Offensive']));
    const spam = listed.find((r) => r.Reason === 'Spam');
    expect(spam).toMatchObject({ TargetType: 'item', TargetID: item.ID, ReporterUsername: s.admin.Username });
    if (!spam) throw new Error('the spam report is not listed');
    expect((await s.decide(routes.resolveReport, spam.ID)).statusCode).toBe(200);
    const after = await s.reports();
    expect(after.some((r) => r.ID === spam.ID)).toBe(false);
    expect((await s.decide(routes.resolveReport, spam.ID)).statusCode).toBe(404);
  });
});

describe('ITEM_REVIEW=new-accounts', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ ITEM_REVIEW: 'new-accounts' });
  });
  afterAll(() => s.t.close());

  it('reviews the items of accounts in their first week only', async () => {
    expect((await s.create()).PendingApproval).toBe(true);
    s.t.clock.advance(NEW_ACCOUNT_REVIEW_MS + 1);
    expect((await s.create()).PendingApproval).toBe(false);
  });
});

describe('npm run admin', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({});
  });
  afterAll(() => s.t.close());

  it('grants, lists and revokes the admin role', async () => {
    expect((await adminCommand(s.t, ['list'])).output).toContain(s.admin.Username);
    // The admin's session is now in the session cache: the revocation must reach it.
    expect((await callRoute(s.t.app, routes.getReviewQueue, undefined, s.admin.auth)).statusCode).toBe(200);
    expect(await adminCommand(s.t, ['revoke', s.admin.Username])).toEqual({
      ok: true,
      output: `${s.admin.Username} is no longer an admin.`,
    });
    expect((await callRoute(s.t.app, routes.getReviewQueue, undefined, s.admin.auth)).statusCode).toBe(403);
    expect((await adminCommand(s.t, ['grant', 'nobody_here'])).ok).toBe(false);
    expect((await adminCommand(s.t, ['promote'])).output).toContain('Usage');
    expect((await adminCommand(s.t, ['list'])).output).toBe('There are no admins yet.');
  });
});
