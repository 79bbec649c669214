import type { NextFunction, Request, Response } from 'express';
import { AppException, ForbiddenError } from '../errors/app-errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The bodies a write route takes: JSON, and multipart where a file is uploaded. */
const WRITE_TYPES = /^(application\/json|application\/[\w.+-]+\+json|multipart\/form-data)\s*(;|$)/i;

/**
 * Origins a write may come from: the public URL's, the origin the request was addressed to (the
 * product opened by another name, e.g. its address on a festival's network), and ALLOWED_ORIGINS.
 */
export function allowedOrigin(origin: string, req: Request, own: ReadonlySet<string>): boolean {
  if (own.has(origin)) return true;
  const host = req.headers.host;
  return !!host && origin === `${req.protocol}://${host}`;
}

/**
 * Cross-site writes are refused before any route: a state-changing request whose Origin is not the
 * product's own (or, without an Origin, whose Sec-Fetch-Site says another site) gets 403, so a page
 * on another origin of the same site cannot act in a signed-in user's name (SameSite=Lax lets
 * same-site requests carry the cookie). A request with neither header is no browser's (scripts,
 * server-to-server calls) and carries no victim's cookie by accident. A write with a body must send
 * JSON (or multipart for an upload): HTML forms' types get 415.
 */
export function writeGuard(publicUrl: string, extraOrigins: readonly string[] = []) {
  const own = new Set([new URL(publicUrl).origin, ...extraOrigins.map((o) => new URL(o).origin)]);
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (READS.has(req.method)) return next();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const crossSite = origin !== undefined ? origin === 'null' || !allowedOrigin(origin, req, own) : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (crossSite) return next(new ForbiddenError('errors.crossSite', { code: 'CROSS_SITE' }));
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !WRITE_TYPES.test(req.headers['content-type'] ?? '')) {
      return next(new AppException(415, 'errors.jsonOnly', { code: 'UNSUPPORTED_MEDIA_TYPE' }));
    }
    next();
  };
}
