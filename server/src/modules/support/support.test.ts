/**
 * The contact form (members) and the tech-support form (anyone): their rules, the stored request,
 * the email to SUPPORT_EMAIL and the rate limits.
 */
import type { AddressInfo } from 'node:net';
import {
  type ContactBody,
  type FieldError,
  routes,
  supportMessages,
  TECH_SUPPORT_PAGE,
  type TechSupportBody,
} from '@swapsies/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests, users } from '../../db/schema.ts';
import { callRoute } from '../../test/call-route.ts';
import { decodeQuotedPrintable, recipientOf } from '../../test/mail.ts';
import { signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

const SUPPORT_EMAIL = 'help@swapsies.example';
const MESSAGE = '  The chat page stays blank after I send a photo.  ';

const contactBody: ContactBody = { Page: '/matches/12', Subject: '  Chat trouble  ', Message: MESSAGE };
const techBody: TechSupportBody = {
  Login: 'someone@example.org',
  Type: 1,
  Page: TECH_SUPPORT_PAGE,
  Subject: 'messaging',
  Message: MESSAGE,
};

function contact(t: TestApp, body: ContactBody, member?: Member) {
  return callRoute(t.app, routes.contact, { body }, member?.auth);
}

function techSupport(t: TestApp, body: TechSupportBody, member?: Member) {
  return callRoute(t.app, routes.techSupport, { body }, member?.auth);
}

/** A tech-support request from the given address, for the per-address limit. */
function techSupportFrom(t: TestApp, remoteAddress: string, member?: Member) {
  return callRoute(t.app, routes.techSupport, { body: techBody }, member?.auth, { remoteAddress });
}

async function lastRequest(t: TestApp) {
  const [row] = await t.database.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
  return row;
}

/** The one email sent since the outbox held `before`: to SUPPORT_EMAIL, under `subject`; answers its text. */
async function newMailToSupport(t: TestApp, before: number, subject: string): Promise<string> {
  const outbox = await t.outbox();
  expect(outbox).toHaveLength(before + 1);
  const mail = outbox.at(-1) as string;
  expect(recipientOf(mail)).toBe(SUPPORT_EMAIL);
  expect(mail).toContain(`Subject: ${subject}`);
  return decodeQuotedPrintable(mail);
}

describe('with SUPPORT_EMAIL set', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: SUPPORT_EMAIL });
    member = await signUp(t.app);
  });
  afterAll(() => t.close());

  describe('POST /contact', () => {
    it('refuses an anonymous caller', async () => {
      const response = await contact(t, contactBody);
      expect(response.statusCode).toBe(401);
      expect(response.error).toEqual({ Success: false, ErrorCode: 'WRONG_TOKEN' });
    });

    it.each([
      ['', supportMessages.messageRequired],
      ['    ', supportMessages.messageRequired],
      ['  too short ', supportMessages.messageTooShort],
    ])('refuses the message %j', async (message, expected) => {
      const before = await t.database.db.$count(supportRequests);
      const response = await contact(t, { ...contactBody, Message: message }, member);
      expect(response.statusCode).toBe(400);
      expect(response.error).toMatchObject({
        ErrorCode: 'VALIDATION_ERROR',
        Errors: [{ Field: 'Message', Message: expected }],
      });
      expect(await t.database.db.$count(supportRequests)).toBe(before);
    });

    it('stores the message, trimmed, with the member, and emails it to SUPPORT_EMAIL', async () => {
      const mailed = (await t.outbox()).length;
      const response = await contact(t, contactBody, member);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
      expect(await lastRequest(t)).toMatchObject({
        kind: 'contact',
        userId: member.id,
        login: '',
        type: 1,
        page: '/matches/12',
        subject: 'Chat trouble',
        message: MESSAGE.trim(),
        resolvedAt: null,
      });
      const text = await newMailToSupport(t, mailed, '[Swapsies] Contact: Chat trouble');
      expect(text).toContain(member.Username);
      expect(text).toContain(member.Email.toLowerCase());
      expect(text).toContain('Page: /matches/12');
      expect(text).toContain(MESSAGE.trim());
    });

    it('gives a blank subject the contact form subject', async () => {
      expect((await contact(t, { ...contactBody, Subject: '  ' }, member)).statusCode).toBe(200);
      expect((await lastRequest(t))?.subject).toBe(supportMessages.contactSubject);
      expect((await t.outbox()).at(-1)).toContain(`Subject: [Swapsies] Contact: ${supportMessages.contactSubject}`);
    });
  });

  describe('POST /tech-support', () => {
    it.each<[Partial<TechSupportBody>, FieldError[]]>([
      [{ Login: '  ' }, [{ Field: 'Login', Message: supportMessages.loginRequired }]],
      [{ Message: '' }, [{ Field: 'Message', Message: supportMessages.descriptionRequired }]],
      [{ Message: ' 123456789 ' }, [{ Field: 'Message', Message: supportMessages.descriptionTooShort }]],
      [{ Subject: 'billing' }, [{ Field: 'Subject', Message: supportMessages.topicUnknown }]],
      [{ Subject: 'feature-request', Type: 1 }, [{ Field: 'Type', Message: supportMessages.topicTypeMismatch }]],
      [{ Subject: 'login', Type: 2 }, [{ Field: 'Type', Message: supportMessages.topicTypeMismatch }]],
      [
        { Login: '', Message: 'short' },
        [
          { Field: 'Login', Message: supportMessages.loginRequired },
          { Field: 'Message', Message: supportMessages.descriptionTooShort },
        ],
      ],
    ])('refuses %j', async (change, errors) => {
      const before = await t.database.db.$count(supportRequests);
      const response = await techSupport(t, { ...techBody, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.error).toEqual({
        Success: false,
        ErrorCode: 'VALIDATION_ERROR',
        Message: errors[0]?.Message,
        Errors: errors,
      });
      expect(await t.database.db.$count(supportRequests)).toBe(before);
    });

    it('stores an anonymous request with the login as typed, unlinked, and emails it', async () => {
      const mailed = (await t.outbox()).length;
      const response = await techSupport(t, { ...techBody, Login: '  Someone@Example.org ' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.answer).toEqual({ Success: true, ErrorCode: '' });
      expect(await lastRequest(t)).toMatchObject({
        kind: 'tech-support',
        userId: null,
        login: 'Someone@Example.org',
        type: 1,
        page: TECH_SUPPORT_PAGE,
        subject: 'messaging',
        message: MESSAGE.trim(),
      });
      const text = await newMailToSupport(t, mailed, '[Swapsies] Tech support (messaging)');
      expect(text).toContain('From: Someone@Example.org');
      expect(text).toContain(`Page: ${TECH_SUPPORT_PAGE}`);
      expect(text).toContain(MESSAGE.trim());
    });

    it('takes a feature request as Type 2', async () => {
      const response = await techSupport(t, { ...techBody, Subject: 'feature-request', Type: 2 });
      expect(response.statusCode, response.body).toBe(200);
      expect(await lastRequest(t)).toMatchObject({ subject: 'feature-request', type: 2 });
    });

    it('links the member the login names, by username or email in any capitals', async () => {
      const named = await signUp(t.app);
      for (const login of [named.Username.toUpperCase(), ` ${named.Email.toUpperCase()} `]) {
        const response = await techSupport(t, { ...techBody, Login: login });
        expect(response.statusCode, response.body).toBe(200);
        expect(await lastRequest(t)).toMatchObject({ userId: named.id, login: login.trim() });
        expect(decodeQuotedPrintable((await t.outbox()).at(-1) as string)).toContain(`Member: ${named.Username}`);
      }
    });

    it('does not link a deleted member', async () => {
      const gone = await signUp(t.app);
      await t.database.db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.id, gone.id));
      for (const login of [gone.Username, gone.Email]) {
        expect((await techSupport(t, { ...techBody, Login: login })).statusCode).toBe(200);
        expect(await lastRequest(t)).toMatchObject({ userId: null, login });
      }
    });

    it('takes a signed-in caller too, linked to them when the login names no member', async () => {
      const caller = await signUp(t.app);
      const response = await techSupport(t, { ...techBody, Login: 'nobody-here@example.org' }, caller);
      expect(response.statusCode, response.body).toBe(200);
      expect(await lastRequest(t)).toMatchObject({ userId: caller.id, login: 'nobody-here@example.org' });
      const named = await signUp(t.app);
      expect((await techSupport(t, { ...techBody, Login: named.Username }, caller)).statusCode).toBe(200);
      expect((await lastRequest(t))?.userId).toBe(named.id);
    });
  });
});

