/**
 * The image upload of spec 2 (used for profile pictures and asset images) and the file links:
 * public files at /uploads/<name>, certificates at /uploads/private/<name> with a signed query.
 */
import type {} from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@sahaya/contract/common';
import { MAX_IMAGE_BYTES } from '@sahaya/contract/constants';
import { commonMessages, uploadMessages } from '@sahaya/contract/messages';
import { fileNameParams, imageUploadReply, signedFileQuery } from '@sahaya/contract/uploads';
import { AppError, notFound } from '../../errors.ts';
import { imageTypes, readUpload, type StoredObject } from '../../plugins/storage.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Uploads fill disks; a person uploading pictures and certificates by hand stays far below this. */
export const uploadLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function sendFile(reply: FastifyReply, file: StoredObject, options: { cacheControl: string; download?: string }) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', options.cacheControl)
    .header('x-content-type-options', 'nosniff')
    // Only images and PDFs are ever stored, so nothing here can run; the pages of this origin may
    // still frame a certificate for its preview.
    .header(
      'content-security-policy',
      file.contentType === 'application/pdf' ? "frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'self'",
    )
    .header('x-frame-options', 'SAMEORIGIN');
  if (file.size !== undefined) reply.header('content-length', file.size);
  if (options.download) reply.header('content-disposition', `attachment; filename="${options.download}"`);
  return reply.send(file.body);
}

/** The image upload, mounted at /api/assets. */
export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/image',
    {
      preHandler: app.authenticate,
      config: uploadLimit,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field `file`, 5 MB at most); answers its public url',
        consumes: ['multipart/form-data'],
        response: { 200: imageUploadReply, 400: errorBody, 401: errorBody, 413: errorBody },
      },
    },
    async (request) => {
      const data = await readUpload(request, { maxBytes: MAX_IMAGE_BYTES, tooLarge: uploadMessages.imageTooLarge });
      const saved = await app.storage.save({
        data,
        ownerId: request.auth.userId,
        visibility: 'public',
        accept: imageTypes,
        notAccepted: uploadMessages.notAnImage,
      });
      return { imageUrl: saved.url };
    },
  );
};

/** The file links, mounted at /uploads. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A certificate, through the signed link the server handed out',
        params: fileNameParams,
        querystring: signedFileQuery,
      },
    },
    async (request, reply) => {
      const key = app.storage.privateKeyOf(`private/${request.params.name}`);
      if (!key) throw notFound(commonMessages.notFound);
      const { expires, signature, download } = request.query;
      const verdict = app.storage.verifySignature(key, expires, signature);
      // A wrong signature reads like a missing file, so links cannot be probed.
      if (verdict === 'invalid') throw notFound(commonMessages.notFound);
      if (verdict === 'expired') throw new AppError(403, uploadMessages.linkExpired);
      const file = await app.storage.read(key);
      if (!file) throw notFound(commonMessages.notFound);
      const remaining = Math.max(0, Math.floor(Number(expires) - Date.now() / 1000));
      return sendFile(reply, file, {
        cacheControl: `private, max-age=${Math.min(remaining, 3600)}`,
        download: download ? `certificate.${key.split('.').pop()}` : undefined,
      });
    },
  );

  app.get(
    '/:name',
    { schema: { tags: ['uploads'], summary: 'A public file (profile picture, asset image)', params: fileNameParams } },
    async (request, reply) => {
      const key = app.storage.publicKeyOf(`/uploads/${request.params.name}`);
      if (!key) throw notFound(commonMessages.notFound);
      const file = await app.storage.read(key);
      if (!file) throw notFound(commonMessages.notFound);
      // Names are random and never reused, so a file under a name never changes.
      return sendFile(reply, file, { cacheControl: `public, max-age=${YEAR_SECONDS}, immutable` });
    },
  );
};
