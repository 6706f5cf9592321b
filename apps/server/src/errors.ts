/**
 * Typed errors that services throw and the one error handler (plugins/errors.ts) turns into
 * `{ message, errors? }` replies, so no route shapes an error body by hand.
 */
import { authMessages, commonMessages } from '@sahaya/contract/messages';

export class AppError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message: string = authMessages.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = authMessages.forbidden) => new AppError(403, message);
export const notFound = (message: string = commonMessages.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
export const tooManyRequests = (message: string = authMessages.tooManyRequests) => new AppError(429, message);
