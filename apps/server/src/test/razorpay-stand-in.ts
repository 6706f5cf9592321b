/**
 * A local stand-in for Razorpay's Payment Links, for the server's tests and the browser journeys
 * (which import this file by relative path, so it uses nothing but node:http and node:crypto).
 *
 * It speaks the part of Razorpay's API the server calls, with Razorpay's shapes:
 * - `POST /v1/payment_links` (Basic auth key_id:key_secret) creates a link and answers its
 *   entity, whose `short_url` is this stand-in's hosted page `/i/<id>`; a second link with the
 *   same `reference_id` is refused with 400, as Razorpay does;
 * - `GET /v1/payment_links/:id` and `GET /v1/payment_links?reference_id=…` read them back;
 * - the hosted page `GET /i/<id>`: the amount, "Pay by UPI", "Pay by card" and "Cancel". Pay sends
 *   the signed `payment_link.paid` webhook (X-Razorpay-Signature, X-Razorpay-Event-Id) to the
 *   webhook URL, then redirects to the link's `callback_url` with Razorpay's query parameters
 *   (`razorpay_payment_id`, `razorpay_payment_link_id`, `razorpay_payment_link_reference_id`,
 *   `razorpay_payment_link_status`, `razorpay_signature`). Cancel cancels the link, sends
 *   `payment_link.cancelled`, and goes back to `cancelUrl` (the callback's site when unset).
 *
 * Razorpay learns a link's callback_url before the link has an id and cannot change it later, so
 * the server's callback is `/user/donations?success=true` and the link's id (the donation's
 * checkout session id) arrives in the `razorpay_payment_link_id` parameter Razorpay appends.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { faults, readBody, sameText, sendJson, startStandInServer } from './stand-in-http.ts';

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where Pay and Cancel send their events; may be set later with setWebhookUrl. */
  webhookUrl?: string;
  /** Where Cancel on the hosted page goes back to; the callback's site when unset. */
  cancelUrl?: string;
  host?: string;
  port?: number;
}

export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

export interface StandInPayment {
  id: string;
  amount: number;
  currency: string;
  method: string;
  createdAt: number;
}

export interface StandInLink {
  id: string;
  amount: number;
  currency: string;
  description: string;
  reference_id: string;
  customer: Record<string, unknown>;
  notify: Record<string, unknown>;
  callback_url: string;
  callback_method: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  short_url: string;
  created_at: number;
  /** When the link stops taking payments, in Unix seconds; 0 for never. */
  expire_by: number;
  payment?: StandInPayment;
  /** The whole body the server sent, to check in tests. */
  request: Record<string, unknown>;
}

/** A webhook delivery ready to send: its body and headers exactly as Razorpay would send them. */
export interface StandInEvent {
  eventId: string;
  body: string;
  headers: Record<string, string>;
}

export interface StandInDelivery {
  event: StandInEvent;
  status: number | 'unreachable';
}

