/**
 * Typed errors that services throw and the one error handler (plugins/http/errors.ts) turns into
 * `{ message, code, errors? }` replies, so no route shapes an error body by hand. A throw site
 * names a code of the contract (error-codes.ts); the status and the English text come from there,
 * so the same refusal always reads the same and can be translated by its code.
 */
import {
  errorMessage,
  errorStatus,
  type ErrorCode,
  type ErrorParams,
  type FixedErrorCode,
} from '@sahaya/contract/error-codes';

interface ErrorOptions {
  /** The form field the error belongs to: the message is shown under it too. */
  field?: string;
}

type ParamErrorCode = Exclude<ErrorCode, FixedErrorCode>;

/** The arguments of an error whose message has parameters: they are required. */
type ParamErrorArgs = {
  [C in ParamErrorCode]: [code: C, options: ErrorOptions & { params: ErrorParams<C> }];
}[ParamErrorCode];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** The message's parameters, kept so the text can be told again in another language. */
  readonly params: readonly unknown[];
  readonly errors?: Record<string, string>;

  constructor(code: FixedErrorCode, options?: ErrorOptions);
  constructor(...args: ParamErrorArgs);
  constructor(code: ErrorCode, options: ErrorOptions & { params?: readonly unknown[] } = {}) {
    const params = options.params ?? [];
    super((errorMessage as (code: ErrorCode, ...params: readonly unknown[]) => string)(code, ...params));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus(code);
    this.params = params;
    if (options.field) this.errors = { [options.field]: this.message };
  }
}
