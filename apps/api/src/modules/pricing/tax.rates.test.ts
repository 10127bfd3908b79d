import { describe, expect, it } from 'vitest';
import { SITES } from '../../db/seed/reference/sites.js';
import { STATES } from '../../db/seed/reference/states.js';
import { usSalesTax, vatRate } from './tax.rates.js';

describe('tax rates', () => {
  it('has a sales tax for every US state of the address forms, between 0 and 10 %, rounded half-up', () => {
    const states = STATES.US ?? [];
    expect(states.length).toBe(51);
    for (const [code] of states) {
      const rate = usSalesTax(code);
      expect(rate, code).not.toBeNull();
      expect(rate?.ratePpm).toBeGreaterThanOrEqual(0);
      expect(rate?.ratePpm).toBeLessThanOrEqual(100_000);
      expect(rate?.rounding).toBe('half-up');
    }
    expect(usSalesTax('PR')).toBeNull();
  });

  it.each([
    { state: 'CA', ratePpm: 72_500, shippingTaxable: false },
    { state: 'TX', ratePpm: 62_500, shippingTaxable: true },
    { state: 'NY', ratePpm: 40_000, shippingTaxable: true },
    { state: 'ny', ratePpm: 40_000, shippingTaxable: true },
    { state: 'OR', ratePpm: 0, shippingTaxable: false },
  ])('$state: $ratePpm ppm, shipping taxed: $shippingTaxable', ({ state, ratePpm, shippingTaxable }) => {
    expect(usSalesTax(state)).toMatchObject({ jurisdiction: `US-${state.toUpperCase()}`, ratePpm, shippingTaxable });
  });

  it('has a VAT rate for the country of every tax-inclusive site, shipping taxed with the goods', () => {
    const expected: Record<string, number> = { GB: 200_000, DE: 190_000, FR: 200_000, JP: 100_000 };
    for (const site of SITES.filter((s) => s.taxMode === 'inclusive')) {
      expect(vatRate(site.countryCode), site.siteId).toMatchObject({
        ratePpm: expected[site.countryCode],
        shippingTaxable: true,
      });
    }
    expect(vatRate('JP')?.rounding).toBe('down');
    expect(vatRate('DE')?.rounding).toBe('half-up');
    expect(vatRate('US')).toBeNull();
  });
});
