/**
 * Background work outlives the process: with the mail server down, a person asks for a reset link;
 * the server is killed (SIGKILL, nothing is flushed); the mail server comes back and the server is
 * started again on the same data. The reset mail is delivered, once. On the embedded database in
 * DATA_DIR by default, on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../lib/tokens.ts';
import { freePort, startServer, type ServerProcess } from '../test/server-process.ts';

const ADMIN_EMAIL = 'kill-test-admin@example.test';

interface Received {
  to: string;
  body: string;
}

/** An SMTP server on `port` that keeps what it receives. */
async function startMailServer(port: number): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), body });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A database of its own on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sahaya_kill_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

describe('a reset mail asked for while the mail server is down', () => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let mailServer: Awaited<ReturnType<typeof startMailServer>> | undefined;

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

  it('is delivered once after the server was killed and started again', { timeout: 240_000 }, async () => {
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
    const deadline = Date.now() + 60_000;
    while (mailServer.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // Time enough for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    expect(mailServer.received, server.output().slice(-4000)).toHaveLength(1);
    const [mail] = mailServer.received;
    expect(mail?.to).toBe(ADMIN_EMAIL);
    expect(mail?.body).toContain('Subject: Reset your Sahaya password');
  });
});
