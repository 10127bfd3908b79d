import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound, mulDivRound, percentOf, taxIncludedIn, taxOnTop, wholePercent } from './money.rounding.js';

describe('divRound', () => {
  it.each([
    // numerator, denominator, half-up, half-even, down, up
    [5n, 2n, 3n, 2n, 2n, 3n],
    [7n, 2n, 4n, 4n, 3n, 4n],
    [1n, 3n, 0n, 0n, 0n, 1n],
    [2n, 3n, 1n, 1n, 0n, 1n],
    [6n, 3n, 2n, 2n, 2n, 2n],
    [-5n, 2n, -3n, -2n, -2n, -3n],
    [-7n, 3n, -2n, -2n, -2n, -3n],
    [0n, 7n, 0n, 0n, 0n, 0n],
  ])('%d / %d', (n, d, halfUp, halfEven, down, up) => {
    expect(divRound(n, d, 'half-up')).toBe(halfUp);
    expect(divRound(n, d, 'half-even')).toBe(halfEven);
    expect(divRound(n, d, 'down')).toBe(down);
    expect(divRound(n, d, 'up')).toBe(up);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => divRound(1n, 0n, 'half-up')).toThrow(RangeError);
  });

  it('every mode lands on one of the two integers around the exact quotient', () => {
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 18n), 10n ** 18n), fc.bigInt(1n, 10n ** 9n), (n, d) => {
        for (const mode of ['half-up', 'half-even', 'down', 'up'] as const) {
          const q = divRound(n, d, mode);
          expect(q * d - n < d && n - q * d < d).toBe(true);
        }
      }),
    );
  });
});

describe('rates', () => {
  it.each([
    { what: '10 % of 10.05 half-up', value: percentOf(1005, 100_000, 'half-up'), expected: 101 },
    { what: '10 % of 10.05 half-even', value: percentOf(1005, 100_000, 'half-even'), expected: 100 },
    { what: '7.25 % of 144.00', value: taxOnTop(14400, 72_500, 'half-up'), expected: 1044 },
    { what: '8.875 % of 100.00', value: taxOnTop(10000, 88_750, 'half-up'), expected: 888 },
    { what: 'VAT in 119.00 at 19 %', value: taxIncludedIn(11900, 190_000, 'half-up'), expected: 1900 },
    { what: 'JP tax in ¥20,170 at 10 %, truncated', value: taxIncludedIn(20170, 100_000, 'down'), expected: 1833 },
    { what: 'JP tax in ¥20,170 at 10 %, half-up', value: taxIncludedIn(20170, 100_000, 'half-up'), expected: 1834 },
    { what: '25 % as a whole percentage', value: wholePercent(250, 1000), expected: 25 },
    { what: 'percentage of nothing', value: wholePercent(0, 0), expected: 0 },
  ])('$what = $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('refuses a rate outside 0–100 % and amounts past the safe range', () => {
    expect(() => percentOf(100, 1_000_001, 'half-up')).toThrow(RangeError);
    expect(() => percentOf(100, -1, 'half-up')).toThrow(RangeError);
    expect(() => mulDivRound(0.5, 1, 1, 'half-up')).toThrow(RangeError);
    expect(() => mulDivRound(Number.MAX_SAFE_INTEGER, 3, 1, 'half-up')).toThrow(RangeError);
  });

  it('the tax inside a gross price never exceeds it, and net + tax on top round-trips within a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 300_000 }), (gross, rate) => {
        const tax = taxIncludedIn(gross, rate, 'half-up');
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(gross);
        expect(Math.abs(taxOnTop(gross - tax, rate, 'half-up') - tax)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
