/**
 * Web Push through the real app: the three calls and who may make them, the endpoint and key
 * checks, and the push job against a local HTTP server standing in for the push service, which
 * receives the real encrypted payload and decrypts it with the device's private key.
 */
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type PushMessage, type PushSubscriptionBody, pathOf, routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { notifications, pushSubscriptions } from '../../db/schema.ts';
import { runPushBatch } from '../../jobs/push-sender.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { ChatClient, eventually } from '../../test/chat-socket.ts';
import { befriend, like, listItem, type Member, matchedPair, member, Wants } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { liveTransaction } from '../live/live.service.ts';
import { notify } from './notifications.service.ts';
import { PUSH_DEVICES_MAX } from './push.service.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

interface Received {
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The stand-in push service: records every push by device name, and answers each device's status (201 unless set). */
let pushService: http.Server;
let pushBase: string;
const received: Received[] = [];
const statusOf = new Map<string, number>();

let t: TestApp;

type NotifyArgs = Parameters<typeof notify> extends [unknown, unknown, ...infer Rest] ? Rest : never;
/** notify() as the services call it: in a transaction whose live events go out after the commit. */
const notifyNow = (...args: NotifyArgs) => liveTransaction(t.app.ctx, (tx) => notify(tx, t.clock.now(), ...args));

beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = (request.url ?? '').replace(/^\/push\//, '');
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusOf.get(device) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({ PUSH_ALLOW_HTTP: 'true' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** Pushes whatever is due, so that each test starts with nothing pending and nothing received. */
async function drain(): Promise<void> {
  while ((await runPushBatch(t.app.ctx)).claimed > 0) {}
}
beforeEach(async () => {
  await drain();
  received.length = 0;
});

/** A browser's subscription: a P-256 key pair and a 16-byte auth secret, at the stand-in service. */
function newDevice(name = randomBytes(6).toString('hex')) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${pushBase}/push/${name}`;
  return {
    name,
    ecdh,
    auth,
    endpoint,
    body: {
      Endpoint: endpoint,
      Keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
type Device = ReturnType<typeof newDevice>;

const subscribe = (app: TestApp, who: { auth: Auth } | null, body: PushSubscriptionBody) =>
  callRoute(app.app, routes.subscribePush, { body }, who?.auth);
const unsubscribe = (who: { auth: Auth } | null, endpoint: string) =>
  callRoute(t.app, routes.unsubscribePush, { body: { Endpoint: endpoint } }, who?.auth);

async function subscribed(who: Member, device: Device = newDevice()): Promise<Device> {
  const response = await subscribe(t, who, device.body);
  expect(response.statusCode).toBe(200);
  expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
  return device;
}

const rowsOf = (userId: number) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const rowOf = async (endpoint: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

/** The pushes the device received, decrypted as its browser would. */
function pushesTo(device: Device): PushMessage[] {
  return received
    .filter((push) => push.device === device.name)
    .map((push) => {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const clear = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
      return JSON.parse(clear.toString('utf8')) as PushMessage;
    });
}

describe('GET /push/key', () => {
  it('answers the public VAPID key to anyone, the same after a restart on the same database', async () => {
    const first = await callRoute(t.app, routes.getPushKey, undefined);
    expect(first.statusCode).toBe(200);
    const key = first.answer.PublicKey;
    expect(first.answer).toEqual({ Success: true, ErrorCode: '', PublicKey: key });
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await buildApp({ config: t.app.ctx.config, database: t.database, logger: false });
    try {
      expect((await callRoute(again, routes.getPushKey, undefined)).answer.PublicKey).toBe(key);
      expect(again.ctx.vapid.privateKey).toBe(t.app.ctx.vapid.privateKey);
    } finally {
      await again.close();
    }
  });

  it('answers the configured key when VAPID_* are set', async () => {
    const keys = (await import('web-push')).default.generateVAPIDKeys();
    const configured = await buildApp({
      config: { ...t.app.ctx.config, push: { ...t.app.ctx.config.push, keys } },
      database: t.database,
      logger: false,
    });
    try {
      expect((await callRoute(configured, routes.getPushKey, undefined)).answer.PublicKey).toBe(keys.publicKey);
    } finally {
      await configured.close();
    }
  });
});

describe('POST and DELETE /push/subscriptions', () => {
  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const device = newDevice();
    for (const response of [await subscribe(t, null, device.body), await unsubscribe(null, device.endpoint)]) {
      expect(response.statusCode).toBe(401);
      expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    }
    expect(await rowOf(device.endpoint)).toBeUndefined();
  });

  it('stores the caller’s device, moves an endpoint to whoever subscribes it last, and removes only the caller’s own', async () => {
    const [abe, bea] = [await member(t, 'Abe', [Wants.crime]), await member(t, 'Bea', [Wants.crime])];
    const device = await subscribed(abe);
    expect(await rowOf(device.endpoint)).toMatchObject({ userId: abe.id, p256dh: device.body.Keys.p256dh });
    // The device changes hands: Bea signs in on it and subscribes with new keys.
    const handedOn = newDevice(device.name);
    await subscribed(bea, handedOn);
    expect(await rowsOf(abe.id)).toEqual([]);
    expect(await rowOf(device.endpoint)).toMatchObject({ userId: bea.id, p256dh: handedOn.body.Keys.p256dh });
    // Abe cannot remove Bea's subscription: the call succeeds and changes nothing.
    const intruding = await unsubscribe(abe, device.endpoint);
    expect(intruding.statusCode).toBe(200);
    expect(await rowOf(device.endpoint)).toMatchObject({ userId: bea.id });
    const own = await unsubscribe(bea, device.endpoint);
    expect(own.statusCode).toBe(200);
    expect(own.answer).toEqual({ Success: true, ErrorCode: '' });
    expect(await rowOf(device.endpoint)).toBeUndefined();
  });

  it(`keeps a member's ${PUSH_DEVICES_MAX} newest devices`, async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    const devices: Device[] = [];
    for (let i = 0; i <= PUSH_DEVICES_MAX; i += 1) devices.push(await subscribed(abe));
    const kept = (await rowsOf(abe.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    const device = newDevice();
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    for (const Keys of [
      { ...device.body.Keys, p256dh: notOnCurve },
      { ...device.body.Keys, p256dh: 'short' },
      { ...device.body.Keys, auth: randomBytes(15).toString('base64url') },
    ]) {
      const response = await subscribe(t, abe, { ...device.body, Keys });
      expect(response.statusCode).toBe(400);
      expect(response.error).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'Keys' }] });
    }
    expect(await rowsOf(abe.id)).toEqual([]);
  });

  it('deletes the devices of a member who deletes their account', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    await subscribed(abe);
    expect((await callRoute(t.app, routes.deleteUser, { body: { Confirm: 'DELETE' } }, abe.auth)).statusCode).toBe(200);
    expect(await rowsOf(abe.id)).toEqual([]);
  });
});

