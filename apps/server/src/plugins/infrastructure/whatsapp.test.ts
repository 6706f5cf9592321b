import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { testConfig } from '../../test/build-test-app.ts';
import { retryNow } from '../../test/jobs.ts';
import { jobStatesFor, numbersFrom, outcomeCount, startGatewayApps } from '../../test/phone-gateways.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import { GatewayUnavailable } from './phone-gateways.ts';
import { createWhatsAppSender, queueWhatsApp, sendWhatsApp, type WhatsAppMessage } from './whatsapp.ts';

const TOKEN = 'EAAG-whatsapp-token-for-sahaya';
const PHONE_NUMBER_ID = '106540352242922';
const TEMPLATES = { WHATSAPP_TEMPLATE_OTP: 'sahaya_sign_in_code', WHATSAPP_TEMPLATE_NOTICE: 'sahaya_notice' };

let standIn: WhatsAppStandIn;
let app: FastifyInstance;
/** The same app without the Cloud API: messages go to files. */
let offline: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const cloudApi = await startWhatsAppStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, templates: Object.values(TEMPLATES) });
  ({ standIn, app, offline, close } = await startGatewayApps(cloudApi, {
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_URL: cloudApi.url,
    ...TEMPLATES,
  }));
});
afterAll(async () => {
  await close?.();
});

const newNumber = numbersFrom(9765400001);
const to = (number: string) => standIn.messages.filter((m) => m.body.to === number.slice(1));

async function queued(on: FastifyInstance, message: WhatsAppMessage) {
  await on.db.transaction(async (tx) => queueWhatsApp(on.jobs, tx, message));
  await on.jobs.drain();
}

const counted = (on: FastifyInstance, kind: string, outcome: string) => outcomeCount(on, 'sahaya_whatsapp_messages_total', kind, outcome);
const jobStates = (number: string) => jobStatesFor(app, 'whatsapp', number);

const notice = (number: string, language: WhatsAppMessage['language'] = 'en'): WhatsAppMessage => ({
  to: number,
  template: 'notice',
  language,
  parameters: ['A volunteer accepted your request.', 'http://localhost:3000/r/1'],
});

