import { type ChangePasswordBody, recoveryMessages, registrationMessages, routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/secrets.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { login, PASSWORD, personalRegistration, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

const NEW_PASSWORD = 'Rainy-Night7';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function changePassword(body: ChangePasswordBody, auth?: Auth) {
  return callRoute(t.app, routes.changePassword, { body }, auth);
}

function tryLogin(loginName: string, password: string) {
  return callRoute(t.app, routes.logIn, { body: { Login: loginName, Password: password } });
}

function dashboardOf(auth: Auth) {
  return callRoute(t.app, routes.getDashboard, undefined, auth);
}

async function passwordHashOf(userId: number): Promise<string | undefined> {
  const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

describe('POST /change-password', () => {
  let refusedMember: ReturnType<typeof signUp> | undefined;

  it('needs a session', async () => {
    const body = { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD };
    const anonymous = await changePassword(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    const stale = await changePassword(body, { authorization: `Bearer ${'A'.repeat(43)}` });
    expect(stale.statusCode).toBe(401);
  });

  it('changes the password, keeps the current session and ends the member’s other sessions', async () => {
    const member = await signUp(t.app);
    const otherSession = await login(t.app, member.Email);
    const bystander = await signUp(t.app);
    // The other session in use, so in the session cache: the change must reach it.
    expect((await dashboardOf({ authorization: `Bearer ${otherSession}` })).statusCode).toBe(200);

    const response = await changePassword(
      { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
      member.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, ErrorCode: '' });

    const current = await dashboardOf(member.auth);
    expect(current.statusCode).toBe(200);
    const revoked = await dashboardOf({ authorization: `Bearer ${otherSession}` });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.error.ErrorCode).toBe('WRONG_TOKEN');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(member.token)]);
    // Other members' sessions are untouched.
    expect((await dashboardOf(bystander.auth)).statusCode).toBe(200);

    expect((await tryLogin(member.Username, PASSWORD)).error.ErrorCode).toBe('WRONG_CREDENTIALS');
    expect((await tryLogin(member.Username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers WRONG_PASSWORD (400) to a wrong current password and changes nothing', async () => {
    const member = await signUp(t.app);
    const otherSession = await login(t.app, member.Username);
    const hashBefore = await passwordHashOf(member.id);
    const response = await changePassword(
      { OldPassword: 'Not-The-One1', NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
      member.auth,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_PASSWORD' });
    expect(await passwordHashOf(member.id)).toBe(hashBefore);
    const still = await dashboardOf({ authorization: `Bearer ${otherSession}` });
    expect(still.statusCode).toBe(200);
  });

  it.each([
    [{ OldPassword: '' }, 'OldPassword', recoveryMessages.oldPasswordRequired],
    [{ NewPassword: 'abcde', ConfirmPassword: 'abcde' }, 'NewPassword', recoveryMessages.newPasswordTooShort],
    [{ NewPassword: '', ConfirmPassword: '' }, 'NewPassword', recoveryMessages.newPasswordTooShort],
    [{ ConfirmPassword: `${NEW_PASSWORD}!` }, 'ConfirmPassword', registrationMessages.passwordMismatch],
  ])('refuses %o: %s "%s"', async (overrides, field, message) => {
    // A refused change changes nothing, so one member serves the whole table.
    refusedMember ??= signUp(t.app);
    const member = await refusedMember;
    const hashBefore = await passwordHashOf(member.id);
    const response = await changePassword(
      { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, ...overrides },
      member.auth,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expect(response.json().Errors).toContainEqual({ Field: field, Message: message });
    expect(await passwordHashOf(member.id)).toBe(hashBefore);
  });

  it('refuses missing and unknown fields', async () => {
    const member = await signUp(t.app);
    const missing = await uncheckedCall(t.app, routes.changePassword, {
      body: { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD },
      headers: member.auth,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'ConfirmPassword' }] });
    const extra = await uncheckedCall(t.app, routes.changePassword, {
      body: { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, UserID: 1 },
      headers: member.auth,
    });
    expect(extra.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'UserID' }] });
  });
});

describe('POST /change-password with RATE_LIMIT_LOGIN_ACCOUNT=2/15m', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: '2/15m' });
  });
  afterAll(() => limited.close());

  it('counts guesses of the current password against the same account budget as sign-in', async () => {
    const body = personalRegistration();
    expect((await register(limited.app, body)).statusCode).toBe(200);
    const signInFrom = (remoteAddress: string) =>
      callRoute(limited.app, routes.logIn, { body: { Login: body.Username, Password: PASSWORD } }, undefined, {
        remoteAddress,
      });
    const signIn = await signInFrom('198.51.100.40');
    expect(signIn.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${signIn.answer.Token}` };
    const guess = { OldPassword: 'Guess-One1', NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD };
    const guessFrom = (remoteAddress: string) =>
      callRoute(limited.app, routes.changePassword, { body: guess }, auth, { remoteAddress });
    expect((await guessFrom('198.51.100.41')).json().ErrorCode).toBe('WRONG_PASSWORD');
    expect((await guessFrom('198.51.100.42')).json().ErrorCode).toBe('WRONG_PASSWORD');
    // Two failures (one each way would do too) put the account over its limit: sign-in now waits.
    const before = limited.clock.sleeps.length;
    expect((await signInFrom('198.51.100.43')).statusCode).toBe(200);
    expect(limited.clock.sleeps.slice(before)).toEqual([1000]);
  });
});
