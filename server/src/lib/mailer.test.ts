/**
 * With SMTP_URL set, mail really goes over SMTP: a real SMTP server (smtp-server) receives the
 * password reset email with its link, and nothing is written to the outbox. Mail goes out after
 * the answer, so the answer never waits for the mail server (or tells what it would send).
 */
import type { AddressInfo } from 'node:net';
import { routes } from '@swapsies/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { decodeQuotedPrintable } from '../test/mail.ts';
import { signUp } from '../test/members.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let t: TestApp;
const received: Received[] = [];
/** While set, the SMTP server keeps each message waiting until `release` is called, or refuses it. */
let holding: { accept: boolean; waiting: Array<() => void> } | null = null;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          const { accept } = holding;
          const refusal = new Error(`mailbox unavailable for ${session.envelope.rcptTo[0]?.address}`);
          holding.waiting.push(() => (accept ? callback() : callback(refusal)));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Swapsies <hello@swapsies.example>',
      PUBLIC_URL: 'https://swapsies.example',
    },
    { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the reset email through the SMTP server, with the link to the public site', async () => {
  const member = await signUp(t.app);
  const response = await forgot(member.Email);
  expect(response.statusCode).toBe(200);
  await t.settled();
  expect(received).toHaveLength(1);
  const [mail] = received as [Received];
  expect(mail.from).toBe('hello@swapsies.example');
  expect(mail.to).toEqual([member.Email]);
  expect(mail.data).toContain('Subject: Reset your Swapsies password');
  expect(decodeQuotedPrintable(mail.data)).toMatch(
    /https:\/\/swapsies\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/,
  );
  expect(await t.outbox()).toEqual([]);
});

function forgot(loginName: string) {
  return callRoute(t.app, routes.forgotPassword, { body: { Login: loginName } });
}

/** Resolves once the SMTP server holds `count` messages. */
async function held(count: number): Promise<void> {
  while ((holding?.waiting.length ?? 0) < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

it('answers before the email is sent: the answer does not wait for the mail server', async () => {
  const member = await signUp(t.app);
  const before = received.length;
  holding = { accept: true, waiting: [] };
  try {
    // Before the fix this answer waited for the mail server, which waits for us: the test timed out.
    const response = await forgot(member.Email);
    expect(response.statusCode).toBe(200);
    await held(1);
    expect(received).toHaveLength(before);
    for (const release of holding.waiting) release();
  } finally {
    holding = null;
  }
  await t.settled();
});

it('logs an email the mail server refused, naming the request, without the address', async () => {
  const member = await signUp(t.app);
  holding = { accept: false, waiting: [] };
  const response = await forgot(member.Username);
  expect(response.statusCode).toBe(200);
  try {
    await held(1);
    for (const release of holding.waiting) release();
  } finally {
    holding = null;
  }
  await t.settled();
  const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'background task failed');
  expect(failure).toMatchObject({ level: 50, task: 'password reset email', reqId: response.headers['x-request-id'] });
  expect(failure.err.message).toContain('mailbox unavailable');
  expect(logLines.join('')).not.toContain(member.Email);
});
