import { describe, expect, it } from 'vitest';

import { sizeChartFor } from '../product/size-chart.ts';
import { footRange, parseLength, sizeRows, sizesForFootLength, validateLength } from './size-conversion.ts';

describe('size conversion', () => {
  it.each([
    [27, 'men', { jp: 27, us: 9, uk: 8.5, eu: 42.5 }],
    [26.2, 'men', { jp: 26.5, us: 8.5, uk: 8, eu: 42 }],
    [25, 'men', { jp: 25, us: 7, uk: 6.5, eu: 40 }],
    [24, 'women', { jp: 24, us: 7, uk: 4.5, eu: 38 }],
    [22.5, 'women', { jp: 22.5, us: 5.5, uk: 3, eu: 36 }],
  ] as const)('%s cm (%s) → %o', (length, fit, sizes) => {
    expect(sizesForFootLength(length, fit)).toEqual(sizes);
  });

  it.each([
    ['men', 'shoe-men'],
    ['women', 'shoe-women'],
  ] as const)('answers every row of the %s size chart with that row', (fit, system) => {
    const chart = sizeChartFor(system);
    if (chart.kind !== 'shoe') throw new Error('expected a shoe chart');
    expect(chart.rows.length).toBeGreaterThan(0);
    for (const row of chart.rows) {
      // A foot a little shorter than the row's JP length rounds up to that row too.
      for (const length of [Number(row.jp), Number(row.jp) - 0.3]) {
        if (length < footRange(fit).min) continue;
        expect(sizesForFootLength(length, fit), `${length} cm`).toEqual({
          jp: Number(row.jp),
          us: Number(row.us),
          uk: Number(row.uk),
          eu: Number(row.eu),
        });
      }
    }
  });

  it('accepts exactly the lengths the chart has sizes for', () => {
    expect(footRange('men')).toEqual({ min: 25, max: 31 });
    expect(footRange('women')).toEqual({ min: 22, max: 28 });
  });

  it('refuses lengths outside the chart', () => {
    expect(() => sizesForFootLength(12, 'men')).toThrow(RangeError);
    expect(() => sizesForFootLength(24, 'men')).toThrow(RangeError);
    expect(() => sizesForFootLength(Number.NaN, 'men')).toThrow(RangeError);
  });

  it.each([
    ['26.5', 26.5],
    ['26,5', 26.5],
    [' 27 cm ', 27],
    ['27cm', 27],
    ['abc', Number.NaN],
    ['2 6', Number.NaN],
    // A negative length is a number out of every range (the range message), not "enter a number".
    ['-5', -5],
  ])('reads %j as %s', (input, expected) => {
    expect(parseLength(input)).toBe(expected);
  });

  it.each([
    ['', 'men', 'required'],
    ['  ', 'men', 'required'],
    ['ten', 'men', 'number'],
    ['15', 'men', 'range'],
    ['34', 'men', 'range'],
    ['-5', 'men', 'range'],
    ['-5', 'women', 'range'],
    // A length only the other range has a size for: that range is named (PDP tester F5).
    ['24', 'men', 'other-fit'],
    ['24.5', 'men', 'other-fit'],
    ['30', 'women', 'other-fit'],
    ['24', 'women', null],
    ['26.5', 'men', null],
  ] as const)('validates %j (%s) as %s', (input, fit, problem) => {
    expect(validateLength(input, fit)).toBe(problem);
  });
});

describe('the guide as tables', () => {
  it.each(['men', 'women'] as const)(
    'lists every %s size with the longest foot it fits, as the dialog answers',
    (fit) => {
      const rows = sizeRows(fit);
      const { min, max } = footRange(fit);
      expect(rows[0]?.jp).toBe(min);
      expect(rows.at(-1)?.jp).toBe(max);
      for (const row of rows) expect(sizesForFootLength(row.jp, fit)).toEqual(row);
    },
  );
});
