/**
 * How a failed call reaches the pages: one error type carrying the reply's code, and one reader
 * that turns any failure into what a person reads. Pages branch on the code, never on the text,
 * so a translated message cannot change what they do.
 */
import type { ErrorCode } from '@sahaya/contract/error-codes';
import type { ContractMessage } from '@sahaya/contract/i18n/message-table';
import { authMessages, commonMessages } from '@sahaya/contract/messages';
import { contractText, contractTextOf, replyText } from '../i18n/contract-text.ts';

/**
 * What went wrong, by code: the server's (error-codes.ts in the contract), or the client's own when
 * no answer came (`NETWORK`) or what failed was not a call at all (`UNEXPECTED`).
 */
export type FailureCode = ErrorCode | 'NETWORK' | 'UNEXPECTED';

/** Every failed call surfaces as one error type carrying what the server said. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: FailureCode;
  readonly errors: Record<string, string>;
  /** The parameters of the code's message (how many left in stock), so the app can word it itself. */
  readonly params: readonly (string | number)[];
  /** True when the client has already told the person (network failure, forbidden access). */
  readonly notified: boolean;
  /** How many seconds the server said to wait before asking again (Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: FailureCode,
    message: string,
    {
      errors = {},
      params = [],
      notified = false,
      retryAfterSeconds,
    }: { errors?: Record<string, string>; params?: readonly (string | number)[]; notified?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.params = params;
    this.notified = notified;
    this.retryAfterSeconds = retryAfterSeconds ?? null;
  }
}

/**
 * How many seconds a refused request says to wait before asking again: a code's own cooldown
 * (`OTP_COOLDOWN`) gives them as its parameter, a rate limit in its Retry-After header.
 */
export function secondsToWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const [seconds] = error.params;
  if (error.code === 'OTP_COOLDOWN') return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
  return error.retryAfterSeconds;
}

/**
 * The code of a reply that carries none (a proxy's error page, a server older than the codes), by
 * its status, so every failure still has one.
 */
export function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  // A balancer's 503 says what the server's own does: nothing could be served for a moment.
  if (status === 503) return 'UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** A failure as the page uses it. */
export interface Failure {
  /** What the person reads. */
  message: string;
  /** What the page branches on. */
  code: FailureCode;
  /** The client has told the person already (no connection, session over, forbidden): nothing more is shown. */
  told: boolean;
  /** The server refused (a 4xx): asking again unchanged gets the same answer. */
  refused: boolean;
  /** The server's message for each form field it refused, by the field's name. */
  fields: Record<string, string>;
}

/** Why the server refused, in the language shown: its words, or when the reply had none (a proxy's page) its code's. */
const refusal = (error: ApiError): string =>
  replyText(error.code, error.params, error.message || contractText(authMessages.anError));

/** The server's message for each form field, in the language shown. */
const fieldWords = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, contractTextOf(text)]));

/**
 * Turns any failure into what a person reads, in the language shown: the server's own message when
 * it refused the call (a 4xx says why, in the spec's words) or could not reach its database for a
 * moment (it says that nothing went through and to try again), and otherwise `fallback`, the
 * place's plain words for a failure nobody explained: no connection, a fault on the server (5xx),
 * or an error that is not an answer from the API at all. `fallback` is words already in the
 * language shown, or a contract text, worded here.
 */
export function readFailure(error: unknown, fallback: string | ContractMessage = authMessages.unexpected): Failure {
  const placeWords = typeof fallback === 'string' ? fallback : contractText(fallback);
  if (!(error instanceof ApiError)) return { message: placeWords, code: 'UNEXPECTED', told: false, refused: false, fields: {} };
  const refused = error.status >= 400 && error.status < 500;
  // Said the same way whoever answered it (the server, or a balancer's page without a body).
  const unavailable = error.code === 'UNAVAILABLE' ? contractText(commonMessages.unavailable) : undefined;
  return {
    message: unavailable ?? (refused ? refusal(error) : placeWords),
    code: error.code,
    told: error.notified,
    refused,
    fields: fieldWords(error.errors),
  };
}
