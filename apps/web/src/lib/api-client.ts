/**
 * The one way the web app talks to the API: `call(endpoint, input)` for a contract endpoint and
 * `upload(endpoint, file)` for a file with progress. Both send the session's bearer token and
 * handle the spec's 401 (one refresh, shared by every waiting call, then one retry) and 403
 * (forbidden: the session ends). Replies are typed by the endpoint and not validated again: the
 * server already answered through the reply's schema.
 */
import { toast } from 'sonner';
import {
  pathOf,
  type Endpoint,
  type InputOf,
  type NeedsNoInput,
  type ReplyOf,
} from '@sahaya/contract/http';
import { authMessages } from '@sahaya/contract/messages';
import { ApiError } from './api-error.ts';
import { clearSession, getSession, readStoredAccessToken, setAccessToken } from './auth-store.ts';
import {
  buildUrl,
  networkError,
  parse,
  sendFetch,
  toApiError,
  type FetchRequest,
  type Query,
  type RawReply,
} from './http-transport.ts';

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
    // Loaded when first needed: the auth endpoints bring their schemas, and with them zod, which
    // the public pages otherwise do without.
    const { refreshToken } = await import('@sahaya/contract/auth/endpoints');
    const reply = await sendFetch({ method: refreshToken.method, url: refreshToken.path }, undefined);
    const body = reply.body as ReplyOf<typeof refreshToken> | undefined;
    if (reply.status !== 200 || !body?.accessToken) return null;
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

/**
 * Sends with the session's token and the spec's session handling. A public endpoint's 401 is an
 * answer (for example "Your access is blocked!" at sign-in) and reaches the caller as it is.
 */
async function withSession(guarded: boolean, send: (token: string | undefined) => Promise<RawReply>): Promise<unknown> {
  const session = getSession();
  let reply = await send(session?.accessToken);

  if (reply.status === 401 && session && guarded) {
    const token = await refreshAccessToken(session.accessToken);
    if (!token) {
      clearSession();
      toast.info(authMessages.sessionExpired, { id: 'session-expired' });
      throw new ApiError(401, 'SESSION_EXPIRED', authMessages.sessionExpired, { notified: true });
    }
    // Each request is retried once at most; a second 401 is returned as is.
    reply = await send(token);
  }

  if (reply.status === 403) {
    clearSession();
    toast.error(authMessages.forbidden, { id: 'forbidden' });
    throw new ApiError(403, 'FORBIDDEN', authMessages.forbidden, { notified: true });
  }
  if (reply.status < 200 || reply.status >= 300) throw toApiError(reply);
  return reply.body;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input argument is left out only for endpoints that take none. */
type CallArgs<E extends Endpoint> =
  NeedsNoInput<E> extends true ? [input?: InputOf<E>, options?: CallOptions] : [input: InputOf<E>, options?: CallOptions];

/** Calls a contract endpoint with its params, query and body, answering its success reply. */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ReplyOf<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const request: FetchRequest = {
    method: endpoint.method,
    url: buildUrl(pathOf(endpoint, parts.params), parts.query),
    body: parts.body,
    signal: options?.signal,
  };
  return (await withSession(endpoint.access !== 'public', (token) => sendFetch(request, token))) as ReplyOf<E>;
}

export interface UploadOptions<E extends Endpoint> {
  /** Path parameters of the endpoint, if it has any. */
  params?: InputOf<E> extends { params: infer P } ? P : never;
  /** Multipart field name of the file; the API reads `file`. */
  field?: string;
  /** Called as bytes leave the browser, with a whole percentage 0-100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** fetch cannot report upload progress, so files go through XMLHttpRequest. */
function sendXhr(url: string, file: File, options: UploadOptions<Endpoint>, token: string | undefined): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(options.field ?? 'file', file);
    options.onProgress?.(0);
    xhr.send(form);
  });
}

/** Uploads one file to an upload endpoint as multipart form data, reporting progress. */
export async function upload<E extends Endpoint & { accepts: 'upload' }>(
  endpoint: E,
  file: File,
  options: UploadOptions<E> = {},
): Promise<ReplyOf<E>> {
  const url = pathOf(endpoint, options.params as Record<string, unknown> | undefined);
  const body = await withSession(endpoint.access !== 'public', (token) =>
    sendXhr(url, file, options as UploadOptions<Endpoint>, token),
  );
  options.onProgress?.(100);
  return body as ReplyOf<E>;
}

/** A file an endpoint answered: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Calls an endpoint that answers a file (a PDF, a CSV) with the session's token. A JSON reply is
 * an error and its message is the error's (spec 2 §7, spec 3 §7).
 */
export async function download<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<DownloadedFile> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Query };
  const url = buildUrl(pathOf(endpoint, parts.params), parts.query);
  let file: DownloadedFile | undefined;
  await withSession(endpoint.access !== 'public', async (token) => {
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await fetch(url, { method: endpoint.method, headers, credentials: 'include', signal: options?.signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const body = parse(await response.text());
      return { status: response.ok ? 500 : response.status, body };
    }
    file = { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), 'download') };
    return { status: response.status, body: undefined };
  });
  if (!file) throw new ApiError(500, 'INTERNAL', 'Request failed');
  return file;
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
