import { describe, expect, it } from 'vitest';
import { isValidUpc, makeUpc, upcCheckDigit } from './upc.js';

describe('UPC-A', () => {
  it.each([
    ['03600029145', 2], // GS1's worked example: 036000291452
    ['01234567890', 5],
    ['08400000000', 0],
  ])('check digit of %s is %i', (body, digit) => {
    expect(upcCheckDigit(body)).toBe(digit);
  });

  it('makes 12-digit codes that validate, and rejects a changed digit', () => {
    const upc = makeUpc('084', 1234);
    expect(upc).toMatch(/^08400001234\d$/);
    expect(isValidUpc(upc)).toBe(true);
    expect(isValidUpc(`${upc.slice(0, 11)}${(Number(upc[11]) + 1) % 10}`)).toBe(false);
    expect(() => upcCheckDigit('123')).toThrow(/11 digits/);
  });
});
