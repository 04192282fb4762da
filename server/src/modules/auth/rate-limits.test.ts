/** Rate limits of sign-in and registration, per IP and per account (product-decisions §8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, personalRegistration, register } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

function attempt(t: TestApp, loginName: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress,
    payload: { Login: loginName, Password: password },
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

  it('refuses the 4th attempt from one address with 429 and Retry-After, whatever the account', async () => {
    const member = await registered(t);
    const ip = '203.0.113.10';
    const statuses = [
      (await attempt(t, member.Username, 'Wrong-Pass1', ip)).statusCode,
      (await attempt(t, 'somebody_else', 'Wrong-Pass1', ip)).statusCode,
      (await attempt(t, member.Email, PASSWORD, ip)).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 200]);
    const limited = await attempt(t, member.Username, PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).not.toContain('Token');
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

  it('limits attempts on one account made from different addresses; another account still works', async () => {
    const victim = await registered(t);
    const bystander = await registered(t);
    expect((await attempt(t, victim.Username, 'Guess-One1', '198.51.100.1')).statusCode).toBe(400);
    expect((await attempt(t, victim.Username, 'Guess-Two2', '198.51.100.2')).statusCode).toBe(400);
    const third = await attempt(t, victim.Username, PASSWORD, '198.51.100.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(t, bystander.Username, PASSWORD, '198.51.100.3')).statusCode).toBe(200);
  });

  it('counts the account, not the spelling: username, email and capitals share one budget', async () => {
    const victim = await registered(t);
    expect((await attempt(t, victim.Username, 'Guess-One1', '198.51.100.21')).statusCode).toBe(400);
    expect((await attempt(t, victim.Email.toUpperCase(), 'Guess-Two2', '198.51.100.22')).statusCode).toBe(400);
    expect((await attempt(t, victim.Email, PASSWORD, '198.51.100.23')).statusCode).toBe(429);
    expect((await attempt(t, victim.Username.toUpperCase(), PASSWORD, '198.51.100.24')).statusCode).toBe(429);
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
    const signUpFrom = (body: ReturnType<typeof personalRegistration>, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress, payload: body });
    expect((await signUpFrom(personalRegistration(), ip)).statusCode).toBe(200);
    expect((await signUpFrom(personalRegistration(), ip)).statusCode).toBe(200);
    const third = personalRegistration();
    const limited = await signUpFrom(third, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const available = await t.app.inject({
      method: 'POST',
      url: '/api/v1/check-username-availability',
      payload: { Username: third.Username },
    });
    expect(available.json().Available).toBe(true);
    // Another address may still register.
    expect((await signUpFrom(personalRegistration(), '192.0.2.51')).statusCode).toBe(200);
  });
});
