import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { ServerI18n } from '../../core/i18n/server-i18n';
import type { JobQueue } from '../../core/jobs/job-queue';
import type { PgListener } from '../../core/jobs/pg-listener';
import { NOTIFICATIONS_CHANNEL } from './notification.constants';
import { NotificationStreams } from './notification-streams.service';
import { NotificationsRepository } from './notifications.repository';
import { isPrivateAddress } from '../../core/web/private-address';

/** Just enough of an Express response to be an event stream. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  headers: Record<string, string> = {};
  writableEnded = false;
  destroyed = false;
  socket = null;
  status() {
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  flushHeaders() {}
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  events(name: string) {
    return this.chunks.filter((c) => c.startsWith(`event: ${name}\n`)).map((c) => JSON.parse(c.split('\ndata: ')[1]) as Record<string, unknown>);
  }
}

function setup(rows: Record<string, unknown>[] = []) {
  const handlers = new Map<string, (payload: string) => void>();
  const listener = { listen: (channel: string, h: (p: string) => void) => handlers.set(channel, h), onReconnect: () => undefined } as unknown as PgListener;
  const queries: unknown[][] = [];
  const jobs = {
    pool: {
      query: async (_sql: string, values: unknown[]) => {
        queries.push(values);
        return { rows: rows.filter((r) => (values[1] as number[]).includes(Number(r.user_id))) };
      },
    },
  } as unknown as JobQueue;
  const i18n = new ServerI18n(join(__dirname, '..', '..', '..', '..', 'libs', 'i18n', 'locales'));
  const streams = new NotificationStreams(listener, new NotificationsRepository({} as EntityManager, jobs), i18n);
  streams.onModuleInit();
  return { streams, publish: (payload: object) => handlers.get(NOTIFICATIONS_CHANNEL)!(JSON.stringify(payload)), queries };
}

const row = (id: number, userId: number, lng = 'en') => ({
  id,
  user_id: userId,
  type: 'INFO',
  title_key: null,
  message_key: null,
  translation_params: null,
  action_text_key: null,
  title_text: `Hello ${userId}`,
  message_text: null,
  action_text: null,
  category: 'other',
  entity_type: null,
  entity_id: null,
  is_read: false,
  read_at: null,
  action_url: null,
  created_at: new Date('2026-11-23T10:00:00Z'),
  preferred_language: lng,
});

afterEach(() => jest.useRealTimers());

describe('live streams', () => {
  it('pings every open stream every 25 s, and stops writing to closed ones', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const { streams } = setup();
    const a = new FakeResponse();
    const b = new FakeResponse();
    streams.open(1, a as unknown as Response);
    streams.open(1, b as unknown as Response);
    expect(a.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(a.headers['cache-control']).toContain('no-cache');
    expect(a.headers['x-accel-buffering']).toBe('no');
    expect(a.events('connected')).toHaveLength(1);

    jest.advanceTimersByTime(24_999);
    expect(a.events('ping')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(a.events('ping')).toEqual([{ time: '2026-11-23T10:00:25.000Z' }]);
    expect(b.events('ping')).toHaveLength(1);

    b.end();
    expect(streams.size).toBe(1);
    jest.advanceTimersByTime(25_000);
    expect(a.events('ping')).toHaveLength(2);
    expect(b.events('ping')).toHaveLength(1);
    streams.onModuleDestroy();
    expect(a.writableEnded).toBe(true);
    expect(streams.size).toBe(0);
  });

  it('keeps at most 20 streams per user, closing the oldest', () => {
    const { streams } = setup();
    const responses = Array.from({ length: 21 }, () => new FakeResponse());
    for (const res of responses) streams.open(7, res as unknown as Response);
    expect(responses[0].writableEnded).toBe(true);
    expect(responses.slice(1).every((r) => !r.writableEnded)).toBe(true);
    expect(streams.size).toBe(20);
    streams.open(8, new FakeResponse() as unknown as Response);
    expect(streams.size).toBe(21);
  });

  it('loads a published batch only for users with a stream here, and skips the query when none', async () => {
    const { streams, publish, queries } = setup([row(10, 1, 'fr'), row(11, 2)]);
    const one = new FakeResponse();
    streams.open(1, one as unknown as Response);
    publish({ b: 5, u: [3, 4] });
    await new Promise((r) => setImmediate(r));
    expect(queries).toEqual([]);
    publish({ b: 5, u: [1, 2, 3] });
    await new Promise((r) => setImmediate(r));
    expect(queries).toEqual([[5, [1]]]);
    expect(one.events('notification')).toEqual([expect.objectContaining({ id: 10, userId: 1, title: 'Hello 1' })]);
    // Without names (a large batch) the open users are asked for.
    publish({ b: 6, u: null });
    await new Promise((r) => setImmediate(r));
    expect(queries[1]).toEqual([6, [1]]);
  });
});

describe('push endpoint addresses', () => {
  it('treats loopback, private, link-local and unique-local addresses as private', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['142.250.74.36', '172.32.0.1', '8.8.8.8', '2a00:1450:4007:80e::200a', 'push.example.org']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
    }
  });
});
