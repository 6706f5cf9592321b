import { inject } from 'vitest';
import type { ReceivedMail } from './mailbox.ts';

interface MailQuery {
  to: string;
  subject: string;
  timeoutMs?: number;
  /** The mailbox of a file's own app server (its `httpUrl`); the shared app's by default. */
  mailboxUrl?: string;
}

/** Waits until the in-test SMTP server has received a mail for `to` with exactly `subject`, and returns the newest one. */
export async function waitForMail({ to, subject, timeoutMs = 15_000, mailboxUrl = inject('mailboxUrl') }: MailQuery): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const recipient = to.toLowerCase();
  for (;;) {
    const res = await fetch(mailboxUrl);
    const mails = (await res.json()) as ReceivedMail[];
    const match = mails.filter((m) => m.subject === subject && m.to.includes(recipient)).at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ') || '(none)';
      throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms. Received:\n  ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit verification code in an OTP mail. */
export function otpFrom(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No six-digit code in mail text:\n${mail.text}`);
  return code;
}

/** The first link in a mail that starts with `prefix`. */
export function linkFrom(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s"'<>]*`).exec(`${mail.text}\n${mail.html}`)?.[0];
  if (!link) throw new Error(`No link starting with ${prefix} in mail:\n${mail.text}`);
  return link.replace(/&amp;/g, '&');
}
