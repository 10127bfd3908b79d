import { Readable, type Writable } from 'node:stream';

/** A chunk this large goes on at once instead of waiting for the end of the turn. */
const MAX_CHUNK_BYTES = 64 * 1024;

/**
 * The destination React's streaming renderer writes to (it writes a page 2 KB at a time, about 75 writes for a
 * listing page), read as one chunk per turn of the event loop, or per 64 KB. Everything after it (the hydration
 * transform, the web stream, Express and the socket) then handles a handful of chunks per page instead of a
 * hundred. Suspense boundaries that resolve later still go out as soon as they are written: a turn is not a delay.
 *
 * It is a Readable that also takes React's `write` / `end` (React's `pipe(destination)` needs only those, `flush`
 * and the events): a Writable or Transform in front would run Node's stream bookkeeping for each of the small
 * writes. React never has to wait (`write` answers true): it buffers the page at most, as a Transform would. When the
 * readable side is destroyed (the shopper went away), its `close` event is what tells React to stop rendering.
 */
export class CoalescedWrites extends Readable {
  #chunks: Uint8Array[] = [];
  #size = 0;
  #scheduled = false;
  #ended = false;

  override _read() {
    // Chunks are pushed as React writes them; nothing to pull.
  }

  write(chunk: Uint8Array | string): boolean {
    if (this.#ended || this.destroyed) return false;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (bytes.length === 0) return true;
    this.#chunks.push(bytes);
    this.#size += bytes.length;
    if (this.#size >= MAX_CHUNK_BYTES) this.#flush();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#flush);
    }
    return true;
  }

  end(chunk?: Uint8Array | string): this {
    if (this.#ended) return this;
    if (chunk !== undefined) this.write(chunk);
    this.#ended = true;
    this.#flush();
    if (!this.destroyed) this.push(null);
    return this;
  }

  /** What React's `pipe` takes: this, typed as the writable it duck-types. */
  asDestination(): Writable {
    return this as unknown as Writable;
  }

  #flush = () => {
    this.#scheduled = false;
    if (this.#chunks.length === 0 || this.destroyed) return;
    const joined = this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks, this.#size);
    this.#chunks = [];
    this.#size = 0;
    this.push(joined);
  };
}

export function coalesceWrites(): CoalescedWrites {
  return new CoalescedWrites();
}
