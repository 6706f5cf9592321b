/**
 * The files of an upload request, read from its multipart body (@fastify/multipart, registered
 * for the whole app by the storage plugin). Each route reads with the limit of the kind of file it
 * takes; the limit is applied while the file streams in, so an oversized upload is never held whole.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FixedErrorCode } from '@sahaya/contract/error-codes';
import { AppError } from '../errors.ts';
import { readingMultipart } from './form-body.ts';

/**
 * Reads the one file of a multipart request, refusing it past `maxBytes` with `tooLarge`. The
 * limit is applied while the file streams in, so an oversized upload is never held whole.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: FixedErrorCode },
): Promise<Buffer> {
  const required = () => new AppError('FILE_REQUIRED', { field: 'file' });
  if (!request.isMultipart()) throw required();
  const data = await readingMultipart(async () => {
    const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!part) throw required();
    try {
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(options.tooLarge, { field: 'file' });
      }
      throw error;
    }
  });
  if (data.length === 0) throw required();
  return data;
}

/**
 * Reads the several files of a multipart request (field name any), each refused past `maxBytes`
 * with `tooLarge`, and more than `maxFiles` with `tooMany`, while they stream in.
 */
export async function readUploads(
  request: FastifyRequest,
  options: { maxBytes: number; maxFiles: number; tooLarge: FixedErrorCode; tooMany: FixedErrorCode },
): Promise<Buffer[]> {
  const required = () => new AppError('FILE_REQUIRED', { field: 'files' });
  if (!request.isMultipart()) throw required();
  const { multipartErrors } = request.server;
  const files = await readingMultipart(async () => {
    const read: Buffer[] = [];
    try {
      for await (const part of request.files({ limits: { fileSize: options.maxBytes, files: options.maxFiles } })) {
        read.push(await part.toBuffer());
      }
    } catch (error) {
      if (error instanceof multipartErrors.RequestFileTooLargeError) throw new AppError(options.tooLarge, { field: 'files' });
      if (error instanceof multipartErrors.FilesLimitError) throw new AppError(options.tooMany, { field: 'files' });
      throw error;
    }
    return read;
  });
  if (files.length === 0 || files.some((file) => file.length === 0)) throw required();
  return files;
}
