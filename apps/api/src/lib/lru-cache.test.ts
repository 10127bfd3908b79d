import { describe, expect, it } from 'vitest';
import { ExpiringCache, LruCache, perDatabase } from './lru-cache.js';

describe('LruCache', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
    expect(() => new LruCache(0)).toThrow(RangeError);
  });

  it('keeps what is used and drops what is not, however old, and every entry it passed over loses its mark', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a');
    cache.get('c');
    cache.set('d', 4); // a is oldest but used: it moves on; b was never used: it goes
    expect([...['a', 'b', 'c', 'd'].map((key) => cache.get(key))]).toEqual([1, undefined, 3, 4]);
    // Every entry is marked now (the line above read them): making room passes over all of them once, clearing their
    // marks, then drops the first of them again, c, the oldest. The new entry is never the one to go.
    cache.set('e', 5);
    expect(['a', 'c', 'd', 'e'].map((key) => cache.get(key))).toEqual([1, undefined, 4, 5]);
    // Setting a key that is there replaces its value in place.
    cache.set('e', 6);
    expect([cache.get('e'), cache.size]).toEqual([6, 3]);
  });
});

describe('ExpiringCache', () => {
  it('answers an entry until ttlMs after it was set, never after, and never from a clock that went back', () => {
    const cache = new ExpiringCache<string | null>(10, 1_000);
    cache.set('k', 'site', 'v', 5_000);
    cache.set('none', 'site', null, 5_000);
    expect(cache.get('k', 'site', 5_000)).toBe('v');
    expect(cache.get('k', 'site', 5_999)).toBe('v');
    expect(cache.get('none', 'site', 5_999)).toBeNull(); // a remembered absence is not a miss
    expect(cache.get('k', 'site', 6_000)).toBeUndefined();
    expect(cache.get('k', 'site', 3_000)).toBeUndefined();
    expect(cache.get('missing', 'site', 5_000)).toBeUndefined();
  });

  it('keeps an id apart per scope, counts ids against its capacity, and deletes an id in every scope', () => {
    const cache = new ExpiringCache<string>(2, 1_000);
    cache.set('a', 'us', 'a-us', 0);
    cache.set('a', 'gb', 'a-gb', 0);
    cache.set('b', 'us', 'b-us', 0);
    expect([cache.get('a', 'us', 1), cache.get('a', 'gb', 1)]).toEqual(['a-us', 'a-gb']);
    // Two ids fill it whatever their scopes; a third drops the one not used since it was set (b: a was just read).
    cache.set('c', 'us', 'c-us', 0);
    expect([cache.get('a', 'gb', 1), cache.get('b', 'us', 1), cache.get('c', 'us', 1)]).toEqual([
      'a-gb',
      undefined,
      'c-us',
    ]);
    expect(cache.get('c', 'gb', 1)).toBeUndefined();
    cache.deleteWhere((id, value) => id === 'a' && value !== 'a-gb');
    expect([cache.get('a', 'us', 1), cache.get('a', 'gb', 1)]).toEqual([undefined, 'a-gb']);
    cache.deleteWhere((id) => id === 'a');
    expect([cache.get('a', 'us', 1), cache.get('a', 'gb', 1), cache.get('c', 'us', 1)]).toEqual([
      undefined,
      undefined,
      'c-us',
    ]);
  });
});

describe('perDatabase', () => {
  it('gives each database (and its transactions, which share its adapter) a value of its own', () => {
    const of = perDatabase(() => ({ created: Symbol('value') }));
    const adapterA = {};
    const dbA = { getExecutor: () => ({ adapter: adapterA }) };
    const trxA = { getExecutor: () => ({ adapter: adapterA }) };
    const dbB = { getExecutor: () => ({ adapter: {} }) };
    expect(of(dbA)).toBe(of(trxA));
    expect(of(dbA)).not.toBe(of(dbB));
  });
});
