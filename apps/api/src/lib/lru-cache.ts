/**
 * A bounded cache that drops entries not used lately, by the clock (second-chance) algorithm that approximates least
 * recently used, as PostgreSQL's buffer cache and the Linux page cache do. A Map keeps insertion order; a read only
 * marks its entry used. When the cache is over capacity, the oldest entry goes, unless it was used since it was last
 * looked at: then it loses the mark and moves to the young end. A read used to move its entry itself (a delete and a
 * set on a Map of up to 100,000 entries): five times the cost of a hit, on the twenty or so hits of every cart call.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; used: boolean }>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Removes the entries `remove` picks (a walk over all of them: for rare evictions, not for every request). */
  deleteWhere(remove: (key: K, value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (remove(key, entry.value)) this.#entries.delete(key);
  }

  set(key: K, value: V): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.used = true;
      return;
    }
    // Room is made before the new entry is in: it is never the one to go. Ends: each entry passed over loses its
    // mark, so within capacity + 1 steps one without a mark goes.
    while (this.#entries.size >= this.capacity) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#entries.delete(oldestKey);
      if (oldest.used) {
        oldest.used = false;
        this.#entries.set(oldestKey, oldest);
      }
    }
    this.#entries.set(key, { value, used: false });
  }
}

/**
 * An LruCache whose entries are good for `ttlMs` after they were set: for data a request may see slightly late
 * (catalog facts, display tiles), never for what must be read fresh (stock, usage counts). An entry is found by an id
 * (a UPC, a product id) and a scope (a site; a site and locale), each a Map key of its own rather than one string made
 * of both: ids and scopes are strings that stay the same objects from one request to the next (fields of kept rows,
 * site settings), whose hash V8 keeps on the string, while a key built for each lookup is hashed and looked up in V8's
 * string table every time (about 2 % of an add to cart's CPU on Node 26). The capacity counts ids, each with the
 * entries of its scopes (a variant priced on a few sites).
 */
export class ExpiringCache<V> {
  readonly #entries: LruCache<string, Map<string, { value: V; expiresAt: number }>>;

  constructor(
    capacity: number,
    readonly ttlMs: number,
  ) {
    this.#entries = new LruCache(capacity);
  }

  get(id: string, scope: string, nowMs = Date.now()): V | undefined {
    const entry = this.#entries.get(id)?.get(scope);
    // An entry from the future (the clock went back) is as stale as an expired one.
    if (!entry || nowMs >= entry.expiresAt || entry.expiresAt - nowMs > this.ttlMs) return undefined;
    return entry.value;
  }

  set(id: string, scope: string, value: V, nowMs = Date.now()): void {
    let scopes = this.#entries.get(id);
    if (scopes === undefined) {
      scopes = new Map();
      this.#entries.set(id, scopes);
    }
    scopes.set(scope, { value, expiresAt: nowMs + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Removes the entries `remove` picks (a walk over all of them: for rare changes, not for every request). */
  deleteWhere(remove: (id: string, value: V) => boolean): void {
    this.#entries.deleteWhere((id, scopes) => {
      for (const [scope, entry] of scopes) if (remove(id, entry.value)) scopes.delete(scope);
      return scopes.size === 0;
    });
  }
}

/**
 * One value per database (a transaction shares its database's): caches of database reads must never answer another
 * database's rows (tests open many).
 */
type DatabaseLike = { getExecutor(): { adapter: object } };

export function perDatabase<T, D extends DatabaseLike = DatabaseLike>(create: (db: D) => T): (db: D) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    const key = db.getExecutor().adapter;
    let value = values.get(key);
    if (value === undefined) {
      value = create(db);
      values.set(key, value);
    }
    return value;
  };
}
