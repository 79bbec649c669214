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
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ] as const)
    list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of [
    ['::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001::', 32],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(net, prefix, 'ipv6');
  return list;
})();

/** The eight 16-bit words of an IPv6 address (any form: compressed, with a dotted IPv4 tail). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const words = (part: string) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const [head, tail] = text.includes('::') ? text.split('::') : [text, ''];
  const left = words(head);
  const right = words(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The IPv4 address an IPv6 address stands for, when it carries one that a gateway or the kernel
 * would reach: IPv4-compatible (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d), SIIT (::ffff:0:a.b.c.d),
 * NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::).
 */
function embeddedIpv4(words: number[]): string | null {
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && (words[5] === 0 || words[5] === 0xffff)) return v4(words[6], words[7]);
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return v4(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6], words[7]);
  if (words[0] === 0x2002) return v4(words[1], words[2]);
  return null;
}

/** Whether an IP address (v4, v6 in any form, with or without a zone) is loopback, private or otherwise not public; false for a name. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return PRIVATE_RANGES.check(bare, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(ipv6Words(bare));
  return inner !== null ? PRIVATE_RANGES.check(inner, 'ipv4') : PRIVATE_RANGES.check(bare, 'ipv6');
}

/**
 * A URL's host as it is judged: an address without its IPv6 brackets, or a name in lower case
 * without the trailing dot of a fully qualified name (`LOCALHOST.` is `localhost`). WHATWG URL has
 * already written numeric IPv4 forms (2130706433, 0x7f.1, 017700000001) and IPv6 ones as addresses.
 */
export function hostOf(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
}

/** Names that always mean this machine (RFC 6761), whatever DNS says: `localhost` and `*.localhost`. */
export function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/** Why an outgoing address is refused before any request (see endpointRefusal). */
export type EndpointRefusal = 'INVALID_URL' | 'INSECURE_URL' | 'BLOCKED_ADDRESS';

/**
 * The one guard on an address a user gave for the server to call (a push endpoint, a ticketing
 * provider's API): null when allowed; INVALID_URL (not an http(s) URL, or with a user name,
 * password or fragment), INSECURE_URL (not https), BLOCKED_ADDRESS (a loopback, private or
 * otherwise non-public address, or a name for this machine). `allowPrivateHosts` (tests, the local
 * demo) lets http and any host through. A name that resolves to a private address is refused when
 * connecting, by publicOnlyLookup.
 */
export function endpointRefusal(address: string, options: { allowPrivateHosts: boolean }): EndpointRefusal | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'INVALID_URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'INVALID_URL';
  if (url.username || url.password || url.hash) return 'INVALID_URL';
  if (options.allowPrivateHosts) return null;
  if (url.protocol !== 'https:') return 'INSECURE_URL';
  const host = hostOf(url);
  if (!host || isLocalName(host) || isPrivateAddress(host)) return 'BLOCKED_ADDRESS';
  return null;
}

/** Refused by publicOnlyLookup: the name resolves to a private address. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEENDPOINT';
}

/** Whether an error is publicOnlyLookup's refusal (as an http(s) request reports it). */
export function isPrivateAddressError(error: unknown): boolean {
  return error instanceof PrivateAddressError || (error as { code?: unknown } | null)?.code === 'EPRIVATEENDPOINT';
}

/**
 * A DNS lookup (for an http(s) Agent's `lookup`) that refuses names resolving to private
 * addresses. Node does not call it for IP literals: check those with endpointRefusal first.
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
