/**
 * How a request travels and how its reply is read, below the session rules of api-client.ts: the
 * URL with its query, the fetch with the bearer token, the body parsed as JSON, and an error reply
 * turned into an ApiError with its code. A request that gets no answer fails with the code
 * `NETWORK`; the API client tries an idempotent one again before it tells the person, once, as
 * "Network Error" (`tellNetworkError`). Every request says the language shown (`Accept-Language`),
 * so the server answers in it.
 */
import { toast } from 'sonner';
import type { ErrorCode } from '@sahaya/contract/error-codes';
import { IDEMPOTENCY_KEY_HEADER } from '@sahaya/contract/http';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { authMessages, commonMessages } from '@sahaya/contract/messages';
import { ApiError, codeOfStatus } from './api-error.ts';
import { contractText } from '../i18n/contract-text.ts';
import { currentLanguage } from '../i18n/language.ts';

/** A reply as it came: its status and its body, parsed as JSON when it is JSON. */
export interface RawReply {
  status: number;
  body: unknown;
  /** How long a refusal (429, 503) says to wait before asking again, from its Retry-After header, in seconds. */
  retryAfterSeconds?: number;
}

/** Retry-After in seconds, as the server sends it; an HTTP date or nothing gives no wait. */
export function retryAfterOf(header: string | null): number | undefined {
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export type Query = Record<string, string | number | boolean | undefined>;

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The failure of a request that got no answer; the API client tells the person when it gives up on it. */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', contractText(authMessages.networkError), { notified: true });
}

export function tellNetworkError(): void {
  // Only one "Network Error" toast at a time, however many calls failed together. The spec's two
  // words are the title; what they mean for the person (nothing was sent, nothing typed is lost)
  // is said under them.
  toast.error(contractText(authMessages.networkError), { id: 'network-error', description: contractText(commonMessages.noAnswer) });
}

/** The language shown, which the server answers in; English where there is no page (a test, a worker). */
const requestLanguage = (): Language => (typeof document === 'undefined' ? defaultLanguage : currentLanguage());

export interface FetchRequest {
  method: string;
  url: string;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Sent as the Idempotency-Key header: the same on every try of one action. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export async function sendFetch(request: FetchRequest, token: string | undefined): Promise<RawReply> {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Accept-Language', requestLanguage());
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header and its scheme
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (request.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, request.idempotencyKey);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      credentials: 'include',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  return {
    status: response.status,
    body: response.status === 204 ? undefined : parse(await response.text()),
    retryAfterSeconds: retryAfterOf(response.headers.get('Retry-After')),
  };
}

/** An error reply as the client's error: its message, its code (by the status when it has none) and its field messages. */
export function toApiError(reply: RawReply): ApiError {
  const record = (typeof reply.body === 'object' && reply.body !== null ? reply.body : {}) as {
    message?: unknown;
    code?: unknown;
    errors?: unknown;
    params?: unknown;
  };
  // A reply without a message (a proxy's page) is worded by its code when it is read (readFailure).
  const message = typeof record.message === 'string' ? record.message : '';
  // The reply went through the server's schema, so a code it carries is one of the contract's.
  const code = typeof record.code === 'string' ? (record.code as ErrorCode) : codeOfStatus(reply.status);
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as Record<string, string>) : {};
  const params = Array.isArray(record.params)
    ? record.params.filter((param): param is string | number => typeof param === 'string' || typeof param === 'number')
    : [];
  return new ApiError(reply.status, code, message, { errors, params, retryAfterSeconds: reply.retryAfterSeconds });
}
