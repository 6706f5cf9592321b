/**
 * A local stand-in for WhatsApp's Cloud API (Meta's Graph API), for the server's tests and the
 * browser journeys (which import this file by relative path, so it uses nothing but node: modules).
 *
 * It speaks the one call the server makes, with the Graph API's shapes:
 * - `POST /v<major>.<minor>/<phone number id>/messages` with `Authorization: Bearer <token>` and a
 *   JSON template message `{ messaging_product: 'whatsapp', to, type: 'template', template: { name,
 *   language: { code }, components } }`; it answers 200 `{ "messaging_product": "whatsapp",
 *   "contacts": [{ "input": <to>, "wa_id": <to's digits> }], "messages": [{ "id": "wamid.…",
 *   "message_status": "accepted" }] }`;
 * - a missing or wrong token: 401 with code 190 (OAuthException); another phone number id: 400
 *   with code 100 and subcode 33 (GraphMethodException); a body that is not a template message:
 *   400 with code 100; a template the stand-in was not told of (when told of some): 404 with code
 *   132001, "Template name does not exist in the translation";
 * - every error is Graph's `{ "error": { "message", "type", "code", "error_subcode"?, "fbtrace_id" } }`.
 * It keeps each message it took, and can be told to fail the next requests with a status and a
 * Graph code (429 is code 130429, a 5xx code 131000, unless said), to test retries and give-ups,
 * or to hold them unanswered, as a gateway that hangs, to test a server killed while it waits.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { faults, leaveUnanswered, readBody, sameText, sendJson, startStandInServer } from './stand-in-http.ts';

export interface WhatsAppStandInOptions {
  token: string;
  phoneNumberId: string;
  /** The approved templates' names; any name is taken when unset. */
  templates?: readonly string[];
  host?: string;
  port?: number;
}

/** A template message the stand-in took, as sent. */
export interface WhatsAppStandInMessage {
  id: string;
  /** The Graph API version of the path, `v21.0`. */
  version: string;
  body: {
    messaging_product: string;
    recipient_type?: string;
    to: string;
    type: string;
    template: { name: string; language: { code: string }; components?: unknown[] };
  };
  /** The request's headers, lower-cased, to check in tests. */
  headers: Record<string, string | string[] | undefined>;
}

export interface WhatsAppFailure {
  status: number;
  body: unknown;
}

export interface WhatsAppStandIn {
  /** The API base to give the server as WHATSAPP_API_URL, e.g. http://127.0.0.1:40123. */
  url: string;
  messages: WhatsAppStandInMessage[];
  /** Every request the stand-in answered with a failure it was told to give. */
  failures: WhatsAppFailure[];
  /** When each request the stand-in was told to hold came; none of them is answered or taken. */
  held: Date[];
  /** Makes the next `count` message requests fail with `status` (500 unless said) and the Graph error `code`. */
  failNext(count: number, status?: number, code?: number): void;
  /** Leaves the next `count` message requests unanswered until their client gives up or goes away. */
  holdNext(count: number): void;
  close(): Promise<void>;
}

/** A Graph API error reply. */
function graphError(response: ServerResponse, status: number, error: { message: string; type: string; code: number; error_subcode?: number }) {
  const body = { error: { ...error, fbtrace_id: randomBytes(9).toString('base64url') } };
  sendJson(response, status, body);
  return body;
}

/** What Graph says for the statuses a test asks for, unless it names a code. */
function failureOf(status: number, code: number | undefined) {
  if (status === 429 || code === 130429) return { message: '(#130429) Rate limit hit', type: 'OAuthException', code: code ?? 130429 };
  if (status >= 500) return { message: '(#131000) Something went wrong', type: 'OAuthException', code: code ?? 131000 };
  return { message: '(#100) Invalid parameter', type: 'OAuthException', code: code ?? 100 };
}

const MESSAGES_PATH = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/;

export async function startWhatsAppStandIn(options: WhatsAppStandInOptions): Promise<WhatsAppStandIn> {
  const messages: WhatsAppStandInMessage[] = [];
  const failures: WhatsAppFailure[] = [];
  const held: Date[] = [];
  const planned = faults<{ status: number; code?: number } | 'hold'>();

  async function send(request: IncomingMessage, response: ServerResponse, version: string, phoneNumberId: string) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameText(header.slice(7), options.token)) {
      return graphError(response, 401, { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 });
    }
    if (phoneNumberId !== options.phoneNumberId) {
      return graphError(response, 400, {
        message: `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const fault = planned.take();
    if (fault === 'hold') {
      held.push(new Date());
      return leaveUnanswered(request);
    }
    if (fault) {
      failures.push({ status: fault.status, body: graphError(response, fault.status, failureOf(fault.status, fault.code)) });
      return;
    }
    let body: WhatsAppStandInMessage['body'];
    try {
      body = JSON.parse(await readBody(request)) as WhatsAppStandInMessage['body'];
    } catch {
      return graphError(response, 400, { message: '(#100) The request body is not valid JSON', type: 'OAuthException', code: 100 });
    }
    const template = body?.template;
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) {
      return graphError(response, 400, { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 });
    }
    if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') {
      return graphError(response, 400, { message: '(#100) Param template must be a template object with a name and a language', type: 'OAuthException', code: 100 });
    }
    if (options.templates && !options.templates.includes(template.name)) {
      return graphError(response, 404, { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 });
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    messages.push({ id, version, body, headers: { ...request.headers } });
    return sendJson(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, '') }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  const server = await startStandInServer(
    async (request, response) => {
      const match = MESSAGES_PATH.exec(new URL(request.url ?? '/', 'http://stand-in').pathname);
      if (match && request.method === 'POST') return send(request, response, match[1] ?? '', decodeURIComponent(match[2] ?? ''));
      return graphError(response, 400, { message: 'Unknown path components', type: 'OAuthException', code: 2500 });
    },
    (_request, response, error) => graphError(response, 500, { message: String(error), type: 'OAuthException', code: 1 }),
    options,
  );

  return {
    url: server.url,
    messages,
    failures,
    held,
    failNext: (count, status = 500, code) => planned.plan(count, { status, ...(code !== undefined && { code }) }),
    holdNext: (count) => planned.plan(count, 'hold'),
    close: server.close,
  };
}
