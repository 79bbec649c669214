import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { WrittenAnswer } from '../web/written-answer';
import { VersionedCache } from './versioned-cache';

/** A load the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const bounds = { maxEntries: 100, maxBytes: 1_000_000 };
const sized = () => new VersionedCache<string>(bounds, (s) => s.length);

describe('answers remembered by data version', () => {
  it('answers from memory while the version has not moved, and reads again once it has', async () => {
    const cache = sized();
    let loads = 0;
    const load = jest.fn(async () => `answer ${++loads}`);
    expect(await cache.get('k', 3, load)).toBe('answer 1');
    expect(await cache.get('k', 3, load)).toBe('answer 1');
    expect(await cache.get('k', 4, load)).toBe('answer 2');
    expect(await cache.get('k', 4, load)).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats).toEqual({ hits: 2, misses: 2 });
  });

  it('keeps each key apart', async () => {
    const cache = sized();
    expect(await cache.get('leader', 1, async () => 'theirs')).toBe('theirs');
    expect(await cache.get('manager', 1, async () => 'everything')).toBe('everything');
    expect(await cache.get('leader', 1, async () => 'not read')).toBe('theirs');
  });

  it('serves an answer read at a newer version to a caller who read an older one, never the reverse', async () => {
    const cache = sized();
    await cache.get('k', 5, async () => 'at 5');
    expect(await cache.get('k', 4, async () => 'at 4')).toBe('at 5');
    expect(await cache.get('k', 6, async () => 'at 6')).toBe('at 6');
  });

  it('runs one load for every caller of a missing answer at one version', async () => {
    const cache = sized();
    const d = deferred<string>();
    const load = jest.fn(() => d.promise);
    const answers = Promise.all([cache.get('k', 1, load), cache.get('k', 1, load), cache.get('k', 1, load)]);
    d.resolve('board');
    expect(await answers).toEqual(['board', 'board', 'board']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a slow load of an older version does not replace the newer answer it finishes after', async () => {
    const cache = sized();
    const old = deferred<string>();
    const first = cache.get('k', 1, () => old.promise);
    expect(await cache.get('k', 2, async () => 'at 2')).toBe('at 2');
    old.resolve('at 1');
    expect(await first).toBe('at 1');
    expect(await cache.get('k', 2, async () => 'read again')).toBe('at 2');
  });

  it('keeps nothing of a failed load, and the next caller loads again', async () => {
    const cache = sized();
    await expect(cache.get('k', 1, async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', 1, async () => 'back')).toBe('back');
    expect(cache.size).toBe(1);
  });

  it('holds at most its bytes, the least recently used leaving first', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 100, maxBytes: 25 }, (s) => s.length);
    await cache.get('a', 1, async () => 'x'.repeat(10));
    await cache.get('b', 1, async () => 'y'.repeat(10));
    await cache.get('a', 1, async () => 'not read');
    await cache.get('c', 1, async () => 'z'.repeat(10));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, async () => 'not read')).toBe('x'.repeat(10));
    expect(await cache.get('b', 1, async () => 'read again')).toBe('read again');
  });
});

describe('an answer written once', () => {
  const value = { slots: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Shift ${i}`, assignees: [i, i + 1] })) };

  it('has the ETag Express would give its body, and brotli and gzip copies of it', () => {
    const answer = new WrittenAnswer(value);
    expect(answer.body.toString()).toBe(JSON.stringify(value));
    const expressEtag = express().get('etag fn') as (body: Buffer, encoding: string) => string;
    expect(answer.etag).toBe(expressEtag(answer.body, 'utf8'));
    expect(JSON.parse(brotliDecompressSync(answer.encoded('br')).toString())).toEqual(value);
    expect(JSON.parse(gunzipSync(answer.encoded('gzip')).toString())).toEqual(value);
    expect(answer.encoded('br')).toBe(answer.encoded('br'));
  });
});
