/**
 * Server-sent events over fetch. EventSource cannot send headers, and while admin mode is active
 * every API request must carry X-Admin-Mode (spec 4, "Admin mode"): this reader sends the same
 * headers as the API client. It offers the part of EventSource the live features use (the
 * notification centre, the gate dashboard).
 */

/** The part of EventSource a live feature uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export interface SseEvent {
  type: string;
  data: string;
}

/**
 * Splits received text into complete events (blank-line separated). Returns them and the unfinished
 * rest. Comment lines (':') and fields other than event/data are ignored; data lines are joined by \n.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value || 'message';
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ type, data: data.join('\n') });
  }
  return { events, rest };
}

type Listener = (event: Event) => void;

export class FetchEventSource implements EventSourceLike {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly controller = new AbortController();
  private closed = false;

  constructor(url: string, headers: Record<string, string> = {}) {
    // Listeners are added right after construction: start reading on the next tick.
    queueMicrotask(() => void this.run(url, headers));
  }

  addEventListener(type: string, listener: Listener): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  close(): void {
    this.closed = true;
    this.controller.abort();
  }

  private dispatch(type: string, data?: string): void {
    if (this.closed) return;
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data });
    for (const l of this.listeners.get(type) ?? []) l(event);
  }

  private async run(url: string, headers: Record<string, string>): Promise<void> {
    try {
      const res = await fetch(url, {
        headers: { Accept: 'text/event-stream', ...headers },
        credentials: 'include',
        cache: 'no-store',
        signal: this.controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      this.dispatch('open');
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) this.dispatch(e.type, e.data);
      }
      throw new Error('stream ended');
    } catch {
      // Ended, refused or cut: the centre decides when to try again.
      this.dispatch('error');
    }
  }
}
