/** Review of new items and of changes, admin decisions, category changes and reports. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { itemMessages, moderationSubjects, type ReviewEntry, type UserItem } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64, jpeg, png } from '../../test/images.ts';
import { signUp } from '../../test/members.ts';
import { createTestApp } from '../../test/test-app.ts';
import { NEW_ACCOUNT_REVIEW_MS } from '../items/items.policy.ts';
import { runAdminCommand } from './admin-command.service.ts';

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
  const admin = await signUp(t.app);
  expect((await runAdminCommand(t.database.db, ['grant', admin.Username])).ok).toBe(true);
  // Moderation notifications are off by default (defaultNotificationSettings): this owner switched them on.
  await t.database.db.execute(
    `update users set notification_settings = notification_settings || '{"ItemApproved": true, "ItemDisapproved": true, "CategoryChanged": true}'::jsonb where id = ${owner.id}`,
  );
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth?: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const create = async (member: Member = owner) => {
    const response = await call('POST', '/item', member.auth, { ...ITEM, EncodedPhotos: [photo] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Item as UserItem;
  };
  const queue = async () => {
    const response = await call('GET', '/admin/queue', admin.auth);
    expect(response.statusCode).toBe(200);
    return response.json().Entries as ReviewEntry[];
  };
  const notificationsOf = async (member: Member) =>
    (await call('GET', '/notifications', member.auth)).json().Notifications as {
      Kind: string;
      Subject: string;
      Text: string;
    }[];
  const itemsOf = async (member: Member) =>
    (await call('GET', '/dashboard', member.auth)).json().User.Items as UserItem[];
  const storedFiles = async () => (await fs.readdir(path.join(t.dataDir, 'files', 'items')).catch(() => [])).sort();
  return { t, owner, admin, call, create, queue, notificationsOf, itemsOf, storedFiles };
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
    const edited = await s.call('PUT', `/items/${item.ID}`, s.owner.auth, {
      Location: 'Peckham',
      Pint: 0,
      Charity: false,
      PhotoIDs: [item.Photos[0]?.ID],
      EncodedPhotos: [],
    });
    expect(edited.json().Item).toMatchObject({ Location: 'Peckham', PendingChanges: false });
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

    expect((await s.call('POST', `/admin/items/${item.ID}/approve`, s.admin.auth)).statusCode).toBe(200);
    expect((await s.itemsOf(s.owner)).find((i) => i.ID === item.ID)?.PendingApproval).toBe(false);
    expect((await s.queue()).some((e) => e.Item.ID === item.ID)).toBe(false);
    expect(await s.notificationsOf(s.owner)).toContainEqual(
      expect.objectContaining({ Kind: 'ItemApproved', Subject: moderationSubjects.itemApproved }),
    );
    // Approving twice is refused: it is no longer waiting.
    expect((await s.call('POST', `/admin/items/${item.ID}/approve`, s.admin.auth)).statusCode).toBe(404);
  });

  it('edits to an item still awaiting approval apply at once', async () => {
    const item = await s.create();
    const edited = await s.call('PUT', `/items/${item.ID}`, s.owner.auth, {
      Location: 'Clapham',
      Pint: 1,
      Charity: false,
      PhotoIDs: [item.Photos[0]?.ID],
      EncodedPhotos: [],
    });
    expect(edited.json().Item).toMatchObject({ Location: 'Clapham', PendingApproval: true, PendingChanges: false });
  });

  it('disapproval removes the item and its photos, and tells the owner why', async () => {
    const item = await s.create();
    const response = await s.call('POST', `/admin/items/${item.ID}/disapprove`, s.admin.auth, {
      Reason: 'Weapons are not allowed',
    });
    expect(response.statusCode).toBe(200);
    expect((await s.itemsOf(s.owner)).some((i) => i.ID === item.ID)).toBe(false);
    expect(await s.storedFiles()).not.toContain(path.basename(item.Photos[0]?.Path ?? ''));
    const note = (await s.notificationsOf(s.owner)).find((n) => n.Kind === 'ItemDisapproved');
    expect(note).toMatchObject({ Subject: moderationSubjects.itemDisapproved });
    expect(note?.Text).toContain('Weapons are not allowed');
  });

  it('holds an edit to a live item as pending changes, which lock the item until reviewed', async () => {
    const item = await s.create();
    await s.call('POST', `/admin/items/${item.ID}/approve`, s.admin.auth);
    const edited = await s.call('PUT', `/items/${item.ID}`, s.owner.auth, {
      Location: 'Stockwell',
      Pint: 2,
      Charity: true,
      PhotoIDs: [item.Photos[0]?.ID],
      EncodedPhotos: [otherPhoto],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = edited.json().Item as UserItem;
    // The item stays as it was, with "Changes Pending".
    expect(shown).toMatchObject({ Location: 'Brixton', Pint: 0, Charity: false, PendingChanges: true });
    expect(shown.Photos).toHaveLength(1);

    const entry = (await s.queue()).find((e) => e.Item.ID === item.ID);
    expect(entry).toMatchObject({ Kind: 'changes', Changes: { Location: 'Stockwell', Pint: 2, Charity: true } });
    expect(entry?.Changes?.Photos).toHaveLength(2);

    // Its own code and words, not the "committed in an active exchange" ones.
    const again = await s.call('PUT', `/items/${item.ID}`, s.owner.auth, {
      Location: 'Again',
      Pint: 0,
      Charity: false,
      PhotoIDs: [item.Photos[0]?.ID],
      EncodedPhotos: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ErrorCode: 'CHANGES_PENDING', Message: itemMessages.pendingChangesEdit });
    const removed = await s.call('DELETE', `/items/${item.ID}`, s.owner.auth);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ ErrorCode: 'CHANGES_PENDING', Message: itemMessages.pendingChangesDelete });

    expect((await s.call('POST', `/admin/items/${item.ID}/changes/approve`, s.admin.auth)).statusCode).toBe(200);
    const applied = (await s.itemsOf(s.owner)).find((i) => i.ID === item.ID);
    expect(applied).toMatchObject({ Location: 'Stockwell', Pint: 2, Charity: true, PendingChanges: false });
    expect(applied?.Photos.map((p) => p.ID)).toEqual(entry?.Changes?.Photos.map((p) => p.ID));
    expect(await s.notificationsOf(s.owner)).toContainEqual(
      expect.objectContaining({ Kind: 'ChangesApproved', Subject: moderationSubjects.changesApproved }),
    );
  });

  it('disapproved changes leave the item as it was and remove the photos they brought', async () => {
    const item = await s.create();
    await s.call('POST', `/admin/items/${item.ID}/approve`, s.admin.auth);
    await s.call('PUT', `/items/${item.ID}`, s.owner.auth, {
      Location: 'Vauxhall',
      Pint: 0,
      Charity: false,
      PhotoIDs: [],
      EncodedPhotos: [otherPhoto],
    });
    const proposed = (await s.queue()).find((e) => e.Item.ID === item.ID)?.Changes?.Photos ?? [];
    expect(proposed).toHaveLength(1);
    const response = await s.call('POST', `/admin/items/${item.ID}/changes/disapprove`, s.admin.auth, {
      Reason: 'Blurry photo',
    });
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
    const response = await s.call('PUT', `/admin/items/${item.ID}/category`, s.admin.auth, {
      CategoryPath: '4-401-40101',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Item).toMatchObject({ CategoryID: 4, SubcategoryID: 401, SubcategoryItemID: 40101 });
    expect(await s.notificationsOf(s.owner)).toContainEqual(
      expect.objectContaining({ Kind: 'CategoryChanged', Subject: moderationSubjects.categoryChanged }),
    );
    const unknown = await s.call('PUT', `/admin/items/${item.ID}/category`, s.admin.auth, { CategoryPath: '4-401-1' });
    expect(unknown.statusCode).toBe(400);
  });

  it('sends no notification to an owner who switched the kind off', async () => {
    await s.t.database.db.execute(
      `update users set notification_settings = notification_settings || '{"ItemApproved": false}'::jsonb where id = ${s.owner.id}`,
    );
    const before = (await s.notificationsOf(s.owner)).length;
    const item = await s.create();
    await s.call('POST', `/admin/items/${item.ID}/approve`, s.admin.auth);
    expect((await s.notificationsOf(s.owner)).length).toBe(before);
  });

  it('refuses every admin call to members and anonymous callers', async () => {
    const item = await s.create();
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/admin/queue'],
      ['POST', `/admin/items/${item.ID}/approve`],
      ['POST', `/admin/items/${item.ID}/disapprove`, {}],
      ['POST', `/admin/items/${item.ID}/changes/approve`],
      ['POST', `/admin/items/${item.ID}/changes/disapprove`, {}],
      ['PUT', `/admin/items/${item.ID}/category`, { CategoryPath: '4-401-40101' }],
      ['GET', '/admin/reports'],
      ['POST', '/admin/reports/1/resolve'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await s.call(method, url, s.owner.auth, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await s.call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      // Invalid bodies are refused as forbidden, not validated, for non-admins.
      expect((await s.call(method, url, s.owner.auth, { Unknown: 1 })).statusCode).toBe(403);
    }
    expect((await s.itemsOf(s.owner)).find((i) => i.ID === item.ID)?.PendingApproval).toBe(true);
  });

  it('lists open reports and resolves them', async () => {
    const item = await s.create();
    await s.call('POST', '/report', s.admin.auth, {
      TargetType: 'item',
      TargetID: item.ID,
      Reason: 'Spam',
      Text: 'Looks fake',
    });
    await s.call('POST', '/report-unauth', undefined, {
      Email: 'visitor@example.com',
      Reason: 'Offensive',
      Text: 'On the landing page',
      Url: 'https://swapsies.example/welcome',
    });
    const listed = (await s.call('GET', '/admin/reports', s.admin.auth)).json().Reports as {
      ID: number;
      Reason: string;
    }[];
    expect(listed.map((r) => r.Reason)).toEqual(expect.arrayContaining(['Spam', 'Offensive']));
    const spam = listed.find((r) => r.Reason === 'Spam');
    expect(spam).toMatchObject({ TargetType: 'item', TargetID: item.ID, ReporterUsername: s.admin.Username });
    expect((await s.call('POST', `/admin/reports/${spam?.ID}/resolve`, s.admin.auth)).statusCode).toBe(200);
    const after = (await s.call('GET', '/admin/reports', s.admin.auth)).json().Reports as { ID: number }[];
    expect(after.some((r) => r.ID === spam?.ID)).toBe(false);
    expect((await s.call('POST', `/admin/reports/${spam?.ID}/resolve`, s.admin.auth)).statusCode).toBe(404);
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
    const db = s.t.database.db;
    expect((await runAdminCommand(db, ['list'])).output).toContain(s.admin.Username);
    expect(await runAdminCommand(db, ['revoke', s.admin.Username])).toEqual({
      ok: true,
      output: `${s.admin.Username} is no longer an admin.`,
    });
    expect((await s.call('GET', '/admin/queue', s.admin.auth)).statusCode).toBe(403);
    expect((await runAdminCommand(db, ['grant', 'nobody_here'])).ok).toBe(false);
    expect((await runAdminCommand(db, ['promote'])).output).toContain('Usage');
    expect((await runAdminCommand(db, ['list'])).output).toBe('There are no admins yet.');
  });
});
