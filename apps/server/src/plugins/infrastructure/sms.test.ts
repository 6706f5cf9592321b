import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TTL_MINUTES } from '@sahaya/contract/constants';
import { ConfigError } from '../../config.ts';
import { testConfig } from '../../test/build-test-app.ts';
import { retryNow } from '../../test/jobs.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../../test/msg91-stand-in.ts';
import { jobStatesFor, numbersFrom, outcomeCount, startGatewayApps } from '../../test/phone-gateways.ts';
import { GatewayUnavailable } from './phone-gateways.ts';
import { createSmsSender, queueSms, sendSms, smsText, type SmsMessage } from './sms.ts';

const AUTH_KEY = 'msg91-auth-key-for-sahaya';
const TEMPLATES = { MSG91_TEMPLATE_OTP: '6650a1b2c3d4e5f6a7b8c9d0', MSG91_TEMPLATE_NOTICE: '6650a1b2c3d4e5f6a7b8c9d1', MSG91_TEMPLATE_REGISTERED: '6650a1b2c3d4e5f6a7b8c9d2' };

let standIn: Msg91StandIn;
let app: FastifyInstance;
/** The same app without MSG91: SMS go to files. */
let offline: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const msg91 = await startMsg91StandIn({ authKey: AUTH_KEY, templates: Object.values(TEMPLATES) });
  ({ standIn, app, offline, close } = await startGatewayApps(msg91, { MSG91_AUTH_KEY: AUTH_KEY, MSG91_API_URL: msg91.url, MSG91_SENDER_ID: 'SAHAYA', ...TEMPLATES }));
});
afterAll(async () => {
  await close?.();
});

const newNumber = numbersFrom(9876500001);
const to = (number: string) => standIn.messages.filter((m) => m.recipients.some((r) => r.mobiles === number.slice(1)));

/** One SMS queued in a transaction of its own, as a change queues it, and the queue run. */
async function queued(on: FastifyInstance, message: SmsMessage) {
  await on.db.transaction(async (tx) => queueSms(on.jobs, tx, message));
  await on.jobs.drain();
}

const counted = (on: FastifyInstance, kind: string, outcome: string) => outcomeCount(on, 'sahaya_sms_messages_total', kind, outcome);
const jobStates = (number: string) => jobStatesFor(app, 'sms', number);

