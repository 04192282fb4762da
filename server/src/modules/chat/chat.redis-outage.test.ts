/**
 * Chat while the app's Redis dies and comes back (a Redis of the test's own, killed with SIGKILL
 * and restarted empty): every send is saved and acknowledged, the rate limit goes on counting in
 * the process, the bus subscribes again and writes watching again once Redis is back, and the
 * socket catches up on what it did not hear live; the session cache trusts nothing while the bus
 * cannot hear. Runs where redis-server is installed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { busNames } from '../../lib/chat-bus.redis.ts';
import { callRoute } from '../../test/call-route.ts';
import { type ChatClient, eventually, openChatSocket, texts } from '../../test/chat-socket.ts';
import { signUp } from '../../test/members.ts';
import { type OwnRedis, ownRedisAvailable, startOwnRedis } from '../../test/own-services.ts';
import { matchedPair } from '../../test/swaps.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
}

describe.skipIf(!ownRedisAvailable)('chat while Redis is away', () => {
  let folder: string;
  let redis: OwnRedis;
  let t: TestApp;
  const logged: LogLine[] = [];

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'swapsies-redis-'));
    redis = await startOwnRedis(folder);
    t = await createTestApp(
      // Two messages in 10 s: enough to see the limit hold while Redis is away.
      { REDIS_URL: redis.url, RATE_LIMIT_CHAT_MESSAGE: '2/10s', LOG_LEVEL: 'info' },
      { logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await redis?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const saidSo = (text: string) => logged.some((line) => line.msg.includes(text));

  it('acknowledges every send, limits in the process, and catches up once Redis is back', async () => {
    const { abe, bea, matchId } = await matchedPair(t);
    const send = (text: string) =>
      callRoute(
        t.app,
        routes.sendMessage,
        { body: { MatchID: matchId, Text: text, ClientID: randomUUID() } },
        abe.auth,
      );
    const socket: ChatClient = await openChatSocket(t, bea.auth, matchId);
    await socket.hello(0);
    expect((await send('before')).statusCode).toBe(200);
    await socket.until((events) => texts(events).includes('before'), 'the message sent before');

    await redis.kill();
    await eventually(() => saidSo('Redis: the connection was lost'), 'the loss to be logged');
    const during = [await send('during 1'), await send('during 2'), await send('during 3')];
    expect(during.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    expect(saidSo('rate limits: Redis cannot be reached; counting in this process')).toBe(true);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);

    await redis.start();
    await eventually(() => saidSo('rate limits: counting in Redis again'), 'the limits back in Redis', 15_000);
    // Redis came back empty: this process's watching socket is written again, and its channel heard.
    const probe = new Redis(redis.url);
    try {
      await eventually(
        async () => (await probe.hlen(busNames('').watchKey(matchId, bea.id))) === 1,
        'watching written again',
      );
    } finally {
      probe.disconnect();
    }
    await eventually(() => saidSo('chat bus: subscribed again'), 'the channel subscribed again');
    expect((await send('after')).statusCode).toBe(200);
    await socket.until((events) => texts(events).includes('after'), 'the message sent after, live');

    // The live socket heard a gap in the numbers; what it missed is there for the asking.
    expect(texts(socket.events)).toEqual(['before', 'after']);
    const reopened = await openChatSocket(t, bea.auth, matchId);
    const { replay } = await reopened.hello(0);
    expect(texts(replay)).toEqual(['before', 'during 1', 'during 2', 'after']);
  }, 60_000);

  it('trusts no session it keeps while the bus cannot hear a sign-out elsewhere', async () => {
    const member = await signUp(t.app);
    const dashboard = () => callRoute(t.app, routes.getDashboard, undefined, member.auth);
    // In the session cache now: while the bus hears, the cache answers, even for a session deleted
    // behind its back (by hand, with no word on the bus).
    expect((await dashboard()).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await dashboard()).statusCode).toBe(200);

    logged.length = 0;
    await redis.kill();
    await eventually(() => saidSo('chat bus: the Redis subscriber: the connection was lost'), 'the loss to be logged');
    // As a sign-out in another process, whose word cannot reach this one.
    const refused = await dashboard();
    expect(refused.statusCode).toBe(401);
    expect(refused.error.ErrorCode).toBe('WRONG_TOKEN');

    await redis.start();
    await eventually(() => saidSo('chat bus: subscribed again'), 'the channels subscribed again', 15_000);
    expect((await dashboard()).statusCode).toBe(401);
  }, 60_000);
});
