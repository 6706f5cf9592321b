/**
 * How an HTTP endpoint is described, once, for server and web alike: its method and path, who may
 * call it, the schemas of its params, query and body, and its replies by status. The server
 * registers its route from this object and checks the roles before anything else is read; the web
 * calls it through one typed client, so a renamed path or a changed reply fails the compiler.
 * Only types come from zod here: the web's API client uses this file on every page, and pages
 * without forms load no zod (the error replies every endpoint shares are in standard-errors.ts).
 */
import type { z } from 'zod';
import type { Role } from './constants.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anybody, any signed-in person, or only the roles listed. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface Endpoint {
  method: Method;
  /** Absolute, with `:name` for each path parameter: `/api/users/:id/:action`. */
  path: string;
  access: Access;
  /** One line for the API reference. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * How the body may arrive besides JSON: `form`, url-encoded or multipart fields read into the
   * same object (the spec's "form data" calls); `upload`, a multipart file the handler streams.
   */
  accepts?: 'form' | 'upload';
  /**
   * An `upload`'s multipart file part, for the API reference: the field it comes in, the media
   * types taken (the server checks the bytes, not the name), and how many files at most (one
   * unless said).
   */
  upload?: { field: string; types: readonly string[]; maxFiles?: number };
  /**
   * It answers without the database (health, metrics, this document, stored files), so it never
   * answers 503 for the database being away, as every other endpoint may.
   */
  withoutDatabase?: true;
  /**
   * A call a person makes that stores something (a message, a request, a donation): it takes an
   * `Idempotency-Key` header, and a repeat with the same key by the same person answers the first
   * reply instead of storing it again, so a client may send it again after a reply it never got.
   */
  idempotent?: true;
  /**
   * The media types its replies without a schema (`null` in `replies`) are sent as: a CSV, a PDF,
   * a page, the kinds of file it serves. The API reference lists them for those statuses.
   */
  produces?: readonly string[];
  /**
   * The replies this endpoint makes by status: the one success, and the errors particular to it.
   * 400 (when there is input), 401 and 403 (when guarded) and 429 are added for every endpoint.
   * A reply that is not JSON (a file) has no schema: `null`.
   */
  replies: Partial<Record<SuccessStatus, z.ZodType | null>> & Partial<Record<number, z.ZodType | null>>;
}

/** The header an `idempotent` endpoint reads its key from (idempotency.ts has its rules). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 202: accepted, the work goes on after the answer (a job on the queue). */
export type SuccessStatus = 200 | 201 | 202;

/** Keeps the literal types of a definition, so callers see its exact params, body and reply. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a successful call answers (the 200, 201 or 202 reply). */
export type ReplyOf<E extends Endpoint> = E['replies'] extends { 201: infer S }
  ? Output<S>
  : E['replies'] extends { 202: infer S }
    ? Output<S>
    : E['replies'] extends { 200: infer S }
    ? Output<S>
    : undefined;

/** The status of the success reply. */
export const successStatus = (e: Endpoint): SuccessStatus =>
  e.replies[201] !== undefined ? 201 : e.replies[202] !== undefined ? 202 : 200;

/**
 * What a caller gives: each part the endpoint has, typed as its schema reads it. Query fields are
 * all optional (each has a default) and typed as parsed, since query text is coerced on arrival.
 */
export type InputOf<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : unknown) &
  (E['query'] extends z.ZodType ? { query?: Partial<z.output<E['query']>> } : unknown) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown);

/** True when a call needs no input at all, so the client may be called with the endpoint alone. */
export type NeedsNoInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? false
  : E['body'] extends z.ZodType
    ? false
    : true;

/** The path with its parameters filled in, each encoded: `/api/users/:id` → `/api/users/3f…`. */
export function pathOf(e: Endpoint, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.method} ${e.path}: the parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a person of `role` (undefined: nobody signed in) may call the endpoint. */
export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  return access === 'signedIn' || access.includes(role);
}
