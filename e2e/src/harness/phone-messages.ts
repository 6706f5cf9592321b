/**
 * What reached a number by SMS or WhatsApp, read by the journeys from the phone inbox the global
 * setup started (phone-inbox.ts), in the test workers' processes.
 */
import { inject } from 'vitest';
import type { PhoneMessage, templates } from './phone-inbox.ts';

interface PhoneQuery {
  /** The number as a person types it or as stored: only its last ten digits are compared. */
  to: string;
  template: keyof typeof templates;
  channel?: PhoneMessage['channel'];
  /** Messages already seen: only a newer one answers. */
  after?: number;
  timeoutMs?: number;
  inboxUrl?: string;
}

const lastTen = (number: string) => number.replace(/\D/g, '').slice(-10);

async function messagesTo({ to, template, channel = 'sms', inboxUrl = inject('phoneInboxUrl') }: PhoneQuery): Promise<PhoneMessage[]> {
  const all = (await (await fetch(inboxUrl)).json()) as PhoneMessage[];
  return all.filter((m) => m.channel === channel && m.template === template && lastTen(m.to) === lastTen(to));
}

/** Waits for a message of `template` to the number (newer than `after` of them), and answers it. */
export async function waitForPhoneMessage(query: PhoneQuery): Promise<PhoneMessage> {
  const { timeoutMs = 15_000, after = 0 } = query;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await messagesTo(query);
    if (found.length > after) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No ${query.channel ?? 'sms'} "${query.template}" to ${query.to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The code of the newest sign-in SMS to the number (after `after` of them). */
export async function smsCodeFor(to: string, after = 0): Promise<string> {
  const message = await waitForPhoneMessage({ to, template: 'otp', after });
  const code = message.values[0];
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`No six-digit code in the SMS to ${to}: ${JSON.stringify(message.values)}`);
  return code;
}
