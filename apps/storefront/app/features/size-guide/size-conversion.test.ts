import { describe, expect, it } from 'vitest';

import { sizeChartFor } from '../product/size-chart.ts';
import { SIZE_RUNS } from '@outsole/contracts/sizes.values';

import {
  convertLength,
  defaultLengthUnit,
  footRange,
  inchesUpTo,
  KIDS_SIZES,
  parseLength,
  rangeIn,
  sizeRows,
  sizesForFootLength,
  validateLength,
} from './size-conversion.ts';

describe('size conversion', () => {
  it.each([
    [27, 'men', { jp: 27, us: '9', uk: 8.5, eu: 42.5 }],
    [26.2, 'men', { jp: 26.5, us: '8.5', uk: 8, eu: 42 }],
    [25, 'men', { jp: 25, us: '7', uk: 6.5, eu: 40 }],
    [24, 'women', { jp: 24, us: '7', uk: 4.5, eu: 38 }],
    [22.5, 'women', { jp: 22.5, us: '5.5', uk: 3, eu: 36 }],
    // Kids' sizes (toddler C, youth Y): the first size made for a foot at least that long.
    [17, 'kids', { jp: 17, us: '10.5C', uk: 10, eu: 27.5 }],
    [17.3, 'kids', { jp: 17.4, us: '11C', uk: 10.5, eu: 28 }],
    [19, 'kids', { jp: 19.1, us: '13C', uk: 12.5, eu: 31 }],
    [19.5, 'kids', { jp: 19.9, us: '1Y', uk: 13.5, eu: 32 }],
    [21, 'kids', { jp: 21.6, us: '3Y', uk: 2.5, eu: 35 }],
    [25, 'kids', { jp: 25, us: '7Y', uk: 6.5, eu: 40 }],
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
          us: row.us,
          uk: Number(row.uk),
          eu: Number(row.eu),
        });
      }
    }
  });

  it('accepts exactly the lengths the chart has sizes for', () => {
    expect(footRange('men')).toEqual({ min: 25, max: 31 });
    expect(footRange('women')).toEqual({ min: 22, max: 28 });
    expect(footRange('kids')).toEqual({ min: 17, max: 25 });
  });

  it('has a kids’ row for every size of the kids’ run, in order, UK a half size below US', () => {
    expect(KIDS_SIZES.map((row) => row.us)).toEqual(SIZE_RUNS['shoe-kids']);
    for (const [index, row] of KIDS_SIZES.entries()) {
      const previous = KIDS_SIZES[index - 1];
      if (previous) {
        expect(row.jp, row.us).toBeGreaterThan(previous.jp);
        expect(row.eu, row.us).toBeGreaterThan(previous.eu);
      }
      // Whole millimetres: the guide's answer then depends on the foot to the millimetre (convertLength).
      expect(Math.round(row.jp * 10) / 10).toBe(row.jp);
      // One scale for each: 13C, 13.5C, then 1Y; UK 13, 13.5, then 1.
      const us = Number.parseFloat(row.us) + (row.us.endsWith('Y') ? 13 : 0);
      const uk = row.uk + (row.uk < 10 ? 13 : 0);
      expect(uk, row.us).toBe(us - 0.5);
    }
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
    ['10', 25.4],
    ['10.5', 26.67],
    ['10,5', 26.67],
    ['10 1/2', 26.67],
    ['10-1/2', 26.67],
    ['10½', 26.67],
    ['10 ¼', 26.035],
    ['9 15/16', 25.24125],
    ['10.5 in', 26.67],
    ['10.5"', 26.67],
    ['10.5 inches', 26.67],
    // A unit written after the number wins over the field's.
    ['26.5 cm', 26.5],
    ['10.375', 26.3525],
    ['10.3755', Number.NaN],
    ['10 3/2', Number.NaN],
    ['ten', Number.NaN],
  ])('reads %j in inches as %s cm', (input, expected) => {
    const value = parseLength(input, 'in');
    if (Number.isNaN(expected)) expect(value).toBeNaN();
    else expect(value).toBeCloseTo(expected, 6);
  });

  it('reads "10 in" in the centimetres field as inches', () => {
    expect(parseLength('10 in', 'cm')).toBeCloseTo(25.4, 6);
  });

  it('answers a length in inches as the same length in centimetres', () => {
    // 10.5 in = 26.67 cm: men's US 9 (27 cm), not the 26.5 of a length read as 10.5 ≈ 26.5.
    expect(sizesForFootLength(parseLength('10.5', 'in'), 'men')).toMatchObject({ us: '9', jp: 27 });
    // 10 in = 25.4 cm exactly: rounds up to 25.5 cm (US 7.5), never down through a floating-point error.
    expect(sizesForFootLength(parseLength('10', 'in'), 'men')).toMatchObject({ us: '7.5' });
    expect(sizesForFootLength(parseLength('7 3/4', 'in'), 'kids')).toMatchObject({ us: '1Y' });
  });

  it('opens in inches on US English pages only', () => {
    expect(defaultLengthUnit('en-US')).toBe('in');
    for (const tag of ['en-GB', 'de-DE', 'fr-FR', 'ja-JP']) expect(defaultLengthUnit(tag)).toBe('cm');
  });

  it('gives every range in inches rounded inwards, every length between them answered', () => {
    expect(rangeIn('men', 'in')).toEqual({ min: 9.9, max: 12.2 });
    expect(rangeIn('women', 'in')).toEqual({ min: 8.7, max: 11 });
    expect(rangeIn('kids', 'in')).toEqual({ min: 6.7, max: 9.8 });
    for (const fit of ['men', 'women', 'kids'] as const) {
      const { min, max } = rangeIn(fit, 'in');
      expect(validateLength(String(min), fit, 'in'), `${fit} ${min}`).toBeNull();
      expect(validateLength(String(max), fit, 'in'), `${fit} ${max}`).toBeNull();
    }
  });

  it('converts a length between units without changing the size it is answered with', () => {
    for (const fit of ['men', 'women', 'kids'] as const) {
      const { min, max } = footRange(fit);
      for (let hundredths = Math.round(min * 100); hundredths <= max * 100; hundredths += 1) {
        const cm = hundredths / 100;
        const inches = convertLength(cm, 'in');
        expect(Math.round(inches * 100) / 100).toBe(inches);
        const back = convertLength(inches * 2.54, 'cm');
        if (inches * 2.54 < min || inches * 2.54 > max) continue;
        expect(sizesForFootLength(inches * 2.54, fit), `${cm} cm → ${inches} in`).toEqual(sizesForFootLength(cm, fit));
        expect(sizesForFootLength(back, fit), `${inches} in → ${back} cm`).toEqual(sizesForFootLength(cm, fit));
      }
    }
    expect(convertLength(26, 'in')).toBe(10.23);
    expect(convertLength(parseLength('10.5', 'in'), 'cm')).toBe(26.67);
    expect(convertLength(parseLength('9 15/16', 'in'), 'cm')).toBe(25.25);
  });

  it.each([
    ['', 'men', 'required'],
    ['  ', 'men', 'required'],
    ['ten', 'men', 'number'],
    ['15', 'men', 'range'],
    ['34', 'men', 'range'],
    ['-5', 'men', 'range'],
    ['-5', 'women', 'range'],
    ['-5', 'kids', 'range'],
    ['16', 'kids', 'range'],
    // A length only another range has a size for: that range is named (PDP tester F5), an adult one first.
    ['24', 'men', 'in-women'],
    ['24.5', 'men', 'in-women'],
    ['30', 'women', 'in-men'],
    ['30', 'kids', 'in-men'],
    ['26', 'kids', 'in-adult'],
    ['19', 'men', 'in-kids'],
    ['19', 'women', 'in-kids'],
    ['24', 'women', null],
    ['26.5', 'men', null],
    ['19', 'kids', null],
    ['10.5', 'men', 'in-inches'],
    ['10.5 cm', 'men', 'range'],
  ] as const)('validates %j (%s) as %s', (input, fit, problem) => {
    expect(validateLength(input, fit)).toBe(problem);
  });

  it.each([
    ['10.5', 'men', null],
    ['10 1/2', 'men', null],
    ['9.5', 'men', 'in-women'],
    ['7.5', 'kids', null],
    ['7.5', 'men', 'in-kids'],
    ['26.5 cm', 'men', null],
    // A length no range has in inches but one has in centimetres names the unit (and the other way round).
    ['26.5', 'men', 'in-cm'],
    ['19', 'kids', 'in-cm'],
    ['60', 'men', 'range'],
  ] as const)('validates %j in inches (%s) as %s', (input, fit, problem) => {
    expect(validateLength(input, fit, 'in')).toBe(problem);
  });
});

describe('the guide as tables', () => {
  it('gives the longest foot in inches rounded down, so a foot that long is answered with that row', () => {
    expect(inchesUpTo(27)).toBe(10.6);
    expect(inchesUpTo(25.4)).toBe(10);
    for (const fit of ['men', 'women', 'kids'] as const) {
      for (const row of sizeRows(fit)) {
        const inches = inchesUpTo(row.jp);
        if (inches * 2.54 < footRange(fit).min) continue;
        expect(sizesForFootLength(inches * 2.54, fit).us, `${fit} ${inches} in`).toBe(row.us);
      }
    }
  });

  it.each(['men', 'women', 'kids'] as const)(
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
