import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/privacy/endpoints';
import { privacyMessages } from '@sahaya/contract/privacy/messages';
import { chatMediaTypes, certificateTypes, imageTypes } from '@sahaya/contract/files';
import { defaultNotificationPreferences } from '@sahaya/contract/notifications/preferences';
import { assetRequests, assetWaitlist } from '../../db/schema/assets.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/people.ts';
import { notificationPreferences } from '../../db/schema/reach.ts';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertAsset, signedIn } from '../../test/factories.ts';
import { PDF, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';
import { makeExport } from './privacy.export.ts';
import { privacyDeps } from './privacy.routes.ts';
import { EXPORT_TTL_MS, exportFileKey, removeExpiredExports, startExport } from './privacy.service.ts';

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

interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
}

/** Each entry of a zip in its order, from the zip's central directory. */
function zipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const entries: ZipEntry[] = [];
  for (let i = 0, at = zip.readUInt32LE(end + 16); i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A certificate of about `bytes`: a PDF's header, then bytes that do not compress, as a scan's. */
const certificateOf = (bytes: number) => Buffer.concat([PDF, randomBytes(bytes)]);

/** Stores `files` as the person's certificates; answers their keys. */
async function withCertificates(userId: string, files: readonly Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  for (const data of files) {
    keys.push((await app.storage.save({ data, ownerId: userId, visibility: 'private', accept: certificateTypes, notAccepted: 'NOT_A_CERTIFICATE' })).key);
  }
  await app.db.update(users).set({ certificates: keys }).where(eq(users.id, userId));
  return keys;
}

const fileName = (key: string) => `files/${key.split('/').pop()}`;

describe('POST /api/users/me/export and GET /api/users/me/export', () => {
  it('answers none before anything was asked, preparing until the job ran, then ready with a link for a day', async () => {
    const { token } = await signedIn(app, 'user');
    expect((await injectAs(app, token, endpoints.getExport)).json()).toEqual({ status: 'none' });

    const started = await injectAs(app, token, endpoints.startExport);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ message: privacyMessages.exportStarted(), code: 'DATA_EXPORT_STARTED', status: 'preparing' });
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
    expect(names).toEqual(['data.json', nameOf(certificate.key), nameOf(mine.key), 'summary.html'].sort());
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

describe('the zip, streamed from the stored files to its own', () => {
  it('holds every file of a person with several, whole and kept as they are, after summary.html and data.json deflated', async () => {
    const { user, token } = await signedIn(app, 'user');
    const picture = await app.storage.save({ data: PNG, ownerId: user.id, visibility: 'public', accept: imageTypes, notAccepted: 'NOT_AN_IMAGE' });
    await app.db.update(users).set({ profilePicture: picture.url }).where(eq(users.id, user.id));
    const certificates = [certificateOf(1_000), certificateOf(700_000), certificateOf(2_500_000)];
    const keys = await withCertificates(user.id, certificates);

    const ready = await readyExport(token);
    const res = await fetchUrl(token, ready.url);
    expect(res.rawPayload.length).toBe(ready.bytes);
    const entries = zipEntries(res.rawPayload);
    expect(entries.slice(0, 2).map(({ name, method }) => ({ name, method }))).toEqual([
      { name: 'summary.html', method: 8 },
      { name: 'data.json', method: 8 },
    ]);
    // Every entry is deflated, whose sizes may follow it in any reader (Java's refuses a stored one
    // so written); the files in deflate's uncompressed blocks, a few bytes a block: under 0.1% more.
    expect(entries.map((e) => e.method)).toEqual([8, 8, 8, 8, 8, 8]);
    for (const file of entries.slice(2)) {
      expect(file.compressedSize - file.size).toBeGreaterThanOrEqual(0);
      expect(file.compressedSize - file.size).toBeLessThanOrEqual(Math.ceil(file.size / 1000) + 16);
    }
    expect(entries.slice(2).map((e) => e.name).sort()).toEqual([picture.key, ...keys].map(fileName).sort());

    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Buffer.from(zip[fileName(picture.key)]!)).toEqual(PNG);
    // Compared as a yes or no: a failing comparison of megabytes would print them all.
    expect(keys.map((key, i) => Buffer.from(zip[fileName(key)]!).equals(certificates[i]!))).toEqual([true, true, true]);
    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.profile.certificates).toEqual(keys.map((key) => ({ file: fileName(key) })));
    expect(data.profile.profilePicture).toEqual({ url: picture.url, file: fileName(picture.key) });
  });

  it('leaves no ready export and no file when a try fails or is aborted while it writes; the next try makes it whole', async () => {
    const { user, token } = await signedIn(app, 'user');
    const certificates = [certificateOf(1_000_000), certificateOf(1_000_000)];
    const keys = await withCertificates(user.id, certificates);
    // The export's row, with no job: each try below is run by hand.
    const [row] = await app.db.insert(dataExports).values({ userId: user.id }).returning();
    const exportId = row!.id;
    const deps = { ...privacyDeps(app), log: app.log, personalData: app.personalData };
    const exportsDir = join(app.config.dataDir, 'uploads', 'exports');
    const filesOfExport = () => (existsSync(exportsDir) ? readdirSync(exportsDir).filter((name) => name.startsWith(exportId)) : []);

    /** The deps of a try whose stored files pass through `each` (per chunk) when the zip reads them. */
    const tryWith = (each: (chunk: Buffer, index: number) => Error | null) => {
      const looked = new Set<string>();
      const read = async (key: string) => {
        const stored = await app.storage.read(key);
        // The first read of a file only looks for it; the second is the zip's.
        if (!stored || !looked.has(key)) {
          looked.add(key);
          return stored;
        }
        let index = 0;
        const passing = new Transform({ transform: (chunk: Buffer, _, done) => done(each(chunk, index++), chunk) });
        return { ...stored, body: pipeline(stored.body, passing, () => undefined) as Readable };
      };
      return { ...deps, storage: { ...deps.storage, read } };
    };

    // The disk goes away in the middle of the first file.
    await expect(makeExport(tryWith((_, i) => (i === 3 ? new Error('the disk went away') : null)), exportId)).rejects.toThrow('the disk went away');
    expect(await exportRow(user.id)).toMatchObject({ status: 'preparing', fileKey: null, bytes: null });
    expect(filesOfExport()).toEqual([]);

    // The job's time is up in the middle of the first file.
    const job = new AbortController();
    const aborting = tryWith((_, i) => {
      if (i === 3) job.abort(new Error('The job ran past its time'));
      return null;
    });
    await expect(makeExport(aborting, exportId, { signal: job.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(await exportRow(user.id)).toMatchObject({ status: 'preparing', fileKey: null, bytes: null });
    expect(filesOfExport()).toEqual([]);
    expect(await app.storage.read(exportFileKey(exportId))).toBeNull();
    // Nor is a half-written copy left among the unfinished writes.
    expect(readdirSync(join(app.config.dataDir, 'uploads', '.unfinished'))).toEqual([]);

    await makeExport(deps, exportId);
    expect(await exportRow(user.id)).toMatchObject({ status: 'ready', fileKey: exportFileKey(exportId) });
    expect(filesOfExport()).toEqual([`${exportId}.zip`]);
    const res = await fetchUrl(token, (await injectAs(app, token, endpoints.getExport)).json<{ url: string }>().url);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(keys.map((key, i) => Buffer.from(zip[fileName(key)]!).equals(certificates[i]!))).toEqual([true, true]);
  });
});

describe('summary.html, the copy a person reads', () => {
  /** A person in `language` who joined late on 1 December 2026 by UTC, already 2 December in India, and asked to borrow a wheelchair. */
  async function personWithHistory(language: 'en' | 'hi') {
    const person = await signedIn(app, 'user', { name: 'Kamala Devi', language });
    const joined = new Date('2026-12-01T20:00:00Z');
    await app.db.update(users).set({ createdAt: joined, updatedAt: joined }).where(eq(users.id, person.user.id));
    const asset = await insertAsset(app, { name: 'Folding wheelchair', description: 'Light', category: 'wheelchair', stocks: 2 });
    await app.db.insert(assetRequests).values({ assetId: asset.id, userId: person.user.id, quantity: 1, requestedDate: '2030-01-02', returnDate: '2030-01-16', reason: 'After <surgery>' });
    return person;
  }

  async function zipOf(token: string) {
    const ready = await readyExport(token);
    const res = await fetchUrl(token, ready.url);
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    return { zip, html: strFromU8(zip['summary.html']!), data: JSON.parse(strFromU8(zip['data.json']!)) };
  }

  it('reads in English with headings per section, times on India’s clock and days as people write them', async () => {
    const { token } = await personWithHistory('en');
    const { html, data } = await zipOf(token);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Your data at Sahaya</title>');
    for (const heading of ['Profile', 'Addresses', 'Equipment requests', 'Assistance requests', 'Donations', 'Family contacts']) {
      expect(html).toMatch(new RegExp(`<h2 id="[A-Za-z]+-heading">${heading}</h2>`));
    }
    // Joined at 20:00 UTC on 1 December: 1:30 am on 2 December in India.
    expect(html).toContain('<dt>Created</dt><dd>2 Dec 2026, 1:30 am IST</dd>');
    expect(html).toContain('<dt>Date asked for</dt><dd>2 January 2030</dd>');
    expect(html).toContain('<dt>Name</dt><dd><span class="text">Kamala Devi</span></dd>');
    // The few words Sahaya stores for a status or a role are said as people read them.
    expect(html).toContain('<dt>Status</dt><dd>Pending</dd>');
    expect(html).toContain('<dt>Role</dt><dd>User</dd>');
    // What people typed is shown as text, never as markup.
    expect(html).toContain('After &lt;surgery&gt;');
    expect(html).not.toContain('<surgery>');
    // Self-contained, and runs nothing.
    expect(html).not.toMatch(/<script|<link|src="http|href="http/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src 'self'"`);
    // data.json is unchanged for computers: times in UTC.
    expect(data.profile.createdAt).toBe('2026-12-01T20:00:00.000Z');
    expect(data.assetRequests[0].requestedDate).toBe('2030-01-02');
  });

  it('reads in Hindi for a person who reads Hindi, with no English left in its words', async () => {
    const { token } = await personWithHistory('hi');
    const { html } = await zipOf(token);
    expect(html).toMatch(/^<!doctype html>\n<html lang="hi">/);
    expect(html).toContain('<title>सहाया में आपकी जानकारी</title>');
    expect(html).toContain('<h2 id="profile-heading">प्रोफ़ाइल</h2>');
    expect(html).toContain('<h2 id="assetRequests-heading">उपकरण के अनुरोध</h2>');
    expect(html).toContain('<dt>माँगी गई तारीख</dt><dd>2 जनवरी 2030</dd>');
    expect(html).toMatch(/<dt>बनाया गया<\/dt><dd>2 दिसंबर 2026 को रात 1:30 बजे<\/dd>/);
    expect(html).toContain('<dt>स्थिति</dt><dd>प्रतीक्षा में</dd>');
    expect(html).toContain('<dt>भूमिका</dt><dd>उपयोगकर्ता</dd>');
    expect(html).toContain('<dt>भाषा</dt><dd>हिन्दी</dd>');
    // Every label and heading is Hindi: none falls back to the field's name in data.json.
    const labels = [...html.matchAll(/<(?:dt|h2)[^>]*>([^<]*)<\/(?:dt|h2)>/g)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(20);
    expect(labels.filter((label) => /[A-Za-z]{2}/.test(label) && label !== 'PAN')).toEqual([]);
  });

  it('words the SMS and WhatsApp choices and the time WhatsApp was agreed to, in English and in Hindi', async () => {
    const saved = {
      ...defaultNotificationPreferences,
      assetRequest: { email: false, push: true, sms: true, whatsapp: true },
    };
    const agreed = new Date('2026-12-01T20:00:00Z');
    const choicesOf = async (language: 'en' | 'hi') => {
      const { user, token } = await signedIn(app, 'user', { language });
      await app.db.insert(notificationPreferences).values({ userId: user.id, preferences: saved, whatsappOptInAt: agreed });
      const { html, data } = await zipOf(token);
      expect(data.notificationPreferences.preferences.assetRequest).toEqual({ email: false, push: true, sms: true, whatsapp: true });
      return /<section id="notificationPreferences"[^]*?<\/section>/.exec(html)![0];
    };

    const english = await choicesOf('en');
    for (const choice of ['<dt>E-mail</dt><dd>No</dd>', '<dt>Notice on the device</dt><dd>Yes</dd>', '<dt>SMS</dt><dd>Yes</dd>', '<dt>WhatsApp</dt><dd>Yes</dd>']) {
      expect(english).toContain(choice);
    }
    expect(english).toContain('<dt>Agreed to WhatsApp messages</dt><dd>2 Dec 2026, 1:30 am IST</dd>');

    const hindi = await choicesOf('hi');
    expect(hindi).toContain('<dt>एसएमएस</dt><dd>हाँ</dd>');
    expect(hindi).toContain('<dt>व्हाट्सऐप</dt><dd>हाँ</dd>');
    expect(hindi).toMatch(/<dt>व्हाट्सऐप संदेश पाने की सहमति दी<\/dt><dd>2 दिसंबर 2026 को रात 1:30 बजे<\/dd>/);
    // No label of the section falls back to its field's name in data.json.
    const labels = [...hindi.matchAll(/<(?:dt|h2)[^>]*>([^<]*)<\/(?:dt|h2)>/g)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((label) => /[A-Za-z]{2}/.test(label))).toEqual([]);
  });

  it('is named by the day it was made in India', async () => {
    const { user, token } = await signedIn(app, 'user');
    const ready = await readyExport(token);
    // Made at 20:00 UTC on 1 December: already 2 December in India.
    await app.db.update(dataExports).set({ readyAt: new Date('2026-12-01T20:00:00Z') }).where(eq(dataExports.userId, user.id));
    const res = await fetchUrl(token, ready.url);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sahaya-my-data-2026-12-02.zip"');
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
    expect(expired.json()).toEqual({ code: 'EXPORT_LINK_EXPIRED', message: privacyMessages.exportLinkExpired() });
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
