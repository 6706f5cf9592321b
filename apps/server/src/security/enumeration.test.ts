/**
 * Account enumeration (ASVS 2.2.x, 3.x): the calls that take only an email answer a verified
 * account, an unverified one and an unknown email alike, and mail nobody who need not be mailed.
 * The reset link is mailed after the answer has left, so its time tells nothing either.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword, resendOtp, verifyOtp } from '@sahaya/contract/auth/endpoints';
import { authMessages } from '@sahaya/contract/messages';
import type { CapturedMail, MailMessage } from '../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { injectAs } from '../test/inject.ts';
import { lastMailTo, uniqueEmail } from '../test/auth.ts';
import { createUser } from '../test/factories.ts';
import type { Endpoint } from '@sahaya/contract/http';

let app: FastifyInstance;
let mails: CapturedMail[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, mails, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

const send = async (endpoint: Endpoint, body: object) => {
  const res = await injectAs(app, null, endpoint, { body });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('calls that take an email', () => {
  it('answer resendOtp alike for a verified account and an unknown email, mailing neither', async () => {
    const { user } = await createUser(app);
    const before = mails.length;
    const verified = await send(resendOtp, { email: user.email });
    const unknown = await send(resendOtp, { email: uniqueEmail('nobody') });
    expect(verified).toEqual({ status: 200, body: { success: true, message: authMessages.otpResent(), code: 'OTP_RESENT' } });
    expect(unknown).toEqual(verified);
    await app.jobs.drain();
    expect(mails.length).toBe(before);
  });

  it('answer verifyOtp alike for a verified account and an unknown email', async () => {
    const { user } = await createUser(app);
    const verified = await send(verifyOtp, { email: user.email, otp: '123456' });
    const unknown = await send(verifyOtp, { email: uniqueEmail('nobody'), otp: '123456' });
    expect(verified.status).toBe(400);
    expect(verified).toEqual(unknown);
  });

  it('answer forgotPassword before the reset mail is sent, and alike for an unknown email', async () => {
    const { user } = await createUser(app);
    // The mail server answers only when the test lets it: an answer that waited for it never comes.
    let deliver = () => {};
    const held = new Promise<void>((resolve) => (deliver = resolve));
    const send = app.mailer.send.bind(app.mailer);
    app.mailer.send = async (message: MailMessage) => {
      await held;
      return send(message);
    };
    try {
      const known = await injectAs(app, null, forgotPassword, { body: { email: user.email } });
      const unknown = await injectAs(app, null, forgotPassword, { body: { email: uniqueEmail('nobody') } });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: authMessages.resetLinkSent(), code: 'RESET_LINK_SENT' });
      expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
      expect(mails.some((mail) => mail.to === user.email)).toBe(false);
      deliver();
      await app.jobs.drain();
      expect(lastMailTo(mails, user.email).subject).toBe('Reset your Sahaya password');
    } finally {
      app.mailer.send = send;
    }
  });
});
