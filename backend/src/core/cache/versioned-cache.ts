import { Store } from './public-cache';

/** Idle answers leave after this; every use checks the version anyway (this only gives memory back). */
export const VERSIONED_CACHE_TTL_MS = 15 * 60_000;

interface Versioned<V> {
  version: number;
  value: V;
}

/**
 * A process's memory of answers read from data that has a version in the database, moved by
 * triggers in the very transaction of each change (e.g. an edition's planning board). The caller
 * reads the current version first (one cheap query) and gets the answer remembered for it, or at
 * least as new; else a fresh one, loaded once for everyone asking meanwhile and kept unless a newer
 * one is. Nothing older than a committed change is ever served, whoever made it on whichever
 * replica: the version read is at least that change's, and an answer is loaded after its version
 * was read. No notification to wait for; memory is only a copy. Bounded by entries and bytes, least
 * recently used first out.
 */
export class VersionedCache<V> {
  private readonly store: Store<Versioned<V>>;
  /** Loads under way, by key and version. */
  private readonly loading = new Map<string, Promise<V>>();
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    bounds: { maxEntries: number; maxBytes: number },
    private readonly weigh: (value: V) => number,
  ) {
    this.store = new Store(bounds.maxEntries, bounds.maxBytes, VERSIONED_CACHE_TTL_MS);
  }

  /** The answer for `key` read at `version` or later: remembered, or `load()`'s. */
  get(key: string, version: number, load: () => Promise<V>): Promise<V> {
    const hit = this.store.get(key, Date.now());
    if (hit && hit.version >= version) {
      this.stats.hits++;
      return Promise.resolve(hit.value);
    }
    this.stats.misses++;
    const flight = `${key}\n${version}`;
    let pending = this.loading.get(flight);
    if (!pending) {
      pending = load()
        .then((value) => {
          const kept = this.store.get(key, Date.now());
          if (!kept || kept.version <= version) this.store.set(key, { version, value }, this.weigh(value), Date.now());
          return value;
        })
        .finally(() => this.loading.delete(flight));
      this.loading.set(flight, pending);
    }
    return pending;
  }

  clear(): void {
    this.store.clear();
  }

  get size(): number {
    return this.store.size;
  }
}
