/**
 * An app server that takes donations through Razorpay, for the journeys of donations in India: a
 * local Razorpay stand-in (the server's own test double, apps/server/src/test/razorpay-stand-in.ts,
 * which needs nothing but Node), a mailbox of its own, and the compiled server started with
 * RAZORPAY_* pointing at the stand-in and demo data seeded. The shared app of the other journeys
 * keeps the demo checkout.
 */
import { randomBytes } from 'node:crypto';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../apps/server/src/test/razorpay-stand-in.ts';
import { startAppServer } from './app-server.ts';
import { everyConsent, otpSubject, uniqueEmail } from './people.ts';
import { startMailbox, type ReceivedMail } from './mailbox.ts';
import { otpFrom, waitForMail as waitForMailTo } from './mail.ts';
import { asVisitor } from './visitor.ts';

export interface RazorpayApp {
  baseUrl: string;
  standIn: RazorpayStandIn;
  /** Registers and verifies a person on this app; answers their e-mail address. */
  createVerifiedUser(name: string, password: string): Promise<string>;
  /** Waits for a mail to `to` with exactly `subject` and answers the newest. */
  waitForMail(to: string, subject: string): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startRazorpayApp(): Promise<RazorpayApp> {
  const secrets = { keyId: `rzp_test_${randomBytes(6).toString('hex')}`, keySecret: randomBytes(16).toString('hex'), webhookSecret: randomBytes(16).toString('hex') };
  const cleanUps: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp().catch(() => undefined);
  };
  try {
    const standIn = await startRazorpayStandIn(secrets);
    cleanUps.push(() => standIn.close());
    const mailbox = await startMailbox();
    cleanUps.push(() => mailbox.close());

    const server = await startAppServer(mailbox.smtpUrl, {
      name: 'razorpay-server',
      env: {
        RAZORPAY_KEY_ID: secrets.keyId,
        RAZORPAY_KEY_SECRET: secrets.keySecret,
        RAZORPAY_WEBHOOK_SECRET: secrets.webhookSecret,
        RAZORPAY_API_URL: standIn.url,
        PAYMENT_PROVIDER: 'razorpay',
      },
    });
    cleanUps.push(() => server.stop());
    const { baseUrl } = server;
    standIn.setWebhookUrl(`${baseUrl}/api/donations/webhook/razorpay`);

    const waitForMail = (to: string, subject: string) => waitForMailTo({ to, subject, mailboxUrl: mailbox.httpUrl });
    const post = async (path: string, body: unknown) => {
      const res = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asVisitor() },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    };
    const createVerifiedUser = async (name: string, password: string) => {
      const email = uniqueEmail('donor');
      await post('/api/auth/register', { name, email, password, consents: everyConsent });
      const otp = otpFrom(await waitForMail(email, otpSubject));
      await post('/api/auth/verifyOtp', { email, otp });
      return email;
    };
    return { baseUrl, standIn, createVerifiedUser, waitForMail, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
