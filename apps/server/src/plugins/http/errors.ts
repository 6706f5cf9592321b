/**
 * The one place that turns errors into replies: `{ message, code, params?, errors? }`, the code
 * from the contract's list (error-codes.ts) and the message its text in the language of the
 * request's `Accept-Language` (English, the spec's text, when it asks for none Sahaya speaks).
 * Validation failures list a message per field, worded from the message id the contract's schema
 * gives its rule (zod's own words, for a rule without one, stay as they are); Fastify's own
 * refusals (a body that is not JSON, too large, of a kind the route does not take, an unknown
 * route) get a code of their own; a database that cannot be
 * reached for a moment is 503 `UNAVAILABLE` with `Retry-After`, so clients wait and ask again
 * rather than give up; anything else unexpected is logged and answered with a generic text so no
 * internals reach the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@sahaya/contract/common';
import type { FixedErrorCode } from '@sahaya/contract/error-codes';
import type { Language } from '@sahaya/contract/i18n/languages';
import { commonMessages } from '@sahaya/contract/messages';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';
import { AppError } from '../../errors.ts';
import { contractText, errorText, issueText } from '../../lib/i18n.ts';
import { readingLanguage } from '../../lib/reading-language.ts';

/** Request bodies wrap their fields in `data` in some calls (login); forms know fields by their own names. */
const WRAPPERS = new Set(['body', 'data']);

/** `/data/email` → `email`, `/items/0/name` → `items.0.name`. */
export function fieldKey(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (context === 'body' && parts.length > 1 && WRAPPERS.has(parts[0] ?? '')) parts.shift();
  return parts.join('.');
}

function validationReply(
  language: Language,
  validation: { instancePath: string; message?: string }[],
  context?: string,
): ErrorBody {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const key = fieldKey(issue.instancePath, context);
    // The first rule a field breaks is the one worth telling: later ones often repeat it.
    if (key && issue.message && !(key in errors)) errors[key] = issueText(language, issue.message);
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 && messages[0] ? messages[0] : contractText(language, commonMessages.validationFailed);
  return { message, code: 'VALIDATION', errors };
}

/** Fastify's and its plugins' own client errors that a client may tell apart, by their error code. */
const FASTIFY_CODES: Record<string, FixedErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
};

/** The rest go by their status. */
const STATUS_CODES: Record<number, FixedErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const clientErrorCode = (error: { code?: string }, status: number): FixedErrorCode =>
  (error.code && FASTIFY_CODES[error.code]) || STATUS_CODES[status] || 'BAD_REQUEST';

/** Sends an error reply of a fixed-text code at the status given, which for Fastify's own errors is theirs. */
function sendError(reply: FastifyReply, language: Language, status: number, code: FixedErrorCode): FastifyReply {
  const body: ErrorBody = { message: errorText(language, code), code };
  return reply.code(status).send(body);
}

/**
 * How long a client is asked to wait before sending again while the database is away: a restart or
 * a failover takes seconds, and clients that all came back at once would only slow its return.
 */
export const RETRY_AFTER_SECONDS = 5;

/** A reply's parameters: the numbers and words a code's message is made from. */
const paramsOf = (params: readonly unknown[]): (string | number)[] =>
  params.map((param) => (typeof param === 'number' ? param : String(param)));

/** A service's error in `language`: its code's message made from its parameters, and the same under its field. */
const bodyOf = (error: AppError, language: Language): ErrorBody => {
  const message = errorText(language, error.code, error.params);
  const body: ErrorBody = { message, code: error.code };
  if (error.params.length) body.params = paramsOf(error.params);
  if (error.errors) body.errors = Object.fromEntries(Object.keys(error.errors).map((field) => [field, message]));
  return body;
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = readingLanguage(request);
    if (error instanceof AppError) {
      // A code asked for too soon says when to ask again, as every 429 does: the seconds its message names.
      if (error.code === 'OTP_COOLDOWN') reply.header('Retry-After', String(error.params[0]));
      return reply.code(error.statusCode).send(bodyOf(error, language));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationReply(language, error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, language, status, clientErrorCode(error, status));
    if (isDatabaseUnavailable(error)) {
      // Not an error of the request's: the database's outage is logged once, each refusal counted.
      request.server.databaseHealth.unavailable(error);
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, language, 503, 'UNAVAILABLE');
    }
    request.log.error({ err: error }, 'Request failed');
    return sendError(reply, language, 500, 'INTERNAL');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
