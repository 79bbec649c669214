import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
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
