/**
 * Sends email over SMTP when SMTP_URL is set; otherwise writes each message to DATA_DIR/outbox
 * as an .eml file, so development mail is visible without a mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { fieldOf } from './fields.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files it carries, such as a calendar invite (text/calendar). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  /** Sends the mail; answers the outbox file it was written to, or null when it went over SMTP. */
  send(mail: Mail): Promise<string | null>;
  close(): void;
}

const ADDRESS = /[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g;

/**
 * A mail server's refusal, told without the addresses in it (servers quote the recipient): it is
 * logged, and the log must not hold members' addresses. The SMTP code and command stay.
 */
export class MailError extends Error {
  readonly code?: string;
  readonly responseCode?: number;
  readonly command?: string;
  constructor(cause: unknown) {
    const [message, code, responseCode, command] = ['message', 'code', 'responseCode', 'command'].map((name) =>
      fieldOf(cause, name),
    );
    super(String(message ?? cause).replace(ADDRESS, '[address]'));
    this.name = 'MailError';
    this.code = typeof code === 'string' ? code : undefined;
    this.responseCode = typeof responseCode === 'number' ? responseCode : undefined;
    this.command = typeof command === 'string' ? command : undefined;
  }
}

export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        try {
          await transport.sendMail({ from: options.from, ...mail });
        } catch (error) {
          throw new MailError(error);
        }
        return null;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`);
      await fs.writeFile(file, info.message);
      return file;
    },
    close: () => transport.close(),
  };
}
