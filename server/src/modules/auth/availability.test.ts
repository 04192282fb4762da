import { routes } from '@swapsies/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { charityRegistration, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function checkUsername(Username: string) {
  return callRoute(t.app, routes.checkUsername, { body: { Username } });
}

function checkEmail(Email: string) {
  return callRoute(t.app, routes.checkEmail, { body: { Email } });
}

describe('POST /check-username-availability', () => {
  it('answers Available false for a taken handle, in any case, and true for a free one', async () => {
    const member = await signUp(t.app);
    const taken = await checkUsername(member.Username);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ Success: true, ErrorCode: '', Available: false });
    expect((await checkUsername(member.Username.toUpperCase())).answer.Available).toBe(false);
    expect((await checkUsername(` ${member.Username} `)).answer.Available).toBe(false);
    const free = await checkUsername(`${member.Username}x`);
    expect(free.json()).toEqual({ Success: true, ErrorCode: '', Available: true });
  });

  it('knows registered charity numbers', async () => {
    const body = charityRegistration(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    );
    expect((await register(t.app, body)).statusCode).toBe(200);
    expect((await checkUsername(body.Username)).answer.Available).toBe(false);
  });

  it.each([
    [{}, 'Username'],
    [{ Username: 'free_handle_1', Email: 'x@example.com' }, 'Email'],
    [{ Username: 'a'.repeat(65) }, 'Username'],
    [{ Username: ['a', 'b'] }, 'Username'],
  ])('refuses %o with VALIDATION_ERROR naming %s', async (payload, field) => {
    const response = await uncheckedCall(t.app, routes.checkUsername, { body: payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expect(response.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });
});

describe('POST /check-email-availability', () => {
  it('answers Available false for a taken email, in any case, and true for a free one', async () => {
    const member = await signUp(t.app);
    expect((await checkEmail(member.Email)).json()).toEqual({
      Success: true,
      ErrorCode: '',
      Available: false,
    });
    expect((await checkEmail(member.Email.toUpperCase())).answer.Available).toBe(false);
    expect((await checkEmail(`other.${member.Email}`)).json()).toEqual({
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
    const response = await uncheckedCall(t.app, routes.checkEmail, { body: payload });
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
    const checkUsernameFrom = (remoteAddress: string, Username: string) =>
      callRoute(limited.app, routes.checkUsername, { body: { Username } }, undefined, { remoteAddress });
    const checkEmailFrom = (remoteAddress: string, Email: string) =>
      callRoute(limited.app, routes.checkEmail, { body: { Email } }, undefined, { remoteAddress });
    const statuses = [
      (await checkUsernameFrom(ip, 'first_handle')).statusCode,
      (await checkEmailFrom(ip, 'first@example.com')).statusCode,
      (await checkUsernameFrom(ip, 'second_handle')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await checkEmailFrom(ip, 'second@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await checkUsernameFrom(ip, 'third_handle')).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await checkUsernameFrom('203.0.113.78', 'third_handle')).statusCode).toBe(200);
  });
});
