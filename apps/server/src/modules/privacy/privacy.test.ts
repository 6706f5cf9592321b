import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/privacy/endpoints';
import { privacyMessages } from '@sahaya/contract/privacy/messages';
import { chatMediaTypes, certificateTypes } from '@sahaya/contract/files';
import { assetRequests, assetWaitlist } from '../../db/schema/assets.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/people.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertAsset, signedIn } from '../../test/factories.ts';
import { PDF, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';
import { privacyDeps } from './privacy.routes.ts';
import { EXPORT_TTL_MS, removeExpiredExports, startExport } from './privacy.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

const exportRow = async (userId: string) => (await app.db.select().from(dataExports).where(eq(dataExports.userId, userId)))[0];
const jobsOf = async (exportId: string) => {
  const result = await app.db.execute(sql`select id from pgboss.job where name = 'data-export' and data->>'exportId' = ${exportId}`);
  return (result as unknown as { rows: { id: string }[] }).rows;
};

/** Asks for the export, lets the job run, and answers the ready status. */
async function readyExport(token: string) {
  expect((await injectAs(app, token, endpoints.startExport)).statusCode).toBe(202);
  await app.jobs.drain();
  const status = await injectAs(app, token, endpoints.getExport);
  expect(status.json()).toMatchObject({ status: 'ready' });
  return status.json<{ url: string; expiresAt: string; bytes: number }>();
}

const fetchUrl = (token: string, url: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });

describe('POST /api/users/me/export and GET /api/users/me/export', () => {
  it('answers none before anything was asked, preparing until the job ran, then ready with a link for a day', async () => {
    const { token } = await signedIn(app, 'user');
    expect((await injectAs(app, token, endpoints.getExport)).json()).toEqual({ status: 'none' });

    const started = await injectAs(app, token, endpoints.startExport);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ message: privacyMessages.exportStarted, code: 'DATA_EXPORT_STARTED', status: 'preparing' });
    expect((await injectAs(app, token, endpoints.getExport)).json()).toMatchObject({ status: 'preparing' });

    const before = Date.now();
    const ready = await readyExport(token);
    expect(ready.url).toMatch(/^\/api\/users\/me\/export\/file\?expires=\d+&signature=/);
    const ttl = Date.parse(ready.expiresAt) - before;
    expect(ttl).toBeGreaterThan(EXPORT_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(EXPORT_TTL_MS + 60_000);
  });

  it('zips data.json with the person’s requests, messages and files, and only their own', async () => {
    const requester = await signedIn(app, 'user', { name: 'Asha Export' });
    const volunteer = await signedIn(app, 'volunteer');
    const stranger = await signedIn(app, 'user');
    const asset = await insertAsset(app, { name: 'Folding wheelchair', description: 'Light', category: 'wheelchair', stocks: 2 });
    await app.db.insert(assetRequests).values({ assetId: asset.id, userId: requester.user.id, quantity: 1, requestedDate: '2030-01-02', returnDate: '2030-01-16', reason: 'After surgery' });
    await app.db.insert(assetRequests).values({ assetId: asset.id, userId: stranger.user.id, quantity: 1, requestedDate: '2030-01-02', returnDate: '2030-01-16', reason: 'Not hers' });
    await app.db.insert(assetWaitlist).values([{ assetId: asset.id, userId: requester.user.id }, { assetId: asset.id, userId: stranger.user.id }]);
    const requestId = await openAssistanceRequest(app, { id: requester.user.id, token: requester.token }, volunteer.token);
    const certificate = await app.storage.save({ data: PDF, ownerId: requester.user.id, visibility: 'private', accept: certificateTypes, notAccepted: 'NOT_A_CERTIFICATE' });
    await app.db.update(users).set({ certificates: [certificate.key] }).where(eq(users.id, requester.user.id));
    const mine = await app.storage.save({ data: PNG, ownerId: requester.user.id, visibility: 'private', accept: chatMediaTypes, notAccepted: 'NOT_AN_ATTACHMENT' });
    const theirs = await app.storage.save({ data: PNG, ownerId: volunteer.user.id, visibility: 'private', accept: chatMediaTypes, notAccepted: 'NOT_AN_ATTACHMENT' });
    const parties = { requestId, senderType: 'users', receiverType: 'volunteers' } as const;
    await app.db.insert(chatMessages).values([
      { ...parties, senderId: requester.user.id, receiverId: volunteer.user.id, content: 'Please come at nine', media: [mine.key] },
      { ...parties, senderId: volunteer.user.id, receiverId: requester.user.id, senderType: 'volunteers', receiverType: 'users', content: 'On my way', media: [theirs.key] },
    ]);

    const ready = await readyExport(requester.token);
    const res = await fetchUrl(requester.token, ready.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sahaya-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.rawPayload.length).toBe(ready.bytes);

    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.profile).toMatchObject({ id: requester.user.id, name: 'Asha Export', email: requester.user.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.assetRequests).toEqual([expect.objectContaining({ asset: 'Folding wheelchair', reason: 'After surgery' })]);
    expect(data.assetWaitlists).toEqual([expect.objectContaining({ asset: 'Folding wheelchair', offeredAt: null, offerExpiresAt: null })]);
    expect(data.assistanceRequests).toEqual([
      expect.objectContaining({ id: requestId, role: 'requester', description: 'Help with shopping', history: expect.arrayContaining([expect.objectContaining({ action: expect.any(String) })]) }),
    ]);
    expect(data.chatMessages.map((m: { content: string; direction: string }) => [m.direction, m.content])).toEqual([
      ['sent', 'Please come at nine'],
      ['received', 'On my way'],
    ]);
    // Their own attachment and certificate are in the zip; the volunteer's picture is the volunteer's.
    const names = Object.keys(zip).sort();
    const nameOf = (key: string) => `files/${key.split('/').pop()}`;
    expect(names).toEqual(['data.json', nameOf(certificate.key), nameOf(mine.key)].sort());
    expect(Buffer.from(zip[nameOf(certificate.key)]!)).toEqual(PDF);
    expect(data.chatMessages[0].attachments).toEqual([{ file: nameOf(mine.key) }]);
    expect(data.chatMessages[1].attachments).toEqual([{ file: null }]);
  });

  it('makes one export and one job from two requests at once', async () => {
    const { user, token } = await signedIn(app, 'user');
    const replies = await Promise.all([injectAs(app, token, endpoints.startExport), injectAs(app, token, endpoints.startExport)]);
    expect(replies.map((r) => r.statusCode)).toEqual([202, 202]);
    const rows = await app.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await jobsOf(rows[0]!.id)).toHaveLength(1);
    // Asked again while preparing: still the same one. The job may have finished the copy by now
    // (at once, on a quick machine), so the export is held as preparing, with no job running.
    await app.jobs.drain();
    await app.db.update(dataExports).set({ status: 'preparing', createdAt: new Date() }).where(eq(dataExports.id, rows[0]!.id));
    await injectAs(app, token, endpoints.startExport);
    expect(await jobsOf(rows[0]!.id)).toHaveLength(1);
    expect((await exportRow(user.id))!.id).toBe(rows[0]!.id);
  });

  it('writes the job in the transaction of the export: when the transaction fails, neither is kept', async () => {
    const { user } = await signedIn(app, 'user');
    let sentFor: string | undefined;
    const crashing = {
      ...privacyDeps(app),
      jobs: {
        async send(...args: Parameters<FastifyInstance['jobs']['send']>) {
          await app.jobs.send(...args);
          sentFor = (args[1] as { exportId: string }).exportId;
          throw new Error('the node died here');
        },
      },
    };
    await expect(startExport(crashing, user.id)).rejects.toThrow('the node died here');
    expect(sentFor).toBeDefined();
    expect(await exportRow(user.id)).toBeUndefined();
    expect(await jobsOf(sentFor!)).toEqual([]);
  });

  it('replaces a ready copy with a new one when asked again, removing the old file', async () => {
    const { user, token } = await signedIn(app, 'user');
    await readyExport(token);
    const old = (await exportRow(user.id))!;
    expect(await app.storage.read(old.fileKey!)).not.toBeNull();
    expect((await injectAs(app, token, endpoints.startExport)).statusCode).toBe(202);
    const fresh = (await exportRow(user.id))!;
    expect(fresh).toMatchObject({ status: 'preparing', fileKey: null });
    expect(fresh.id).not.toBe(old.id);
    expect(await app.storage.read(old.fileKey!)).toBeNull();
    await app.jobs.drain();
    expect((await exportRow(user.id))!.status).toBe('ready');
  });
});

