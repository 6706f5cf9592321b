import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/build-test-app.ts';
import { otpMail } from '../../modules/auth/auth.mail.ts';
import { createMailer } from './mail.ts';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };

describe('mailer without SMTP_URL', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sahaya-mail-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml file and logs the code line outside production', async () => {
    const log = quietLog();
    const mailer = createMailer(testConfig(dir), log);
    await mailer.send({ to: 'asha@example.test', subject: 'Your Sahaya verification code', text: 'Your code is 123456.', logLine: 'OTP 123456' });
    const files = readdirSync(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/your-sahaya-verification-code\.eml$/);
    const eml = readFileSync(join(dir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: asha@example.test');
    expect(eml).toContain('Subject: Your Sahaya verification code');
    expect(eml).toContain('Your code is 123456.');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ to: 'asha@example.test' }), expect.stringContaining('OTP 123456'));
  });

  it('writes a mail in Hindi as UTF-8, its subject encoded and its page marked lang="hi"', async () => {
    const own = mkdtempSync(join(tmpdir(), 'sahaya-mail-'));
    const mail = otpMail('hi', 'आशा', '123456');
    await createMailer(testConfig(own), quietLog()).send({ to: 'asha@example.test', ...mail });
    const [file = ''] = readdirSync(join(own, 'mail'));
    expect(file).toMatch(/-mail\.eml$/);
    const eml = readFileSync(join(own, 'mail', file), 'utf8');
    rmSync(own, { recursive: true, force: true });
    // Headers are ASCII: the Hindi subject travels encoded, and reads back as it was.
    const subject = /^Subject: (.+(?:\r?\n .+)*)$/m.exec(eml)?.[1] ?? '';
    expect(subject).toMatch(/^=\?UTF-8\?/);
    const decoded = subject
      .trim()
      .split(/\s+/)
      .map((word) => /^=\?UTF-8\?B\?(.*)\?=$/.exec(word)?.[1] ?? '')
      .map((base64) => Buffer.from(base64, 'base64'));
    expect(Buffer.concat(decoded).toString('utf8')).toBe(mail.subject);
    expect(eml).toMatch(/charset=utf-8/i);
  });

  it('keeps codes out of the log in production', async () => {
    const log = quietLog();
    const config = { ...testConfig(dir), isProduction: true };
    await createMailer(config, log).send({ to: 'a@example.test', subject: 'Code', text: '654321', logLine: 'OTP 654321' });
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('654321');
  });
});

describe('mailer with SMTP_URL', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the SMTP server, without TLS on this machine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sahaya-smtp-'));
    const mailer = createMailer(testConfig(dir, { SMTP_URL: `smtp://127.0.0.1:${port}` }), quietLog());
    await mailer.send({ to: 'ravi@example.test', subject: 'Reset your Sahaya password', text: 'Open the link.' });
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Reset your Sahaya password');
    expect(received[0]).toContain('From: Sahaya <no-reply@sahaya.local>');
  });

  it('throws when the mail server cannot be reached, so the job sending it is tried again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sahaya-smtp-'));
    // The port of a server that was just closed: nothing listens there.
    const closed = new SMTPServer({ disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const downPort = (closed.server.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer(testConfig(dir, { SMTP_URL: `smtp://127.0.0.1:${downPort}` }), quietLog());
    await expect(mailer.send({ to: 'ravi@example.test', subject: 'Reset your Sahaya password', text: 'Open the link.' })).rejects.toThrow();
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
