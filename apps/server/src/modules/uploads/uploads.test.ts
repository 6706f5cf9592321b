import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@sahaya/contract/constants';
import { uploadMessages } from '@sahaya/contract/uploads/messages';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { BMP, GIF, HTML, JPEG, multipartBody, PDF, PNG, sized, WEBP } from '../../test/files.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  const { user } = await createUser(app);
  ({ accessToken: token } = await loginAs(app, user));
});
afterAll(async () => {
  await close();
});

const upload = (file: Parameters<typeof multipartBody>[0], bearer: string | null = token) => {
  const { payload, headers } = multipartBody(file);
  return app.inject({
    method: 'POST',
    url: '/api/assets/image',
    payload,
    headers: { ...headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
};

describe('POST /api/assets/image', () => {
  it('stores each kind of image under a random name and serves it with safe headers', async () => {
    for (const [data, mime] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
      [BMP, 'image/bmp'],
    ] as const) {
      // The browser's claimed type is ignored: it is wrong on purpose here.
      const res = await upload({ filename: 'holiday photo.png', contentType: 'application/octet-stream', data });
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json<{ imageUrl: string }>();
      expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{56}\.(png|jpg|gif|webp|bmp)$/);
      expect(imageUrl).not.toContain('holiday');

      const file = await app.inject(imageUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('immutable');
      expect(file.rawPayload).toEqual(data);
    }
  });

  it('refuses disguised files: PDF or HTML named as images', async () => {
    for (const [data, filename] of [
      [PDF, 'scan.png'],
      [HTML, 'cat.jpg'],
    ] as const) {
      const res = await upload({ filename, contentType: 'image/png', data });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: uploadMessages.notAnImage(), code: 'NOT_AN_IMAGE', errors: { file: uploadMessages.notAnImage() } });
    }
  });

  it('refuses an image over 5 MB with the spec message, and takes one of exactly 5 MB', async () => {
    const over = await upload({ filename: 'big.png', contentType: 'image/png', data: sized(PNG, MAX_IMAGE_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: 'Image size should be less than 5MB', code: 'IMAGE_TOO_LARGE' });

    const limit = await upload({ filename: 'edge.png', contentType: 'image/png', data: sized(PNG, MAX_IMAGE_BYTES) });
    expect(limit.statusCode).toBe(200);
  });

  it('asks for a file when none is sent, and for a sign-in without a token', async () => {
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: uploadMessages.fileRequired(), code: 'FILE_REQUIRED' });

    const json = await app.inject({ method: 'POST', url: '/api/assets/image', payload: {}, headers: { authorization: `Bearer ${token}` } });
    expect(json.statusCode).toBe(400);

    const anonymous = await upload({ filename: 'a.png', contentType: 'image/png', data: PNG }, null);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /uploads', () => {
  it('answers 404 for unknown, malformed and climbing names', async () => {
    for (const url of [`/uploads/${'a'.repeat(56)}.png`, '/uploads/nothing.png', '/uploads/..%2F..%2Fpackage.json']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
    }
  });
});
