/**
 * Which push service addresses the server posts to. A subscription's endpoint is an address a
 * browser hands over, so a person could hand over any address instead and have the server post to
 * it. Push services are public hosts; in production the server refuses endpoints on this machine
 * or a private network: by name or address when the device is subscribed, and by what the name
 * resolves to when a notice is sent (a public name may point inward). Outside production a local
 * push service (the tests' stand-in) is allowed.
 */
import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is of this machine or a private network (an IPv4 address mapped into IPv6 too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const version = isIP(address);
  if (version === 0) return false;
  return privateRanges.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** Whether an endpoint names this machine or a private network outright: `localhost`, or such an IP address. */
export function isPrivateEndpoint(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}

/** Resolves a host name as Node does, and fails when any of its addresses is private. */
export const publicAddressesOnly: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true } satisfies LookupAllOptions, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = Object.assign(new Error(`${hostname} resolves to ${refused?.address ?? 'no address'}, which is not a push service's`), {
        code: 'EPUSHADDRESS',
      });
      return callback(reason, '', 4);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** The agent production posts to push services through: connections are kept, private addresses refused. */
export const publicPushAgent = () => new Agent({ keepAlive: true, lookup: publicAddressesOnly });
