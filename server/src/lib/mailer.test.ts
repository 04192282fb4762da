/**
 * With SMTP_URL set, mail really goes over SMTP: a real SMTP server (smtp-server) receives the
 * password reset email with its link, and nothing is written to the outbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
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
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Swapsies <hello@swapsies.example>',
    PUBLIC_URL: 'https://swapsies.example',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('sends the reset email through the SMTP server, with the link to the public site', async () => {
  const member = await signUp(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/forgot-password',
    payload: { Login: member.Email },
  });
  expect(response.statusCode).toBe(200);
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
