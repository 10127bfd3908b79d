import { describe, expect, it } from 'vitest';

import { parseLength, sizesForFootLength, validateLength } from './size-conversion.ts';

describe('size conversion', () => {
  it.each([
    [27, 'men', { jp: 27, us: 9, uk: 8, eu: 43 }],
    [26.2, 'men', { jp: 26.5, us: 8.5, uk: 7.5, eu: 42 }],
    [25, 'men', { jp: 25, us: 7, uk: 6, eu: 40 }],
    [24, 'women', { jp: 24, us: 7.5, uk: 5.5, eu: 38.5 }],
    [22.5, 'women', { jp: 22.5, us: 6, uk: 4, eu: 36 }],
  ] as const)('%s cm (%s) → %o', (length, fit, sizes) => {
    expect(sizesForFootLength(length, fit)).toEqual(sizes);
  });

  it('refuses lengths outside the chart', () => {
    expect(() => sizesForFootLength(12, 'men')).toThrow(RangeError);
    expect(() => sizesForFootLength(Number.NaN, 'men')).toThrow(RangeError);
  });

  it.each([
    ['26.5', 26.5],
    ['26,5', 26.5],
    [' 27 cm ', 27],
    ['27cm', 27],
    ['abc', Number.NaN],
    ['2 6', Number.NaN],
  ])('reads %j as %s', (input, expected) => {
    expect(parseLength(input)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['ten', 'number'],
    ['15', 'range'],
    ['34', 'range'],
    ['26.5', null],
  ])('validates %j as %s', (input, problem) => {
    expect(validateLength(input)).toBe(problem);
  });
});
