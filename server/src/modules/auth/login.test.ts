import { routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/secrets.ts';
import { callRoute } from '../../test/call-route.ts';
import { login, PASSWORD, personalRegistration, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function logIn(Login: string, Password: string) {
  return callRoute(t.app, routes.logIn, { body: { Login, Password } });
}

function getDashboard(token: string) {
  return callRoute(t.app, routes.getDashboard, undefined, { authorization: `Bearer ${token}` });
}

describe('POST /login', () => {
  it('signs in by username and answers a token and the member', async () => {
    const member = await signUp(t.app);
    const response = await logIn(member.Username, PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.answer;
    expect(body).toMatchObject({ Success: true, ErrorCode: '' });
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.User).toMatchObject({ ID: member.id, Username: member.Username, Email: member.Email, Type: 1 });
    expect(body.User).not.toHaveProperty('PasswordHash');
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
    expect((await getDashboard(body.Token)).statusCode).toBe(200);
  });

  it.each([
    ['the email in capitals', (m: { Email: string }) => m.Email.toUpperCase()],
    ['the username in capitals, padded', (m: { Username: string }) => `  ${m.Username.toUpperCase()} `],
  ])('signs in by %s (case-insensitive)', async (_label, loginOf) => {
    const member = await signUp(t.app);
    const response = await logIn(loginOf(member), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.answer.User.ID).toBe(member.id);
  });

  it('answers WRONG_CREDENTIALS alike for an unknown login and for a wrong password', async () => {
    const member = await signUp(t.app);
    const unknown = await logIn('nobody_by_this_name', PASSWORD);
    const unknownEmail = await logIn('nobody@example.co.uk', PASSWORD);
    const wrongPassword = await logIn(member.Username, 'Sunny-Day43');
    for (const response of [unknown, unknownEmail, wrongPassword]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_CREDENTIALS' });
    }
    expect(wrongPassword.body).toBe(unknown.body);
  });

  it('does not accept the password in another case', async () => {
    const member = await signUp(t.app);
    const response = await logIn(member.Username, PASSWORD.toUpperCase());
    expect(response.error.ErrorCode).toBe('WRONG_CREDENTIALS');
  });

  it('stores the session token only as its hash', async () => {
    const member = await signUp(t.app);
    const token = await login(t.app, member.Email);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    // One session from signUp, one from this login.
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(member.token);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(member.token));
    const [session] = rows.filter((r) => r.tokenHash === hashToken(token));
    expect(session?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * DAY_MS);
  });

  it('makes no session when the password changes while the sign-in checks the old one', async () => {
    const member = await signUp(t.app);
    const { db } = t.app.ctx;
    const execute = db.execute.bind(db);
    // The change commits after the sign-in read the account, just before its session is written.
    const changedMeanwhile = vi.spyOn(db, 'execute').mockImplementationOnce((query) => {
      const statement = execute(query);
      const run = statement.execute.bind(statement);
      statement.execute = async () => {
        await t.database.db.update(users).set({ passwordHash: 'set meanwhile' }).where(eq(users.id, member.id));
        return run();
      };
      return statement;
    });
    try {
      const response = await logIn(member.Username, PASSWORD);
      expect(changedMeanwhile).toHaveBeenCalled();
      expect(response.error.ErrorCode).toBe('WRONG_CREDENTIALS');
    } finally {
      changedMeanwhile.mockRestore();
    }
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    // Only signUp's.
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ Password: PASSWORD }, 'Login'],
    [{ Login: 'someone_here' }, 'Password'],
    [{ Login: '', Password: PASSWORD }, 'Login'],
    [{ Login: 'someone_here', Password: '' }, 'Password'],
    [{ Login: 'someone_here', Password: PASSWORD, Remember: true }, 'Remember'],
    [{ Login: { $ne: '' }, Password: PASSWORD }, 'Login'],
  ])('refuses %o with VALIDATION_ERROR naming %s', async (payload, field) => {
    const response = await uncheckedCall(t.app, routes.logIn, { body: payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expect(body.Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });
});

describe('POST /login with WEB_LOGIN=disabled', () => {
  let disabled: TestApp;
  beforeAll(async () => {
    disabled = await createTestApp({ WEB_LOGIN: 'disabled' });
  });
  afterAll(() => disabled.close());

  it('answers 403 WEB_LOGIN_DISABLED even with the right password, and creates no session', async () => {
    const member = personalRegistration();
    const here = await register(disabled.app, member);
    expect(here.statusCode).toBe(200);
    const response = await callRoute(disabled.app, routes.logIn, {
      body: { Login: member.Username, Password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WEB_LOGIN_DISABLED' });
    expect(await disabled.database.db.select().from(sessions)).toEqual([]);
  });
});

describe('POST /logout and session tokens', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const member = await signUp(t.app);
    const other = await login(t.app, member.Username);
    const response = await callRoute(t.app, routes.logOut, undefined, member.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, ErrorCode: '' });

    const revoked = await getDashboard(member.token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    expect((await getDashboard(other)).statusCode).toBe(200);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(other)]);

    const again = await callRoute(t.app, routes.logOut, undefined, member.auth);
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 WRONG_TOKEN to a logout without a token', async () => {
    const response = await callRoute(t.app, routes.logOut, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it.each([
    ['a well-formed token nobody was given', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', 'Bearer not a token!'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 WRONG_TOKEN to %s', async (_label, authorization) => {
    const response = await callRoute(t.app, routes.getDashboard, undefined, { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it('expires a session 30 days after its last use', async () => {
    const member = await signUp(t.app);
    t.clock.advance(29 * DAY_MS);
    expect((await getDashboard(member.token)).statusCode).toBe(200);
    // Using it on day 29 moved its end to day 59.
    t.clock.advance(29 * DAY_MS);
    expect((await getDashboard(member.token)).statusCode).toBe(200);
    t.clock.advance(30 * DAY_MS + 60_000);
    const expired = await getDashboard(member.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it('expires an unused session after 30 days', async () => {
    const member = await signUp(t.app);
    t.clock.advance(30 * DAY_MS + 1000);
    expect((await getDashboard(member.token)).json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    expect((await callRoute(t.app, routes.logOut, undefined, member.auth)).error.ErrorCode).toBe('WRONG_TOKEN');
  });
});
