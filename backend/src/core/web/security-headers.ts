import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { sampleAvatarUrl } from '../config/config';
import { LOCALE_WARM_UP_SOURCE } from './locale-warm-up';

/**
 * The build's own code, styles and texts: hashed scripts and styles of the shell and the remotes,
 * the translations and the run-time config. Not the pages, the service worker (a worker's policy
 * comes with its script), images (an SVG opened alone is a document) nor anything uploaded.
 */
export function isBuildAsset(path: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/uploads/') || path === '/sw.js') return false;
  return path === '/app-config.json' || path.startsWith('/locales/') || /\.(js|css|map)$/.test(path);
}

/** The two headers that still mean something for a script, a style sheet or a JSON file. */
function assetHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  next();
}

/**
 * Helmet's headers on every answer that is, or may be shown as, a document (pages, API answers,
 * uploads, the service worker), and only nosniff and CORP on the build's assets: a page's policy
 * (CSP, frames, referrer, HSTS…) does not apply to the scripts and styles it loads, and those
 * headers cost about 0.7 KB per file, sent uncompressed (HTTP/1.1): some 14 KB of a phone's first
 * visit, which loads about twenty such files.
 */
export function securityHeaders(secureCookies: boolean, avatarServiceUrl: string | null = null): RequestHandler {
  // Pictures come from here, data and blob URLs (previews), any https site (external images), and
  // the avatar service, which may be a plain-http one on the same network (a test's fake).
  const avatarOrigin = avatarServiceUrl ? sampleAvatarUrl(avatarServiceUrl).origin : null;
  const documents = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the gate's QR reader (zxing-wasm) compiles our own .wasm; no JavaScript eval.
        scriptSrc: ["'self'", LOCALE_WARM_UP_SOURCE, "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(avatarOrigin?.startsWith('http:') ? [avatarOrigin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => ((req.method === 'GET' || req.method === 'HEAD') && isBuildAsset(req.path) ? assetHeaders(req, res, next) : documents(req, res, next));
}
