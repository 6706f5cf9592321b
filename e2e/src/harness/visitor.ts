import { randomInt } from 'node:crypto';

/**
 * The address a journey's requests come from, as the app under test sees it behind its proxy
 * (TRUST_PROXY=loopback): each browser context and each API call of the harness gets one of its
 * own, as different people would, so the server's per-address rate limits count each journey apart.
 */
export function visitorAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const asVisitor = () => ({ 'x-forwarded-for': visitorAddress() });
