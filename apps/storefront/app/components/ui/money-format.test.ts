import { describe, expect, it } from 'vitest';

import { currencyExponent, formatMoney, minorUnitsToDecimal } from './money-format.ts';

const nbsp = '\u00a0';

describe('money formatting', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['BHD', 3],
  ])('knows the ISO 4217 exponent of %s', (currency, exponent) => {
    expect(currencyExponent(currency)).toBe(exponent);
  });

  it.each([
    [1999, 2, '19.99'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [100, 2, '1.00'],
    [1500, 0, '1500'],
    [1, 3, '0.001'],
    [0, 2, '0.00'],
  ])('writes %i minor units with exponent %i as %s', (amount, exponent, expected) => {
    expect(minorUnitsToDecimal(amount, exponent)).toBe(expected);
  });

  it('refuses fractional minor units', () => {
    expect(() => minorUnitsToDecimal(19.99, 2)).toThrow(RangeError);
  });

  it.each([
    [1999, 'USD', 'en-US', '$19.99'],
    [7000, 'EUR', 'de-DE', `70,00${nbsp}€`],
    [6000, 'GBP', 'en-GB', '£60.00'],
    [8000, 'JPY', 'ja-JP', '￥8,000'],
    [8000, 'JPY', 'en-US', '¥8,000'],
  ])('formats %i %s for %s as %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  it('formats French euros with a no-break space before the symbol', () => {
    expect(formatMoney(7000, 'EUR', 'fr-FR')).toMatch(/^70,00[\u00a0\u202f]€$/);
  });

  it('formats large amounts without floating-point error', () => {
    expect(formatMoney(900_719_925_474_099, 'USD', 'en-US')).toBe('$9,007,199,254,740.99');
  });

  it('writes a whole amount in prose without its zero decimals, and keeps them otherwise (t3 F3-13)', () => {
    expect(formatMoney(7500, 'USD', 'en-US', { prose: true })).toBe('$75');
    expect(formatMoney(5000, 'GBP', 'en-GB', { prose: true })).toBe('£50');
    expect(formatMoney(6000, 'EUR', 'de-DE', { prose: true })).toBe('60\u00a0€');
    expect(formatMoney(6000, 'EUR', 'fr-FR', { prose: true })).toBe('60\u00a0€');
    expect(formatMoney(7500, 'JPY', 'ja-JP', { prose: true })).toBe('￥7,500');
    expect(formatMoney(7450, 'USD', 'en-US', { prose: true })).toBe('$74.50');
    expect(formatMoney(7500, 'USD', 'en-US')).toBe('$75.00');
  });
});
