/**
 * The error replies every endpoint shares, by kind of endpoint, for the API reference and the
 * server's serializer. Apart from http.ts because these are schemas: the web's API client needs
 * http.ts on every page, and should not bring zod with it.
 */
import type { z } from 'zod';
import { errorBody } from './common.ts';
import type { Endpoint } from './http.ts';

/** The error replies every endpoint of its kind may give, for the reference and the serializer. */
export function standardErrors(e: Endpoint): Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = { 429: errorBody };
  // The database away for a moment: UNAVAILABLE, with Retry-After.
  if (!e.withoutDatabase) errors[503] = errorBody;
  if (e.params || e.query || e.body) errors[400] = errorBody;
  // A body over the server's limit, or of a type the endpoint does not read, is refused before it is read.
  if (e.body) {
    errors[413] = errorBody;
    errors[415] = errorBody;
  }
  if (e.access !== 'public') {
    errors[401] = errorBody;
    errors[403] = errorBody;
  }
  // A repeated Idempotency-Key: still being answered, or first sent with another request.
  if (e.idempotent) {
    errors[400] = errorBody;
    errors[409] = errorBody;
    errors[422] = errorBody;
  }
  return errors;
}
