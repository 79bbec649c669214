import { FetchEventSource, parseSse } from './fetchEventSource';

describe('server-sent events parsing', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseSse('event: connected\ndata: {"connectionId":"a"}\n\n: keep-alive comment\n\nevent: notification\ndata: {"id"');
    expect(events).toEqual([{ type: 'connected', data: '{"connectionId":"a"}' }]);
    expect(rest).toBe('event: notification\ndata: {"id"');
  });

  it('joins data lines, accepts CRLF, defaults the type to message, ignores other fields', () => {
    const { events } = parseSse('data: line 1\r\ndata: line 2\r\nid: 7\r\nretry: 1000\r\n\r\nevent: ping\ndata:{"time":"x"}\n\n');
    expect(events).toEqual([
      { type: 'message', data: 'line 1\nline 2' },
      { type: 'ping', data: '{"time":"x"}' },
    ]);
  });
});

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('FetchEventSource', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends the headers, dispatches events across chunk boundaries, then reports the end as an error', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(streamOf(['event: connected\nda', 'ta: {"connectionId":"c"}\n\nevent: notifi', 'cation\ndata: {"id":5}\n\n'])));
    global.fetch = fetchMock;
    const source = new FetchEventSource('/api/notifications/stream', { 'X-Admin-Mode': 'true' });
    const seen: string[] = [];
    source.addEventListener('connected', (e) => seen.push(`connected ${(e as MessageEvent).data}`));
    source.addEventListener('notification', (e) => seen.push(`notification ${(e as MessageEvent).data}`));
    const ended = new Promise<void>((resolve) => source.addEventListener('error', () => resolve()));
    await ended;
    expect(seen).toEqual(['connected {"connectionId":"c"}', 'notification {"id":5}']);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/notifications/stream');
    expect(init.headers).toEqual({ Accept: 'text/event-stream', 'X-Admin-Mode': 'true' });
    expect(init.credentials).toBe('include');
  });

  it('a refused connection is an error', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response('no', { status: 401 }));
    const source = new FetchEventSource('/s');
    await new Promise<void>((resolve) => source.addEventListener('error', () => resolve()));
  });

  it('after close nothing is dispatched and the request is aborted', async () => {
    let signal: AbortSignal | undefined;
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal!.addEventListener('abort', () => reject(new Error('aborted'))));
    }) as unknown as typeof fetch;
    const source = new FetchEventSource('/s');
    const errors = jest.fn();
    source.addEventListener('error', errors);
    await Promise.resolve();
    source.close();
    await new Promise((r) => setTimeout(r, 0));
    expect(signal?.aborted).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
