/**
 * Stripe: the API client (pointed at STRIPE_API_URL when set, so tests can run against a local
 * fake) and the check of a webhook's `Stripe-Signature`, done here on the raw bytes as Stripe
 * documents it: HMAC-SHA256 of `${t}.${body}` under the endpoint's secret, any `v1` matching, and
 * `t` no further than the tolerance from now, so a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe's library is loaded only when STRIPE_SECRET_KEY is set, so other starts do not pay for it. */
export async function stripeClient(secretKey: string, apiUrl: string | undefined): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  if (!apiUrl) return new StripeClient(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new StripeClient(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
  });
}

/** The header a delivery of `payload` signed with `secret` at `timestamp` (seconds) carries. */
export function signatureHeader(payload: string | Buffer, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export type SignatureVerdict = 'valid' | 'invalid' | 'stale';

export function verifySignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): SignatureVerdict {
  if (!header) return 'invalid';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!matches) return 'invalid';
  return Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
