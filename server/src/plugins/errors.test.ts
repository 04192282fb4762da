/** One error shape, request ids, health, and no leaks of stacks or SQL, whatever the request carries. */
import { FeedType, type RouteSpec, routes } from '@swapsies/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { personalRegistration, register, signUp } from '../test/members.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uncheckedCall } from '../test/unchecked-call.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Nothing an answer says may come from a stack trace, a file path or an SQL statement. */
function expectNoLeak(response: LightMyRequestResponse): void {
  const body = response.body;
  expect(body).not.toMatch(/stack/i);
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|\bat (file:\/\/|\/)|\.[jt]s:\d+:\d+/);
  expect(body).not.toMatch(/node_modules|\/work\/|\/src\//);
  expect(body).not.toMatch(/\b(select|insert|update|delete)\b.*\b(from|into|set)\b/i);
  expect(body).not.toMatch(/relation|syntax error|duplicate key|violates|drizzle|postgres|pglite/i);
}

const malformedJson: InjectOptions = {
  method: 'POST',
  url: '/api/v1/login',
  headers: { 'content-type': 'application/json' },
  payload: '{"Login": "alice_smith", "Password": ',
};

describe('the error shape', () => {
  it('answers malformed JSON with 400 VALIDATION_ERROR and no parser details', async () => {
    const response = await t.app.inject(malformedJson);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      ErrorCode: 'VALIDATION_ERROR',
      Message: 'The request could not be read.',
    });
    expectNoLeak(response);
    expect(response.body).not.toMatch(/JSON|Unexpected|position/);
  });

  it.each([
    ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    [
      'a prototype-poisoning body',
      { 'content-type': 'application/json' },
      '{"Login":"a","Password":"b","__proto__":{"isAdmin":true}}',
    ],
    ['an unsupported content type', { 'content-type': 'application/xml' }, '<Login>alice</Login>'],
  ])('answers %s with 400 VALIDATION_ERROR', async (_label, headers, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/login', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expectNoLeak(response);
  });

  it('answers a schema failure with the fields at fault', async () => {
    const response = await uncheckedCall(t.app, routes.logIn, { body: { Login: 'alice_smith' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      ErrorCode: 'VALIDATION_ERROR',
      Message: expect.any(String),
      Errors: [{ Field: 'Password', Message: expect.any(String) }],
    });
  });

  it.each([
    ['GET', '/api/v1/xyz'],
    ['GET', '/api/v1/'],
    ['PUT', '/api/v1/login'],
    ['DELETE', '/api/v1/categories'],
    ['GET', '/nothing-here'],
  ])('answers %s %s with 404 NOT_FOUND', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'NOT_FOUND' });
  });

  it.each(['/api/v1/%E0%A4%A', '/%zz'])('answers the unreadable URL %s in the same shape', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      ErrorCode: 'VALIDATION_ERROR',
      Message: 'The request could not be read.',
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request ids', () => {
  it('puts an X-Request-Id on every answer: success, client errors, not found, placeholders', async () => {
    const member = await signUp(t.app);
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/api/v1/config' },
      { method: 'GET', url: '/api/v1/dashboard', headers: member.auth },
      { method: 'GET', url: '/api/v1/dashboard' },
      { method: 'POST', url: '/api/v1/login', payload: { Login: 'nobody_here', Password: 'x' } },
      { method: 'POST', url: '/api/v1/login', payload: {} },
      malformedJson,
      { method: 'GET', url: '/api/v1/xyz' },
      { method: 'GET', url: '/api/v1/file?path=../../etc/passwd' },
      { method: 'DELETE', url: '/api/v1/notifications/abc', headers: member.auth },
    ];
    const ids = new Set<string>();
    for (const request of requests) {
      const response = await t.app.inject(request);
      const id = response.headers['x-request-id'];
      expect(id, `${request.method} ${request.url} (${response.statusCode})`).toMatch(UUID);
      ids.add(id as string);
    }
    expect(ids.size).toBe(requests.length);
  });

  it('keeps a well-formed X-Request-Id that the caller sends, and replaces a malformed one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234_abcd' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234_abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\r\nSet-Cookie: x=1' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    const tooLong = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a'.repeat(65) } });
    expect(tooLong.headers['x-request-id']).toMatch(UUID);
  });

  describe('on a rate-limited answer', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ RATE_LIMIT_AVAILABILITY: '1/1m' });
    });
    afterAll(() => limited.close());

    it('carries the request id too', async () => {
      const check = () => callRoute(limited.app, routes.checkEmail, { body: { Email: 'someone@example.com' } });
      expect((await check()).statusCode).toBe(200);
      const refused = await check();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['x-request-id']).toMatch(UUID);
    });
  });
});

describe('when the database fails', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    // A table that has gone missing (a half-applied migration, say): every query on it fails in SQL.
    await broken.database.db.execute(sql`alter table reports rename to reports_moved_away`);
  });
  afterAll(() => broken.close());

  it('answers 500 INTERNAL_ERROR without the SQL, the message or a stack', async () => {
    const response = await callRoute(broken.app, routes.reportAnonymously, {
      body: { Email: 'someone@example.com', Reason: 'Spam', Text: 'x', Url: 'https://swapsies.example/' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'INTERNAL_ERROR' });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expectNoLeak(response);
    expect(response.body).not.toContain('reports');
  });
});

