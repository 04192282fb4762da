/**
 * Several API processes behind a load balancer must share their rate-limit counters: with
 * REDIS_URL set, they do. Runs when TEST_REDIS_URL names a Redis server; skipped otherwise.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, personalRegistration, register } from '../test/members.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uncheckedCall } from '../test/unchecked-call.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two processes on one Redis with these limits, started before the block's tests and closed after. */
function twoProcesses(limits: Record<string, string>): { first: TestApp; second: TestApp } {
  const apps = {} as { first: TestApp; second: TestApp };
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, REDIS_PREFIX: `test-${randomUUID()}:`, ...limits };
    [apps.first, apps.second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(() => Promise.all([apps.first?.close(), apps.second?.close()]));
  return apps;
}

/** A fresh address per run, so counters left in Redis by an earlier run do not count. */
const freshAddress = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

/** A call limited by the caller's address alone (RATE_LIMIT_AVAILABILITY). */
const checkEmail = (t: TestApp, remoteAddress: string) =>
  uncheckedCall(t.app, routes.checkEmail, { body: { Email: 'someone@example.co.uk' }, remoteAddress });

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const apps = twoProcesses({ RATE_LIMIT_AVAILABILITY: '3/1m', RATE_LIMIT_LOGIN_ACCOUNT: '2/15m' });
  const remoteAddress = freshAddress();

  it('counts calls made to two different processes together', async () => {
    const check = (t: TestApp) => checkEmail(t, remoteAddress);
    const statuses = [];
    for (const t of [apps.first, apps.second, apps.first, apps.second]) statuses.push((await check(t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts failed sign-ins made on either process towards one account back-off', async () => {
    // Each test app has its own copy of the database: the member registers on both, with the same id.
    const member = personalRegistration();
    const ids = [];
    for (const t of [apps.first, apps.second]) {
      const registered = await register(t.app, member);
      expect(registered.statusCode).toBe(200);
      ids.push(registered.answer.User?.ID);
    }
    // Both fresh databases give the member the same id (as every earlier run did: the run's own
    // REDIS_PREFIX keeps their failures out of this count).
    expect(new Set(ids).size).toBe(1);
    const attempt = (t: TestApp, password: string) =>
      uncheckedCall(t.app, routes.logIn, { body: { Login: member.Username, Password: password }, remoteAddress });
    expect((await attempt(apps.first, 'Guess-One1')).statusCode).toBe(400);
    expect((await attempt(apps.second, 'Guess-Two2')).statusCode).toBe(400);
    const before = apps.first.clock.sleeps.length;
    expect((await attempt(apps.first, PASSWORD)).statusCode).toBe(200);
    expect(apps.first.clock.sleeps.slice(before)).toEqual([1000]);
  });
});

describe.skipIf(!redisUrl)('a rate-limit window kept in Redis', () => {
  const apps = twoProcesses({ RATE_LIMIT_AVAILABILITY: '2/1s' });
  const remoteAddress = freshAddress();

  // The window's count and expiry are one script of ours (INCR_TTL in rate-limit.ts): a window that
  // never expired would refuse the caller for good.
  it('refuses past the limit with the time left, and ends with its duration', async () => {
    const check = (t: TestApp) => checkEmail(t, remoteAddress);
    expect((await check(apps.first)).statusCode).toBe(200);
    expect((await check(apps.second)).statusCode).toBe(200);
    const refused = await check(apps.first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await check(apps.second)).statusCode).toBe(200);
  });
});
