import { describe, expect, it } from 'vitest';
import { WeightedLru } from './search.cache.js';

describe('WeightedLru', () => {
  it('evicts the least recently used entries until the total weight fits', () => {
    const cache = new WeightedLru<string, number>(10);
    cache.set('a', 1, 4);
    cache.set('b', 2, 4);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3, 4); // 12 > 10: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.weight).toBe(8);
    expect(cache.size).toBe(2);
  });

  it('replaces an entry with its new weight and keeps nothing heavier than the capacity', () => {
    const cache = new WeightedLru<string, string>(5);
    cache.set('a', 'x', 2);
    cache.set('a', 'y', 3);
    expect(cache.weight).toBe(3);
    expect(cache.get('a')).toBe('y');
    cache.set('huge', 'z', 6);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('y');
    cache.delete('a');
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
  });

  it('keeps nothing at capacity 0 and rejects a negative or fractional capacity', () => {
    const off = new WeightedLru<string, number>(0);
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
    expect(() => new WeightedLru(-1)).toThrow(RangeError);
    expect(() => new WeightedLru(1.5)).toThrow(RangeError);
  });

  it('clears everything', () => {
    const cache = new WeightedLru<number, number>(100);
    for (let i = 0; i < 10; i += 1) cache.set(i, i);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get(3)).toBeUndefined();
  });
});
