/**
 * A message by SMS or WhatsApp outlives the process that was sending it. A volunteer accepts a
 * request whose requester chose SMS and WhatsApp for their requests, and the requester asks for a
 * sign-in code: each change commits with its jobs (`notice-sms`, `notice-whatsapp`,
 * `auth-code-sms`). The stand-ins of MSG91 and the Cloud API hold those requests unanswered, as a
 * gateway that hangs, and the server is killed (SIGKILL, nothing is flushed) while it waits. Started
 * again on the same data, it sends each message once: nothing was taken while held, and nothing
 * twice. On the embedded database in DATA_DIR by default, on a fresh PostgreSQL database when
 * DATABASE_URL is set.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import type { NotificationPreferencesReply } from '@sahaya/contract/notifications/schemas';
import { SHORT_JOB_LEASE, SHORT_JOB_RETRY } from '../../test/jobs.ts';
import { startMsg91StandIn, type Msg91Recipient, type Msg91StandIn } from '../../test/msg91-stand-in.ts';
import { callServer, serverData, startServer, waitUntil, type ServerProcess } from '../../test/server-process.ts';
import { freePort } from '../../test/ports.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';

const ADMIN_EMAIL = 'phone-kill-admin@example.test';
const PASSWORD = 'Kill-Test@123';
/**
 * Numbers and a client address of this run's own: the codes sent to a number, and those asked for
 * from an address, are counted for an hour, on a Redis that outlives the run (and is shared with
 * other tests' servers) when REDIS_URL is set. The server believes the address its loopback proxy,
 * this test, forwards (TRUST_PROXY).
 */
const firstNumber = randomInt(900_000_000, 999_999_998);
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** The requester signs in with e-mail, and proves their number on their profile. */
const REQUESTER = { name: 'Kamala Rao', phone: `+919${firstNumber}`, email: 'phone-kill-requester@example.test' };
/** The volunteer has no e-mail: the number they sign in with is their own. */
const VOLUNTEER = { name: 'Ravi Das', phone: `+919${firstNumber + 1}` };
const place = { street: '1 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' };

const MSG91 = { authKey: randomBytes(12).toString('hex'), templates: { otp: 'otp-template', notice: 'notice-template', registered: 'registered-template' } };
const CLOUD_API = { token: randomBytes(12).toString('hex'), phoneNumberId: '106540352242922', templates: { otp: 'sahaya_sign_in_code', notice: 'sahaya_notice' } };

const call = <T = unknown>(server: ServerProcess, method: string, path: string, options: { token?: string; body?: object } = {}) =>
  callServer<T>(server, method, path, { ...options, headers: { 'x-forwarded-for': clientAddress } });

const signIn = async (server: ServerProcess, path: string, body: object) => (await call<{ accessToken: string }>(server, 'POST', path, { body })).accessToken;

/** A person the admin registers at the door, with a password, signed in with their e-mail address or, without one, their number. */
async function registered(server: ServerProcess, adminToken: string, role: 'user' | 'volunteer', person: { name: string; phone: string; email?: string }) {
  const [fname, lname] = person.name.split(' ');
  await call(server, 'POST', role === 'user' ? '/api/users' : '/api/volunteers', {
    token: adminToken,
    body: { name: person.name, age: 60, gender: 'Female', phone: person.phone, email: person.email, password: PASSWORD, fname, lname, ...place },
  });
  const credentials = person.email ? { email: person.email, password: PASSWORD } : { phone: person.phone, password: PASSWORD };
  return signIn(server, '/api/auth/login', { data: credentials, selectedRole: role });
}

