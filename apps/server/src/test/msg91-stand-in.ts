/**
 * A local stand-in for MSG91's SMS Flow API, for the server's tests and the browser journeys (which
 * import this file by relative path, so it uses nothing but node: modules).
 *
 * It speaks the one call the server makes, with MSG91's shapes:
 * - `POST /api/v5/flow` (a trailing slash too) with the header `authkey` and a JSON body
 *   `{ template_id, short_url: '0' | '1', sender?, recipients: [{ mobiles: '91XXXXXXXXXX', ...values }] }`;
 *   it answers 200 `{ "type": "success", "message": "<request id>" }`, a 24-hex-digit id;
 * - a missing or wrong `authkey`: 401 `{ "type": "error", "message": "AuthenticationFailure", "code": "401" }`;
 * - a body that is not JSON, no `template_id` (or one the stand-in was not told of, when told of
 *   some), or a recipient whose `mobiles` is not a number with its country code: 400
 *   `{ "type": "error", "message": "…" }`;
 * - anything else: 404 in the same shape.
 * It keeps each message it took, and can be told to fail the next requests with a status (429, a
 * 5xx, a 4xx), answered in the same error shape, to test retries and give-ups, or to hold them
 * unanswered, as a gateway that hangs, to test a server killed while it waits.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { faults, leaveUnanswered, readBody, sameText, sendJson, startStandInServer } from './stand-in-http.ts';

export interface Msg91StandInOptions {
  authKey: string;
  /** The DLT template ids the account has; any id is taken when unset. */
  templates?: readonly string[];
  host?: string;
  port?: number;
}

/** One recipient of a flow: the number and the template's values, as sent. */
export type Msg91Recipient = { mobiles: string } & Record<string, string>;

/** A message the stand-in took. */
export interface Msg91Message {
  requestId: string;
  templateId: string;
  shortUrl: unknown;
  sender?: string;
  recipients: Msg91Recipient[];
  /** The request's headers, lower-cased, to check in tests. */
  headers: Record<string, string | string[] | undefined>;
}

/** A request the stand-in was told to fail, with what it said. */
export interface Msg91Failure {
  status: number;
  body: unknown;
}

export interface Msg91StandIn {
  /** The API base to give the server as MSG91_API_URL, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Every message taken, oldest first. */
  messages: Msg91Message[];
  /** Every request the stand-in answered with a failure it was told to give. */
  failures: Msg91Failure[];
  /** When each request the stand-in was told to hold came; none of them is answered or taken. */
  held: Date[];
  /** Makes the next `count` flow requests fail with `status` (500 unless said). */
  failNext(count: number, status?: number): void;
  /** Leaves the next `count` flow requests unanswered until their client gives up or goes away. */
  holdNext(count: number): void;
  close(): Promise<void>;
}

/** MSG91 takes a number with its country code and no plus: 91 and ten digits for India. */
const MOBILE = /^[1-9]\d{9,14}$/;

const failureMessages: Record<number, string> = {
  429: 'Too many requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export async function startMsg91StandIn(options: Msg91StandInOptions): Promise<Msg91StandIn> {
  const messages: Msg91Message[] = [];
  const failures: Msg91Failure[] = [];
  const held: Date[] = [];
  const planned = faults<{ status: number } | 'hold'>();

  async function flow(request: IncomingMessage, response: ServerResponse) {
    const key = request.headers.authkey;
    if (typeof key !== 'string' || !sameText(key, options.authKey)) {
      return sendJson(response, 401, { type: 'error', message: 'AuthenticationFailure', code: '401' });
    }
    const fault = planned.take();
    if (fault === 'hold') {
      held.push(new Date());
      return leaveUnanswered(request);
    }
    if (fault) {
      const body = { type: 'error', message: failureMessages[fault.status] ?? 'The stand-in was told to fail this request' };
      failures.push({ status: fault.status, body });
      return sendJson(response, fault.status, body);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return sendJson(response, 400, { type: 'error', message: 'Invalid JSON body' });
    }
    const templateId = typeof body.template_id === 'string' ? body.template_id : '';
    if (!templateId || (options.templates && !options.templates.includes(templateId))) {
      return sendJson(response, 400, { type: 'error', message: 'Template ID Missing or Invalid Template' });
    }
    const recipients = Array.isArray(body.recipients) ? (body.recipients as unknown[]) : [];
    const valid = recipients.length > 0 && recipients.every((r) => typeof r === 'object' && r !== null && MOBILE.test(String((r as { mobiles?: unknown }).mobiles)));
    if (!valid) return sendJson(response, 400, { type: 'error', message: 'Mobile number is invalid or missing' });
    const requestId = randomBytes(12).toString('hex');
    messages.push({
      requestId,
      templateId,
      shortUrl: body.short_url,
      ...(typeof body.sender === 'string' && { sender: body.sender }),
      recipients: recipients as Msg91Recipient[],
      headers: { ...request.headers },
    });
    return sendJson(response, 200, { type: 'success', message: requestId });
  }

  const server = await startStandInServer(
    async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
      if (path === '/api/v5/flow' && request.method === 'POST') return flow(request, response);
      return sendJson(response, 404, { type: 'error', message: 'Not Found' });
    },
    (_request, response, error) => sendJson(response, 500, { type: 'error', message: String(error) }),
    options,
  );

  return {
    url: server.url,
    messages,
    failures,
    held,
    failNext: (count, status = 500) => planned.plan(count, { status }),
    holdNext: (count) => planned.plan(count, 'hold'),
    close: server.close,
  };
}
