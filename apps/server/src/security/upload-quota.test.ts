/**
 * Stored files (ASVS 12.1.2, 12.1.3): a person's files stay within their quota, however many
 * uploads they send at once, and files nothing came to refer to are removed a day after upload.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_BYTES } from '@sahaya/contract/constants';
import { deleteCertificate, updateProfilePicture, uploadCertificate } from '@sahaya/contract/profile/endpoints';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { storedFiles } from '../db/schema/files.ts';
import { UNREFERENCED_GRACE_MS } from '../plugins/files/file-sweep.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { multipartBody, PDF, PNG, sized } from '../test/files.ts';
import { injectAs } from '../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

async function person(role: 'user' | 'admin' = 'user') {
  const { user } = await createUser(app, { role });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

const image = (bytes = 1000) => ({ filename: 'photo.png', contentType: 'image/png', data: sized(PNG, bytes) });
const uploadAs = (token: string, bytes?: number) => injectAs(app, token, uploadImage, { multipart: multipartBody(image(bytes)) });
const certify = (token: string) =>
  injectAs(app, token, uploadCertificate, { multipart: multipartBody({ filename: 'degree.pdf', contentType: 'application/pdf', data: PDF }) });

/** Records files the person stored earlier, `bytes` in all, without writing them. */
const alreadyStored = (ownerId: string, bytes: number) =>
  app.db.insert(storedFiles).values({ key: `public/${randomBytes(16).toString('hex')}.png`, ownerId, bytes });

const keysOf = async (ownerId: string) =>
  (await app.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.ownerId, ownerId))).map((row) => row.key);

describe('the upload quota', () => {
  it('refuses the upload that would pass it, with a message beside the file, and stores nothing', async () => {
    const { id, token } = await person();
    await alreadyStored(id, UPLOAD_QUOTA_BYTES - 1500);
    expect((await uploadAs(token, 1000)).statusCode).toBe(200);
    const before = await keysOf(id);

    const refused = await uploadAs(token, 1000);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: uploadMessages.quotaReached(), code: 'UPLOAD_QUOTA_REACHED', errors: { file: uploadMessages.quotaReached() } });
    expect(await keysOf(id)).toEqual(before);
  });

  it('holds when many uploads arrive at once', async () => {
    const { id, token } = await person();
    await alreadyStored(id, UPLOAD_QUOTA_BYTES - 2500);
    const answers = await Promise.all(Array.from({ length: 6 }, () => uploadAs(token, 1000)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 413, 413, 413, 413]);
  });

  it('does not hold admins back', async () => {
    const { id, token } = await person('admin');
    await alreadyStored(id, UPLOAD_QUOTA_BYTES);
    expect((await uploadAs(token)).statusCode).toBe(200);
  });
});

describe('the sweep of unused files', () => {
  it('removes a day-old file nothing refers to, and keeps pictures, certificates and recent uploads', async () => {
    const { id, token } = await person();
    const picture = (await uploadAs(token)).json().imageUrl as string;
    expect((await injectAs(app, token, updateProfilePicture, { body: { profilePicture: picture } })).statusCode).toBe(200);
    expect((await certify(token)).statusCode).toBe(200);
    const abandoned = (await uploadAs(token)).json().imageUrl as string;
    const old = await keysOf(id);
    // All three were uploaded over a day ago; a fourth has just been.
    await app.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - UNREFERENCED_GRACE_MS - 60_000) })
      .where(inArray(storedFiles.key, old));
    const recent = (await uploadAs(token)).json().imageUrl as string;

    await app.storage.sweep();

    expect((await app.inject(abandoned)).statusCode).toBe(404);
    for (const kept of [picture, recent]) expect((await app.inject(kept)).statusCode).toBe(200);
    const left = await app.db.select().from(storedFiles).where(eq(storedFiles.ownerId, id));
    expect(left).toHaveLength(3);
    // What was found in use is not asked about again; the recent upload waits for its day.
    expect(left.filter((file) => file.referencedAt).map((file) => file.key).sort()).toEqual(
      old.filter((key) => key !== app.storage.publicKeyOf(abandoned)).sort(),
    );
  });

  it('forgets a file its feature removes', async () => {
    const { id, token } = await person();
    const certificateUrl = (await certify(token)).json().certificateUrl as string;
    expect(await keysOf(id)).toHaveLength(1);
    expect((await injectAs(app, token, deleteCertificate, { body: { certificateUrl } })).statusCode).toBe(200);
    expect(await keysOf(id)).toEqual([]);
  });
});
