/**
 * Which push service addresses the server posts to. A subscription's endpoint is an address a
 * browser hands over, so a person could hand over any address instead and have the server post to
 * it. Push services are public hosts, so one list decides, by address: an address passes only when
 * ipaddr.js, which follows IANA's special-purpose address registries, calls it plain 'unicast'
 * (not private, loopback, link-local, multicast, broadcast, reserved, benchmarking, NAT64, 6to4,
 * Teredo...), an IPv6 one only within the global unicast space 2000::/3 (the library calls
 * IPv4-compatible addresses such as ::7f00:1 unicast, and some stacks still route them to the
 * IPv4 address inside), and it is not a cloud platform's host address, which the registries list
 * as ordinary unicast. The endpoint is checked when the device is subscribed, by its name or
 * address, and each address is checked again when a notice is sent: an address in the endpoint as
 * it stands, a name by every address it resolves to (a public name may point inward).
 *
 * Outside production loopback passes too: the tests' push service stand-in listens on 127.0.0.1.
 */
import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface PushAddressPolicy {
  /** Loopback addresses pass too: outside production only, for a push service on this machine. */
  allowLoopback: boolean;
}

/** Production's policy: public addresses only. */
export const publicOnly: PushAddressPolicy = { allowLoopback: false };

const globalUnicast = ipaddr.parseCIDR('2000::/3');

/**
 * Hosts of the cloud platforms the server may run on, reachable from every machine of theirs and
 * unlisted by IANA: Azure's wire server (168.63.129.16). The other platforms' metadata addresses
 * fall in ranges the registries already list (169.254.169.254, 100.100.100.200, fd00:ec2::254).
 */
const platformHosts = [ipaddr.parseCIDR('168.63.129.16/32')];

/** The address, an IPv4 address written as IPv6 (`::ffff:10.0.0.1`) as IPv4; undefined for anything that is not an address. */
function addressOf(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = text.replace(/^\[|\]$/g, '');
  // node:net is strict about what an address is; ipaddr.js alone would also read `127.1` or `0x7f.1`.
  if (isIP(bare) === 0) return undefined;
  try {
    return ipaddr.process(bare);
  } catch {
    return undefined;
  }
}

const within = (address: ipaddr.IPv4 | ipaddr.IPv6, [network, bits]: [ipaddr.IPv4 | ipaddr.IPv6, number]) =>
  address.kind() === network.kind() && address.match(network, bits);

/** Whether an IP address is a public host's, to which a notice may be posted. */
export function isPublicAddress(text: string): boolean {
  const address = addressOf(text);
  if (!address || address.range() !== 'unicast') return false;
  if (address.kind() === 'ipv6' && !within(address, globalUnicast)) return false;
  return !platformHosts.some((range) => within(address, range));
}

/** Whether a notice may be posted to this IP address under the policy. */
export function addressAllowed(text: string, policy: PushAddressPolicy): boolean {
  return isPublicAddress(text) || (policy.allowLoopback && addressOf(text)?.range() === 'loopback');
}

/** The host an endpoint is dialled at: without brackets, in lower case, and without the trailing dot of a fully qualified name. */
const hostOf = (endpoint: string) =>
  new URL(endpoint).hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.+$/, '');

/**
 * Whether a device may be subscribed with this endpoint: an address in it must be allowed, and a
 * name must not be this machine's (`localhost`, `push.localhost.`). Any other name is taken; what
 * it resolves to is checked each time a notice is sent.
 */
export function endpointAllowed(endpoint: string, policy: PushAddressPolicy): boolean {
  const host = hostOf(endpoint);
  if (!host) return false;
  if (isIP(host) !== 0) return addressAllowed(host, policy);
  if (host === 'localhost' || host.endsWith('.localhost')) return policy.allowLoopback;
  return true;
}

/** The address an endpoint names outright and the policy refuses, if any: no name is looked up for it. */
export function refusedAddressIn(endpoint: string, policy: PushAddressPolicy): string | undefined {
  const host = hostOf(endpoint);
  return isIP(host) !== 0 && !addressAllowed(host, policy) ? host : undefined;
}

/** Resolves a host name to all its addresses, as `dns.lookup` with `all: true` does. */
export type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const refusal = (hostname: string, address: string | undefined) =>
  Object.assign(new Error(`${hostname} resolves to ${address ?? 'no address'}, which is not a push service's`), { code: 'EPUSHADDRESS' });

/**
 * A lookup for sockets that resolves a name with `resolve` (the system's resolver unless a test
 * gives another) and fails, code EPUSHADDRESS, when any of its addresses is refused: the socket
 * then connects to nothing, and otherwise only to an address that was checked.
 */
export function checkedLookup(policy: PushAddressPolicy, resolve: Resolve = lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, policy));
      if (refused || addresses.length === 0) return callback(refusal(hostname, refused?.address), '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** The agent notices are posted through: connections are kept, and every address a name resolves to is checked. */
export const pushAgent = (policy: PushAddressPolicy = publicOnly, resolve?: Resolve, options: { ca?: string[] } = {}) =>
  new Agent({ keepAlive: true, lookup: checkedLookup(policy, resolve), ...options });
