/**
 * Matches a peer's address against a list of addresses and ranges as TRUST_PROXY and
 * METRICS_ALLOW give them (config.ts checks their shape), with the same named ranges Fastify's
 * trust proxy understands, so one list means the same thing in both settings.
 */
import { BlockList, isIP } from 'node:net';

const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * A test for `entries` (`10.0.0.0/8`, `::1`, `loopback`...). An IPv4 address seen as IPv6
 * (`::ffff:127.0.0.1`, as a dual-stack socket reports it) matches its IPv4 range; a missing or
 * malformed address matches nothing.
 */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => namedRanges[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(bits), family(address));
  }
  return (address) => address !== undefined && isIP(address) !== 0 && list.check(address, family(address));
}
