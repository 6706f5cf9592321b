import { toast } from 'sonner';
import { authMessages } from '@sahaya/contract/messages';
import { clearSession, getSession, readStoredAccessToken, setAccessToken } from './auth-store.ts';

/** Every failed call surfaces as one error type carrying what the server said. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  /** True when the client has already told the person (network failure, forbidden access). */
  readonly notified: boolean;

  constructor(status: number, message: string, errors: Record<string, string> = {}, notified = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.notified = notified;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

const REFRESH_PATH = '/api/auth/refreshToken';

/**
 * Calls under /api/auth/ are sign-in steps, not signed-in work: a 401 there is an answer (for
 * example "Your access is blocked!"), so it must reach the form instead of triggering a refresh.
 */
function isAuthCall(path: string): boolean {
  return path.startsWith('/api/auth/');
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Only one "Network Error" toast at a time, however many calls failed together.
    toast.error(authMessages.networkError, { id: 'network-error' });
    throw new ApiError(0, authMessages.networkError, {}, true);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  const record = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message = typeof record.message === 'string' ? record.message : response.statusText || 'Request failed';
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as Record<string, string>) : {};
  return new ApiError(response.status, message, errors);
}

/**
 * One refresh at a time: while it runs, every other call that got a 401 waits on the same promise
 * (the queue of spec 1 §4) and is then retried with the new token. Tabs share the session, so a
 * Web Lock also keeps two tabs from refreshing at once: the refresh token is single-use, and
 * presenting it twice would end the session.
 */
let refreshing: Promise<string | null> | null = null;

async function requestNewAccessToken(staleToken: string | undefined): Promise<string | null> {
  // Another tab (or an earlier refresh here) may already have replaced the token that failed.
  const stored = readStoredAccessToken();
  if (stored && stored !== staleToken) {
    setAccessToken(stored);
    return stored;
  }
  try {
    const response = await send(REFRESH_PATH, { method: 'POST' }, undefined);
    if (!response.ok) return null;
    const body = (await readBody(response)) as { accessToken?: string } | undefined;
    if (!body?.accessToken) return null;
    setAccessToken(body.accessToken);
    return body.accessToken;
  } catch {
    return null;
  }
}

/** Gets a fresh access token to replace `staleToken`; null when the session cannot be renewed. */
export function refreshAccessToken(staleToken: string | undefined): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks
        ? await locks.request('sahaya.refresh', () => requestNewAccessToken(staleToken))
        : await requestNewAccessToken(staleToken);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function forbid(): ApiError {
  clearSession();
  toast.error(authMessages.forbidden, { id: 'forbidden' });
  return new ApiError(403, authMessages.forbidden, {}, true);
}

/** Sends a request to the API with the session's bearer token and the spec's 401/403 handling. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = getSession();
  let response = await send(path, options, session?.accessToken);

  if (response.status === 401 && session && !isAuthCall(path)) {
    const token = await refreshAccessToken(session.accessToken);
    if (!token) {
      clearSession();
      toast.info(authMessages.sessionExpired, { id: 'session-expired' });
      throw new ApiError(401, authMessages.sessionExpired, {}, true);
    }
    // Each request is retried once at most; a second 401 is returned as is.
    response = await send(path, options, token);
  }

  if (response.status === 403) throw forbid();
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

/** Short helpers for the common verbs. */
export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
