/**
 * Calls whose spec says "form data" (the profile form, Add User / Add Volunteer) take it as well
 * as JSON: url-encoded or multipart. Both are read into the same object JSON would give, so the
 * route's schema validates all three alike. The url-encoded parser is registered inside the route
 * plugins that need it, leaving the rest of the API JSON-only.
 */
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const FORM = 'application/x-www-form-urlencoded';

/** Registers the url-encoded parser in the calling plugin's scope. */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * A form posted as multipart (the browser's FormData) carries its fields as parts. This pre-
 * validation hook gathers them into the body, so the schema sees the same object as from JSON.
 * Files are not part of these forms; any that come along are drained and dropped.
 */
export async function multipartFieldsAsBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  await readingMultipart(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else part.file.resume();
    }
  });
  request.body = fields;
}

/**
 * Runs `read` over a multipart body. The parser's own faults (no boundary, a body cut short, a
 * broken part header) carry no status: they are the sender's, answered 400 with a message, not
 * the server's 500. Errors that have a status (a file over its limit) keep it.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error;
    throw new AppError('MALFORMED_MULTIPART');
  }
}
