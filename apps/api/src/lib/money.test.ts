import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMajor, multiplyMinor, parseMajor, prorate, sumMinor } from './money.js';

describe('prorate', () => {
  it.each([
    { weights: [1, 1, 1], total: 10, parts: [4, 3, 3] },
    { weights: [3, 3], total: 1, parts: [1, 0] }, // tie: the earlier index
    { weights: [2, 1, 1], total: 2, parts: [1, 1, 0] }, // remainders 0, 2, 2 of 4: the earlier of the tie
    { weights: [12000, 2400], total: 1044, parts: [870, 174] },
    { weights: [10800, 2160], total: 940, parts: [783, 157] }, // 783.33 and 156.67: the larger remainder wins
    { weights: [0, 5], total: 3, parts: [0, 3] }, // a zero weight gets nothing
    { weights: [0, 0, 0], total: 5, parts: [2, 2, 1] }, // all zero: evenly, earlier first
    { weights: [1, 2, 3], total: 0, parts: [0, 0, 0] },
    { weights: [], total: 0, parts: [] },
    { weights: [Number.MAX_SAFE_INTEGER, 1], total: Number.MAX_SAFE_INTEGER, parts: [Number.MAX_SAFE_INTEGER - 1, 1] },
  ])('$weights over $total → $parts', ({ weights, total, parts }) => {
    expect(prorate(weights, total)).toEqual(parts);
  });

  it.each([
    { weights: [1], total: -1 },
    { weights: [-1, 2], total: 1 },
    { weights: [1.5], total: 1 },
    { weights: [1], total: 0.5 },
    { weights: [], total: 1 },
  ])('refuses $weights over $total', ({ weights, total }) => {
    expect(() => prorate(weights, total)).toThrow(RangeError);
  });

  const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 });

  it('parts always sum exactly to the total, are never negative and stay within one unit of the exact share', () => {
    fc.assert(
      fc.property(weights, fc.integer({ min: 0, max: 1_000_000_000 }), (ws, total) => {
        const parts = prorate(ws, total);
        expect(parts).toHaveLength(ws.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const even = ws.every((w) => w === 0);
        const effective = ws.map((w) => BigInt(even ? 1 : w));
        const sum = effective.reduce((a, b) => a + b, 0n);
        parts.forEach((part, i) => {
          expect(part).toBeGreaterThanOrEqual(0);
          const error = BigInt(part) * sum - BigInt(total) * (effective[i] ?? 0n);
          expect(error < sum && -error < sum).toBe(true);
        });
      }),
    );
  });

  it('no part exceeds its weight when the total is at most the sum of the weights', () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (ws, fraction) => {
        const sum = ws.reduce((a, b) => a + b, 0);
        const total = Math.floor(sum * fraction);
        prorate(ws, total).forEach((part, i) => expect(part).toBeLessThanOrEqual(ws[i] ?? 0));
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(weights, fc.nat(1_000_000), (ws, total) => {
        expect(prorate(ws, total)).toEqual(prorate(ws, total));
      }),
    );
  });
});

describe('currency amounts', () => {
  it.each([
    { value: '12.34', currency: 'USD', minor: 1234 },
    { value: '12.3', currency: 'EUR', minor: 1230 },
    { value: '0.05', currency: 'GBP', minor: 5 },
    { value: '-0.05', currency: 'USD', minor: -5 },
    { value: '1000', currency: 'JPY', minor: 1000 },
    { value: '7', currency: 'USD', minor: 700 },
  ])('parseMajor($value, $currency) = $minor and back', ({ value, currency, minor }) => {
    expect(parseMajor(value, currency)).toBe(minor);
    expect(parseMajor(formatMajor(minor, currency), currency)).toBe(minor);
  });

  it.each([
    { amount: 1234, currency: 'USD', text: '12.34' },
    { amount: 5, currency: 'USD', text: '0.05' },
    { amount: -5, currency: 'EUR', text: '-0.05' },
    { amount: 0, currency: 'GBP', text: '0.00' },
    { amount: 1000, currency: 'JPY', text: '1000' },
  ])('formatMajor($amount, $currency) = $text', ({ amount, currency, text }) => {
    expect(formatMajor(amount, currency)).toBe(text);
  });

  it('refuses more decimals than the currency has instead of rounding (JPY has none)', () => {
    expect(() => parseMajor('12.345', 'USD')).toThrow(RangeError);
    expect(() => parseMajor('10.5', 'JPY')).toThrow(RangeError);
    expect(() => parseMajor('1e3', 'USD')).toThrow(RangeError);
    expect(() => parseMajor('99999999999999999', 'USD')).toThrow(RangeError);
  });

  it('knows the exponents of the sites’ currencies and refuses an unknown one', () => {
    expect([
      currencyExponent('USD'),
      currencyExponent('EUR'),
      currencyExponent('GBP'),
      currencyExponent('JPY'),
    ]).toEqual([2, 2, 2, 0]);
    expect(() => currencyExponent('XXX')).toThrow(RangeError);
  });

  it('formats and parses any amount round trip in every currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom('USD', 'EUR', 'GBP', 'JPY'), (amount, c) => {
        expect(parseMajor(formatMajor(amount, c), c)).toBe(amount);
      }),
    );
  });

  it('sums and multiplies exactly, and refuses to lose a unit past the safe range', () => {
    expect(sumMinor([1, 2, 3])).toBe(6);
    expect(multiplyMinor(1999, 3)).toBe(5997);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumMinor([0.5])).toThrow(RangeError);
  });
});
