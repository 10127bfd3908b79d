/**
 * A bounded least-recently-used cache: a Map keeps insertion order, so re-inserting on read moves an entry to
 * the young end and the oldest entry is the first key.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Removes the entries `remove` picks (a walk over all of them: for rare evictions, not for every request). */
  deleteWhere(remove: (key: K, value: V) => boolean): void {
    for (const [key, value] of this.#entries) if (remove(key, value)) this.#entries.delete(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}

/**
 * An LruCache whose entries are good for `ttlMs` after they were set: for data a request may see slightly late
 * (catalog facts, display tiles, promotions), never for what must be read fresh (stock, usage counts).
 */
export class ExpiringCache<K, V> {
  readonly #entries: LruCache<K, { value: V; expiresAt: number }>;

  constructor(
    capacity: number,
    readonly ttlMs: number,
  ) {
    this.#entries = new LruCache(capacity);
  }

  get(key: K, nowMs = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    // An entry from the future (the clock went back) is as stale as an expired one.
    if (!entry || nowMs >= entry.expiresAt || entry.expiresAt - nowMs > this.ttlMs) return undefined;
    return entry.value;
  }

  set(key: K, value: V, nowMs = Date.now()): void {
    this.#entries.set(key, { value, expiresAt: nowMs + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }

  deleteWhere(remove: (key: K, value: V) => boolean): void {
    this.#entries.deleteWhere((key, entry) => remove(key, entry.value));
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
