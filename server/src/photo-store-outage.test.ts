/**
 * The S3 photo store going down and coming back, through the real calls on s3rver: every call that
 * stores photos answers 503 SERVICE_UNAVAILABLE with a Retry-After and saves nothing, a stored
 * photo answers 503 rather than hang, and both work again once the bucket is back. A proxy in
 * front of s3rver then fails writes part-way: the files stored before the failure are removed.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { routes, type UpdateItemBody, type UserItem } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import type S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemPhotos, users } from './db/schema.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from './lib/outage.ts';
import { type Auth, callRoute } from './test/call-route.ts';
import { base64, jpeg, png } from './test/images.ts';
import { newItemBody } from './test/items.ts';
import { personalRegistration, register, signUp } from './test/members.ts';
import { bucketKeys, s3ErrorBody, startS3rver, testS3Env } from './test/s3.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const BIKE_PATH = '12-1201-120101';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true }))));

async function temporaryFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'swapsies-s3-'));
  folders.push(folder);
  return folder;
}

/** What every answer has, whichever call made it. */
interface Answered {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function expectUnavailable(response: Answered) {
  expect(response.statusCode, response.body).toBe(503);
  expect(JSON.parse(response.body)).toMatchObject({ Success: false, ErrorCode: 'SERVICE_UNAVAILABLE' });
  expect(response.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
}

/** The member's items as the dashboard lists them. */
async function itemsOf(t: TestApp, auth: Auth): Promise<UserItem[]> {
  return (await callRoute(t.app, routes.getDashboard, undefined, auth)).answer.User.Items;
}

/** Every photo row, pending ones included: none may name a file that was not stored. */
async function photoRowCount(t: TestApp): Promise<number> {
  return (await t.database.db.select({ id: itemPhotos.id }).from(itemPhotos)).length;
}

async function accountNamed(t: TestApp, username: string) {
  return t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
}

function editAdding(item: UserItem, photos: string[]): UpdateItemBody {
  return {
    Name: 'Renamed bike',
    Location: item.Location,
    Pint: item.Pint,
    Charity: item.Charity,
    PhotoIDs: item.Photos.map((photo) => photo.ID),
    EncodedPhotos: photos,
  };
}

/** A member with a profile photo, and an item of theirs with one photo, stored while the bucket answers. */
async function ownerWithItem(t: TestApp) {
  const owner = await signUp(t.app, { EncodedProfilePhoto: base64(await png()) });
  const photo = base64(await jpeg());
  const created = await callRoute(
    t.app,
    routes.createItem,
    { body: newItemBody('Road bike', BIKE_PATH, photo) },
    owner.auth,
  );
  return { owner, photo, item: created.answer.Item };
}

describe('the bucket down, then back', () => {
  let folder: string;
  let s3: S3rver | undefined;
  let port: number;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let item: UserItem;
  let photoPath: string;
  let storedPhoto: Buffer;
  let photo: string;

  beforeAll(async () => {
    folder = await temporaryFolder();
    const started = await startS3rver(folder);
    s3 = started.server;
    port = Number(new URL(started.endpoint).port);
    t = await createTestApp(testS3Env(started.endpoint));
    ({ owner, photo, item } = await ownerWithItem(t));
    photoPath = item.Photos[0]?.Path ?? '';
    storedPhoto = (await getFile(photoPath)).rawPayload;
    expect(storedPhoto.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function getFile(name: string) {
    const { MediaToken } = (await callRoute(t.app, routes.getDashboard, undefined, owner.auth)).answer;
    return callRoute(t.app, routes.getFile, { query: { path: name, token: MediaToken } });
  }

  describe('while the bucket is down', () => {
    beforeAll(async () => {
      await s3?.close();
      s3 = undefined;
    });

    it('refuses a new item 503 with a Retry-After, and lists no new item', async () => {
      const rows = await photoRowCount(t);
      const response = await callRoute(
        t.app,
        routes.createItem,
        { body: newItemBody('Garden chair', BIKE_PATH, photo) },
        owner.auth,
      );
      expectUnavailable(response);
      expect((await itemsOf(t, owner.auth)).map((listed) => listed.ID)).toEqual([item.ID]);
      expect(await photoRowCount(t)).toBe(rows);
    });

    it('refuses new photos on an edit, and leaves the item as it was', async () => {
      const rows = await photoRowCount(t);
      const response = await callRoute(
        t.app,
        routes.updateItem,
        { params: { id: item.ID }, body: editAdding(item, [photo]) },
        owner.auth,
      );
      expectUnavailable(response);
      const [listed] = await itemsOf(t, owner.auth);
      expect(listed?.Name).toBe(item.Name);
      expect(listed?.Photos).toEqual(item.Photos);
      expect(await photoRowCount(t)).toBe(rows);
    });

    it('refuses a registration with a photo, and creates no account', async () => {
      const body = personalRegistration({ EncodedProfilePhoto: photo });
      expectUnavailable(await register(t.app, body));
      expect(await accountNamed(t, body.Username)).toEqual([]);
    });

    it('refuses a new profile photo, and changes nothing of the profile', async () => {
      const before = (await callRoute(t.app, routes.getUser, undefined, owner.auth)).answer.User;
      const response = await callRoute(
        t.app,
        routes.updateUser,
        { body: { EncodedProfilePhoto: photo, Bio: 'New bio' } },
        owner.auth,
      );
      expectUnavailable(response);
      const after = (await callRoute(t.app, routes.getUser, undefined, owner.auth)).answer.User;
      expect(after.ProfilePhoto).toBe(before.ProfilePhoto);
      expect(after.Bio).toBe(before.Bio);
    });

    it('answers 503 for a stored photo', async () => {
      expectUnavailable(await getFile(photoPath));
    });

    it('still takes calls that store no photo', async () => {
      const response = await callRoute(
        t.app,
        routes.updateItem,
        { params: { id: item.ID }, body: { ...editAdding(item, []), Name: 'Road bike, 54 cm' } },
        owner.auth,
      );
      expect(response.statusCode, response.body).toBe(200);
      item = response.answer.Item;
    });
  });

  describe('once the bucket is back', () => {
    beforeAll(async () => {
      s3 = (await startS3rver(folder, port)).server;
    });

    it('serves the photo stored before the outage', async () => {
      const response = await getFile(photoPath);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals(storedPhoto)).toBe(true);
    });

    it('takes the upload that was refused, and serves its photo', async () => {
      const response = await callRoute(
        t.app,
        routes.createItem,
        { body: newItemBody('Garden chair', BIKE_PATH, photo) },
        owner.auth,
      );
      expect(response.statusCode, response.body).toBe(200);
      const added = response.answer.Item;
      expect((await itemsOf(t, owner.auth)).map((listed) => listed.ID).sort()).toEqual([item.ID, added.ID].sort());
      const served = await getFile(added.Photos[0]?.Path ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('takes the registration that was refused', async () => {
      const response = await register(t.app, personalRegistration({ EncodedProfilePhoto: photo }));
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});

/**
 * A proxy in front of s3rver that answers 503 to every write after the first few it lets through:
 * SlowDown without storing it, or, with `storing`, InternalError after s3rver stored it (as a store
 * that failed or timed out after writing would).
 */
async function flakyProxy(target: string) {
  const upstream = new URL(target);
  let writesLeft = Number.POSITIVE_INFINITY;
  let writesPassed = 0;
  let storing = false;
  const server = http.createServer((request, response) => {
    const refused = request.method === 'PUT' && writesLeft <= 0;
    if (request.method === 'PUT' && !refused) {
      writesLeft -= 1;
      writesPassed += 1;
    }
    if (refused && !storing) {
      request.resume();
      response.writeHead(503, { 'Content-Type': 'application/xml' }).end(s3ErrorBody('SlowDown'));
      return;
    }
    // Headers go as they came, Host included: the request is signed over them.
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        if (refused) {
          answer.resume();
          response.writeHead(503, { 'Content-Type': 'application/xml' }).end(s3ErrorBody('InternalError'));
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** From now on, lets `count` writes through and refuses the rest (having stored them, with `stored`). */
    failWritesAfter(count: number, stored = false) {
      writesLeft = count;
      writesPassed = 0;
      storing = stored;
    },
    heal() {
      writesLeft = Number.POSITIVE_INFINITY;
    },
    writesPassed: () => writesPassed,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a write failing part-way', () => {
  let s3: S3rver;
  let s3Endpoint: string;
  let proxy: Awaited<ReturnType<typeof flakyProxy>>;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let item: UserItem;
  let photo: string;

  beforeAll(async () => {
    ({ server: s3, endpoint: s3Endpoint } = await startS3rver(await temporaryFolder()));
    proxy = await flakyProxy(s3Endpoint);
    t = await createTestApp(testS3Env(proxy.endpoint));
    ({ owner, photo, item } = await ownerWithItem(t));
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await s3?.close();
  });

  /**
   * Runs `call` with `passing` writes let through and the next refused (though stored, with
   * `stored`): it answers 503, and the bucket holds what it held before (each photo is two files,
   * its display size and thumbnail).
   */
  async function expectNothingLeft(
    passing: number,
    call: () => Promise<Answered>,
    { stored = false } = {},
  ): Promise<void> {
    const before = await bucketKeys(s3Endpoint);
    proxy.failWritesAfter(passing, stored);
    try {
      expectUnavailable(await call());
    } finally {
      proxy.heal();
    }
    expect(proxy.writesPassed()).toBe(passing);
    expect(await bucketKeys(s3Endpoint)).toEqual(before);
  }

  it('removes the files of a new item stored before the failure, and saves no item', async () => {
    const rows = await photoRowCount(t);
    const body = { ...newItemBody('Garden chair', BIKE_PATH, photo), EncodedPhotos: [photo, photo] };
    await expectNothingLeft(3, () => callRoute(t.app, routes.createItem, { body }, owner.auth));
    expect((await itemsOf(t, owner.auth)).map((listed) => listed.ID)).toEqual([item.ID]);
    expect(await photoRowCount(t)).toBe(rows);
  });

  it('removes a file the store kept though it answered the write with an error', async () => {
    const rows = await photoRowCount(t);
    const body = newItemBody('Garden chair', BIKE_PATH, photo);
    await expectNothingLeft(0, () => callRoute(t.app, routes.createItem, { body }, owner.auth), { stored: true });
    expect((await itemsOf(t, owner.auth)).map((listed) => listed.ID)).toEqual([item.ID]);
    expect(await photoRowCount(t)).toBe(rows);
  });

  it('removes the files of an edit’s new photos, and leaves the item as it was', async () => {
    const rows = await photoRowCount(t);
    const body = editAdding(item, [photo, photo]);
    await expectNothingLeft(2, () =>
      callRoute(t.app, routes.updateItem, { params: { id: item.ID }, body }, owner.auth),
    );
    expect(await itemsOf(t, owner.auth)).toEqual([item]);
    expect(await photoRowCount(t)).toBe(rows);
  });

  it('removes the photo of a registration whose thumbnail failed, and creates no account', async () => {
    const body = personalRegistration({ EncodedProfilePhoto: photo });
    await expectNothingLeft(1, () => register(t.app, body));
    expect(await accountNamed(t, body.Username)).toEqual([]);
  });

  it('removes a new profile photo whose thumbnail failed, and keeps the old one', async () => {
    const before = (await callRoute(t.app, routes.getUser, undefined, owner.auth)).answer.User;
    await expectNothingLeft(1, () =>
      callRoute(t.app, routes.updateUser, { body: { EncodedProfilePhoto: photo } }, owner.auth),
    );
    expect((await callRoute(t.app, routes.getUser, undefined, owner.auth)).answer.User).toEqual(before);
  });
});
