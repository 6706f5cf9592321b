/**
 * The one place that turns errors into replies: `{ message, errors? }` with the spec's texts.
 * Validation failures list a message per field; anything unexpected is logged and answered with
 * a generic text so no internals reach the client.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages } from '@sahaya/contract/messages';
import type { ErrorBody } from '@sahaya/contract/common';
import { AppError } from '../errors.ts';

/** Request bodies wrap their fields in `data` in some calls (login); forms know fields by their own names. */
const WRAPPERS = new Set(['body', 'data']);

/** `/data/email` → `email`, `/items/0/name` → `items.0.name`. */
export function fieldKey(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (context === 'body' && parts.length > 1 && WRAPPERS.has(parts[0] ?? '')) parts.shift();
  return parts.join('.');
}

function validationReply(validation: { instancePath: string; message?: string }[], context?: string): ErrorBody {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const key = fieldKey(issue.instancePath, context);
    // The first rule a field breaks is the one worth telling: later ones often repeat it.
    if (key && issue.message && !(key in errors)) errors[key] = issue.message;
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 && messages[0] ? messages[0] : commonMessages.validationFailed;
  return { message, errors };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationReply(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) read well enough.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ message: commonMessages.internalError });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