describe('WhatsApp through the Cloud API', () => {
  it('posts a template message in the person’s language, with the bearer token, the number without the plus and the values in order', async () => {
    const number = newNumber();
    const sentBefore = await counted(app, 'notice', 'sent');
    await queued(app, notice(number, 'hi'));
    const [message, ...more] = to(number);
    expect(more).toEqual([]);
    expect(message?.version).toBe('v21.0');
    expect(message?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' });
    expect(message?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: number.slice(1),
      type: 'template',
      template: {
        name: TEMPLATES.WHATSAPP_TEMPLATE_NOTICE,
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'A volunteer accepted your request.' },
              { type: 'text', text: 'http://localhost:3000/r/1' },
            ],
          },
        ],
      },
    });
    expect(await jobStates(number)).toEqual(['completed']);
    expect(await counted(app, 'notice', 'sent')).toBe(sentBefore + 1);
  });

  it('gives a sign-in code to its authentication template’s copy-code button too, sent now with sendWhatsApp', async () => {
    const number = newNumber();
    expect(await sendWhatsApp(app, { to: number, template: 'otp', language: 'en', parameters: ['402913'] })).toBe('sent');
    expect(to(number).map((m) => m.body.template)).toEqual([
      {
        name: TEMPLATES.WHATSAPP_TEMPLATE_OTP,
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '402913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '402913' }] },
        ],
      },
    ]);
  });

  it('sends nothing for a change that rolled back: the job is written in its transaction', async () => {
    const number = newNumber();
    const rolledBack = app.db.transaction(async (tx) => {
      await queueWhatsApp(app.jobs, tx, notice(number));
      throw new Error('The change failed');
    });
    await expect(rolledBack).rejects.toThrow('The change failed');
    await app.jobs.drain();
    expect(to(number)).toEqual([]);
    expect(await jobStates(number)).toEqual([]);
  });

  it.each([
    ['500', 500, undefined],
    ['429', 429, undefined],
    ['400 with the throughput code 130429', 400, 130429],
  ] as const)('tries again after the Cloud API answers %s, and sends the message once', async (_name, status, code) => {
    const number = newNumber();
    const failedBefore = await counted(app, 'notice', 'failed');
    standIn.failNext(1, status, code);
    await queued(app, notice(number));
    expect(standIn.failures.at(-1)).toMatchObject({ status, body: { error: { code: code ?? (status === 429 ? 130429 : 131000), fbtrace_id: expect.any(String) } } });
    expect(to(number)).toEqual([]);
    expect(await jobStates(number)).toEqual(['retry']);

    await retryNow(app);
    await app.jobs.drain();
    expect(to(number)).toHaveLength(1);
    expect(await jobStates(number)).toEqual(['completed']);
    expect(await counted(app, 'notice', 'failed')).toBe(failedBefore + 1);
  });

  it('gives up on a refusal that would come again (a bad parameter, an unknown template, a wrong token), counting it', async () => {
    const number = newNumber();
    const refusedBefore = await counted(app, 'notice', 'refused');
    standIn.failNext(1, 400);
    await queued(app, notice(number));
    expect(await jobStates(number)).toEqual(['completed']);
    expect(to(number)).toEqual([]);
    expect(await counted(app, 'notice', 'refused')).toBe(refusedBefore + 1);

    const warnings: object[] = [];
    const log = { info: () => undefined, warn: (details: object) => warnings.push(details) };
    const settings = app.config.whatsApp!;
    const unknownTemplate = createWhatsAppSender({ config: { ...app.config, whatsApp: { ...settings, templates: { ...settings.templates, notice: 'not_approved' } } }, log });
    expect(await unknownTemplate.send(notice(number))).toBe('refused');
    const wrongToken = createWhatsAppSender({ config: { ...app.config, whatsApp: { ...settings, token: 'expired' } }, log });
    expect(await wrongToken.send(notice(number))).toBe('refused');
    expect(warnings).toEqual([expect.objectContaining({ status: 404, code: 132001 }), expect.objectContaining({ status: 401, code: 190 })]);
  });

  it('throws when the Cloud API cannot be reached, so the job tries again', async () => {
    const config = { ...app.config, whatsApp: { ...app.config.whatsApp!, apiUrl: 'http://127.0.0.1:1' } };
    const sender = createWhatsAppSender({ config, log: { info: () => undefined, warn: () => undefined } });
    await expect(sender.send(notice(newNumber()))).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe('WhatsApp without the Cloud API', () => {
  it('writes each message in the person’s language to a readable file under DATA_DIR/whatsapp and counts it saved', async () => {
    const savedBefore = await counted(offline, 'otp', 'saved');
    await queued(offline, { to: '+919765400001', template: 'otp', language: 'hi', parameters: ['118822'] });
    const folder = join(offline.config.dataDir, 'whatsapp');
    const files = readdirSync(folder).filter((name) => name.includes('-otp-'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(folder, files[0]!), 'utf8')).toBe(
      'To: +919765400001\nTemplate: otp (hi)\n\n118822 आपका सहाया कोड है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ।\n',
    );
    expect(await counted(offline, 'otp', 'saved')).toBe(savedBefore + 1);
  });

  it('logs the words, a code among them, outside production only', async () => {
    for (const isProduction of [false, true]) {
      const lines: string[] = [];
      const sender = createWhatsAppSender({
        config: { ...offline.config, isProduction },
        log: { info: (_details: object, line: string) => lines.push(line), warn: () => undefined },
      });
      expect(await sender.send({ to: '+919765400002', template: 'otp', language: 'en', parameters: ['553311'] })).toBe('saved');
      expect(lines[0]?.includes('553311 is your Sahaya code')).toBe(!isProduction);
    }
  });
});

describe('WhatsApp settings', () => {
  it('refuse to start with the token and not the phone number id and templates, or those without the token', () => {
    expect(() => testConfig(offline.config.dataDir, { WHATSAPP_TOKEN: TOKEN, ...TEMPLATES })).toThrow(
      new ConfigError(
        'WHATSAPP_TOKEN needs WHATSAPP_PHONE_NUMBER_ID to be set too: messages are sent from a business phone number, each as an approved template.',
      ),
    );
    expect(() => testConfig(offline.config.dataDir, { WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, ...TEMPLATES })).toThrow(ConfigError);
    expect(() => testConfig(offline.config.dataDir, { WHATSAPP_PHONE_NUMBER_ID: 'not-digits' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
  });

  it('read the Graph API’s own host unless told another', () => {
    expect(testConfig(offline.config.dataDir, { WHATSAPP_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, ...TEMPLATES }).whatsApp).toEqual({
      token: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      apiUrl: 'https://graph.facebook.com',
      templates: { otp: TEMPLATES.WHATSAPP_TEMPLATE_OTP, notice: TEMPLATES.WHATSAPP_TEMPLATE_NOTICE },
    });
  });
});
