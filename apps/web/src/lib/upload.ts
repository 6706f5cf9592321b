import { toast } from 'sonner';
import { authMessages } from '@sahaya/contract/messages';
import { ApiError, refreshAccessToken } from './api-client.ts';
import { clearSession, getSession } from './auth-store.ts';

export interface UploadOptions {
  /** Called as bytes leave the browser, with a whole percentage 0-100. */
  onProgress?: (percent: number) => void;
  /** Multipart field name of the file; the API reads `file`. */
  field?: string;
  signal?: AbortSignal;
}

interface RawReply {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * fetch cannot report upload progress, so files go through XMLHttpRequest; everything else about
 * the call (bearer token, cookies, error shape) matches the api client.
 */
function sendOnce(path: string, file: File, options: UploadOptions, token: string | undefined): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => {
      toast.error(authMessages.networkError, { id: 'network-error' });
      reject(new ApiError(0, authMessages.networkError, {}, true));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(options.field ?? 'file', file);
    options.onProgress?.(0);
    xhr.send(form);
  });
}

function toError(reply: RawReply): ApiError {
  const record = (typeof reply.body === 'object' && reply.body !== null ? reply.body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message = typeof record.message === 'string' ? record.message : 'Request failed';
  const errors =
    typeof record.errors === 'object' && record.errors !== null ? (record.errors as Record<string, string>) : {};
  return new ApiError(reply.status, message, errors);
}

/**
 * Uploads one file as multipart form data with progress, with the same session handling as
 * apiRequest: one token refresh on a 401 (shared with every other waiting call), then one retry;
 * a 403 ends the session with "Forbidden Access".
 */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const session = getSession();
  let reply = await sendOnce(path, file, options, session?.accessToken);
  if (reply.status === 401 && session) {
    const token = await refreshAccessToken(session.accessToken);
    if (!token) {
      clearSession();
      toast.info(authMessages.sessionExpired, { id: 'session-expired' });
      throw new ApiError(401, authMessages.sessionExpired, {}, true);
    }
    reply = await sendOnce(path, file, options, token);
  }
  if (reply.status === 403) {
    clearSession();
    toast.error(authMessages.forbidden, { id: 'forbidden' });
    throw new ApiError(403, authMessages.forbidden, {}, true);
  }
  if (reply.status < 200 || reply.status >= 300) throw toError(reply);
  options.onProgress?.(100);
  return reply.body as T;
}
