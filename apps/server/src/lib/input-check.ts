/**
 * No keyboard types a NUL character and PostgreSQL cannot store one in text, so a request that
 * carries one anywhere (path, query or body, keys included) is refused with 400 before validation,
 * rather than failing in the database with a 500.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // A raw body (a signed webhook) is bytes, not text.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
}

export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
    throw new AppError('NUL_CHARACTER');
  }
}