describe('SMS through MSG91', () => {
  it('posts each message to the Flow API as its kind’s template, with the authkey header, the number without the plus and the values by name', async () => {
    const number = newNumber();
    const sentBefore = await counted(app, 'notice', 'sent');
    await queued(app, { to: number, kind: 'notice', variables: { text: 'A volunteer accepted your request.', link: 'http://localhost:3000/r/1' } });
    await queued(app, { to: number, kind: 'registered', variables: { name: 'Asha', link: 'http://localhost:3000/login' } });

    const received = to(number);
    expect(received).toHaveLength(2);
    const [notice, registered] = received;
    expect(notice).toMatchObject({
      templateId: TEMPLATES.MSG91_TEMPLATE_NOTICE,
      shortUrl: '0',
      sender: 'SAHAYA',
      recipients: [{ mobiles: number.slice(1), text: 'A volunteer accepted your request.', link: 'http://localhost:3000/r/1' }],
    });
    expect(notice?.headers).toMatchObject({ authkey: AUTH_KEY, 'content-type': 'application/json' });
    expect(registered).toMatchObject({ templateId: TEMPLATES.MSG91_TEMPLATE_REGISTERED, recipients: [{ mobiles: number.slice(1), name: 'Asha' }] });
    expect(await jobStates(number)).toEqual(['completed', 'completed']);
    expect(await counted(app, 'notice', 'sent')).toBe(sentBefore + 1);
  });

  it('sends a guardian’s code as the sign-in code’s template while no MSG91_TEMPLATE_GUARDIAN is registered, as before it existed', async () => {
    const number = newNumber();
    expect(await sendSms(app, { to: number, kind: 'guardian', variables: { code: '735519' } })).toBe('sent');
    expect(to(number)).toEqual([expect.objectContaining({ templateId: TEMPLATES.MSG91_TEMPLATE_OTP, recipients: [{ mobiles: number.slice(1), code: '735519' }] })]);
  });

  it('sends a message now with sendSms, for a module whose own job works out the secret it carries', async () => {
    const number = newNumber();
    expect(await sendSms(app, { to: number, kind: 'otp', variables: { code: '402913' } })).toBe('sent');
    expect(to(number)).toEqual([expect.objectContaining({ templateId: TEMPLATES.MSG91_TEMPLATE_OTP, recipients: [{ mobiles: number.slice(1), code: '402913' }] })]);
  });

  it('sends nothing for a change that rolled back: the job is written in its transaction', async () => {
    const number = newNumber();
    const rolledBack = app.db.transaction(async (tx) => {
      await queueSms(app.jobs, tx, { to: number, kind: 'notice', variables: { text: 'Never sent', link: 'http://localhost:3000' } });
      throw new Error('The change failed');
    });
    await expect(rolledBack).rejects.toThrow('The change failed');
    await app.jobs.drain();
    expect(to(number)).toEqual([]);
    expect(await jobStates(number)).toEqual([]);
  });

  it.each([500, 503, 429])('tries again after MSG91 answers %i, and sends the message once', async (status) => {
    const number = newNumber();
    const failedBefore = await counted(app, 'notice', 'failed');
    const sentBefore = await counted(app, 'notice', 'sent');
    standIn.failNext(1, status);
    await queued(app, { to: number, kind: 'notice', variables: { text: 'Your wheelchair is ready.', link: 'http://localhost:3000/a' } });
    expect(standIn.failures.at(-1)?.status).toBe(status);
    expect(to(number)).toEqual([]);
    expect(await jobStates(number)).toEqual(['retry']);

    await retryNow(app);
    await app.jobs.drain();
    expect(to(number)).toHaveLength(1);
    expect(await jobStates(number)).toEqual(['completed']);
    expect(await counted(app, 'notice', 'failed')).toBe(failedBefore + 1);
    expect(await counted(app, 'notice', 'sent')).toBe(sentBefore + 1);
  });

  it('gives up on a refusal that would come again (400, 401), counting it, without trying again', async () => {
    const number = newNumber();
    const refusedBefore = await counted(app, 'registered', 'refused');
    for (const status of [400, 401]) {
      standIn.failNext(1, status);
      await queued(app, { to: number, kind: 'registered', variables: { name: 'Ravi', link: 'http://localhost:3000/login' } });
    }
    expect(to(number)).toEqual([]);
    expect(await jobStates(number)).toEqual(['completed', 'completed']);
    expect(await counted(app, 'registered', 'refused')).toBe(refusedBefore + 2);
  });

  it('gives up on a number not in its international form, and on MSG91’s refusal of a wrong auth key', async () => {
    const warnings: object[] = [];
    const log = { info: () => undefined, warn: (details: object) => warnings.push(details) };
    const sender = createSmsSender({ config: app.config, log });
    expect(await sender.send({ to: '98765 43210', kind: 'notice', variables: { text: 'x', link: 'y' } })).toBe('refused');
    const wrongKey = createSmsSender({ config: { ...app.config, msg91: { ...app.config.msg91!, authKey: 'not-the-key' } }, log });
    expect(await wrongKey.send({ to: newNumber(), kind: 'notice', variables: { text: 'x', link: 'y' } })).toBe('refused');
    expect(warnings).toEqual([{ kind: 'notice' }, expect.objectContaining({ status: 401, reason: 'AuthenticationFailure' })]);
  });

  it('throws when MSG91 cannot be reached, so the job tries again', async () => {
    const config = { ...app.config, msg91: { ...app.config.msg91!, apiUrl: 'http://127.0.0.1:1' } };
    const sender = createSmsSender({ config, log: { info: () => undefined, warn: () => undefined } });
    await expect(sender.send({ to: newNumber(), kind: 'notice', variables: { text: 'x', link: 'y' } })).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe('SMS without MSG91', () => {
  it('writes each message to a readable file under DATA_DIR/sms and counts it saved', async () => {
    const savedBefore = await counted(offline, 'otp', 'saved');
    await queued(offline, { to: '+919876500001', kind: 'otp', variables: { code: '118822' } });
    const folder = join(offline.config.dataDir, 'sms');
    const files = readdirSync(folder).filter((name) => name.includes('-otp-'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(folder, files[0]!), 'utf8')).toBe(
      `To: +919876500001\nKind: otp\n\n118822 is your Sahaya code. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.\n`,
    );
    expect(await counted(offline, 'otp', 'saved')).toBe(savedBefore + 1);
    expect((await offline.inject('/metrics')).body).toContain('# TYPE sahaya_sms_messages_total counter');
  });

  it('writes a guardian’s code in words that ask them to give it, not to keep it', async () => {
    await queued(offline, { to: '+919876500003', kind: 'guardian', variables: { code: '604218' } });
    const folder = join(offline.config.dataDir, 'sms');
    const [file] = readdirSync(folder).filter((name) => name.includes('-guardian-'));
    expect(readFileSync(join(folder, file!), 'utf8')).toBe(
      `To: +919876500003\nKind: guardian\n\nSomeone named you their parent or guardian on Sahaya. If you agree, give them this code: 604218. It is valid for ${OTP_TTL_MINUTES} minutes. If not, ignore this SMS.\n`,
    );
  });

  it('logs the words, a code among them, outside production only', async () => {
    const message: SmsMessage = { to: '+919876500002', kind: 'otp', variables: { code: '553311' } };
    for (const isProduction of [false, true]) {
      const lines: string[] = [];
      const sender = createSmsSender({
        config: { ...offline.config, isProduction },
        log: { info: (_details: object, line: string) => lines.push(line), warn: () => undefined },
      });
      expect(await sender.send(message)).toBe('saved');
      expect(lines).toHaveLength(1);
      expect(lines[0]?.includes('553311')).toBe(!isProduction);
    }
    expect(smsText(message)).toContain('553311');
  });
});

describe('MSG91 settings', () => {
  it('refuse to start with the key and a template missing, or a template and no key', () => {
    expect(() => testConfig(offline.config.dataDir, { MSG91_AUTH_KEY: AUTH_KEY, MSG91_TEMPLATE_OTP: '1', MSG91_TEMPLATE_NOTICE: '2' })).toThrow(
      new ConfigError(
        'MSG91_AUTH_KEY needs MSG91_TEMPLATE_REGISTERED to be set too: India delivers only SMS that match a registered DLT template, so each kind of message needs its template id.',
      ),
    );
    expect(() => testConfig(offline.config.dataDir, { MSG91_TEMPLATE_OTP: '1' })).toThrow(
      new ConfigError('MSG91_TEMPLATE_OTP is set without MSG91_AUTH_KEY: set MSG91_AUTH_KEY too, or unset it.'),
    );
  });

  it('read MSG91’s own host unless told another', () => {
    expect(testConfig(offline.config.dataDir, { MSG91_AUTH_KEY: AUTH_KEY, ...TEMPLATES }).msg91).toEqual({
      authKey: AUTH_KEY,
      apiUrl: 'https://control.msg91.com',
      senderId: undefined,
      templates: { otp: TEMPLATES.MSG91_TEMPLATE_OTP, notice: TEMPLATES.MSG91_TEMPLATE_NOTICE, registered: TEMPLATES.MSG91_TEMPLATE_REGISTERED },
    });
    expect(offline.config.msg91).toBeUndefined();
  });
});
