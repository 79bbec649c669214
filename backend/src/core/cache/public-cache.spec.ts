import express from 'express';
import { PUBLIC_CACHE_TTL_MS, PublicAnswer, PublicCache, Store } from './public-cache';

const EDITIONS_CHANGED = 'editions_changed';
const bounds = { maxEntries: 1000, maxBytes: 16 * 1024 * 1024 };

/** A listener that is told what to say, and an ORM that only takes subscribers. */
function makeCache() {
  const handlers = new Map<string, (payload: string) => void>();
  let onReconnect: (lostAt: Date) => void = () => undefined;
  let subscriber: { afterFlush: (args: unknown) => void } | undefined;
  const listener = {
    listening: true,
    listen: (channel: string, handler: (payload: string) => void) => handlers.set(channel, handler),
    onReconnect: (handler: (lostAt: Date) => void) => (onReconnect = handler),
    isListening(channel: string) {
      return this.listening && handlers.has(channel);
    },
  };
  const orm = { em: { getEventManager: () => ({ registerSubscriber: (s: typeof subscriber) => (subscriber = s) }) } };
  const cache = new PublicCache(listener as never, orm as never, { channel: EDITIONS_CHANGED, entities: ['Edition', 'Convention'], stores: { search: bounds, map: bounds, edition: bounds } });
  cache.onModuleInit();
  return {
    cache,
    listener,
    notify: () => handlers.get(EDITIONS_CHANGED)!(''),
    reconnect: () => onReconnect(new Date()),
    flush: (...names: string[]) => subscriber!.afterFlush({ uow: { getChangeSets: () => names.map((name) => ({ name })) } }),
  };
}

/** A load the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the public edition cache', () => {
  it('answers from memory until a change is heard, then loads again', async () => {
    const { cache, notify } = makeCache();
    let loads = 0;
    const load = jest.fn(async () => ({ n: ++loads }));
    expect(await cache.get('search', 'k', load)).toEqual({ n: 1 });
    expect(await cache.get('search', 'k', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    notify();
    expect(await cache.get('search', 'k', load)).toEqual({ n: 2 });
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2, invalidations: 1 });
  });

  it('runs one load for many callers of a missing answer', async () => {
    const { cache } = makeCache();
    const d = deferred<string>();
    const load = jest.fn(() => d.promise);
    const answers = Promise.all([cache.get('map', 'k', load), cache.get('map', 'k', load), cache.get('map', 'k', load)]);
    d.resolve('points');
    expect(await answers).toEqual(['points', 'points', 'points']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer whose load began before a change was heard', async () => {
    const { cache, notify } = makeCache();
    const d = deferred<string>();
    const first = cache.get('search', 'k', () => d.promise);
    notify();
    // A caller after the change does not wait on the old load either.
    const after = jest.fn(async () => 'fresh');
    expect(await cache.get('search', 'k', after)).toBe('fresh');
    d.resolve('stale');
    expect(await first).toBe('stale');
    expect(await cache.get('search', 'k', async () => 'never')).toBe('fresh');
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing while the LISTEN connection is down, and forgets all when it is back', async () => {
    const { cache, listener, reconnect } = makeCache();
    await cache.get('edition', '1', async () => 'before');
    listener.listening = false;
    expect(await cache.get('edition', '1', async () => 'while down')).toBe('while down');
    expect(await cache.get('edition', '1', async () => 'still down')).toBe('still down');
    listener.listening = true;
    reconnect();
    expect(await cache.get('edition', '1', async () => 'after')).toBe('after');
  });

  it("drops everything when this process flushes an edition or a convention, not for other entities", async () => {
    const { cache, flush } = makeCache();
    await cache.get('search', 'k', async () => 1);
    flush('EditionFavorite', 'User');
    expect(await cache.get('search', 'k', async () => 2)).toBe(1);
    flush('Convention');
    expect(await cache.get('search', 'k', async () => 3)).toBe(3);
    flush('Edition');
    expect(await cache.get('search', 'k', async () => 4)).toBe(4);
  });

  it('reads again for a caller who knows of a newer version than the one remembered, and keeps the newer', async () => {
    const { cache } = makeCache();
    const answer = (n: number) => new PublicAnswer({ n }, n);
    await cache.get('search', 'k', async () => answer(4));
    expect((await cache.get('search', 'k', async () => answer(5), { atLeast: 4 })).value).toEqual({ n: 4 });
    expect((await cache.get('search', 'k', async () => answer(5), { atLeast: 5 })).value).toEqual({ n: 5 });
    // The newer one is what everyone gets now.
    expect((await cache.get('search', 'k', async () => answer(6))).value).toEqual({ n: 5 });
  });

  it('does not hand a caller a shared load older than the version they know of', async () => {
    const { cache } = makeCache();
    const old = deferred<PublicAnswer<string>>();
    const first = cache.get('search', 'k', () => old.promise);
    const second = cache.get('search', 'k', async () => new PublicAnswer('new', 8), { atLeast: 8 });
    old.resolve(new PublicAnswer('old', 7));
    expect((await first).value).toBe('old');
    expect((await second).value).toBe('new');
    expect((await cache.get('search', 'k', async () => new PublicAnswer('never', 9))).value).toBe('new');
  });

  it(`forgets an answer after ${PUBLIC_CACHE_TTL_MS / 1000} s even when nothing was heard`, async () => {
    const { cache } = makeCache();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      await cache.get('search', 'k', async () => 'old');
      now.mockReturnValue(1_000_000 + PUBLIC_CACHE_TTL_MS - 1);
      expect(await cache.get('search', 'k', async () => 'new')).toBe('old');
      now.mockReturnValue(1_000_000 + PUBLIC_CACHE_TTL_MS + 1);
      expect(await cache.get('search', 'k', async () => 'new')).toBe('new');
    } finally {
      now.mockRestore();
    }
  });
});

describe('the bounded store', () => {
  it('lets the least recently used entries go past its entry count', () => {
    const store = new Store<string>(2, 1_000);
    store.set('a', 'A', 1, 0);
    store.set('b', 'B', 1, 0);
    expect(store.get('a', 0)).toBe('A'); // a is now the most recent
    store.set('c', 'C', 1, 0);
    expect(store.get('b', 0)).toBeUndefined();
    expect(store.get('a', 0)).toBe('A');
    expect(store.get('c', 0)).toBe('C');
  });

  it('lets entries go past its weight, and never keeps one heavier than all it may hold', () => {
    const store = new Store<string>(100, 10);
    store.set('a', 'A', 4, 0);
    store.set('b', 'B', 4, 0);
    store.set('c', 'C', 4, 0);
    expect(store.size).toBe(2);
    expect(store.get('a', 0)).toBeUndefined();
    store.set('huge', 'H', 11, 0);
    expect(store.get('huge', 0)).toBeUndefined();
    expect(store.size).toBe(2);
  });
});

describe('a public answer', () => {
  it('is written once, with the ETag Express would give it', () => {
    const answer = new PublicAnswer({ items: [{ id: 1, name: 'Fête à Lyon' }], total: 1 }, 1);
    const { body, etag: tag } = answer.http;
    expect(JSON.parse(body.toString('utf8'))).toEqual(answer.value);
    const expressEtag = express().get('etag fn') as (body: Buffer, encoding: string) => string;
    expect(tag).toBe(expressEtag(body, 'utf8'));
    expect(answer.http.body).toBe(body);
  });
});
