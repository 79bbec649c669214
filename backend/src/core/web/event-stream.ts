import type { Response } from 'express';

/**
 * Turns a response into a server-sent event stream (the notifications' and the gate's live feeds):
 * headers that no compression or proxy buffers, TCP keep-alive at the feed's ping interval.
 */
export function startEventStream(res: Response, keepAliveMs: number): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  // no-transform: the compression middleware (and proxies) must not buffer the stream.
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.setHeader('Connection', 'keep-alive');
  res.flushHeaders();
  res.socket?.setKeepAlive(true, keepAliveMs);
  res.socket?.setNoDelay(true);
}

/** Writes one event to a stream still open (a stream closed meanwhile is skipped). */
export function sendEvent(res: Response, event: string, data: string): void {
  if (res.writableEnded || res.destroyed) return;
  res.write(`event: ${event}\ndata: ${data}\n\n`);
}