describe('failing calls never leak', () => {
  it.each<[string, InjectOptions]>([
    ['malformed JSON', malformedJson],
    ['a wrong password', { method: 'POST', url: '/api/v1/login', payload: { Login: 'nobody_here', Password: 'x' } }],
    [
      'an unknown field',
      { method: 'POST', url: '/api/v1/login', payload: { Login: 'a', Password: 'b', IsAdmin: true } },
    ],
    ['an anonymous dashboard', { method: 'GET', url: '/api/v1/dashboard' }],
    [
      'an unknown reset token',
      {
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { Token: "x' or 1=1 --", Password: 'abcdef', ConfirmPassword: 'abcdef' },
      },
    ],
    [
      'an SQL-looking login',
      { method: 'POST', url: '/api/v1/forgot-password', payload: { Login: "'; drop table users; --" } },
    ],
    ['an out-of-range id', { method: 'DELETE', url: '/api/v1/notifications/99999999999999999999' }],
    ['an unknown route', { method: 'GET', url: '/api/v1/users/1/secrets' }],
  ])('%s', async (_label, request) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().Success).toBe(response.statusCode === 200);
    expectNoLeak(response);
  });

  it('a duplicate registration answers the code, not the unique-constraint error', async () => {
    const member = await signUp(t.app);
    const response = await register(t.app, {
      Type: 1,
      FirstName: 'Bob',
      LastName: 'Jones',
      Username: member.Username,
      Email: member.Email,
      Password: member.Password,
      ConfirmPassword: member.Password,
      Categories: ['4-401-40101'],
      Country: 235,
      TermsAccepted: true,
      TermsAcceptedDate: '2026-11-22T10:00:00.000Z',
    });
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'USER_EXISTS' });
    expectNoLeak(response);
  });
});

describe('control characters in text', () => {
  const controlMessage = 'must not contain control characters';

  it.each<[string, string, Record<string, unknown>, string, RouteSpec]>([
    ['/check-username-availability', 'a NUL', { Username: 'a\u0000b' }, 'Username', routes.checkUsername],
    ['/check-email-availability', 'a NUL', { Email: 'a\u0000b@example.com' }, 'Email', routes.checkEmail],
    ['/login', 'a NUL', { Login: 'alice\u0000', Password: 'Sunny-Day42' }, 'Login', routes.logIn],
    ['/forgot-password', 'a NUL', { Login: '\u0000' }, 'Login', routes.forgotPassword],
    [
      '/report-unauth',
      'an escape',
      { Email: 'someone@example.com', Reason: 'Spam', Text: 'x\u001b[2J', Url: 'https://swapsies.example/' },
      'Text',
      routes.reportAnonymously,
    ],
    ['/check-username-availability', 'a DEL', { Username: 'abc\u007f' }, 'Username', routes.checkUsername],
    ['/check-username-availability', 'a C1 control', { Username: 'abc\u0085' }, 'Username', routes.checkUsername],
    ['/check-username-availability', 'a lone surrogate', { Username: 'abc\ud800' }, 'Username', routes.checkUsername],
  ])('%s refuses %s with 400 and names the field', async (_path, _label, payload, field, route) => {
    const response = await uncheckedCall(t.app, route, { body: payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      ErrorCode: 'VALIDATION_ERROR',
      Message: controlMessage,
      Errors: [{ Field: field, Message: controlMessage }],
    });
  });

  it('refuses a NUL in a query string', async () => {
    const member = await signUp(t.app);
    const response = await callRoute(t.app, routes.searchUser, { query: { username: 'a\u0000b' } }, member.auth);
    expect(response.statusCode).toBe(400);
    expect(response.error.Errors).toEqual([{ Field: 'username', Message: controlMessage }]);
  });

  it('keeps tabs, line breaks and whole emoji', async () => {
    const response = await callRoute(t.app, routes.reportAnonymously, {
      body: {
        Email: 'someone@example.com',
        Reason: 'Spam',
        Text: 'First line\r\nsecond\tline 😀',
        Url: 'https://swapsies.example/',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('types in JSON bodies are not coerced', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['"Type": true', { Type: true }, 'Type'],
    ['"Type": "1"', { Type: '1' }, 'Type'],
    ['"Country": "235"', { Country: '235' }, 'Country'],
    ['"TermsAccepted": "true"', { TermsAccepted: 'true' }, 'TermsAccepted'],
    ['"Categories": "4-401-40101"', { Categories: '4-401-40101' }, 'Categories'],
    ['"FirstName": 42', { FirstName: 42 }, 'FirstName'],
  ])('refuses %s in a registration', async (_label, change, field) => {
    const response = await uncheckedCall(t.app, routes.register, { body: personalRegistration(change) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR' });
    expect(response.json().Errors.map((error: { Field: string }) => error.Field)).toContain(field);
  });

  it('still reads numbers in query strings and paths', async () => {
    const member = await signUp(t.app);
    const feed = await callRoute(t.app, routes.exploreItem, { query: { type: FeedType.Friends } }, member.auth);
    // Past validation: the member has no items of their own yet.
    expect(feed.error.ErrorCode).toBe('NO_OWN_ITEMS');
    const missing = await callRoute(t.app, routes.deleteNotification, { params: { id: 424242 } }, member.auth);
    expect(missing.error.ErrorCode).toBe('WRONG_NOTIFICATION');
  });
});
