/**
 * Razorpay: Payment Links through its HTTP API (fetch, Basic auth with the key id and secret,
 * pointed at RAZORPAY_API_URL when set, so tests run against the local stand-in), and the check of
 * a webhook's `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body under the webhook secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const RAZORPAY_API = 'https://api.razorpay.com';
/** A call that has not answered in this long is given up and, for a creation, retried. */
const CALL_TIMEOUT_MS = 15_000;
const CREATE_ATTEMPTS = 3;

/** A Payment Link as far as Sahaya reads it. */
export interface PaymentLink {
  id: string;
  short_url: string;
  amount: number;
  currency: string;
  reference_id: string;
  status: string;
}

export interface NewPaymentLink {
  /** In paise. */
  amount: number;
  currency: 'INR';
  /** The donation's id: Razorpay keeps one link per reference, which makes a retried creation safe. */
  referenceId: string;
  description: string;
  customer: { name: string; email?: string; contact?: string };
  callbackUrl: string;
  /** When the link stops taking payments: the donation's checkout expires then (donations.expiry.ts). */
  expireBy: Date;
}

/** Razorpay's answer to a call it refused, or a call that did not reach it (`status` 0). */
export class RazorpayError extends Error {
  override name = 'RazorpayError';
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(`Razorpay answered ${status}: ${description}`);
  }

  /** Worth trying again: Razorpay was not reached, was busy, or failed on its side. */
  get retriable() {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface RazorpayClient {
  createPaymentLink(link: NewPaymentLink): Promise<PaymentLink>;
  paymentLinkOfReference(referenceId: string): Promise<PaymentLink | undefined>;
}

interface RazorpayErrorBody {
  error?: { description?: unknown; field?: unknown };
}

export function razorpayClient(options: { keyId: string; keySecret: string; apiUrl?: string }): RazorpayClient {
  const base = (options.apiUrl ?? RAZORPAY_API).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayError(0, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const error = (parsed as RazorpayErrorBody | undefined)?.error;
      throw new RazorpayError(
        response.status,
        typeof error?.description === 'string' ? error.description : text.slice(0, 200),
        typeof error?.field === 'string' ? error.field : undefined,
      );
    }
    return parsed as T;
  }

  const paymentLinkOfReference = async (referenceId: string) => {
    const found = await call<{ payment_links?: PaymentLink[] }>('GET', `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`);
    return found.payment_links?.find((link) => link.reference_id === referenceId);
  };

  async function createPaymentLink(link: NewPaymentLink): Promise<PaymentLink> {
    const body = {
      amount: link.amount,
      currency: link.currency,
      accept_partial: false,
      reference_id: link.referenceId,
      description: link.description,
      customer: link.customer,
      // Sahaya tells the donor itself; Razorpay's own SMS and mail would only repeat the page.
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: link.callbackUrl,
      callback_method: 'get',
      expire_by: Math.floor(link.expireBy.getTime() / 1000),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call<PaymentLink>('POST', '/v1/payment_links', body);
      } catch (error) {
        if (!(error instanceof RazorpayError)) throw error;
        // A try whose answer was lost may have made the link, and Razorpay then refuses the same
        // reference again: that link is this donation's, when it asks for the same money.
        if (attempt > 1 && error.status === 400) {
          const made = await paymentLinkOfReference(link.referenceId);
          if (made && made.amount === link.amount && made.currency === link.currency && made.status === 'created') return made;
        }
        if (!error.retriable || attempt >= CREATE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  }

  return { createPaymentLink, paymentLinkOfReference };
}

/** Whether `signature` is Razorpay's signature of these exact bytes under `secret`, compared in constant time. */
export function verifyRazorpaySignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(signature.trim(), 'hex'), expected);
}
