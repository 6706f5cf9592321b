/**
 * The one way the web app talks to the API: `call(endpoint, input)` for a contract endpoint and
 * `upload(endpoint, file)` for a file with progress. Both send the session's bearer token and
 * handle the spec's 401 (one refresh, shared by every waiting call, then one retry) and 403
 * (forbidden: the session ends). Replies are typed by the endpoint and not validated again: the
 * server already answered through the reply's schema.
 *
 * A server that does not answer, or answers 502-504 (it, or its database, away for a moment), ends
 * nothing: the session is kept, the person is told the app is reconnecting, and a call that changes
 * nothing (GET) is tried again after 1, 2 and 4 s, and so is a call of an `idempotent` endpoint (a
 * message, a request, a checkout): each call makes one Idempotency-Key and sends it with every try,
 * so a try whose reply was lost is answered the first reply and stores nothing twice. Only the
 * refresh endpoint's own 401 ends a session.
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
import { contractText } from '../i18n/contract-text.ts';
import { ApiError } from './api-error.ts';
import { reportChangeMade } from '../queries/change-events.ts';
import { clearSession, getSession } from '../session/auth-store.ts';
import {
  buildUrl,
  networkError,
  parse,
  sendFetch,
  tellNetworkError,
  toApiError,
  type FetchRequest,
  type Query,
  type RawReply,
} from './http-transport.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { isUnanswered, reportAnswered, reportUnanswered } from './server-reachability.ts';
import { refreshAccessToken } from './session-refresh.ts';

/** The waits before each new try of an idempotent call the server did not answer. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000];

/**
 * Sends once with the session's token, refreshing it on a 401. A public endpoint's 401 is an
 * answer (for example "Your access is blocked!" at sign-in) and reaches the caller as it is.
 */
async function sendWithToken(guarded: boolean, send: (token: string | undefined) => Promise<RawReply>): Promise<RawReply> {
  const session = getSession();
  const reply = await send(session?.accessToken);
  if (reply.status !== 401 || !session || !guarded) return reply;
  const token = await refreshAccessToken(session.accessToken);
  if (!token) {
    clearSession();
    toast.info(contractText(authMessages.sessionExpired), { id: 'session-expired' });
    throw new ApiError(401, 'SESSION_EXPIRED', authMessages.sessionExpired(), { notified: true });
  }
  // Each request is retried once at most; a second 401 is returned as is.
  return send(token);
}

/** Waits `ms`, or less if the call is given up meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

interface SessionOptions {
  guarded: boolean;
  /** Sending it again changes nothing more (GET), so it is tried again while the server does not answer. */
  idempotent: boolean;
  signal?: AbortSignal;
}

/**
 * Sends with the session's token and the spec's session handling; while the server does not
 * answer, keeps the session, tells the person it is reconnecting and tries an idempotent call again.
 */
async function withSession({ guarded, idempotent, signal }: SessionOptions, send: (token: string | undefined) => Promise<RawReply>): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    let failure: ApiError;
    try {
      const body = answerOf(await sendWithToken(guarded, send));
      reportAnswered();
      return body;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isUnanswered(error)) {
        reportAnswered();
        throw error;
      }
      failure = error;
    }
    reportUnanswered();
    const delay = idempotent ? RETRY_DELAYS_MS[attempt] : undefined;
    if (delay === undefined) {
      if (failure.code === 'NETWORK') tellNetworkError();
      throw failure;
    }
    await pause(delay, signal);
  }
}

/** The body of an answered call, or its error; a 403 ends the session. */
function answerOf(reply: RawReply): unknown {
  if (reply.status === 403) {
    clearSession();
    toast.error(contractText(authMessages.forbidden), { id: 'forbidden' });
    throw new ApiError(403, 'FORBIDDEN', authMessages.forbidden(), { notified: true });
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
  // One key for the person's action, made as it starts and sent again with each of its tries.
  const idempotencyKey = endpoint.idempotent ? newIdempotencyKey() : undefined;
  const request: FetchRequest = {
    method: endpoint.method,
    url: buildUrl(pathOf(endpoint, parts.params), parts.query),
    body: parts.body,
    idempotencyKey,
    signal: options?.signal,
  };
  const session = {
    guarded: endpoint.access !== 'public',
    idempotent: endpoint.method === 'GET' || idempotencyKey !== undefined,
    signal: options?.signal,
  };
  const reply = (await withSession(session, (token) => sendFetch(request, token))) as ReplyOf<E>;
  if (endpoint.method !== 'GET') reportChangeMade({ method: endpoint.method, path: endpoint.path, body: parts.body });
  return reply;
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
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP method and headers
    xhr.open('POST', url);
    xhr.withCredentials = true;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP method and headers
    xhr.setRequestHeader('Accept', 'application/json');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP method and headers
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(networkError());
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an abort, never shown
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
  const session = { guarded: endpoint.access !== 'public', idempotent: false, signal: options.signal };
  const body = await withSession(session, (token) => sendXhr(url, file, options as UploadOptions<Endpoint>, token));
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
  const session = { guarded: endpoint.access !== 'public', idempotent: endpoint.method === 'GET', signal: options?.signal };
  await withSession(session, async (token) => {
    const headers = new Headers();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP method and headers
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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the error is shown by its code
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
