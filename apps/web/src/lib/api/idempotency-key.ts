/**
 * A new Idempotency-Key for one action of a person: 128 random bits as a UUID. `crypto.randomUUID`
 * exists only on secure pages (HTTPS or localhost), so on a plain-HTTP address the same key is
 * made from `getRandomValues`, which every browser offers.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) and variant bits of a random UUID, so the key reads as one wherever it is logged.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
