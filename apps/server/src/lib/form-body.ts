/**
 * Calls whose spec says "form data" (the profile form, Add User / Add Volunteer) take it as well
 * as JSON: url-encoded or multipart. Both are read into the same object JSON would give, so the
 * route's schema validates all three alike. The url-encoded parser is registered inside the route
 * plugins that need it, leaving the rest of the API JSON-only.
 */
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else part.file.resume();
  }
  request.body = fields;
}
