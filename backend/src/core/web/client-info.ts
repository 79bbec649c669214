import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isIP } from 'node:net';
import type { Request } from 'express';

/** Where a request comes from, as throttles and logs need it. */
export interface Client {
  /** The caller's address (the proxy's client when TRUST_PROXY is set). */
  ip: string;
  userAgent?: string;
}

/** The caller's address and user agent, as a handler parameter: `@ClientInfo() client: Client`. */
export const ClientInfo = createParamDecorator((_: unknown, ctx: ExecutionContext): Client => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return { ip: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] };
});

/**
 * The key a limit counts an address under: an IPv4 address as it is (also when written as IPv6),
 * an IPv6 address by its /64 network, which one subscriber usually holds whole and could otherwise
 * rotate through.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
