import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface SseEvent {
  event: string;
  data: string;
  /** Date.now() when the event arrived. */
  at: number;
}

/** A server-sent-events client as small as the browser's EventSource, for tests. */
export class SseStream {
  readonly events: SseEvent[] = [];
  private waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  private closed = false;

  constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    private readonly res: IncomingMessage,
  ) {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        this.push({ event, data: data.join('\n'), at: Date.now() });
      }
    });
    res.on('close', () => (this.closed = true));
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private push(e: SseEvent): void {
    this.events.push(e);
    this.waiters = this.waiters.filter((w) => {
      if (!w.match(e)) return true;
      w.resolve(e);
      return false;
    });
  }

  /** The first event (already received or coming) of this name whose parsed data passes `where`. */
  next<T = Record<string, unknown>>(event: string, where: (data: T) => boolean = () => true, timeoutMs = 5000): Promise<SseEvent & { json: T }> {
    const match = (e: SseEvent) => e.event === event && where(JSON.parse(e.data) as T);
    const withJson = (e: SseEvent) => ({ ...e, json: JSON.parse(e.data) as T });
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(withJson(seen));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No '${event}' event within ${timeoutMs} ms; got: ${this.events.map((e) => e.event).join(', ')}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(withJson(e));
        },
      });
    });
  }

  /** Events of this name received so far, parsed. */
  all<T = Record<string, unknown>>(event: string): T[] {
    return this.events.filter((e) => e.event === event).map((e) => JSON.parse(e.data) as T);
  }

  close(): void {
    this.res.destroy();
  }
}

/** Opens GET {base}/api/notifications/stream with a session cookie; resolves once the headers are in. */
export function openStream(base: string, cookie?: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/notifications/stream`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers }, agent: false },
      (res) => resolve(new SseStream(res.statusCode ?? 0, res.headers, res)),
    );
    req.on('error', reject);
    req.end();
  });
}

/** Makes the in-process test server listen on a loopback port (SSE needs a real connection); returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  const server = t.http as import('node:http').Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
