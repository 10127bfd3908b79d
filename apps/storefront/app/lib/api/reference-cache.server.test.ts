import { describe, expect, it, vi } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { createReferenceCache, referenceCacheFor } from './reference-cache.server.ts';

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A load whose promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('reference cache', () => {
  it('answers a fresh key from the cache without loading again', async () => {
    const cache = createReferenceCache({ ttlMs: 60_000, now: clock().now });
    const load = vi.fn(async () => ({ siteId: 'stride-en-us' }));
    const first = await cache.get('site|stride-en-us', load);
    const second = await cache.get('site|stride-en-us', load);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = createReferenceCache({ ttlMs: 60_000 });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(cache.size).toBe(2);
  });

  it('loads again once the TTL has passed since the load settled', async () => {
    const time = clock();
    const cache = createReferenceCache({ ttlMs: 60_000, now: time.now });
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(59_999);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReferenceCache({ ttlMs: 60_000 });
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const callers = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    expect(load).toHaveBeenCalledTimes(1);
    pending.resolve('value');
    expect(await Promise.all(callers)).toEqual(['value', 'value', 'value']);
  });

  it('never keeps a failure: waiting callers share it, the next caller loads again', async () => {
    const cache = createReferenceCache({ ttlMs: 60_000 });
    const pending = deferred<string>();
    const failing = vi.fn(() => pending.promise);
    const callers = [cache.get('k', failing), cache.get('k', failing)];
    pending.reject(new Error('api down'));
    for (const caller of callers) await expect(caller).rejects.toThrow('api down');
    expect(failing).toHaveBeenCalledTimes(1);

    const recovered = vi.fn(async () => 'value');
    expect(await cache.get('k', recovered)).toBe('value');
    expect(await cache.get('k', recovered)).toBe('value');
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('keeps a value for a shorter time when the caller asks (a "not found"), never longer than the TTL', async () => {
    const time = clock();
    const cache = createReferenceCache({ ttlMs: 60_000, now: time.now });
    const load = vi.fn(async () => null);
    const options = { ttlMs: (value: null) => (value === null ? 5_000 : undefined) };
    await cache.get('missing', load, options);
    time.advance(4_999);
    await cache.get('missing', load, options);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('missing', load, options);
    expect(load).toHaveBeenCalledTimes(2);

    const longer = vi.fn(async () => 'x');
    await cache.get('long', longer, { ttlMs: () => 600_000 });
    time.advance(60_000);
    await cache.get('long', longer, { ttlMs: () => 600_000 });
    expect(longer).toHaveBeenCalledTimes(2);
  });

  it('is off with a TTL of 0: every call loads, nothing is kept', async () => {
    const cache = createReferenceCache({ ttlMs: 0 });
    const load = vi.fn(async () => 'value');
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    const cache = createReferenceCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = vi.fn(async () => 'value');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recently used
    await cache.get('c', load); // evicts b
    expect(cache.size).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('gives each configuration its own cache, with its TTL', () => {
    const config = parseConfig({ REFERENCE_CACHE_TTL_MS: '1000' });
    expect(referenceCacheFor(config)).toBe(referenceCacheFor(config));
    expect(referenceCacheFor(parseConfig({}))).not.toBe(referenceCacheFor(config));
  });
});
