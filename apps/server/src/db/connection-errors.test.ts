/**
 * Which errors say the database is away for a moment (answered 503, nobody signed out) and which
 * are anything else (a fault, or the database's answer about the request itself).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server shutting down, starting, out of connections or unreachable by its code', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01', '53300', '57014', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('knows the drivers’ own errors of a broken or timed-out connection, which carry no code', () => {
    for (const message of ['Connection terminated unexpectedly', 'timeout exceeded when trying to connect', 'PGlite is closed']) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('looks through Drizzle’s wrapping and a host’s several addresses', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves the database’s answers about the request, and every other fault, alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      withCode('40001', 'could not serialize access'),
      new Error('connection to the database lost at 10.0.0.7'),
      new DrizzleQueryError('select 1', [], withCode('42P01')),
      'ECONNREFUSED',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