describe('endpoints without PUSH_ALLOW_HTTP', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict.close());

  it('accepts a public https endpoint and refuses http, private, loopback and non-URL ones (no SSRF)', async () => {
    const abe = await member(strict, 'Abe', [Wants.crime]);
    const keys = newDevice().body.Keys;
    const ok = await subscribe(strict, abe, { Endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', Keys: keys });
    expect(ok.statusCode).toBe(200);
    for (const Endpoint of [
      'http://push.example.com/abc',
      'https://127.0.0.1/push',
      'https://10.1.2.3/push',
      'https://192.168.0.5:8443/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://localhost/push',
      'https://user:secret@push.example.com/abc',
      'ftp://push.example.com/abc',
      'not a url',
    ]) {
      const response = await subscribe(strict, abe, { Endpoint, Keys: keys });
      expect(response.statusCode, Endpoint).toBe(400);
      expect(response.error).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'Endpoint' }] });
    }
  });
});

describe('the push job', () => {
  it('pushes a new match to the member’s devices, encrypted, tagged by the match; a kind switched off is neither recorded nor pushed', async () => {
    const abe = await member(t, 'Abe', [Wants.crime]);
    const bea = await member(t, 'Bea', [Wants.guitars]);
    await befriend(t, abe, bea);
    const guitar = await listItem(t, abe, Wants.guitars, { Name: 'Acoustic guitar' });
    const book = await listItem(t, bea, Wants.crime, { Name: 'Crime novel' });
    const [phone, laptop, abePhone] = [await subscribed(bea), await subscribed(bea), await subscribed(abe)];
    await drain();
    received.length = 0;

    // Bea's like (with her book offered) tells Abe that people want his stuff, not that she liked
    // his guitar: Like is off by default.
    await like(t, bea, guitar.ID);
    const { MatchID } = await like(t, abe, book.ID);
    expect(MatchID).toBeGreaterThan(0);
    const result = await runPushBatch(t.app.ctx);
    expect(result).toMatchObject({ sent: 3, gone: 0, failed: 0 });

    const made = (await t.database.db.select().from(notifications).where(eq(notifications.userId, bea.id))).find(
      (n) => n.kind === 'MatchCreated',
    );
    expect(made).toMatchObject({ kind: 'MatchCreated', matchId: MatchID, pushedAt: t.clock.now() });
    const expected: PushMessage = {
      ID: made?.id as number,
      Kind: 'MatchCreated',
      Subject: made?.subject as string,
      Text: made?.text as string,
      Tag: `match-${MatchID}`,
      CreatedAt: t.clock.now().toISOString(),
    };
    expect(pushesTo(phone)).toEqual([expected]);
    expect(pushesTo(laptop)).toEqual([expected]);
    const pushed = received.find((push) => push.device === phone.name);
    expect(pushed?.headers.ttl).toBe('86400');
    expect(pushed?.headers.urgency).toBe('high');
    const abeKinds = (await t.database.db.select().from(notifications).where(eq(notifications.userId, abe.id))).map(
      (n) => n.kind,
    );
    expect(abeKinds).not.toContain('Like');
    expect(pushesTo(abePhone).map((push) => push.Kind)).toEqual(['PeopleWant']);
    expect((await rowOf(phone.endpoint))?.lastUsedAt).toEqual(t.clock.now());
  });

  it('tags a notification about no match by its own id, and marks it pushed when the member has no device', async () => {
    const [abe, bea] = [await member(t, 'Abe', [Wants.crime]), await member(t, 'Bea', [Wants.crime])];
    const phone = await subscribed(bea);
    await notifyNow(abe.id, 'FriendRequest', 'You have a new friend request', '');
    await notifyNow(bea.id, 'FriendRequest', 'You have a new friend request', 'Hi');
    expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 2, sent: 1 });
    const [mine] = await t.database.db.select().from(notifications).where(eq(notifications.userId, bea.id));
    expect(pushesTo(phone)).toMatchObject([{ ID: mine?.id, Tag: `notification-${mine?.id}`, Text: 'Hi' }]);
    expect(received.find((push) => push.device === phone.name)?.headers.urgency).toBe('normal');
    const [theirs] = await t.database.db.select().from(notifications).where(eq(notifications.userId, abe.id));
    expect(theirs?.pushedAt).toEqual(t.clock.now());
    expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 0 });
  });

  it('deletes a subscription its push service says is gone (410, 404), and keeps one that failed otherwise', async () => {
    const bea = await member(t, 'Bea', [Wants.crime]);
    const [gone, missing, broken, fine] = [
      await subscribed(bea),
      await subscribed(bea),
      await subscribed(bea),
      await subscribed(bea),
    ];
    statusOf.set(gone.name, 410);
    statusOf.set(missing.name, 404);
    statusOf.set(broken.name, 500);
    await notifyNow(bea.id, 'FriendRequest', 'You have a new friend request', '');
    expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 1, sent: 1, gone: 2, failed: 1 });
    expect((await rowsOf(bea.id)).map((row) => row.endpoint).sort()).toEqual([broken.endpoint, fine.endpoint].sort());
    // A failed push is dropped, not retried: the bell has it.
    received.length = 0;
    expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 0 });
    expect(received).toEqual([]);
  });

  it('pushes nothing to a member who has a chat socket open', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const phone = await subscribed(bea);
    await drain();
    received.length = 0;
    const ticket = (await callRoute(t.app, routes.getChatTicket, { body: { MatchID: matchId } }, bea.auth)).answer
      .Ticket;
    const socket = new ChatClient(
      await t.app.injectWS(`/api/v1${pathOf(routes.chatSocket, { matchId })}?token=${encodeURIComponent(ticket)}`),
    );
    try {
      await eventually(() => t.app.ctx.chatBus.isOnline(bea.id), 'Bea online');
      expect(await t.app.ctx.chatBus.isOnline(abe.id)).toBe(false);
      await notifyNow(bea.id, 'MatchCreated', 'You have a new match!', '', matchId);
      expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 1, sent: 0 });
      expect(pushesTo(phone)).toEqual([]);
    } finally {
      socket.ws.terminate();
    }
    await eventually(async () => !(await t.app.ctx.chatBus.isOnline(bea.id)), 'Bea offline');
    await notifyNow(bea.id, 'MatchCreated', 'You have a new match!', '', matchId);
    expect(await runPushBatch(t.app.ctx)).toMatchObject({ claimed: 1, sent: 1 });
    expect(pushesTo(phone)).toMatchObject([{ Tag: `match-${matchId}` }]);
  });

  it('pushes each notification once with two jobs running at the same time', async () => {
    const bea = await member(t, 'Bea', [Wants.crime]);
    const phone = await subscribed(bea);
    for (let i = 0; i < 5; i += 1) await notifyNow(bea.id, 'FriendRequest', `Request ${i}`, '');
    const results = await Promise.all([runPushBatch(t.app.ctx), runPushBatch(t.app.ctx)]);
    await drain();
    expect(results.reduce((sum, result) => sum + result.claimed, 0)).toBe(5);
    expect(
      pushesTo(phone)
        .map((push) => push.Subject)
        .sort(),
    ).toEqual(['Request 0', 'Request 1', 'Request 2', 'Request 3', 'Request 4']);
  });
});
