/**
 * What the server log holds: request paths without their query, failed queries without their
 * values, and no reset link or email address (docs/operations.md, "Logs").
 */

import { routes } from '@swapsies/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { resetTokenIn } from '../test/mail.ts';
import { personalRegistration, register, signUp } from '../test/members.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loggerOptions } from './log.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
  );
});
afterAll(() => t.close());

/** The log lines written while `action` ran, parsed. */
async function logOf(action: () => Promise<unknown>): Promise<{ text: string; entries: Record<string, unknown>[] }> {
  const start = lines.length;
  await action();
  await t.settled();
  const written = lines.slice(start);
  return { text: written.join(''), entries: written.map((line) => JSON.parse(line)) };
}

describe('the request log', () => {
  it('logs the path of a photo address without its query, so no media token is written', async () => {
    const member = await signUp(t.app);
    const dashboard = await callRoute(t.app, routes.getDashboard, undefined, member.auth);
    const token = dashboard.answer.MediaToken;
    const log = await logOf(() => callRoute(t.app, routes.getFile, { query: { path: 'profiles/x.png', token } }));
    const requestLines = log.entries.filter(
      (entry) => entry.reqId !== undefined && String(entry.msg).includes('request'),
    );
    // One line a request, with its path, status and time (OneLineRequestLog).
    expect(requestLines).toHaveLength(1);
    const line = requestLines[0] as {
      msg: string;
      req: { url: string };
      res: { statusCode: number };
      responseTime: number;
    };
    expect(line).toMatchObject({ msg: 'request completed', req: { url: '/api/v1/file' } });
    expect(typeof line.res.statusCode).toBe('number');
    expect(typeof line.responseTime).toBe('number');
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain('profiles/x.png');
  });
});

describe('a failed query', () => {
  it('is logged with its text and error code, never with the values it carried', async () => {
    // A constraint the registration cannot meet, so that its insert fails inside the database.
    await t.database.db.execute(sql`alter table users add constraint log_test_refuse check (first_name <> 'Zebedee')`);
    const member = personalRegistration({ FirstName: 'Zebedee', Email: 'zebedee.private@example.co.uk' });
    let status = 0;
    const log = await logOf(async () => {
      status = (await register(t.app, member)).statusCode;
    });
    await t.database.db.execute(sql`alter table users drop constraint log_test_refuse`);
    expect(status).toBe(500);
    const failure = log.entries.find((entry) => entry.msg === 'request failed') as {
      err: { code: string; query: string; message: string; stack: string };
    };
    expect(failure.err.code).toBe('23514');
    expect(failure.err.query).toMatch(/^insert into "users"/);
    expect(failure.err.message).toContain('insert into "users"');
    expect(failure.err.stack).toContain('insert into "users"');
    for (const value of ['Zebedee', 'zebedee.private', member.Username, '$argon2id$']) {
      expect(log.text).not.toContain(value);
    }
    expect(log.text).not.toContain('params');
  });
});

describe('password reset emails in outbox mode', () => {
  it('log neither the link nor the address: the link is in the outbox file only', async () => {
    const member = await signUp(t.app);
    const log = await logOf(() => callRoute(t.app, routes.forgotPassword, { body: { Login: member.Username } }));
    const mail = (await t.outbox()).at(-1) ?? '';
    const token = resetTokenIn(mail);
    expect(log.text).toContain('password reset email written to the outbox');
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain('reset-password');
    expect(log.text).not.toContain(member.Email);
  });
});

describe('the log format', () => {
  it('is JSON lines unless LOG_FORMAT=pretty, which alone hands them to pino-pretty', () => {
    expect(loggerOptions(undefined, 'info', 'json')).not.toHaveProperty('transport');
    expect(loggerOptions(undefined, 'info', 'pretty')).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
  });
});
