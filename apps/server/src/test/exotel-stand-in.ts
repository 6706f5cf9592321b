/**
 * A local stand-in for Exotel's Voice API (v1), for the server's tests and the browser journeys
 * (which import this file by relative path, so it uses nothing but node: modules).
 *
 * It speaks the one call the server makes, "connect two numbers", with Exotel's shapes:
 * - `POST /v1/Accounts/<sid>/Calls/connect.json` (Exotel answers in JSON when the path ends in
 *   `.json`, its documented form; without it, in its XML `<TwilioResponse>`, which the stand-in
 *   also speaks) with HTTP Basic auth `<api key>:<api token>` and a form
 *   (`application/x-www-form-urlencoded`) with `From` (rung first), `To` (rung once `From`
 *   answers) and `CallerId` (the ExoPhone both see); optional fields (`CallType`, `TimeLimit`…)
 *   are kept as sent;
 * - it answers 200 `{ "Call": { "Sid", "ParentCallSid", "DateCreated", "DateUpdated",
 *   "AccountSid", "To", "From", "PhoneNumberSid", "Status": "in-progress", "StartTime", "EndTime",
 *   "Duration", "Price", "Direction": "outbound-api", "AnsweredBy", "ForwardedFrom",
 *   "CallerName", "Uri", "RecordingUrl" } }`, the Sid 32 hexadecimal digits, times as
 *   `YYYY-MM-DD HH:mm:ss` in India's time;
 * - wrong or missing credentials: 401; another account's sid: 403; a missing `From`, `To` or
 *   `CallerId`, or a `CallerId` that is not the account's ExoPhone: 400; each as Exotel's
 *   `{ "RestException": { "Status", "Message" } }`.
 * It keeps each call it placed, and can be told to fail the next requests with a status, to test
 * what the server answers when Exotel is busy or down.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { faults, readBody, sameText, sendJson, startStandInServer } from './stand-in-http.ts';

export interface ExotelStandInOptions {
  sid: string;
  apiKey: string;
  apiToken: string;
  /** The account's ExoPhone: a call with another `CallerId` is refused. */
  callerId: string;
  host?: string;
  port?: number;
}

/** A call the stand-in placed. */
export interface ExotelCall {
  sid: string;
  from: string;
  to: string;
  callerId: string;
  /** Every form field, as sent. */
  form: Record<string, string>;
  /** The Basic auth user and password, as sent. */
  credentials: { user: string; password: string };
  /** `json` for `/Calls/connect.json`, `xml` for `/Calls/connect`. */
  format: 'json' | 'xml';
}

export interface ExotelStandIn {
  /** The API base to give the server as EXOTEL_API_URL, e.g. http://127.0.0.1:40123. */
  url: string;
  calls: ExotelCall[];
  /** Makes the next `count` connect requests fail with `status` (500 unless said). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** An object as Exotel's XML writes it: one element per field, inside `<TwilioResponse>`. */
function xmlOf(root: string, fields: Record<string, unknown>): string {
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${value === null || value === undefined ? '' : escapeXml(String(value))}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<TwilioResponse><${root}>${inner}</${root}></TwilioResponse>`;
}

function answer(response: ServerResponse, format: 'json' | 'xml', status: number, root: string, fields: Record<string, unknown>) {
  if (format === 'json') {
    sendJson(response, status, { [root]: fields });
  } else {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(xmlOf(root, fields));
  }
}

const refuse = (response: ServerResponse, format: 'json' | 'xml', status: number, message: string) =>
  answer(response, format, status, 'RestException', { Status: status, Message: message });

/** Exotel's time: `YYYY-MM-DD HH:mm:ss` in India's time (UTC+5:30). */
const exotelTime = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/** Exotel answers in JSON when the path ends in `.json`, otherwise in XML. */
const formatOf = (request: IncomingMessage) => (new URL(request.url ?? '/', 'http://stand-in').pathname.endsWith('.json') ? 'json' : 'xml');

const CONNECT_PATH = /^\/v1\/Accounts\/([^/]+)\/Calls\/connect(\.json)?$/;

export async function startExotelStandIn(options: ExotelStandInOptions): Promise<ExotelStandIn> {
  const calls: ExotelCall[] = [];
  const planned = faults<{ status: number }>();

  function credentialsOf(request: IncomingMessage) {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return undefined;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }

  async function connect(request: IncomingMessage, response: ServerResponse, sid: string, format: 'json' | 'xml') {
    const credentials = credentialsOf(request);
    if (!credentials || !sameText(credentials.user, options.apiKey) || !sameText(credentials.password, options.apiToken)) {
      return refuse(response, format, 401, 'Authentication is required to view this page.');
    }
    if (sid !== options.sid) return refuse(response, format, 403, 'You are not authorized to access this account.');
    const fault = planned.take();
    if (fault) return refuse(response, format, fault.status, 'The stand-in was told to fail this request');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const { From: from, To: to, CallerId: callerId } = form;
    if (!from || !to || !callerId) return refuse(response, format, 400, 'Missing parameter: From, To and CallerId are mandatory');
    if (callerId.replace(/^\+91|^0/, '') !== options.callerId.replace(/^\+91|^0/, '')) {
      return refuse(response, format, 400, `CallerId ${callerId} is not an ExoPhone of this account`);
    }
    const callSid = randomBytes(16).toString('hex');
    calls.push({ sid: callSid, from, to, callerId, form, credentials, format });
    const now = exotelTime(new Date());
    return answer(response, format, 200, 'Call', {
      Sid: callSid,
      ParentCallSid: null,
      DateCreated: now,
      DateUpdated: now,
      AccountSid: sid,
      To: to,
      From: from,
      PhoneNumberSid: callerId,
      Status: 'in-progress',
      StartTime: now,
      EndTime: null,
      Duration: null,
      Price: null,
      Direction: 'outbound-api',
      AnsweredBy: null,
      ForwardedFrom: null,
      CallerName: null,
      Uri: `/v1/Accounts/${sid}/Calls/${callSid}${format === 'json' ? '.json' : ''}`,
      RecordingUrl: null,
    });
  }

  const server = await startStandInServer(
    async (request, response) => {
      const match = CONNECT_PATH.exec(new URL(request.url ?? '/', 'http://stand-in').pathname);
      if (match && request.method === 'POST') return connect(request, response, decodeURIComponent(match[1] ?? ''), formatOf(request));
      return refuse(response, formatOf(request), 404, 'The requested resource was not found.');
    },
    (request, response, error) => refuse(response, formatOf(request), 500, String(error)),
    options,
  );

  return {
    url: server.url,
    calls,
    failNext: (count, status = 500) => planned.plan(count, { status }),
    close: server.close,
  };
}
