/** Reading the emails that the mailer writes to the outbox (raw .eml text). */

/** Undoes quoted-printable: soft line breaks ("=" at a line's end) and =XX escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The token of the reset link in an email, or throws when the email has none. */
export function resetTokenIn(eml: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(eml));
  if (!match) throw new Error(`No reset link in this email:\n${eml}`);
  return match[1] as string;
}

/** The address an email was sent to. */
export function recipientOf(eml: string): string {
  const match = /^To: (.+)$/m.exec(eml);
  if (!match) throw new Error(`No To header in this email:\n${eml}`);
  return (match[1] as string).trim();
}

/** The calendar invite an email carries (its base64 text/calendar part, decoded), or throws when it has none. */
export function calendarIn(eml: string): string {
  const match = /Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+?)\n--/.exec(eml);
  if (!match) throw new Error(`No calendar invite in this email:\n${eml}`);
  return Buffer.from((match[1] as string).replace(/\n/g, ''), 'base64').toString('utf8');
}
