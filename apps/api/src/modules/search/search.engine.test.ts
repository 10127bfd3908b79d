import { describe, expect, it } from 'vitest';
import { combineMatches, pageOf } from './search.engine.js';

describe('combineMatches', () => {
  it('keeps the styles every unit matched and adds their scores in unit order', () => {
    const trail = { styles: Int32Array.from([1, 3, 5, 8]), scores: Float64Array.from([0.1, 0.2, 0.3, 0.4]) };
    const running = { styles: Int32Array.from([0, 3, 4, 8, 9]), scores: Float64Array.from([1, 2, 3, 4, 5]) };
    const both = combineMatches([trail, running]);
    expect([...both.styles]).toEqual([3, 8]);
    expect([...both.scores]).toEqual([0.2 + 2, 0.4 + 4]);
    expect(combineMatches([trail])).toEqual(trail);
    expect(combineMatches([]).styles).toHaveLength(0);
  });

  it('adds in order, as the engine does, so the sum is the same double', () => {
    const a = { styles: Int32Array.from([7]), scores: Float64Array.from([0.1]) };
    const b = { styles: Int32Array.from([7]), scores: Float64Array.from([0.2]) };
    const c = { styles: Int32Array.from([7]), scores: Float64Array.from([0.3]) };
    expect(combineMatches([a, b, c]).scores[0]).toBe(0.1 + 0.2 + 0.3);
  });
});

describe('pageOf', () => {
  const compare = (a: number, b: number) => (a % 7) - (b % 7) || a - b;
  const styles = Array.from({ length: 500 }, (_, i) => (i * 37) % 500);
  const sorted = [...styles].sort(compare);

  it('returns the page of the full sort, however far in and however large', () => {
    for (const [start, count] of [
      [0, 1],
      [0, 24],
      [24, 24],
      [490, 24],
      [100, 60],
      [0, 500],
    ] as const) {
      expect(pageOf(styles, compare, start, count), `${start}+${count}`).toEqual(sorted.slice(start, start + count));
    }
  });

  it('is empty past the end', () => {
    expect(pageOf(styles, compare, 500, 24)).toEqual([]);
    expect(pageOf([], compare, 0, 24)).toEqual([]);
  });
});