describe('GET /api/users/me/export/file', () => {
  it('refuses another signed-in person, a forged link and a link past its day', async () => {
    const owner = await signedIn(app, 'user');
    const other = await signedIn(app, 'user');
    const ready = await readyExport(owner.token);

    const stranger = await fetchUrl(other.token, ready.url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'EXPORT_NOT_FOUND' });
    // The other person's own export does not make the owner's link theirs.
    await readyExport(other.token);
    expect((await fetchUrl(other.token, ready.url)).statusCode).toBe(404);

    const url = new URL(ready.url, 'http://x');
    const later = String(Number(url.searchParams.get('expires')) + 86_400);
    const forged = await fetchUrl(owner.token, `${url.pathname}?expires=${later}&signature=${url.searchParams.get('signature')}`);
    expect(forged.json()).toMatchObject({ code: 'EXPORT_NOT_FOUND' });
    expect((await injectAs(app, owner.token, endpoints.getExportFile)).statusCode).toBe(404);
    expect((await injectAs(app, null, endpoints.getExportFile, { query: { expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! } })).statusCode).toBe(401);

    // A day later the link is refused, and the status reads none.
    await app.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.userId, owner.user.id));
    const expired = await fetchUrl(owner.token, ready.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'EXPORT_LINK_EXPIRED', message: privacyMessages.exportLinkExpired });
    expect((await injectAs(app, owner.token, endpoints.getExport)).json()).toEqual({ status: 'none' });
  });

  it('removes exports past their day with their files, and leaves the others', async () => {
    const gone = await signedIn(app, 'user');
    const kept = await signedIn(app, 'user');
    await readyExport(gone.token);
    await readyExport(kept.token);
    const goneRow = (await exportRow(gone.user.id))!;
    const keptRow = (await exportRow(kept.user.id))!;
    await app.db.update(dataExports).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(dataExports.id, goneRow.id));

    expect(await removeExpiredExports(app)).toBeGreaterThanOrEqual(1);
    expect(await exportRow(gone.user.id)).toBeUndefined();
    expect(await app.storage.read(goneRow.fileKey!)).toBeNull();
    expect(await exportRow(kept.user.id)).toBeDefined();
    expect(await app.storage.read(keptRow.fileKey!)).not.toBeNull();
  });
});
