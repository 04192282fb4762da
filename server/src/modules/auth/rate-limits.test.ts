/** Rate limits of sign-in and registration, per IP and per account (the RATE_LIMIT_* settings). */
import { type RegisterBody, routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { PASSWORD, personalRegistration, register } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

function attempt(t: TestApp, loginName: string, password: string, remoteAddress: string) {
  return callRoute(t.app, routes.logIn, { body: { Login: loginName, Password: password } }, undefined, {
    remoteAddress,
  });
}

async function registered(t: TestApp) {
  const body = personalRegistration();
  const response = await register(t.app, body, undefined);
  expect(response.statusCode).toBe(200);
  return body;
}

describe('login per IP (RATE_LIMIT_LOGIN=3/15m)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN: '3/15m' });
  });
  afterAll(() => t.close());

  it('refuses an address after 3 failed attempts, whatever the account, with 429 and Retry-After', async () => {
    const member = await registered(t);
    const ip = '203.0.113.10';
    const statuses = [
      (await attempt(t, member.Username, 'Wrong-Pass1', ip)).statusCode,
      (await attempt(t, 'somebody_else', 'Wrong-Pass1', ip)).statusCode,
      (await attempt(t, member.Email, 'Wrong-Pass2', ip)).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 400]);
    // The right password too: the address itself has been guessing.
    const limited = await attempt(t, member.Username, PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).not.toContain('Token');
  });

  it('does not count successful sign-ins from an address', async () => {
    const member = await registered(t);
    const ip = '203.0.113.13';
    for (let i = 0; i < 5; i += 1) expect((await attempt(t, member.Username, PASSWORD, ip)).statusCode).toBe(200);
    expect((await attempt(t, member.Username, 'Wrong-Pass1', ip)).statusCode).toBe(400);
    expect((await attempt(t, member.Username, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('still lets another address sign in', async () => {
    const member = await registered(t);
    const blocked = '203.0.113.11';
    for (let i = 0; i < 3; i += 1) await attempt(t, 'nobody_here', 'Wrong-Pass1', blocked);
    expect((await attempt(t, member.Username, PASSWORD, blocked)).statusCode).toBe(429);
    expect((await attempt(t, member.Username, PASSWORD, '203.0.113.12')).statusCode).toBe(200);
  });
});

describe('login per account (RATE_LIMIT_LOGIN_ACCOUNT=2/15m)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: '2/15m' });
  });
  afterAll(() => t.close());

  /** The waits the server put on attempts while `action` ran (the test clock records them). */
  async function waitsDuring(action: () => Promise<unknown>): Promise<number[]> {
    const before = t.clock.sleeps.length;
    await action();
    return t.clock.sleeps.slice(before);
  }

  it('does not count successful sign-ins: the member signs in as often as they like', async () => {
    const member = await registered(t);
    const waits = await waitsDuring(async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(t, member.Username, PASSWORD, `198.51.100.${50 + i}`)).statusCode).toBe(200);
      }
    });
    expect(waits).toEqual([]);
  });

  it('lets the right password through from a fresh address once others have used up the limit, after a growing delay', async () => {
    const victim = await registered(t);
    const bystander = await registered(t);
    const waits = await waitsDuring(async () => {
      expect((await attempt(t, victim.Username, 'Guess-One1', '198.51.100.1')).statusCode).toBe(400);
      expect((await attempt(t, victim.Username, 'Guess-Two2', '198.51.100.2')).statusCode).toBe(400);
    });
    expect(waits).toEqual([]);
    // Over the limit every attempt on the account waits, 1 s doubling with each failure; none is refused.
    expect(await waitsDuring(() => attempt(t, victim.Username, 'Guess-Three3', '198.51.100.3'))).toEqual([1000]);
    expect(await waitsDuring(() => attempt(t, victim.Username, 'Guess-Four4', '198.51.100.4'))).toEqual([2000]);
    let signIn: Awaited<ReturnType<typeof attempt>> | undefined;
    expect(
      await waitsDuring(async () => {
        signIn = await attempt(t, victim.Username, PASSWORD, '198.51.100.5');
      }),
    ).toEqual([4000]);
    expect(signIn?.statusCode).toBe(200);
    expect(signIn?.json().Token).toEqual(expect.any(String));
    // Another account is not slowed down.
    expect(await waitsDuring(() => attempt(t, bystander.Username, PASSWORD, '198.51.100.3'))).toEqual([]);
  });

  it('caps the delay at 10 s', async () => {
    const victim = await registered(t);
    for (let i = 0; i < 8; i += 1) await attempt(t, victim.Username, `Guess-${i}x`, `198.51.100.${60 + i}`);
    expect(await waitsDuring(() => attempt(t, victim.Username, PASSWORD, '198.51.100.70'))).toEqual([10_000]);
  });

  it('counts the account, not the spelling: username, email and capitals share one budget', async () => {
    const victim = await registered(t);
    expect((await attempt(t, victim.Username, 'Guess-One1', '198.51.100.21')).statusCode).toBe(400);
    expect((await attempt(t, victim.Email.toUpperCase(), 'Guess-Two2', '198.51.100.22')).statusCode).toBe(400);
    expect(await waitsDuring(() => attempt(t, victim.Email, PASSWORD, '198.51.100.23'))).toEqual([1000]);
    expect(await waitsDuring(() => attempt(t, victim.Username.toUpperCase(), PASSWORD, '198.51.100.24'))).toEqual([
      1000,
    ]);
  });
});

describe('register per IP (RATE_LIMIT_REGISTER=2/1h)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER: '2/1h' });
  });
  afterAll(() => t.close());

  it('refuses the 3rd registration from one address and stores nothing for it', async () => {
    const ip = '192.0.2.50';
    const signUpFrom = (body: RegisterBody, remoteAddress: string) =>
      callRoute(t.app, routes.register, { query: {}, body }, undefined, { remoteAddress });
    expect((await signUpFrom(personalRegistration(), ip)).statusCode).toBe(200);
    expect((await signUpFrom(personalRegistration(), ip)).statusCode).toBe(200);
    const third = personalRegistration();
    const limited = await signUpFrom(third, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const available = await callRoute(t.app, routes.checkUsername, { body: { Username: third.Username } });
    expect(available.answer.Available).toBe(true);
    // Another address may still register.
    expect((await signUpFrom(personalRegistration(), '192.0.2.51')).statusCode).toBe(200);
  });
});
