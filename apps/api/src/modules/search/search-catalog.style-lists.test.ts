import { describe, expect, it } from 'vitest';
import { StyleLists } from './search-catalog.js';

const all = (lists: StyleLists, styles: number) => Array.from({ length: styles }, (_, style) => [...lists.list(style)]);

describe('StyleLists', () => {
  it('answers each style its own list, empty until set, and the new list once set again', () => {
    const lists = new StyleLists(3);
    expect(all(lists, 3)).toEqual([[], [], []]);
    lists.set(0, [4, 5]);
    lists.set(2, [7]);
    lists.set(0, [1, 2, 3]);
    lists.set(1, []);
    expect(all(lists, 3)).toEqual([[1, 2, 3], [], [7]]);
    expect([lists.length(0), lists.length(1), lists.length(2)]).toEqual([3, 0, 1]);
  });

  it('keeps every list through the pool growing and being packed again, however often styles are set', () => {
    const styles = 300;
    const lists = new StyleLists(styles);
    const expected: number[][] = Array.from({ length: styles }, () => []);
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    // 20,000 sets of lists up to 12 long: the pool grows past its first 1,024 entries and is packed many times.
    for (let n = 0; n < 20_000; n += 1) {
      const style = next() % styles;
      const list = Array.from({ length: next() % 13 }, () => next() % 1_000);
      lists.set(style, list);
      expected[style] = list;
    }
    expect(all(lists, styles)).toEqual(expected);
  });
});
