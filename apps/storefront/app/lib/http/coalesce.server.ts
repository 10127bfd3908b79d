import { Transform } from 'node:stream';

/** A chunk this large goes on at once instead of waiting for the end of the turn. */
const MAX_CHUNK_BYTES = 64 * 1024;

/**
 * Joins the many small writes of React's streaming renderer (it writes a page a few kilobytes at a time) into one
 * chunk per turn of the event loop, or per 64 KB. Everything after it (the hydration transform, the web stream,
 * Express and the socket) then handles a handful of chunks per page instead of a hundred. Suspense boundaries that
 * resolve later still go out as soon as they are written: a turn is not a delay.
 */
export function coalesceWrites(): Transform {
  let chunks: Buffer[] = [];
  let size = 0;
  let scheduled = false;

  const stream = new Transform({
    transform(chunk: Buffer | string, encoding, callback) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
      chunks.push(buffer);
      size += buffer.length;
      if (size >= MAX_CHUNK_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      callback();
    },
    flush(callback) {
      flush();
      callback();
    },
  });

  function flush() {
    scheduled = false;
    if (chunks.length === 0) return;
    const joined = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
    chunks = [];
    size = 0;
    stream.push(joined);
  }

  return stream;
}
