import type { Config } from '../config.server.ts';

/**
 * A small in-process cache for reference data that is the same for every shopper (the site record, the catalog
 * tree): without it every page view asked the api for both, although they change rarely.
 *
 * - A value is kept `ttlMs` after its load settled (REFERENCE_CACHE_TTL_MS, default 60 s); 0 turns the cache off.
 * - Concurrent misses for one key share one load (no stampede after an expiry or at start-up).
 * - A failed load is never kept: the next request tries again. Callers that want a "not found" kept (briefly)
 *   turn it into a value and give it a shorter `ttlMs`.
 * - At most `maxEntries` keys, the least recently used evicted first.
 *
 * It is only a cache: each storefront instance has its own, and nothing depends on another instance's. Never put
 * anything shopper-specific (cart, customer, prices for a customer group) in it: keys do not carry the shopper.
 */

export interface ReferenceCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface GetOptions<T> {
  /** A different time to keep this value (e.g. shorter for a "not found"); 0 or less: do not keep it. */
  ttlMs?: (value: T) => number | undefined;
}

export interface ReferenceCache {
  /** A fresh cached value for `key`, the load already in flight for it, or the result of a new `load()`. */
  get<T>(key: string, load: () => Promise<T>, options?: GetOptions<T>): Promise<T>;
  readonly size: number;
  clear(): void;
}

interface Entry {
  promise: Promise<unknown>;
  /** Infinity while the load is in flight. */
  expiresAt: number;
}

const DEFAULT_MAX_ENTRIES = 256;

export function createReferenceCache({
  ttlMs,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
}: ReferenceCacheOptions): ReferenceCache {
  const entries = new Map<string, Entry>();

  function evictFor(incoming: number) {
    if (entries.size + incoming <= maxEntries) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    // Map order is insertion order, and a hit re-inserts: the first keys are the least recently used.
    for (const key of entries.keys()) {
      if (entries.size + incoming <= maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    get<T>(key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<T> {
      if (ttlMs <= 0) return load();
      const existing = entries.get(key);
      if (existing) {
        entries.delete(key);
        if (existing.expiresAt > now()) {
          entries.set(key, existing);
          return existing.promise as Promise<T>;
        }
      }
      const promise = load();
      const entry: Entry = { promise, expiresAt: Number.POSITIVE_INFINITY };
      evictFor(1);
      entries.set(key, entry);
      promise.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          const keepFor = options.ttlMs?.(value) ?? ttlMs;
          if (keepFor > 0) entry.expiresAt = now() + Math.min(keepFor, ttlMs);
          else entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return promise;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The process's cache for one configuration (in practice one per process; tests that parse their own
 * configuration get their own cache, so they cannot see each other's answers).
 */
const caches = new WeakMap<Pick<Config, 'referenceCacheTtlMs'>, ReferenceCache>();

export function referenceCacheFor(config: Pick<Config, 'referenceCacheTtlMs'>): ReferenceCache {
  let cache = caches.get(config);
  if (!cache) {
    cache = createReferenceCache({ ttlMs: config.referenceCacheTtlMs });
    caches.set(config, cache);
  }
  return cache;
}
