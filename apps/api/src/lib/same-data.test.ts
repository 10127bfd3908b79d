import { describe, expect, it } from 'vitest';
import { sameData } from './same-data.js';

describe('sameData', () => {
  it('compares primitives by value, NaN with NaN, and never across types', () => {
    expect(sameData(1, 1)).toBe(true);
    expect(sameData('a', 'a')).toBe(true);
    expect(sameData(null, null)).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData(1, '1')).toBe(false);
    expect(sameData(null, undefined)).toBe(false);
    expect(sameData(0, null)).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });

  it('compares arrays, Maps, Dates and plain objects by what they hold', () => {
    const shared = { deep: [1, 2] };
    expect(
      sameData(
        { a: [1, { b: 'x' }], m: new Map([['k', shared]]) },
        { a: [1, { b: 'x' }], m: new Map([['k', shared]]) },
      ),
    ).toBe(true);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData(new Map([['k', 1]]), new Map([['k', 2]]))).toBe(false);
    expect(sameData(new Map([['k', 1]]), new Map([['j', 1]]))).toBe(false);
    expect(sameData(new Date(5), new Date(5))).toBe(true);
    expect(sameData(new Date(5), new Date(6))).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } })).toBe(false);
    expect(sameData([1], { 0: 1, length: 1 })).toBe(false);
    expect(sameData(new Map(), {})).toBe(false);
    expect(sameData(new Date(0), {})).toBe(false);
    expect(sameData(Object.assign(Object.create(null), { a: 1 }), { a: 1 })).toBe(true);
  });

  it('holds a Set or a class instance the same only as the very same object (its state may be private)', () => {
    class Counter {
      readonly #count: number;
      constructor(count: number) {
        this.#count = count;
      }
      get count(): number {
        return this.#count;
      }
    }
    const one = new Counter(1);
    expect(sameData(one, one)).toBe(true);
    expect(sameData(new Counter(1), new Counter(2))).toBe(false);
    expect(sameData(new Set([1]), new Set([1]))).toBe(false);
    expect(sameData({ c: one }, { c: one })).toBe(true);
  });
});
