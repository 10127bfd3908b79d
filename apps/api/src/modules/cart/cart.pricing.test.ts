import type { Site } from '@outsole/contracts/reference';
import { describe, expect, it } from 'vitest';
import { pricingContext } from './cart.pricing.js';

const site = (siteId: string, locale: Site['locale']): Site => ({
  siteId,
  brand: 'stride',
  locale,
  countryCode: locale.slice(3).toUpperCase(),
  currency: 'EUR',
  currencyExponent: 2,
  taxMode: 'inclusive',
  features: {},
  minAccountAge: 16,
});

describe('pricingContext', () => {
  it.each([
    ['stride-de-de', 'de-de', 'Mitarbeiterrabatt', 'Prämiengutschein'],
    ['stride-fr-fr', 'fr-fr', 'Remise collaborateur', 'Bon de fidélité'],
    ['stride-ja-jp', 'ja-jp', '社員割引', '特典クーポン'],
    ['stride-en-gb', 'en-gb', 'Employee discount', 'Reward voucher'],
    ['stride-en-us', 'en-us', 'Employee discount', 'Reward voucher'],
  ] as const)('names the associate discount and the voucher in %s’s language', (siteId, locale, employee, voucher) => {
    expect(pricingContext(site(siteId, locale)).names).toEqual({ employeeDiscount: employee, loyaltyVoucher: voucher });
  });
});
