import { inject } from 'vitest';
import { asVisitor } from './visitor.ts';

/** A session started through the API, for setting up data a journey starts from. */
export interface ApiSession {
  token: string;
  id: string;
  /** The app the session is on, when not the journeys' shared one (a file's own app). */
  baseUrl?: string;
}

/** Signs in through the API: people on the shared login (`user` or `volunteer`), admins on theirs; on the shared app unless `baseUrl` names another. */
export async function signInThroughApi(email: string, password: string, role: 'user' | 'volunteer' | 'admin', baseUrl?: string): Promise<ApiSession> {
  const path = role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login';
  const res = await fetch(new URL(path, baseUrl ?? inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify({ data: { email, password }, selectedRole: role }),
  });
  if (!res.ok) throw new Error(`Signing in ${email} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string; user: { _id: string } };
  return { token: body.accessToken, id: body.user._id, ...(baseUrl ? { baseUrl } : {}) };
}

/** Sends one API request as `session` (a plain object as JSON) to its app, fails unless it succeeds, and answers its reply. */
export async function callAs<Reply = unknown>(session: ApiSession, method: string, path: string, body?: FormData | object): Promise<Reply> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(new URL(path, session.baseUrl ?? inject('baseUrl')), {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...asVisitor(), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as Reply;
}

/** A one-page PDF and a 1×1 PNG: enough for the server's file-type check and for the browser to show. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a PDF and a PNG certificate as the signed-in person, as they would from their profile. */
export async function uploadCertificates(session: ApiSession): Promise<void> {
  for (const [bytes, name, type] of [
    [tinyPdf, 'first-aid.pdf', 'application/pdf'],
    [tinyPng, 'award.png', 'image/png'],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    await callAs(session, 'POST', '/api/users/certificate', form);
  }
}

/**
 * Has the admin block and unblock the person: each leaves them a system notification, so their
 * bell has something in it. The person must not be signed in in a browser, which blocking would end.
 */
export async function giveNotifications(admin: ApiSession, personId: string, rounds = 1): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await callAs(admin, 'PATCH', `/api/users/${personId}/block`);
    await callAs(admin, 'PATCH', `/api/users/${personId}/unblock`);
  }
}
