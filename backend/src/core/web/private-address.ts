import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Outgoing requests to addresses users type (push endpoints, a ticketing provider's API address)
 * must not reach this server's own networks (SSRF): loopback, private, link-local and other
 * non-public ranges are refused, by address and by what a name resolves to.
 */
const PRIVATE_RANGES = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ] as const)
    list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(net, prefix, 'ipv6');
  return list;
})();

/** Whether an IP address (v4, v6 or v4-mapped v6) is loopback, private or otherwise not public; false for a name. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  return family === 4 ? PRIVATE_RANGES.check(address, 'ipv4') : family === 6 ? PRIVATE_RANGES.check(address, 'ipv6') : false;
}

/** A URL's host as an address or name (IPv6 without its brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Refused by publicOnlyLookup: the name resolves to a private address. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEENDPOINT';
}

/**
 * A DNS lookup (for an http(s) Agent's `lookup`) that refuses names resolving to private
 * addresses. Node does not call it for IP literals: check those with isPrivateAddress first.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options }, (err, address: string | LookupAddress[], family?: number) => {
    if (err) return callback(err, address, family);
    const list = Array.isArray(address) ? address.map((a) => a.address) : [address];
    if (list.some(isPrivateAddress)) return callback(new PrivateAddressError(`Host ${hostname} resolves to a private address`), address, family);
    callback(null, address, family);
  });
}
