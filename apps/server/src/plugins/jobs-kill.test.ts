/**
 * Background work outlives the process: with the mail server down, a person asks for a reset link;
 * the server is killed (SIGKILL, nothing is flushed); the mail server comes back and the server is
 * started again on the same data. The reset mail is delivered, once. And a server killed in the
 * middle of sending a mail leaves its job to the next server within about a minute, not fifteen. On the embedded database in
 * DATA_DIR by default, on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../lib/tokens.ts';
import { startMailServer, type MailServer } from '../test/mail-server.ts';
import { freePort, freshPostgres, startServer, waitUntil as until, type ServerProcess } from '../test/server-process.ts';

const ADMIN_EMAIL = 'kill-test-admin@example.test';

describe('a reset mail', () => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let mailServer: MailServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sahaya-kill-'));
    if (process.env.DATABASE_URL) database = await freshPostgres(process.env.DATABASE_URL);
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await mailServer?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asked for while the mail server is down is delivered once after the server was killed and started again', { timeout: 240_000 }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      // Nothing listens there until the mail server is started below.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: randomToken(48),
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'Kill-Test@123',
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };

    server = await startServer(port, env);
    const asked = await fetch(`${server.baseUrl}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(asked.status).toBe(200);
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

  it('held by a server that was killed is sent by the next one within about a minute, once', { timeout: 240_000 }, async () => {
    await server?.kill('SIGKILL');
    await mailServer?.close();
    const [port, smtpPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JWT_SECRET: randomToken(48),
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'Kill-Test@123',
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const mails = await startMailServer(smtpPort, { holdFirst: true });
    mailServer = mails;
    server = await startServer(port, env);
    const asked = await fetch(`${server.baseUrl}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    expect(asked.status).toBe(200);
    // The server is in the middle of sending it, its job in hand, when it is killed.
    await until(() => mails.begun() === 1, 30_000);
    expect(mails.begun()).toBe(1);
    await server.kill('SIGKILL');
    const killedAt = Date.now();

    server = await startServer(port, env);
    // Its job's lease runs out unrenewed; the upkeep hands it back; it waits for its retry.
    await until(() => mails.received.length > 0, 120_000);
    const tookMs = Date.now() - killedAt;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(mails.received, server.output().slice(-4000)).toHaveLength(1);
    expect(mails.received[0]?.body).toContain('Subject: Reset your Sahaya password');
    // A lease of 45 s, the upkeep every 15 s and the first retry's wait of up to 10 s; not 15 minutes.
    expect(tookMs).toBeLessThan(90_000);
  });
});
