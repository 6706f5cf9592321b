/**
 * The id of the request being handled, kept for everything that runs on its behalf. Fastify's
 * `request.log` names the request by itself, but services, the mailer and the background work
 * they start log through `app.log`; the logger's mixin adds the id to those lines too, so every
 * line a request causes can be found by its id.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The field Fastify names the request id with in `request.log`'s lines; the mixin uses the same. */
export const REQUEST_ID_LOG_FIELD = 'reqId';

const current = new AsyncLocalStorage<string>();

/** Runs `work`, and whatever it starts, as part of the request `id`. */
export function runAsRequest<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request the caller runs for, if any. */
export const currentRequestId = (): string | undefined => current.getStore();

/**
 * The logger's mixin: a line logged while a request is handled gets its id, unless the logger
 * already carries it (`request.log` and its children), so no line names it twice.
 */
export function requestIdMixin(_line: object, _level: number, logger: { bindings(): object }): object {
  const id = current.getStore();
  if (id === undefined || REQUEST_ID_LOG_FIELD in logger.bindings()) return {};
  return { [REQUEST_ID_LOG_FIELD]: id };
}
