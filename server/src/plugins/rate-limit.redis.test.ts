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

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  // A fresh address per run, so counters left in Redis by an earlier run do not count.
  const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `test-${randomUUID()}:`,
      RATE_LIMIT_AVAILABILITY: '3/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '2/15m',
    };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('counts calls made to two different processes together', async () => {
    const check = (t: TestApp) =>
      uncheckedCall(t.app, routes.checkEmail, { body: { Email: 'someone@example.co.uk' }, remoteAddress });
    const statuses = [];
    for (const t of [first, second, first, second]) statuses.push((await check(t)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts failed sign-ins made on either process towards one account back-off', async () => {
    // Each test app has its own copy of the database: the member registers on both, with the same id.
    const member = personalRegistration();
    const ids = [];
    for (const t of [first, second]) {
      const registered = await register(t.app, member);
      expect(registered.statusCode).toBe(200);
      ids.push(registered.answer.User?.ID);
    }
    // Both fresh databases give the member the same id (as every earlier run did: the run's own
    // REDIS_PREFIX keeps their failures out of this count).
    expect(new Set(ids).size).toBe(1);
    const attempt = (t: TestApp, password: string) =>
      uncheckedCall(t.app, routes.logIn, { body: { Login: member.Username, Password: password }, remoteAddress });
    expect((await attempt(first, 'Guess-One1')).statusCode).toBe(400);
    expect((await attempt(second, 'Guess-Two2')).statusCode).toBe(400);
    const before = first.clock.sleeps.length;
    expect((await attempt(first, PASSWORD)).statusCode).toBe(200);
    expect(first.clock.sleeps.slice(before)).toEqual([1000]);
  });
});
