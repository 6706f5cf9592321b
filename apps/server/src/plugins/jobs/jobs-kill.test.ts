/**
 * Background work outlives the process: with the mail server down, a person asks for a reset link;
 * the server is killed (SIGKILL, nothing is flushed); the mail server comes back and the server is
 * started again on the same data. The reset mail is delivered, once. And a server killed in the
 * middle of sending a mail leaves its job to the next server once its lease runs out, not after the
 * job's fifteen minutes. The servers lease jobs for seconds (JOB_LEASE_SECONDS) rather than
 * production's 45, and wait a second before a failed try's next (JOB_RETRY_DELAY_SECONDS), so that is
 * seen in seconds too. On the embedded database in DATA_DIR by default, on a fresh PostgreSQL database when
 * DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_JOB_LEASE, SHORT_JOB_LEASE_SECONDS, SHORT_JOB_RETRY } from '../../test/jobs.ts';
import { startMailServer, type MailServer } from '../../test/mail-server.ts';
import { serverData, startServer, waitUntil as until, type ServerProcess } from '../../test/server-process.ts';
import { freePort } from '../../test/ports.ts';

const ADMIN_EMAIL = 'kill-test-admin@example.test';

describe('a reset mail', () => {
  let data: Awaited<ReturnType<typeof serverData>>;
  let server: ServerProcess | undefined;
  let mailServer: MailServer | undefined;
  const settings = { ADMIN_EMAIL, ADMIN_PASSWORD: 'Kill-Test@123', ...SHORT_JOB_LEASE, ...SHORT_JOB_RETRY };
  const askForReset = async (baseUrl: string) => {
    const asked = await fetch(`${baseUrl}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(asked.status).toBe(200);
  };

  beforeAll(async () => {
    data = await serverData('sahaya-kill');
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await mailServer?.close();
    await data?.remove();
  });

  it('asked for while the mail server is down is delivered once after the server was killed and started again', { timeout: 240_000 }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    // Nothing listens at the mail server's port until it is started below.
    const env = data.env(port, smtpPort, settings);

    server = await startServer(port, env);
    await askForReset(server.baseUrl);
    // The mail was tried and failed: the job waits for its next try in the database.
    await server.printed('A job failed; it will be tried again');
    await server.kill('SIGKILL');

    mailServer = await startMailServer(smtpPort);
    server = await startServer(port, env);
    const mails = mailServer;
    await until(() => mails.received.length > 0, 60_000);
    // Time enough for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    expect(mailServer.received, server.output().slice(-4000)).toHaveLength(1);
    const [mail] = mailServer.received;
    expect(mail?.to).toBe(ADMIN_EMAIL);
    expect(mail?.body).toContain('Subject: Reset your Sahaya password');
  });

  it('held by a server that was killed is sent by the next one once its lease runs out, once', { timeout: 240_000 }, async () => {
    await server?.kill('SIGKILL');
    await mailServer?.close();
    const [port, smtpPort] = [await freePort(), await freePort()];
    const env = data.env(port, smtpPort, settings);
    const mails = await startMailServer(smtpPort, { holdFirst: true });
    mailServer = mails;
    server = await startServer(port, env);
    await askForReset(server.baseUrl);
    // The server is in the middle of sending it, its job in hand, when it is killed.
    await until(() => mails.begun() === 1, 30_000);
    expect(mails.begun()).toBe(1);
    await server.kill('SIGKILL');
    const killedAt = Date.now();

    server = await startServer(port, env);
    // Its job's lease runs out unrenewed; the upkeep hands it back; it waits for its retry.
    await until(() => mails.received.length > 0, 60_000);
    const tookMs = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(mails.received, server.output().slice(-4000)).toHaveLength(1);
    expect(mails.received[0]?.body).toContain('Subject: Reset your Sahaya password');
    // The lease, the upkeep every third of it, the first retry's wait of up to 2 s and a start (which
    // on a busy two-core machine may itself take half a minute); not 15 minutes.
    expect(tookMs).toBeLessThan((SHORT_JOB_LEASE_SECONDS * 4000) / 3 + 60_000);
  });
});
