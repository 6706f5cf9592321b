/**
 * An app server that takes donations through Razorpay, for the journeys of donations in India: a
 * local Razorpay stand-in (the server's own test double, apps/server/src/test/razorpay-stand-in.ts,
 * which needs nothing but Node), a mailbox of its own, and the compiled server started with
 * RAZORPAY_* pointing at the stand-in and demo data seeded. The shared app of the other journeys
 * keeps the demo checkout.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../apps/server/src/test/razorpay-stand-in.ts';
import { exited, serverEnv, waitUntilReady } from './app-server.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freePort } from './free-port.ts';
import { otpSubject, uniqueEmail } from './people.ts';
import { startMailbox, type ReceivedMail } from './mailbox.ts';
import { otpFrom } from './mail.ts';
import { repoRoot, resultsDir } from './paths.ts';
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

    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-razorpay-'));
    cleanUps.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database: TestDatabase | undefined = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
    if (database) cleanUps.push(() => database.drop());
    standIn.setWebhookUrl(`${baseUrl}/api/donations/webhook/razorpay`);

    const env: Record<string, string> = {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: mailbox.smtpUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      TRUST_PROXY: 'loopback',
      RAZORPAY_KEY_ID: secrets.keyId,
      RAZORPAY_KEY_SECRET: secrets.keySecret,
      RAZORPAY_WEBHOOK_SECRET: secrets.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      PAYMENT_PROVIDER: 'razorpay',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'contract', 'server'], { cwd: repoRoot, stdio: 'inherit' });
    const logFile = join(resultsDir, 'razorpay-server.log');
    const log = createWriteStream(logFile);
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: repoRoot,
      env: serverEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    cleanUps.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited(child);
        clearTimeout(killTimer);
      }
      log.end();
    });
    await waitUntilReady(baseUrl, child, logFile);

    const waitForMail = async (to: string, subject: string): Promise<ReceivedMail> => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mails = (await (await fetch(mailbox.httpUrl)).json()) as ReceivedMail[];
        const match = mails.filter((mail) => mail.subject === subject && mail.to.includes(to.toLowerCase())).at(-1);
        if (match) return match;
        if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to}; received: ${mails.map((mail) => mail.subject).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
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
      await post('/api/auth/register', { name, email, password });
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