describe('without SUPPORT_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores both kinds and emails nothing', async () => {
    const member = await signUp(t.app);
    const mailed = (await t.outbox()).length;
    expect((await contact(t, contactBody, member)).statusCode).toBe(200);
    expect((await techSupport(t, techBody)).statusCode).toBe(200);
    expect(await t.database.db.$count(supportRequests)).toBe(2);
    expect(await t.outbox()).toHaveLength(mailed);
  });
});

describe('when the mail server refuses the email', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Servers quote the address they refuse: the log must not repeat it.
      onRcptTo: (address, _session, callback) => callback(new Error(`mailbox ${address.address} unavailable`)),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: SUPPORT_EMAIL },
      { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('still stores the request and answers success, and logs a warning without the address', async () => {
    const member = await signUp(t.app);
    expect((await contact(t, contactBody, member)).statusCode).toBe(200);
    expect((await techSupport(t, techBody)).statusCode).toBe(200);
    await t.settled();
    expect(await t.database.db.$count(supportRequests)).toBe(2);
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning.msg).toBe('support email could not be sent; the request is stored');
      expect(warning.err.type).toBe('MailError');
    }
    const log = logLines.join('\n');
    expect(log).not.toContain(SUPPORT_EMAIL);
    expect(log).not.toContain(member.Email.toLowerCase());
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CONTACT: '5/1h', RATE_LIMIT_TECH_SUPPORT: '5/1h' });
  });
  afterAll(() => t.close());

  it('lets a member send 5 contact messages an hour', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    for (let sent = 0; sent < 5; sent += 1) expect((await contact(t, contactBody, member)).statusCode).toBe(200);
    const sixth = await contact(t, contactBody, member);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.error).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect(sixth.headers['retry-after']).toBeDefined();
    // Per member: another member still may.
    expect((await contact(t, contactBody, other)).statusCode).toBe(200);
  });

  it('lets an address send 5 tech-support requests an hour, signed in or not', async () => {
    const member = await signUp(t.app);
    for (let sent = 0; sent < 5; sent += 1) {
      const caller = sent % 2 === 0 ? undefined : member;
      expect((await techSupportFrom(t, '203.0.113.7', caller)).statusCode).toBe(200);
    }
    const sixth = await techSupportFrom(t, '203.0.113.7');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ Success: false, ErrorCode: 'TOO_MANY_REQUESTS' });
    expect((await techSupportFrom(t, '203.0.113.7', member)).statusCode).toBe(429);
    // Per address: another address still may.
    expect((await techSupportFrom(t, '203.0.113.8')).statusCode).toBe(200);
  });
});
