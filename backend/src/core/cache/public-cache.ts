import { MikroORM } from '@mikro-orm/core';
import type { OnModuleInit } from '@nestjs/common';
import type { PgListener } from '../jobs/pg-listener';
import { weakEtag } from '../web/written-answer';

/**
 * A safety net only: changes are heard at once. This bounds what a notification lost without the
 * connection noticing could cost, and how late after midnight the list's upcoming/past order moves.
 */
export const PUBLIC_CACHE_TTL_MS = 10_000;

interface Entry<V> {
  value: V;
  weight: number;
  expires: number;
}

/** Least recently used first out, bounded by entries and by an estimate of their size; each entry kept `ttlMs` at most. */
export class Store<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
  ) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.weight -= entry.weight;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight: number, now: number): void {
    if (weight > this.maxWeight) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.weight -= old.weight;
    }
    this.entries.set(key, { value, weight, expires: now + this.ttlMs });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A public answer with its JSON body and entity tag, written once for every caller it is sent to as
 * it is (serialising and hashing a large answer such as the map costs more than finding it).
 */
export class PublicAnswer<T> {
  private written?: { body: Buffer; etag: string };

  /** `version`: of the public data the answer was read from (e.g. the data version of editions, see edition-search.ts). */
  constructor(
    readonly value: T,
    readonly version: number,
  ) {}

  /** The body and the weak ETag Express would compute for it. */
  get http(): { body: Buffer; etag: string } {
    if (!this.written) {
      const body = Buffer.from(JSON.stringify(this.value));
      this.written = { body, etag: weakEtag(body) };
    }
    return this.written;
  }
}

/** The data version an answer was read from; values without one never count as old. */
function versionOf(value: unknown): number {
  return value instanceof PublicAnswer ? value.version : Number.POSITIVE_INFINITY;
}

/** Rough bytes an answer holds: its strings, plus a little per value. */
export function approximateSize(value: unknown): number {
  // The answer and its body: the body is written now (visitors are sent it as it is), and weighed.
  if (value instanceof PublicAnswer) return 3 * value.http.body.length;
  if (typeof value === 'string') return 16 + value.length * 2;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + approximateSize(v), 16);
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((n, v) => n + 8 + approximateSize(v), 16);
  return 8;
}

/** What a module's public cache holds, and what makes it forget. */
export interface PublicCacheOptions<S extends string> {
  /** The NOTIFY channel the tables' triggers announce every committed change on (every replica hears it). */
  channel: string;
  /** Entities whose flush in this process drops the memory at once, before the notification comes back. */
  entities: readonly string[];
  /** Each store's bounds: most entries, most estimated bytes. */
  stores: Record<S, { maxEntries: number; maxBytes: number }>;
}

/**
 * A process's memory of public answers (what anyone may see, whoever asks). Everything is dropped at
 * once when any replica commits a change the channel announces (other replicas hear it within the
 * notification's trip, milliseconds; a flush of this process drops its own memory even before its
 * notification comes back). An answer loaded while a change was being heard is not kept. While the
 * LISTEN connection is down, nothing is served from memory (changes would go unheard), and all is
 * dropped when it is back. A module subclasses it with its options (see PublicEditionCache).
 */
export class PublicCache<S extends string> implements OnModuleInit {
  private generation = 0;
  private readonly stores: Record<S, Store<unknown>>;
  /** Loads under way, so that many requests for one missing answer run its query once. */
  private readonly loading = new Map<string, Promise<unknown>>();
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(
    private readonly listener: PgListener,
    private readonly orm: MikroORM,
    private readonly options: PublicCacheOptions<S>,
  ) {
    this.stores = Object.fromEntries(Object.entries<{ maxEntries: number; maxBytes: number }>(options.stores).map(([name, b]) => [name, new Store(b.maxEntries, b.maxBytes)])) as Record<S, Store<unknown>>;
  }

  onModuleInit(): void {
    this.listener.listen(this.options.channel, () => this.invalidate());
    this.listener.onReconnect(() => this.invalidate());
    this.orm.em.getEventManager().registerSubscriber({
      afterFlush: ({ uow }) => {
        for (const changeSet of uow.getChangeSets()) {
          if (this.options.entities.includes(changeSet.name)) return this.invalidate();
        }
      },
    });
  }

  invalidate(): void {
    this.generation++;
    this.stats.invalidations++;
    for (const store of Object.values<Store<unknown>>(this.stores)) store.clear();
    this.loading.clear();
  }

  /**
   * The remembered answer for `key`, or `load()`'s (remembered if nothing changed meanwhile).
   * `atLeast`: the version of the public data the caller has just read in the database; an answer
   * read from an older version is not good enough for them (a change this replica has not heard of
   * yet, e.g. the caller's own, made through another replica), so it is read again.
   */
  async get<V>(store: S, key: string, load: () => Promise<V>, options: { atLeast?: number; weigh?: (value: V) => number } = {}): Promise<V> {
    if (!this.listener.isListening(this.options.channel)) return load();
    const weigh = options.weigh ?? approximateSize;
    const recentEnough = (value: V) => options.atLeast === undefined || versionOf(value) >= options.atLeast;
    const hit = this.stores[store].get(key, Date.now()) as V | undefined;
    if (hit !== undefined && recentEnough(hit)) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    const shared = await this.loadOnce(store, key, load, weigh);
    if (recentEnough(shared)) return shared;
    // A load that began before the change the caller knows of: once more, for them.
    const generation = this.generation;
    const value = await load();
    const kept = this.stores[store].get(key, Date.now()) as V | undefined;
    if (generation === this.generation && (kept === undefined || versionOf(kept) <= versionOf(value))) this.stores[store].set(key, value, weigh(value), Date.now());
    return value;
  }

  /** One load for every caller of a missing answer, kept if nothing changed while it ran. */
  private loadOnce<V>(store: S, key: string, load: () => Promise<V>, weigh: (value: V) => number): Promise<V> {
    const flight = `${store}\n${key}`;
    let pending = this.loading.get(flight) as Promise<V> | undefined;
    if (!pending) {
      const generation = this.generation;
      const started = load().then((value) => {
        if (generation === this.generation && value !== undefined) this.stores[store].set(key, value, weigh(value), Date.now());
        return value;
      });
      pending = started.finally(() => {
        if (this.loading.get(flight) === pending) this.loading.delete(flight);
      });
      this.loading.set(flight, pending);
    }
    return pending;
  }

  size(store: S): number {
    return this.stores[store].size;
  }
}
