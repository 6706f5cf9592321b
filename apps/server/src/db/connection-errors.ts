/**
 * Tells a database that is away for a moment (restarting, failing over, out of connections, or
 * cut off by the network) from any other failure. Such an error is no fault of the request and no
 * answer about it either: the server replies 503 with `Retry-After` instead of 500, and above all
 * never reads it as "no such session", which would sign people out for a blip.
 */

/**
 * PostgreSQL's codes for a connection that failed or is refused (SQLSTATE class 08), a server
 * shutting down or starting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now), a server out of connections (53300), and a statement ended by the statement timeout
 * (57014): a database so slow that a request's statement outlasts it is away for that request.
 */
const SQLSTATE_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|57014)$/;

/** Node's codes for a socket that could not reach the server or lost it. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * node-postgres and PGlite raise these without any code, so their text is all there is to know
 * them by. They are the drivers' own fixed strings, not anything a person reads: a broken
 * connection (an idle one cut, or one cut mid-query), a pool that could not open a connection in
 * time, a client left unusable by an earlier connection error, and an embedded database closed
 * under the server.
 */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
];

/** How deep to follow `cause`: Drizzle wraps a driver's error once, pg-pool once more. */
const MAX_DEPTH = 4;

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isUnavailableHere(error: object): boolean {
  const code = codeOf(error);
  if (code && (SQLSTATE_UNAVAILABLE.test(code) || SOCKET_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : undefined;
  return message !== undefined && DRIVER_MESSAGES.includes(message);
}

/** True when `error`, or what it wraps, says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (isUnavailableHere(error)) return true;
  // A host name with several addresses fails with one error per address, gathered in an AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
