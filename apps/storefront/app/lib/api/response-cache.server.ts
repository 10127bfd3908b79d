/**
 * The storefront server's shared cache of api answers, following HTTP caching: the api says what may be kept and
 * for how long (`Cache-Control: public, max-age=…, stale-while-revalidate=…` on catalog reads, `Vary` on the
 * headers the answer depends on), this cache obeys. Hydrogen's sub-request cache and a CDN in front of the api do
 * the same job; with it a product or listing page served again within a minute costs no api call.
 *
 * - Only GET answers with status 200 that are `public` with a positive `s-maxage` or `max-age` are kept; `private`,
 *   `no-store` and `no-cache` never are. Anything the api does not mark (carts, accounts, votes) always goes through.
 * - The key is the URL plus the request's scoping headers (`keyHeaders`: origin, site, locale, testing). An answer whose
 *   `Vary` names any other request header (the shopper's session, say) is not kept.
 * - Fresh: served as is. Stale within `stale-while-revalidate`: served, and one background call refreshes it.
 * - Concurrent misses for a key already known to be public share one call (a key not yet known could turn out
 *   private: its callers each make their own). Failures are never kept.
 * - At most `maxEntries` answers, least recently used evicted first. `maxEntries` 0 turns the cache off.
 * - The cached value is the parsed, contract-checked body: a hit costs neither JSON parsing nor validation.
 */

import { Headers as ApiHeaders } from '@outsole/contracts/headers';

/**
 * The request headers a public catalog answer may depend on. The api's answers also vary on `Origin` (it reflects the
 * storefront origins' CORS headers); this server's own calls carry none, so that key part is the same for all of them.
 */
export const CACHE_KEY_HEADERS = ['origin', ApiHeaders.siteId, ApiHeaders.locale, ApiHeaders.testing].map((name) =>
  name.toLowerCase(),
);

export interface ResponseCacheOptions {
  maxEntries: number;
  /** Request headers (lower case) every key carries: an answer may vary on these and on nothing else. */
  keyHeaders: readonly string[];
  /** The clock, for tests. */
  now?: () => number;
}

/** What a cacheable call produces: the parsed body and the headers that say how to keep it. */
export interface Cacheable<T> {
  value: T;
  cacheControl: string | null;
  vary: string | null;
}

interface Entry {
  value: unknown;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

export interface ResponseCache {
  /**
   * The cached answer for `url` (given the request `headers`), or the answer of `load()`, kept when it says so.
   * `load` resolves with the body and the answer's caching headers, or rejects.
   */
  get<T>(url: string, headers: Headers, load: () => Promise<Cacheable<T>>): Promise<T>;
  readonly size: number;
  clear(): void;
}

export interface CachePolicy {
  maxAgeMs: number;
  staleMs: number;
}

/** How long a shared cache may keep an answer with this Cache-Control, or null when it must not keep it. */
export function sharedCachePolicy(cacheControl: string | null): CachePolicy | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string | undefined>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (name) directives.set(name, value?.replace(/^"|"$/g, ''));
  }
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((d) => directives.has(d))) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  const maxAge = directives.has('s-maxage') ? seconds('s-maxage') : seconds('max-age');
  if (maxAge <= 0) return null;
  return { maxAgeMs: maxAge * 1000, staleMs: seconds('stale-while-revalidate') * 1000 };
}

/** True when an answer with this Vary header can be keyed by `keyHeaders` alone. */
function variesWithin(vary: string | null, keyHeaders: readonly string[]): boolean {
  if (!vary) return true;
  return vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .every((name) => name === 'accept-encoding' || name === 'accept' || keyHeaders.includes(name));
}

export function createResponseCache({ maxEntries, keyHeaders, now = Date.now }: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  /** Keys whose last answer was public: only their concurrent misses may share one call. */
  const knownPublic = new Set<string>();
  const keyOf = (url: string, headers: Headers) =>
    [url, ...keyHeaders.map((name) => `${name}=${headers.get(name) ?? ''}`)].join('\n');

  function store(key: string, answer: Cacheable<unknown>): void {
    const policy = sharedCachePolicy(answer.cacheControl);
    if (!policy || !variesWithin(answer.vary, keyHeaders)) {
      knownPublic.delete(key);
      return;
    }
    // Shared by every later request: outside production a loader that mutates it fails loudly instead.
    if (process.env.NODE_ENV !== 'production') deepFreeze(answer.value);
    if (knownPublic.size >= maxEntries * 4) knownPublic.clear();
    knownPublic.add(key);
    const time = now();
    entries.delete(key);
    entries.set(key, {
      value: answer.value,
      freshUntil: time + policy.maxAgeMs,
      staleUntil: time + policy.maxAgeMs + policy.staleMs,
      refreshing: false,
    });
    // Map order is insertion order and a hit re-inserts: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  function fetchAndStore<T>(key: string, load: () => Promise<Cacheable<T>>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((answer) => {
        store(key, answer);
        return answer.value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get<T>(url: string, headers: Headers, load: () => Promise<Cacheable<T>>): Promise<T> {
      if (maxEntries <= 0) return (await load()).value;
      const key = keyOf(url, headers);
      const entry = entries.get(key);
      const time = now();
      if (entry && time < entry.staleUntil) {
        entries.delete(key);
        entries.set(key, entry);
        if (time >= entry.freshUntil && !entry.refreshing) {
          entry.refreshing = true;
          fetchAndStore(key, load).catch(() => {
            // Reported by the api client; the stale answer serves until it expires, and a later request retries.
            entry.refreshing = false;
          });
        }
        return entry.value as T;
      }
      if (entry) entries.delete(key);
      if (knownPublic.has(key)) return fetchAndStore(key, load);
      const answer = await load();
      store(key, answer);
      return answer.value;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      knownPublic.clear();
    },
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

let shared: { cache: ResponseCache; maxEntries: number } | undefined;

/** This process's cache, sized by API_CACHE_MAX_ENTRIES (config.server.ts). */
export function responseCacheFor(config: { apiCacheMaxEntries: number }): ResponseCache {
  if (shared?.maxEntries !== config.apiCacheMaxEntries) {
    shared = {
      maxEntries: config.apiCacheMaxEntries,
      cache: createResponseCache({ maxEntries: config.apiCacheMaxEntries, keyHeaders: CACHE_KEY_HEADERS }),
    };
  }
  return shared.cache;
}
