import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityRegistration, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function checkUsername(app: TestApp['app'], payload: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/check-username-availability',
    payload: payload as object,
    remoteAddress,
  });
}

function checkEmail(app: TestApp['app'], payload: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/check-email-availability',
    payload: payload as object,
    remoteAddress,
  });
}

describe('POST /check-username-availability', () => {
  it('answers Available false for a taken handle, in any case, and true for a free one', async () => {
    const member = await signUp(t.app);
    const taken = await checkUsername(t.app, { Username: member.Username });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ Success: true, ErrorCode: '', Available: false });
    expect((await checkUsername(t.app, { Username: member.Username.toUpperCase() })).json().Available).toBe(false);
    expect((await checkUsername(t.app, { Username: ` ${member.Username} ` })).json().Available).toBe(false);
    const free = await checkUsername(t.app, { Username: `${member.Username}x` });
    expect(free.json()).toEqual({ Success: true, ErrorCode: '', Available: true });
  });

  it('knows registered charity numbers', async () => {
    const body = charityRegistration(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    );
    expect((await register(t.app, body)).statusCode).toBe(200);
    expect((await checkUsername(t.app, { Username: body.Username })).json().Available).toBe(false);
  });

  it.each([
    [{}, 'Username'],
    [{ Username: 'free_handle_1', Email: 'x@example.com' }, 'Email'],
    [{ Username: 'a'.repeat(65) }, 'Username'],
    [{ Username: ['a', 'b'] }, 'Username'],
  ])('refuses %o with VALIDATION_ERROR naming %s', async (payload, field) => {
    const response = await checkUsername(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expect(response.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });
});

describe('POST /check-email-availability', () => {
  it('answers Available false for a taken email, in any case, and true for a free one', async () => {
    const member = await signUp(t.app);
    expect((await checkEmail(t.app, { Email: member.Email })).json()).toEqual({
      Success: true,
      ErrorCode: '',
      Available: false,
    });
    expect((await checkEmail(t.app, { Email: member.Email.toUpperCase() })).json().Available).toBe(false);
    expect((await checkEmail(t.app, { Email: `other.${member.Email}` })).json()).toEqual({
      Success: true,
      ErrorCode: '',
      Available: true,
    });
  });

  it.each([
    [{}, 'Email'],
    [{ Email: 'someone@example.com', Username: 'x' }, 'Username'],
    [{ Email: `${'a'.repeat(250)}@example.com` }, 'Email'],
  ])('refuses %o with VALIDATION_ERROR naming %s', async (payload, field) => {
    const response = await checkEmail(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expect(response.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });
});

describe('availability checks with RATE_LIMIT_AVAILABILITY=3/1m', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_AVAILABILITY: '3/1m' });
  });
  afterAll(() => limited.close());

  it('refuses the 4th check from one address, username and email checks counted together', async () => {
    const ip = '203.0.113.77';
    const statuses = [
      (await checkUsername(limited.app, { Username: 'first_handle' }, ip)).statusCode,
      (await checkEmail(limited.app, { Email: 'first@example.com' }, ip)).statusCode,
      (await checkUsername(limited.app, { Username: 'second_handle' }, ip)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await checkEmail(limited.app, { Email: 'second@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await checkUsername(limited.app, { Username: 'third_handle' }, ip)).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await checkUsername(limited.app, { Username: 'third_handle' }, '203.0.113.78')).statusCode).toBe(200);
  });
});
