/**
 * Sends email over SMTP when SMTP_URL is set; otherwise writes each message to DATA_DIR/outbox
 * as an .eml file, so development mail is visible without a mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends the mail; answers the outbox file it was written to, or null when it went over SMTP. */
  send(mail: Mail): Promise<string | null>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
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
      await fs.writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => transport.close(),
  };
}
