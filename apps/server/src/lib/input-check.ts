/**
 * What every route refuses of its input before its schema reads it (plugins/http/route.ts runs this in
 * `preValidation`, after the role check, so a stranger still meets 401 before any of it):
 *
 * - A structure nested deeper than MAX_INPUT_DEPTH. No form sends more than a few levels, while a
 *   10 KB body of 5,000 nested arrays is easy to send; anything that walks it recursively (this
 *   check once did) runs out of stack and answers 500. So the walk keeps its own stack and stops
 *   at the limit, whatever the size of the body.
 * - A NUL character anywhere (path, query or body, keys included). No keyboard types one and
 *   PostgreSQL cannot store one in text, so it is refused with 400 rather than failing in the
 *   database with a 500.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Levels of arrays and objects a request may nest, the outermost counted as one. */
export const MAX_INPUT_DEPTH = 32;

type Fault = 'TOO_DEEP' | 'NUL_CHARACTER';

/** The first fault of a value, depth before NUL, found without recursion. */
export function inputFault(value: unknown, maxDepth = MAX_INPUT_DEPTH): Fault | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nul = false;
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop()!;
    if (typeof item === 'string') {
      nul ||= item.includes('\u0000');
      continue;
    }
    // A raw body (a signed webhook) is bytes, not text.
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth + 1 > maxDepth) return 'TOO_DEEP';
    if (Array.isArray(item)) {
      for (const element of item) pending.push({ value: element, depth: depth + 1 });
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      nul ||= key.includes('\u0000');
      pending.push({ value: element, depth: depth + 1 });
    }
  }
  return nul ? 'NUL_CHARACTER' : null;
}

export async function refuseMalformedInput(request: FastifyRequest): Promise<void> {
  // The body first: it is the only part that can nest deeply; params and query are flat.
  for (const part of [request.body, request.params, request.query]) {
    const fault = inputFault(part);
    if (fault) throw new AppError(fault);
  }
}
