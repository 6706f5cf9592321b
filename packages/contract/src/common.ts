import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { errorCodes } from './error-codes.ts';
import { successCodes } from './success-codes.ts';

/**
 * Every error reply: a message a person can read (in the language of the request's
 * `Accept-Language`, English otherwise), the code a client branches on (error-codes.ts), the
 * parameters of a code whose message has some (how many left in stock), so a client can word the
 * message itself in its own language, and per-field messages for forms.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  params: z.array(z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * What a success reply says, as an error reply does: the message in the reader's language (the
 * language cookie, else `Accept-Language`, else the spec's English), the code a client branches
 * on (success-codes.ts) and the parameters of a code whose message has some. Spread into each
 * success reply that says something.
 */
export const said = {
  message: z.string(),
  code: z.enum(successCodes),
  params: z.array(z.union([z.string(), z.number()])).optional(),
};

export const messageBody = z.object(said);
export type MessageBody = z.infer<typeof messageBody>;

/** Identifiers are UUIDs, exposed as `_id` as the spec names them. */
export const id = z.uuid({ error: 'Invalid id' });
export const idParams = z.object({ id });

/**
 * Paging shared by every list: page counts from 1; limit 0 means "all", capped at MAX_PAGE_SIZE
 * like any other limit so no request can ask the database for an unbounded list.
 */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(0)
      .catch(defaultLimit)
      .default(defaultLimit)
      .transform((v) => (v === 0 ? MAX_PAGE_SIZE : Math.min(v, MAX_PAGE_SIZE))),
    search: z.string().trim().max(100).optional().default(''),
  });
export type PageQuery = z.infer<ReturnType<typeof pageQuery>>;

/**
 * A long list's page may be read from a row instead of by its number (keyset paging): the reply's
 * `nextCursor` asks for the page after it, `previousCursor` for the page before, each read from
 * that row on however deep in the list, and with no row twice when rows were added at the top
 * meanwhile. `page` then only numbers the page. A cursor the list cannot use (one of another list
 * or sort, or altered) is no error: the page is read by its number, as without one.
 */
export const cursorQuery = { cursor: z.string().max(1000).optional().catch(undefined) };

/** The cursors of a page's first and last rows (see `cursorQuery`); null when the page is empty. */
export const pageCursors = {
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
};
export type PageCursors = { [K in keyof typeof pageCursors]: z.infer<(typeof pageCursors)[K]> };
