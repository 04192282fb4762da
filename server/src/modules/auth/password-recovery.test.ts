/** Forgot password and reset password: the link, its hour, its single use, and the sessions it ends. */

import net from 'node:net';
import { type ResetPasswordBody, recoveryMessages, routes } from '@swapsies/contract';
import { eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetRequests, passwordResets, sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/secrets.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { recipientOf, resetTokenIn } from '../../test/mail.ts';
import { login, PASSWORD, personalRegistration, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

const MINUTE_MS = 60_000;
const NEW_PASSWORD = 'Rainy-Night7';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function forgot(loginName: string) {
  return callRoute(t.app, routes.forgotPassword, { body: { Login: loginName } });
}

function forgotFrom(app: TestApp['app'], loginName: string, remoteAddress: string) {
  return callRoute(app, routes.forgotPassword, { body: { Login: loginName } }, undefined, { remoteAddress });
}

function reset(body: ResetPasswordBody) {
  return callRoute(t.app, routes.resetPassword, { body });
}

function tryLogin(loginName: string, password: string) {
  return callRoute(t.app, routes.logIn, { body: { Login: loginName, Password: password } });
}

function dashboardOf(auth: Auth) {
  return callRoute(t.app, routes.getDashboard, undefined, auth);
}

/** The emails sent to one address, so that tests running earlier in the file do not interfere. */
async function mailTo(email: string): Promise<string[]> {
  return (await t.outbox()).filter((eml) => recipientOf(eml).includes(email));
}

/** Asks for a reset link and returns the token that the email carries. */
async function resetTokenFor(member: { Email: string; Username: string }): Promise<string> {
  const before = (await mailTo(member.Email)).length;
  const response = await forgot(member.Username);
  expect(response.statusCode).toBe(200);
  const mails = await mailTo(member.Email);
  expect(mails).toHaveLength(before + 1);
  return resetTokenIn(mails.at(-1) ?? '');
}

describe('POST /forgot-password', () => {
  it('still emails the link when the caller hangs up before the answer (else the login would wait an hour, unmailed)', async () => {
    // The answer is held until the caller has gone, so it can never be delivered.
    const holdUntilGone: preHandlerAsyncHookHandler = async (request) => {
      const socket = request.raw.socket;
      if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    };
    const listening = await createTestApp(
      {},
      {
        onRoute: (route) => {
          if (route.url !== '/api/v1/forgot-password') return;
          route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), holdUntilGone];
        },
      },
    );
    try {
      const member = personalRegistration();
      await register(listening.app, member);
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.app.server.address() as net.AddressInfo;
      const body = JSON.stringify({ Login: member.Username });
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end(
            `POST /api/v1/forgot-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
            () => {
              socket.destroy();
              resolve();
            },
          );
        });
        socket.on('error', reject);
      });
      let mails: string[] = [];
      for (let waited = 0; mails.length === 0 && waited < 100; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mails = (await listening.outbox()).filter((eml) => recipientOf(eml).includes(member.Email));
      }
      expect(mails).toHaveLength(1);
    } finally {
      await listening.close();
    }
  });

  it('emails a reset link to the member, stores only its hash, and answers success', async () => {
    const member = await signUp(t.app);
    const response = await forgot(member.Email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, ErrorCode: '' });

    const mails = await mailTo(member.Email);
    expect(mails).toHaveLength(1);
    const eml = mails[0] ?? '';
    expect(eml).toMatch(/^Subject: Reset your Swapsies password$/m);
    const token = resetTokenIn(eml);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 60 * MINUTE_MS);
    expect(rows[0]?.createdAt).toEqual(t.clock.now());
    expect(rows[0]?.usedAt).toBeNull();
  });

  it('answers TOKEN_EXISTS to a second request within the hour and sends no second email', async () => {
    const member = await signUp(t.app);
    expect((await forgot(member.Username)).statusCode).toBe(200);
    const again = await forgot(member.Username.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Success: false, ErrorCode: 'TOKEN_EXISTS' });
    t.clock.advance(59 * MINUTE_MS);
    expect((await forgot(member.Username)).error.ErrorCode).toBe('TOKEN_EXISTS');
    expect(await mailTo(member.Email)).toHaveLength(1);
  });

  it('sends no second email when the other login of the account asks while the first link is outstanding', async () => {
    const member = await signUp(t.app);
    expect((await forgot(member.Username)).statusCode).toBe(200);
    // The answer cannot depend on the account (that would tell who has one): only the email does.
    expect((await forgot(member.Email)).statusCode).toBe(200);
    expect(await mailTo(member.Email)).toHaveLength(1);
  });

  it('answers a known and an unknown login alike, the first time and the second', async () => {
    const member = await signUp(t.app);
    const answers = async (loginName: string) => {
      const response = await forgot(loginName);
      const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
      return { status: response.statusCode, body: response.body, headers };
    };
    const known = [await answers(member.Email), await answers(member.Email)];
    const unknown = [await answers('nobody.here@example.co.uk'), await answers('nobody.here@example.co.uk')];
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([200, 409]);
    expect(JSON.parse(known[1]?.body ?? '')).toEqual({ Success: false, ErrorCode: 'TOKEN_EXISTS' });
  });

  it('answers an unknown login TOKEN_EXISTS within the hour, and success again after it', async () => {
    const loginName = 'nobody_asked_twice';
    expect((await forgot(loginName)).statusCode).toBe(200);
    t.clock.advance(59 * MINUTE_MS);
    expect((await forgot(` ${loginName.toUpperCase()} `)).error.ErrorCode).toBe('TOKEN_EXISTS');
    t.clock.advance(2 * MINUTE_MS);
    expect((await forgot(loginName)).statusCode).toBe(200);
  });

  it('answers one of two requests at once with success and the other with TOKEN_EXISTS', async () => {
    const member = await signUp(t.app);
    const statuses = await Promise.all([forgot(member.Username), forgot(member.Username)]);
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await mailTo(member.Email)).toHaveLength(1);
  });

  it('stores the logins asked for only as hashes', async () => {
    const loginName = 'someone.private@example.co.uk';
    expect((await forgot(loginName)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(passwordResetRequests);
    expect(rows.map((row) => row.loginHash)).toContain(hashToken(loginName));
    expect(JSON.stringify(rows)).not.toContain('someone.private');
  });

  it('sends a new link once the first has expired (after 61 minutes)', async () => {
    const member = await signUp(t.app);
    const first = await resetTokenFor(member);
    t.clock.advance(61 * MINUTE_MS);
    const second = await resetTokenFor(member);
    expect(second).not.toBe(first);
    expect(await mailTo(member.Email)).toHaveLength(2);
  });

  it('answers success to an unknown login and sends nothing', async () => {
    const before = (await t.outbox()).length;
    for (const loginName of ['nobody_by_this_name', 'nobody@example.co.uk']) {
      const response = await forgot(loginName);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ Success: true, ErrorCode: '' });
    }
    expect(await t.outbox()).toHaveLength(before);
  });

  it.each([[''], ['   ']])('refuses the login %j with "Email or username is required"', async (loginName) => {
    const response = await forgot(loginName);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      ErrorCode: 'VALIDATION_ERROR',
      Message: recoveryMessages.loginRequired,
      Errors: [{ Field: 'Login', Message: recoveryMessages.loginRequired }],
    });
  });

  it('refuses a missing login and unknown fields', async () => {
    expect((await uncheckedCall(t.app, routes.forgotPassword, { body: {} })).json()).toMatchObject({
      ErrorCode: 'VALIDATION_ERROR',
      Errors: [{ Field: 'Login' }],
    });
    const extra = await uncheckedCall(t.app, routes.forgotPassword, {
      body: { Login: 'someone_here', Email: 'x@example.com' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'Email' }] });
  });
});

describe('POST /reset-password', () => {
  it('changes the password and ends every session', async () => {
    const member = await signUp(t.app);
    const secondSession = await login(t.app, member.Email);
    // Both sessions in use, so in the session cache: the reset must reach it.
    for (const session of [member.token, secondSession]) {
      expect((await dashboardOf({ authorization: `Bearer ${session}` })).statusCode).toBe(200);
    }
    const token = await resetTokenFor(member);

    const response = await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true, ErrorCode: '' });

    expect((await tryLogin(member.Username, PASSWORD)).error.ErrorCode).toBe('WRONG_CREDENTIALS');
    for (const old of [member.token, secondSession]) {
      const dashboard = await dashboardOf({ authorization: `Bearer ${old}` });
      expect(dashboard.statusCode).toBe(401);
      expect(dashboard.error.ErrorCode).toBe('WRONG_TOKEN');
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const fresh = await tryLogin(member.Username, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.answer.User.ID).toBe(member.id);

    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(row?.usedAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('accepts a password of 6 characters (the reset minimum)', async () => {
    const member = await signUp(t.app);
    const token = await resetTokenFor(member);
    expect((await reset({ Token: token, Password: 'abcdef', ConfirmPassword: 'abcdef' })).statusCode).toBe(200);
    expect((await tryLogin(member.Email, 'abcdef')).statusCode).toBe(200);
  });

  it('uses a token once only', async () => {
    const member = await signUp(t.app);
    const token = await resetTokenFor(member);
    expect((await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const second = await reset({ Token: token, Password: 'Third-Word9', ConfirmPassword: 'Third-Word9' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ Success: false, ErrorCode: 'WRONG_RESET_TOKEN' });
    expect((await tryLogin(member.Username, 'Third-Word9')).statusCode).toBe(400);
    expect((await tryLogin(member.Username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a new link be asked for straight after a used one', async () => {
    const member = await signUp(t.app);
    const token = await resetTokenFor(member);
    expect((await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    await resetTokenFor(member);
  });

  it('refuses a token older than 1 hour, and the password stays as it was', async () => {
    const member = await signUp(t.app);
    const token = await resetTokenFor(member);
    t.clock.advance(60 * MINUTE_MS + 1000);
    const response = await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_RESET_TOKEN' });
    expect((await tryLogin(member.Username, PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a token just before its hour is up', async () => {
    const member = await signUp(t.app);
    const token = await resetTokenFor(member);
    t.clock.advance(59 * MINUTE_MS);
    expect((await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an empty token', ''],
  ])('refuses %s with WRONG_RESET_TOKEN', async (_label, token) => {
    const response = await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Success: false, ErrorCode: 'WRONG_RESET_TOKEN' });
  });

  it('does not take a session token for a reset token', async () => {
    const member = await signUp(t.app);
    const response = await reset({ Token: member.token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD });
    expect(response.error.ErrorCode).toBe('WRONG_RESET_TOKEN');
  });

  it.each([
    ['', '', 'Password', recoveryMessages.passwordRequired],
    ['abc', 'abc', 'Password', recoveryMessages.passwordTooShort],
    ['abcde', 'abcde', 'Password', recoveryMessages.passwordTooShort],
    [NEW_PASSWORD, '', 'ConfirmPassword', recoveryMessages.confirmRequired],
    [NEW_PASSWORD, `${NEW_PASSWORD}x`, 'ConfirmPassword', recoveryMessages.confirmMismatch],
  ])(
    'refuses Password %j / ConfirmPassword %j: %s "%s", and keeps the token usable',
    async (password, confirm, field, message) => {
      const member = await signUp(t.app);
      const token = await resetTokenFor(member);
      const response = await reset({ Token: token, Password: password, ConfirmPassword: confirm });
      expect(response.statusCode).toBe(400);
      const body = response.error;
      expect(body).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR', Message: message });
      expect(body.Errors).toContainEqual({ Field: field, Message: message });
      expect((await reset({ Token: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD })).statusCode).toBe(
        200,
      );
    },
  );

  it('refuses missing and unknown fields', async () => {
    const missing = await uncheckedCall(t.app, routes.resetPassword, {
      body: { Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'Token' }] });
    const extra = await uncheckedCall(t.app, routes.resetPassword, {
      body: { Token: 'x', Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, UserID: 1 },
    });
    expect(extra.json()).toMatchObject({ ErrorCode: 'VALIDATION_ERROR', Errors: [{ Field: 'UserID' }] });
  });
});

describe('forgot-password rate limits', () => {
  describe('per IP (RATE_LIMIT_PASSWORD_RESET=2/1h)', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ RATE_LIMIT_PASSWORD_RESET: '2/1h' });
    });
    afterAll(() => limited.close());

    it('refuses the 3rd request from one address', async () => {
      const ip = '203.0.113.90';
      expect((await forgotFrom(limited.app, 'nobody_number_1', ip)).statusCode).toBe(200);
      expect((await forgotFrom(limited.app, 'nobody_number_2', ip)).statusCode).toBe(200);
      const refused = await forgotFrom(limited.app, 'nobody_number_3', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await forgotFrom(limited.app, 'nobody_number_3', '203.0.113.91')).statusCode).toBe(200);
    });
  });

  describe('per login (RATE_LIMIT_PASSWORD_RESET_ACCOUNT=2/1h)', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ RATE_LIMIT_PASSWORD_RESET_ACCOUNT: '2/1h' });
    });
    afterAll(() => limited.close());

    it('refuses the 3rd request for one login from any address, in any capitals', async () => {
      const member = personalRegistration();
      expect((await register(limited.app, member)).statusCode).toBe(200);
      expect((await forgotFrom(limited.app, member.Email, '198.51.100.31')).statusCode).toBe(200);
      expect((await forgotFrom(limited.app, member.Email, '198.51.100.32')).json().ErrorCode).toBe('TOKEN_EXISTS');
      const refused = await forgotFrom(limited.app, member.Email.toUpperCase(), '198.51.100.33');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });

      const other = personalRegistration();
      expect((await register(limited.app, other)).statusCode).toBe(200);
      expect((await forgotFrom(limited.app, other.Username, '198.51.100.33')).statusCode).toBe(200);
    });
  });
});
