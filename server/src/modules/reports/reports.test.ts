import { type ReportBody, type ReportUnauthBody, registrationMessages, routes } from '@swapsies/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { reports } from '../../db/schema.ts';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uncheckedCall } from '../../test/unchecked-call.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function report(app: App, body: ReportBody, auth?: Auth) {
  return callRoute(app, routes.report, { body }, auth);
}

function reportUnauth(app: App, body: ReportUnauthBody) {
  return callRoute(app, routes.reportAnonymously, { body });
}

const anonymousReport = {
  Email: 'Worried.Parent@Example.co.uk',
  Reason: 'Scam',
  Text: '  This listing asks for payment up front.  ',
  Url: 'https://swapsies.example/seek?item=12',
};

/** Two members for the validation table, made once: refused reports change nothing. */
let pair: Promise<Awaited<ReturnType<typeof signUp>>[]> | undefined;
const validationPair = () => {
  pair ??= Promise.all([signUp(t.app), signUp(t.app)]);
  return pair as Promise<[Awaited<ReturnType<typeof signUp>>, Awaited<ReturnType<typeof signUp>>]>;
};

describe('POST /report', () => {
  it('stores a report about an existing member', async () => {
    const reporter = await signUp(t.app);
    const target = await signUp(t.app);
    const response = await report(
      t.app,
      { TargetType: 'user', TargetID: target.id, Reason: 'Harassment', Text: 'Rude messages' },
      reporter.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    const rows = await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.id));
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: reporter.id,
        reporterEmail: null,
        targetType: 'user',
        targetId: target.id,
        reason: 'Harassment',
        text: 'Rude messages',
        url: null,
        resolvedAt: null,
        // Dated by the app clock, which stands days away from the database's own time.
        createdAt: t.clock.now(),
      }),
    ]);
  });

  it.each<[ReportBody['TargetType'], number]>([
    ['user', 2147483000],
    ['item', 2147483000],
    ['message', 1],
  ])('answers 404 NOT_FOUND for a %s that does not exist, and stores nothing', async (type, id) => {
    const reporter = await signUp(t.app);
    const response = await report(t.app, { TargetType: type, TargetID: id, Reason: 'Spam', Text: '' }, reporter.auth);
    expect(response.statusCode).toBe(404);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'NOT_FOUND' });
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toEqual([]);
  });

  it('answers 401 WRONG_TOKEN to an anonymous caller', async () => {
    const target = await signUp(t.app);
    const response = await report(t.app, { TargetType: 'user', TargetID: target.id, Reason: 'Spam', Text: '' });
    expect(response.statusCode).toBe(401);
    expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
  });

  it.each([
    [{ TargetType: 'comment' }, 'TargetType'],
    [{ TargetType: 'USER' }, 'TargetType'],
    [{ TargetID: 0 }, 'TargetID'],
    [{ TargetID: 'abc' }, 'TargetID'],
    [{ Reason: '' }, 'Reason'],
    [{ Reason: 'x'.repeat(101) }, 'Reason'],
    [{ Text: 'x'.repeat(2001) }, 'Text'],
    [{ ReporterID: 1 }, 'ReporterID'],
  ])('refuses %o with 400 VALIDATION_ERROR naming %s', async (overrides, field) => {
    const [reporter, target] = await validationPair();
    const body = { TargetType: 'user', TargetID: target.id, Reason: 'Spam', Text: '', ...overrides };
    const response = await uncheckedCall(t.app, routes.report, { body, headers: reporter.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 'VALIDATION_ERROR' });
    expect(response.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toEqual([]);
  });
});

describe('POST /report-unauth', () => {
  it('stores an anonymous report with the email lowercased and the text trimmed', async () => {
    const response = await reportUnauth(t.app, anonymousReport);
    expect(response.statusCode).toBe(200);
    expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterEmail, 'worried.parent@example.co.uk'));
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: null,
        targetType: null,
        targetId: null,
        reason: 'Scam',
        text: 'This listing asks for payment up front.',
        url: 'https://swapsies.example/seek?item=12',
        resolvedAt: null,
      }),
    ]);
  });

  it.each(['not-an-email', 'someone@example', 'someone@example.c', 'two@@example.com'])(
    'refuses the email %j with "Please enter a valid email address"',
    async (email) => {
      const before = await t.database.db.select().from(reports).where(isNull(reports.reporterId));
      const response = await reportUnauth(t.app, { ...anonymousReport, Email: email });
      expect(response.statusCode).toBe(400);
      expect(response.error).toEqual({
        Success: false,
        ErrorCode: 'VALIDATION_ERROR',
        Message: registrationMessages.emailInvalid,
        Errors: [{ Field: 'Email', Message: registrationMessages.emailInvalid }],
      });
      expect(await t.database.db.select().from(reports).where(isNull(reports.reporterId))).toHaveLength(before.length);
    },
  );

  it.each(['javascript:alert(1)', 'ftp://swapsies.example/x', 'data:text/html,<b>hi</b>', 'not a url', ''])(
    'refuses the Url %j',
    async (url) => {
      const response = await reportUnauth(t.app, { ...anonymousReport, Url: url });
      expect(response.statusCode).toBe(400);
      expect(response.error).toMatchObject({
        Success: false,
        ErrorCode: 'VALIDATION_ERROR',
        Errors: [{ Field: 'Url' }],
      });
    },
  );

  it.each([
    [{ Reason: '' }, 'Reason'],
    [{ Url: undefined }, 'Url'],
    [{ TargetID: 3 }, 'TargetID'],
  ])('refuses %o naming %s', async (overrides, field) => {
    const response = await uncheckedCall(t.app, routes.reportAnonymously, {
      body: { ...anonymousReport, ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });
});

describe('reports with RATE_LIMIT_REPORT=2/1h', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_REPORT: '2/1h' });
  });
  afterAll(() => limited.close());

  it('refuses the 3rd report from one address and stores only two', async () => {
    const ip = '203.0.113.120';
    const reportFrom = (remoteAddress: string) =>
      uncheckedCall(limited.app, routes.reportAnonymously, { body: anonymousReport, remoteAddress });
    expect((await reportFrom(ip)).statusCode).toBe(200);
    expect((await reportFrom(ip)).statusCode).toBe(200);
    const refused = await reportFrom(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Signed-in reports from that address share its budget.
    const memberReport = { TargetType: 'user', TargetID: 1, Reason: 'Spam', Text: '' };
    const refusedSignedIn = await uncheckedCall(limited.app, routes.report, { body: memberReport, remoteAddress: ip });
    expect(refusedSignedIn.statusCode).toBe(429);
    expect(await limited.database.db.select().from(reports)).toHaveLength(2);
    expect((await reportFrom('203.0.113.121')).statusCode).toBe(200);
  });
});
