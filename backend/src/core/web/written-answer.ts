import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Response } from 'express';

/** The weak ETag Express computes for a body (so that a remembered answer and a fresh one tag alike). */
export function weakEtag(body: Buffer): string {
  return `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
}

/** As strong as the on-the-fly compression (brotli 4) costs, a little smaller; written once per answer. */
const BROTLI_QUALITY = 5;

/**
 * A JSON answer written once and sent as it is to every caller it fits: its body, ETag and, when
 * first asked for, its brotli and gzip copies (serialising and compressing a large answer such as
 * the planning board costs more than reading it).
 */
export class WrittenAnswer<T = unknown> {
  readonly body: Buffer;
  readonly etag: string;
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(value: T) {
    this.body = Buffer.from(JSON.stringify(value));
    this.etag = weakEtag(this.body);
  }

  /** The body in this encoding. */
  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') return (this.br ??= brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length } }));
    return (this.gzip ??= gzipSync(this.body));
  }

  /** Bytes it may come to hold: the body and room for its compressed copies. */
  get weight(): number {
    return 2 * this.body.length + 1_024;
  }
}

/**
 * Sends a written answer: 304 when the browser holds it already (its If-None-Match), else the copy
 * its Accept-Encoding takes (brotli first, then gzip), which the compression middleware leaves as it
 * is. `cacheControl`: for an answer that depends on who asks, the browser may keep it for them only
 * and asks again each time (`private, no-cache`).
 */
export function sendWritten(res: Response, answer: WrittenAnswer, cacheControl = 'private, no-cache'): void {
  const req = res.req;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.vary('Accept-Encoding');
  res.setHeader('ETag', answer.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = answer.body.length < 1_024 ? undefined : req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
  if (!encoding) {
    res.send(answer.body);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.send(answer.encoded(encoding));
}
