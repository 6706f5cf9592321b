/**
 * A notice outlives the process that wrote it: a person changes their password while the mail
 * server is down; the change commits with its notice and the job that delivers it; the server is
 * killed (SIGKILL, nothing is flushed) before the notice's mail went. Started again on the same data
 * with the mail server back, the notice is in the bell and its mail arrives, once. On the embedded
 * database in DATA_DIR by default, on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListNotificationsReply } from '@sahaya/contract/notifications/schemas';
import { profileMessages } from '@sahaya/contract/profile/messages';
import { SHORT_JOB_RETRY } from '../../test/jobs.ts';
import { startMailServer, type MailServer } from '../../test/mail-server.ts';
import { serverData, startServer, waitUntil, type ServerProcess } from '../../test/server-process.ts';
import { freePort } from '../../test/ports.ts';

const ADMIN_EMAIL = 'notice-kill-admin@example.test';
const PASSWORD = 'Kill-Test@123';
const NEW_PASSWORD = 'Kill-Test@456';

async function call(server: ServerProcess, method: string, path: string, { token, body }: { token?: string; body?: object } = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function signIn(server: ServerProcess, password: string): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/admin/login', { body: { data: { email: ADMIN_EMAIL, password } } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

describe('a notice', () => {
  let onDisk: Awaited<ReturnType<typeof serverData>>;
  let server: ServerProcess | undefined;
  let mailServer: MailServer | undefined;

  beforeAll(async () => {
    onDisk = await serverData('sahaya-notice-kill');
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await mailServer?.close();
    await onDisk?.remove();
  });

  it('written with its change reaches the bell and the mail after the server was killed before delivering it', { timeout: 240_000 }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    // Nothing listens at the mail server's port until it is started below.
    const env = onDisk.env(port, smtpPort, SHORT_JOB_RETRY);

    // The admin is made at the first start only: ADMIN_PASSWORD would set the password again at the next.
    server = await startServer(port, { ...env, ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD });
    const token = await signIn(server, PASSWORD);
    const changed = await call(server, 'PATCH', '/api/users/password', {
      token,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // The notice's mail was tried and failed: its delivery waits in the database.
    await server.printed('A job failed; it will be tried again');
    await server.kill('SIGKILL');

    const mails = await startMailServer(smtpPort);
    mailServer = mails;
    server = await startServer(port, env);
    await waitUntil(() => mails.received.length > 0, 60_000);
    // Time enough for a second delivery, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mails.received, server.output().slice(-4000)).toHaveLength(1);
    expect(mails.received[0]?.to).toBe(ADMIN_EMAIL);
    expect(mails.received[0]?.body).toContain(`Subject: ${profileMessages.passwordChangedNotice()}`);

    // The change and its notice committed together: the new password signs in, the bell holds it.
    const bell = await call(server, 'GET', '/api/notifications', { token: await signIn(server, NEW_PASSWORD) });
    expect(bell.status).toBe(200);
    const { data } = (await bell.json()) as ListNotificationsReply;
    expect(data.map((notice) => notice.content)).toEqual([profileMessages.passwordChangedNotice()]);
  });
});
