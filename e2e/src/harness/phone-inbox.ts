/**
 * SMS and WhatsApp for the journeys: the server's own stand-ins for MSG91 and WhatsApp's Cloud API
 * (apps/server/src/test/, which need nothing but Node), started once beside the mailbox, and a
 * small HTTP endpoint the test workers poll for what reached each number (phone-messages.ts), as
 * they poll for mail.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMsg91StandIn, type Msg91Recipient } from '../../../apps/server/src/test/msg91-stand-in.ts';
import { startWhatsAppStandIn } from '../../../apps/server/src/test/whatsapp-stand-in.ts';

/** A message a number received: which template, and the values it filled in, in order. */
export interface PhoneMessage {
  channel: 'sms' | 'whatsapp';
  /** The number as the gateway was given it, with its country code and no plus: 919876543210. */
  to: string;
  template: string;
  values: string[];
}

export interface PhoneInbox {
  /** The settings that send the app's SMS and WhatsApp messages to the stand-ins. */
  env: Record<string, string>;
  /** Loopback HTTP address the test workers poll. */
  httpUrl: string;
  close(): Promise<void>;
}

/** The template ids the stand-ins are told of: each names its kind, so a journey can ask for one. */
export const templates = { otp: 'otp', notice: 'notice', registered: 'registered' } as const;

/** The values of a WhatsApp template's body, `{{1}}`, `{{2}}`…, in order. */
function whatsAppValues(components: unknown[] | undefined): string[] {
  const body = (components ?? []).find((c) => (c as { type?: string }).type === 'body') as { parameters?: { text?: string }[] } | undefined;
  return (body?.parameters ?? []).map((p) => p.text ?? '');
}

export async function startPhoneInbox(): Promise<PhoneInbox> {
  const authKey = randomBytes(12).toString('hex');
  const token = randomBytes(12).toString('hex');
  const sms = await startMsg91StandIn({ authKey });
  const phoneNumberId = '100200300';
  const whatsapp = await startWhatsAppStandIn({ token, phoneNumberId });
  const received = (): PhoneMessage[] => [
    ...sms.messages.flatMap((m) =>
      m.recipients.map(({ mobiles, ...values }: Msg91Recipient) => ({ channel: 'sms' as const, to: mobiles, template: m.templateId, values: Object.values(values) })),
    ),
    ...whatsapp.messages.map((m) => ({
      channel: 'whatsapp' as const,
      to: m.body.to.replace(/^\+/, ''),
      template: m.body.template.name,
      values: whatsAppValues(m.body.template.components),
    })),
  ];
  const http = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(received()));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      MSG91_AUTH_KEY: authKey,
      MSG91_API_URL: sms.url,
      MSG91_TEMPLATE_OTP: templates.otp,
      MSG91_TEMPLATE_NOTICE: templates.notice,
      MSG91_TEMPLATE_REGISTERED: templates.registered,
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_TEMPLATE_OTP: templates.otp,
      WHATSAPP_TEMPLATE_NOTICE: templates.notice,
    },
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sms.close();
      await whatsapp.close();
    },
  };
}