export interface RazorpayStandIn {
  /** The API base to give the server as RAZORPAY_API_URL, e.g. http://127.0.0.1:40123. */
  url: string;
  links: Map<string, StandInLink>;
  /** Every webhook the hosted page sent, with the server's answer. */
  deliveries: StandInDelivery[];
  setWebhookUrl(url: string): void;
  /**
   * Makes the next `count` creations fail with `status` (500 by default). With `afterCreate`, the
   * link is created first and only the answer is lost, as when a reply times out.
   */
  failNextCreates(count: number, options?: { status?: number; afterCreate?: boolean }): void;
  /** Marks a link paid (as a donor paying would) and answers the signed `payment_link.paid` event, without sending it. */
  payLink(linkId: string, options?: { method?: PaymentMethod | string; amount?: number; currency?: string }): StandInEvent;
  /** A signed event of any type about a link, without sending it. */
  linkEvent(linkId: string, type: string, options?: { amount?: number; currency?: string; method?: string; eventId?: string }): StandInEvent;
  /** Sends an event to the webhook URL and answers the server's status. */
  deliver(event: StandInEvent): Promise<number | 'unreachable'>;
  /** The address the hosted page sends the donor back to after paying a link. */
  callbackAddress(linkId: string): string;
  close(): Promise<void>;
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body under the webhook secret. */
export function signRazorpayWebhook(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Razorpay's ids: a prefix and 14 letters and digits. */
function razorpayId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function razorpayError(response: ServerResponse, status: number, description: string, field?: string) {
  sendJson(response, status, {
    error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, field, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
  });
}

/** The link as Razorpay's API answers it. */
function entityOf(link: StandInLink) {
  return {
    accept_partial: false,
    amount: link.amount,
    amount_paid: link.payment ? link.payment.amount : 0,
    callback_method: link.callback_method,
    callback_url: link.callback_url,
    cancelled_at: link.status === 'cancelled' ? link.created_at : 0,
    created_at: link.created_at,
    currency: link.currency,
    customer: link.customer,
    description: link.description,
    expire_by: link.expire_by,
    expired_at: 0,
    first_min_partial_amount: 0,
    id: link.id,
    notes: [],
    notify: link.notify,
    payments: link.payment
      ? [{ amount: link.payment.amount, created_at: link.payment.createdAt, method: link.payment.method, payment_id: link.payment.id, plink_id: link.id, status: 'captured' }]
      : [],
    reference_id: link.reference_id,
    reminder_enable: false,
    reminders: [],
    short_url: link.short_url,
    status: link.status,
    updated_at: nowSeconds(),
    upi_link: false,
    user_id: '',
  };
}

const methodLabels: Record<string, string> = { upi: 'Pay by UPI', card: 'Pay by card' };

function hostedPage(link: StandInLink): string {
  const rupees = `₹${(link.amount / 100).toFixed(2)}`;
  const open = link.status === 'created';
  const buttons = open
    ? `<form method="post" action="/i/${link.id}/pay">
        <button type="submit" name="method" value="upi">${methodLabels.upi}</button>
        <button type="submit" name="method" value="card">${methodLabels.card}</button>
      </form>
      <form method="post" action="/i/${link.id}/cancel"><button type="submit">Cancel</button></form>`
    : `<p role="status">This payment link is ${escapeHtml(link.status)}.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Razorpay stand-in: pay ${rupees}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111;background:#fff}button{font-size:1rem;margin:.25rem;padding:.5rem 1rem}form{display:inline}</style></head>
<body><main>
<h1>Pay ${rupees}</h1>
<p>${escapeHtml(link.description)}</p>
<p>Amount: <strong>${rupees}</strong> (${escapeHtml(link.currency)})</p>
${buttons}
</main></body></html>`;
}

export async function startRazorpayStandIn(options: RazorpayStandInOptions): Promise<RazorpayStandIn> {
  const links = new Map<string, StandInLink>();
  const deliveries: StandInDelivery[] = [];
  let webhookUrl = options.webhookUrl;
  const planned = faults<{ status: number; afterCreate: boolean }>();
  let base = '';

  const authorized = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    return sameText(Buffer.from(header.slice(6), 'base64').toString('utf8'), `${options.keyId}:${options.keySecret}`);
  };

  function linkEvent(linkId: string, type: string, over: { amount?: number; currency?: string; method?: string; eventId?: string } = {}): StandInEvent {
    const link = links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    const amount = over.amount ?? link.payment?.amount ?? link.amount;
    const currency = over.currency ?? link.payment?.currency ?? link.currency;
    const payload: Record<string, unknown> = {
      payment_link: { entity: { ...entityOf(link), amount: over.amount ?? link.amount, currency, amount_paid: type === 'payment_link.paid' ? amount : 0 } },
    };
    const contains = ['payment_link'];
    if (type === 'payment_link.paid' && link.payment) {
      const orderId = razorpayId('order');
      payload.order = { entity: { id: orderId, entity: 'order', amount, amount_paid: amount, currency, status: 'paid', receipt: link.reference_id } };
      payload.payment = {
        entity: {
          id: link.payment.id,
          entity: 'payment',
          amount,
          currency,
          status: 'captured',
          order_id: orderId,
          method: over.method ?? link.payment.method,
          captured: true,
          email: typeof link.customer.email === 'string' ? link.customer.email : '',
          contact: typeof link.customer.contact === 'string' ? link.customer.contact : '',
          created_at: link.payment.createdAt,
        },
      };
      contains.push('order', 'payment');
    }
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event: type, contains, payload, created_at: nowSeconds() });
    const eventId = over.eventId ?? razorpayId('evt');
    return {
      eventId,
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signRazorpayWebhook(body, options.webhookSecret),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  function payLink(linkId: string, over: { method?: string; amount?: number; currency?: string } = {}): StandInEvent {
    const link = links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    link.payment ??= { id: razorpayId('pay'), amount: link.amount, currency: link.currency, method: over.method ?? 'upi', createdAt: nowSeconds() };
    link.status = 'paid';
    return linkEvent(linkId, 'payment_link.paid', over);
  }

  async function deliver(event: StandInEvent): Promise<number | 'unreachable'> {
    let status: number | 'unreachable' = 'unreachable';
    if (webhookUrl) {
      try {
        const response = await fetch(webhookUrl, { method: 'POST', headers: event.headers, body: event.body });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 'unreachable';
      }
    }
    deliveries.push({ event, status });
    return status;
  }

  function callbackAddress(linkId: string): string {
    const link = links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    const url = new URL(link.callback_url);
    const paymentId = link.payment?.id ?? '';
    url.searchParams.set('razorpay_payment_id', paymentId);
    url.searchParams.set('razorpay_payment_link_id', link.id);
    url.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
    url.searchParams.set('razorpay_payment_link_status', link.status);
    // Razorpay signs the callback's parameters with the API key's secret.
    url.searchParams.set(
      'razorpay_signature',
      createHmac('sha256', options.keySecret).update(`${link.id}|${link.reference_id}|${link.status}|${paymentId}`).digest('hex'),
    );
    return url.toString();
  }

  async function createLink(request: IncomingMessage, response: ServerResponse) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return razorpayError(response, 400, 'The request body is not valid JSON');
    }
    const failure = planned.take((fault) => !fault.afterCreate);
    if (failure) return razorpayError(response, failure.status, 'The stand-in was told to fail this request');
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return razorpayError(response, 400, 'The amount must be atleast INR 1.00', 'amount');
    }
    const currency = typeof body.currency === 'string' ? body.currency : 'INR';
    if (currency !== 'INR') return razorpayError(response, 400, 'The currency is not supported', 'currency');
    const referenceId = typeof body.reference_id === 'string' ? body.reference_id : '';
    if (referenceId.length > 40) return razorpayError(response, 400, 'The reference id may not be greater than 40 characters.', 'reference_id');
    if (referenceId && [...links.values()].some((l) => l.reference_id === referenceId)) {
      return razorpayError(response, 400, `Payment Link with reference id ${referenceId} already exists`, 'reference_id');
    }
    const callbackUrl = typeof body.callback_url === 'string' ? body.callback_url : '';
    if (callbackUrl && body.callback_method !== 'get') return razorpayError(response, 400, 'callback_method should be get', 'callback_method');
    // Razorpay takes an expiry at least 15 minutes ahead, or none.
    const expireBy = body.expire_by ?? 0;
    if (expireBy !== 0 && (typeof expireBy !== 'number' || !Number.isInteger(expireBy) || expireBy < nowSeconds() + 15 * 60)) {
      return razorpayError(response, 400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
    }
    const id = razorpayId('plink');
    const link: StandInLink = {
      id,
      amount,
      currency,
      description: typeof body.description === 'string' ? body.description : '',
      reference_id: referenceId,
      customer: typeof body.customer === 'object' && body.customer ? (body.customer as Record<string, unknown>) : {},
      notify: typeof body.notify === 'object' && body.notify ? (body.notify as Record<string, unknown>) : { sms: true, email: true },
      callback_url: callbackUrl,
      callback_method: typeof body.callback_method === 'string' ? body.callback_method : '',
      status: 'created',
      short_url: `${base}/i/${id}`,
      created_at: nowSeconds(),
      expire_by: expireBy,
      request: body,
    };
    links.set(id, link);
    const lost = planned.take((fault) => fault.afterCreate);
    if (lost) return razorpayError(response, lost.status, 'The stand-in lost this answer after creating the link');
    return sendJson(response, 200, entityOf(link));
  }

  async function hosted(request: IncomingMessage, response: ServerResponse, linkId: string, action: string | undefined) {
    const link = links.get(linkId);
    if (!link) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>No such payment link</h1></main></body></html>');
    }
    if (request.method === 'GET' && !action) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(hostedPage(link));
    }
    if (request.method !== 'POST' || link.status !== 'created') {
      response.writeHead(303, { location: `/i/${link.id}` });
      return response.end();
    }
    if (action === 'pay') {
      const form = new URLSearchParams(await readBody(request));
      const method = form.get('method') ?? 'upi';
      await deliver(payLink(link.id, { method }));
      response.writeHead(303, { location: callbackAddress(link.id) });
      return response.end();
    }
    link.status = 'cancelled';
    await deliver(linkEvent(link.id, 'payment_link.cancelled'));
    response.writeHead(303, { location: options.cancelUrl ?? (link.callback_url ? new URL(link.callback_url).origin : `/i/${link.id}`) });
    return response.end();
  }

  const server = await startStandInServer(
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/\/+$/, '');
      const page = /^\/i\/([A-Za-z0-9_]+)(?:\/(pay|cancel))?$/.exec(path);
      if (page?.[1]) return hosted(request, response, page[1], page[2]);
      if (!path.startsWith('/v1/')) return razorpayError(response, 404, 'The requested URL was not found on the server.');
      if (!authorized(request)) return razorpayError(response, 401, 'The api key provided is invalid');
      if (path === '/v1/payment_links' && request.method === 'POST') return createLink(request, response);
      if (path === '/v1/payment_links' && request.method === 'GET') {
        const referenceId = url.searchParams.get('reference_id');
        const found = [...links.values()].filter((l) => referenceId === null || l.reference_id === referenceId);
        return sendJson(response, 200, { payment_links: found.map(entityOf) });
      }
      const one = /^\/v1\/payment_links\/([A-Za-z0-9_]+)$/.exec(path);
      if (one?.[1] && request.method === 'GET') {
        const link = links.get(one[1]);
        return link ? sendJson(response, 200, entityOf(link)) : razorpayError(response, 400, 'The id provided does not exist');
      }
      return razorpayError(response, 404, 'The requested URL was not found on the server.');
    },
    (_request, response, error) => razorpayError(response, 500, String(error)),
    options,
  );
  base = server.url;

  return {
    url: base,
    links,
    deliveries,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    failNextCreates: (count, over = {}) => planned.plan(count, { status: over.status ?? 500, afterCreate: over.afterCreate ?? false }),
    payLink,
    linkEvent,
    deliver,
    callbackAddress,
    close: server.close,
  };
}
