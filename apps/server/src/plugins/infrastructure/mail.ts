/**
 * Outgoing mail as `app.mailer`. With SMTP_URL it goes through nodemailer; without, each message is
 * written as an .eml file under DATA_DIR/mail and, outside production, its code or link is logged
 * so a developer can finish a sign-up without a mail server. Tests pass an in-memory outbox.
 *
 * Mail is sent by jobs (plugins/jobs/jobs.ts): `send` throws when the message did not go, and the job
 * is tried again later.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { QueueOptions } from '../jobs/jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A line naming the code or link inside, logged by the file mailer in development only. */
  logLine?: string;
  /** Files sent along, such as a meeting's calendar entry. */
  attachments?: MailAttachment[];
  /** Extra headers, such as `List-Unsubscribe` and `List-Unsubscribe-Post` on a notice's mail. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  /** Text (a calendar entry), or bytes in base64 (a receipt's PDF) with `encoding: 'base64'`. */
  content: string;
  encoding?: 'base64';
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The queues of mail keep trying for a day or two: the waits double from 5-10 s, and the last of
 * fourteen retries comes 23-45 hours after the first try. A batch is small, since each mail may
 * take the SMTP timeouts.
 */
export const MAIL_QUEUE: QueueOptions = { retryLimit: 14, retryDelaySeconds: 5, batchSize: 5 };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A mail server that takes a connection but never answers fails the try within two minutes, well inside a job's time. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function smtpMailer(config: Config, smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  // A plain smtp:// URL to this machine is a local relay or test server without a certificate.
  const ignoreTLS = url.protocol === 'smtp:' && LOCAL_HOSTS.has(url.hostname);
  const transport = nodemailer.createTransport({ url: smtpUrl, ignoreTLS, ...SMTP_TIMEOUTS });
  return {
    async send({ to, subject, text, html, attachments, headers }) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text, html, attachments, headers });
    },
    close: () => transport.close(),
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

function fileMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const folder = join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, logLine, attachments, headers }) {
      const info = await transport.sendMail({ from: config.mailFrom, to, subject, text, html, attachments, headers });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // A subject in another script than Latin names its file by the time alone.
      const file = join(folder, `${stamp}-${slug(subject) || 'mail'}.eml`);
      await writeFile(file, info.message as Buffer);
      // Codes and links are secrets; only a development server, where the file is the inbox, shows them.
      const detail = !config.isProduction && logLine ? ` — ${logLine}` : '';
      log.info({ to, subject, file }, `Mail written to ${file}${detail}`);
    },
    close: () => transport.close(),
  };
}

/** An outbox for tests: every sent message is pushed onto `mails`. */
export function memoryMailer(): { mailer: Mailer; mails: CapturedMail[] } {
  const mails: CapturedMail[] = [];
  return {
    mails,
    mailer: {
      async send({ to, subject, text, html, attachments, headers }) {
        mails.push({ to, subject, text, ...(html ? { html } : {}), ...(attachments ? { attachments } : {}), ...(headers ? { headers } : {}) });
      },
      close: () => undefined,
    },
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config, config.smtpUrl) : fileMailer(config, log);
}

async function mailPlugin(app: FastifyInstance, options: { mailer?: Mailer }) {
  const mailer = options.mailer ?? createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['config'] });
