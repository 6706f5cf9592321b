/**
 * The image upload of spec 2 (used for profile pictures and asset images) and the file links:
 * public files at /uploads/<name>, certificates at /uploads/private/<name> with a signed query.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MAX_IMAGE_BYTES } from '@sahaya/contract/constants';
import { imageTypes } from '@sahaya/contract/files';
import * as endpoints from '@sahaya/contract/uploads/endpoints';
import { AppError } from '../../errors.ts';
import { readUpload } from '../../lib/multipart-files.ts';
import { route } from '../../plugins/http/route.ts';
import { uploadLimit } from '../../plugins/http/rate-limit.ts';
import type { StoredObject } from '../../plugins/files/storage-backends.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function sendFile(reply: FastifyReply, file: StoredObject, options: { cacheControl: string; download?: string }) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', options.cacheControl)
    .header('x-content-type-options', 'nosniff')
    // Only images and PDFs are ever stored; should a file still hold something that runs (a PDF's
    // script), the sandbox gives it an origin of its own, away from the person's session. Chromium's
    // viewer shows a sandboxed PDF as any other. The pages of this origin may frame a certificate.
    .header(
      'content-security-policy',
      file.contentType === 'application/pdf' ? "sandbox; frame-ancestors 'self'" : "sandbox; default-src 'none'; frame-ancestors 'self'",
    )
    .header('x-frame-options', 'SAMEORIGIN');
  if (file.size !== undefined) reply.header('content-length', file.size);
  if (options.download) reply.header('content-disposition', `attachment; filename="${options.download}"`);
  return reply.send(file.body);
}

export async function uploadRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.uploadImage,
    async ({ auth, request }) => {
      const data = await readUpload(request, { maxBytes: MAX_IMAGE_BYTES, tooLarge: 'IMAGE_TOO_LARGE' });
      const saved = await app.storage.save({
        data,
        ownerId: auth.userId,
        visibility: 'public',
        accept: imageTypes,
        notAccepted: 'NOT_AN_IMAGE',
      });
      return { imageUrl: saved.url };
    },
    { limits: [uploadLimit] },
  );

  route(app, endpoints.getPrivateFile, async ({ params, query, reply }) => {
    const key = app.storage.privateKeyOf(`private/${params.name}`);
    if (!key) throw new AppError('NOT_FOUND');
    const { expires, signature, download } = query;
    const verdict = app.storage.verifySignature(key, expires, signature);
    // A wrong signature reads like a missing file, so links cannot be probed.
    if (verdict === 'invalid') throw new AppError('NOT_FOUND');
    if (verdict === 'expired') throw new AppError('LINK_EXPIRED');
    const file = await app.storage.read(key);
    if (!file) throw new AppError('NOT_FOUND');
    const remaining = Math.max(0, Math.floor(Number(expires) - Date.now() / 1000));
    return sendFile(reply, file, {
      cacheControl: `private, max-age=${Math.min(remaining, 3600)}`,
      download: download ? `certificate.${key.split('.').pop()}` : undefined,
    });
  });

  route(app, endpoints.getPublicFile, async ({ params, reply }) => {
    const key = app.storage.publicKeyOf(`/uploads/${params.name}`);
    if (!key) throw new AppError('NOT_FOUND');
    const file = await app.storage.read(key);
    if (!file) throw new AppError('NOT_FOUND');
    // Names are random and never reused, so a file under a name never changes.
    return sendFile(reply, file, { cacheControl: `public, max-age=${YEAR_SECONDS}, immutable` });
  });
}
