/**
 * A bounded least-recently-used map whose bound is a total weight (an entry's weight is what it costs to keep:
 * 1 for an answer, its number of matches for a text match list). A Map keeps insertion order, so re-inserting
 * on read moves an entry to the young end and the oldest entry is the first key. A capacity of 0 keeps nothing.
 */
export class WeightedLru<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0) throw new RangeError('capacity must be a whole number');
  }

  get size(): number {
    return this.#entries.size;
  }

  get weight(): number {
    return this.#weight;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone outweighs the capacity; evicts the oldest entries until it fits. */
  set(key: K, value: V, weight = 1): void {
    this.delete(key);
    if (weight > this.capacity) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.capacity) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