describe('a message by SMS or WhatsApp', () => {
  let onDisk: Awaited<ReturnType<typeof serverData>>;
  let server: ServerProcess | undefined;
  let msg91: Msg91StandIn;
  let cloudApi: WhatsAppStandIn;

  beforeAll(async () => {
    onDisk = await serverData('sahaya-phone-kill');
    msg91 = await startMsg91StandIn({ authKey: MSG91.authKey, templates: Object.values(MSG91.templates) });
    cloudApi = await startWhatsAppStandIn({ token: CLOUD_API.token, phoneNumberId: CLOUD_API.phoneNumberId, templates: Object.values(CLOUD_API.templates) });
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await msg91?.close();
    await cloudApi?.close();
    await onDisk?.remove();
  });

  /** What MSG91 took for `number` of `template`, each with its values. */
  const smsTo = (number: string, template: string) =>
    msg91.messages.filter((m) => m.templateId === template).flatMap((m) => m.recipients.filter((r: Msg91Recipient) => r.mobiles === number.slice(1)));
  const whatsAppTo = (number: string) => cloudApi.messages.filter((m) => m.body.to === number.slice(1));

  it('being sent when the server is killed goes once, after it is started again', { timeout: 240_000 }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    const env = onDisk.env(port, smtpPort, {
      ...SHORT_JOB_LEASE,
      ...SHORT_JOB_RETRY,
      TRUST_PROXY: 'loopback',
      MSG91_AUTH_KEY: MSG91.authKey,
      MSG91_API_URL: msg91.url,
      MSG91_TEMPLATE_OTP: MSG91.templates.otp,
      MSG91_TEMPLATE_NOTICE: MSG91.templates.notice,
      MSG91_TEMPLATE_REGISTERED: MSG91.templates.registered,
      WHATSAPP_TOKEN: CLOUD_API.token,
      WHATSAPP_PHONE_NUMBER_ID: CLOUD_API.phoneNumberId,
      WHATSAPP_API_URL: cloudApi.url,
      WHATSAPP_TEMPLATE_OTP: CLOUD_API.templates.otp,
      WHATSAPP_TEMPLATE_NOTICE: CLOUD_API.templates.notice,
    });
    // The admin is made at the first start only: ADMIN_PASSWORD would set the password again at the next.
    server = await startServer(port, { ...env, ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD });
    const admin = await signIn(server, '/api/auth/admin/login', { data: { email: ADMIN_EMAIL, password: PASSWORD } });

    const volunteer = await registered(server, admin, 'volunteer', VOLUNTEER);
    const requester = await registered(server, admin, 'user', REQUESTER);
    // The requester proves their number with the code sent to it: from then on it is their own.
    await call(server, 'POST', '/api/users/me/phone', { token: requester, body: { phone: REQUESTER.phone } });
    await waitUntil(() => smsTo(REQUESTER.phone, MSG91.templates.otp).length === 1, 30_000);
    const [proof] = smsTo(REQUESTER.phone, MSG91.templates.otp);
    expect(proof, server.output().slice(-4000)).toBeDefined();
    await call(server, 'POST', '/api/users/me/phone/verify', { token: requester, body: { phone: REQUESTER.phone, code: proof!.code } });

    const { addresses } = await call<{ addresses: { _id: string }[] }>(server, 'GET', '/api/addresses', { token: requester });
    const { assistanceRequest } = await call<{ assistanceRequest: { _id: string } }>(server, 'POST', '/api/assistanceRequests', {
      token: requester,
      body: {
        type: 'volunteer',
        volunteerType: 'general',
        priority: 'normal',
        requestedDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        requestedTime: '10:30',
        description: 'Help me to the clinic',
        addressId: addresses[0]!._id,
      },
    });
    const { preferences } = await call<NotificationPreferencesReply>(server, 'GET', '/api/notifications/preferences', { token: requester });
    await call(server, 'PUT', '/api/notifications/preferences', {
      token: requester,
      body: { preferences: { ...preferences, assistanceRequest: { ...preferences.assistanceRequest, sms: true, whatsapp: true } } },
    });
    await call(server, 'PUT', '/api/notifications/preferences/whatsapp', { token: requester, body: { optIn: true } });

    // Nothing else is on its way to a gateway before the holds: the volunteer's account's SMS is in.
    await waitUntil(() => smsTo(VOLUNTEER.phone, MSG91.templates.registered).length === 1, 30_000);
    const sentBefore = msg91.messages.length;
    msg91.holdNext(2);
    cloudApi.holdNext(1);
    await call(server, 'PATCH', `/api/assistanceRequests/${assistanceRequest._id}/status`, { token: volunteer, body: { action: 'approve' } });
    await call(server, 'POST', '/api/auth/phone/code', { body: { phone: VOLUNTEER.phone } });
    // Killed while the gateways hold the notice's SMS, its WhatsApp message and the code's SMS.
    await waitUntil(() => msg91.held.length === 2 && cloudApi.held.length === 1, 30_000);
    expect({ sms: msg91.held.length, whatsApp: cloudApi.held.length }, server.output().slice(-4000)).toEqual({ sms: 2, whatsApp: 1 });
    await server.kill('SIGKILL');
    expect(msg91.messages).toHaveLength(sentBefore);
    expect(cloudApi.messages).toEqual([]);

    server = await startServer(port, env);
    const arrived = () =>
      smsTo(REQUESTER.phone, MSG91.templates.notice).length > 0 && smsTo(VOLUNTEER.phone, MSG91.templates.otp).length > 0 && whatsAppTo(REQUESTER.phone).length > 0;
    await waitUntil(arrived, 90_000);
    // Time enough for a second send, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const noticeText = assistanceMessages.notices.accepted(VOLUNTEER.name);
    const requestLink = expect.stringContaining(`/user/assistanceRequests/${assistanceRequest._id}`);
    expect(smsTo(REQUESTER.phone, MSG91.templates.notice), server.output().slice(-4000)).toEqual([
      { mobiles: REQUESTER.phone.slice(1), text: noticeText, link: requestLink },
    ]);
    expect(whatsAppTo(REQUESTER.phone).map((m) => m.body.template.components)).toEqual([
      [{ type: 'body', parameters: [{ type: 'text', text: noticeText }, { type: 'text', text: requestLink }] }],
    ]);
    const codes = smsTo(VOLUNTEER.phone, MSG91.templates.otp);
    expect(codes).toEqual([{ mobiles: VOLUNTEER.phone.slice(1), code: expect.stringMatching(/^\d{6}$/) }]);
    // The code sent after the restart is the one the volunteer asked for: it signs them in.
    await signIn(server, '/api/auth/phone/login', { phone: VOLUNTEER.phone, code: codes[0]!.code, selectedRole: 'volunteer' });
    expect(msg91.messages, 'nothing but these three was sent after the holds').toHaveLength(sentBefore + 2);
  });
});
