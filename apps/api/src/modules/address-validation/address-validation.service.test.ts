import { AddressValidationResult } from '@outsole/contracts/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../db/seed/reference/currencies.js';
import { SITES } from '../../db/seed/reference/sites.js';
import { ApiError } from '../../lib/api-error.js';
import { testContext } from '../../test/request-context.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { refusalOf, requireValidShippingAddress, validateShippingAddress } from './address-validation.service.js';
import { sandboxAddressValidator } from './sandbox-address-validator.js';

/** A request context on another demo site. */
function siteContext(siteId: string) {
  const site = SITES.find((item) => item.siteId === siteId);
  const exponent = CURRENCIES.find((currency) => currency.code === site?.currency)?.exponent;
  if (!site || exponent === undefined) throw new Error(`no site ${siteId}`);
  return testContext({ site: { ...site, currencyExponent: exponent }, locale: site.locale });
}

const US_ADDRESS = {
  recipientFirstName: 'Sam',
  recipientLastName: 'Shopper',
  addressLine1: '510 Broadway',
  city: 'new york',
  stateCityProvDept: 'New York',
  postalCode: '10012',
};

describe(`shipping address validation service (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1 });
  });
  afterAll(() => t.close());

  const validate = (address: object, options = {}, ctx = testContext()) =>
    validateShippingAddress(ctx, t.db, sandboxAddressValidator, address, options);

  it("validates against the countries and states tables, in the site's country by default", async () => {
    const result = AddressValidationResult.parse(await validate(US_ADDRESS));
    expect(result.valid).toBe(true);
    expect(result.normalized).toMatchObject({ city: 'New York', stateCityProvDept: 'NY', countryCode: 'US' });
    const tokyo = await validate(
      {
        ...US_ADDRESS,
        addressLine1: '渋谷区神南1-14-5',
        city: '渋谷区',
        stateCityProvDept: '東京都',
        postalCode: '1500041',
        recipientContactPhone: '090 1234 5678',
      },
      { carrier: 'yamato' },
      siteContext('stride-ja-jp'),
    );
    expect(tokyo.reasons).toEqual([]);
    expect(tokyo.normalized).toMatchObject({
      stateCityProvDept: '13',
      postalCode: '150-0041',
      recipientContactPhone: '+819012345678',
    });
  });

  it('takes the country the address names, and refuses one we do not deliver to', async () => {
    const toronto = await validate({
      ...US_ADDRESS,
      addressLine1: '290 Bremner Blvd',
      city: 'Toronto',
      stateCityProvDept: 'Ontario',
      postalCode: 'm5v 3l9',
      countryCode: 'ca',
    });
    expect(toronto.reasons).toEqual([]);
    expect(toronto.normalized).toMatchObject({ countryCode: 'CA', stateCityProvDept: 'ON', postalCode: 'M5V 3L9' });
    for (const countryCode of ['BR', 'ZZ']) {
      const refused = await validate({ ...US_ADDRESS, countryCode });
      expect(refused.valid).toBe(false);
      expect(refused.reasons).toEqual([
        expect.objectContaining({ errorId: 'CCA400', field: 'countryCode', code: 'unsupported-country' }),
      ]);
    }
    // Not a code at all (a name, three letters, digits): the refusal says what to send, not "we do not deliver".
    for (const countryCode of ['USA', '12', 'United States']) {
      const refused = await validate({ ...US_ADDRESS, countryCode });
      expect(refused.valid).toBe(false);
      expect(refused.reasons).toEqual([
        expect.objectContaining({
          errorId: 'CCA400',
          field: 'countryCode',
          code: 'country-code',
          message: 'Please enter the two-letter country code, for example US.',
        }),
      ]);
    }
    const byName = await validate({ ...US_ADDRESS, countryCode: undefined, country: 'United States' });
    expect(byName.reasons).toEqual([
      expect.objectContaining({
        field: 'country',
        message: 'Please enter the two-letter country code, for example US.',
      }),
    ]);
    const notServed = await validate({ ...US_ADDRESS, countryCode: 'CA' }, { allowedCountries: ['US'] });
    expect(notServed.reasons[0]).toMatchObject({ errorId: 'CCA400', field: 'countryCode' });
    expect((await validate({ ...US_ADDRESS, country: 'BR' })).reasons[0]?.field).toBe('country');
  });

  it('throws the refusal that matters most, one detail per field, as the cart route will', async () => {
    expect(await requireValidShippingAddress(testContext(), t.db, sandboxAddressValidator, US_ADDRESS)).toMatchObject({
      city: 'New York',
    });
    const refusal = async (address: object, options = {}) => {
      try {
        await requireValidShippingAddress(testContext(), t.db, sandboxAddressValidator, address, options);
      } catch (error) {
        if (error instanceof ApiError) return error;
        throw error;
      }
      throw new Error('accepted');
    };
    const invalid = await refusal(
      { ...US_ADDRESS, city: '', postalCode: 'ABCDE', addressLine1: 'PO Box 12' },
      { carrier: 'ups' },
    );
    expect(invalid.errorId).toBe('CCA400');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.details.map((detail) => detail.field)).toEqual(['body.city', 'body.postalCode']);
    const phone = await refusal({ ...US_ADDRESS, addressLine1: 'PO Box 12' }, { carrier: 'ups' });
    expect([phone.errorId, phone.field]).toEqual(['SHP410', 'body.recipientContactPhone']);
    const poBox = await refusal(
      { ...US_ADDRESS, addressLine1: 'PO Box 12', recipientContactPhone: '2125550101' },
      { carrier: 'ups' },
    );
    expect([poBox.errorId, poBox.field, poBox.message]).toEqual([
      'SHP500',
      'body.addressLine1',
      'We cannot deliver to a PO box with this delivery method. Please enter a street address.',
    ]);
    const unverified = await refusal({ ...US_ADDRESS, postalCode: '94108' });
    expect([unverified.errorId, unverified.field]).toEqual(['CCA401', 'body.postalCode']);
    expect(await refusal({ ...US_ADDRESS, recipientContactPhone: '' }, { requirePhone: true })).toMatchObject({
      errorId: 'SHP410',
    });
    expect(refusalOf(await validate(US_ADDRESS))).toBeNull();
    expect(refusalOf(await validate({ ...US_ADDRESS, city: '' }), 'body.shippingAddress.')?.field).toBe(
      'body.shippingAddress.city',
    );
  });

  it('names a field once however many of its checks refused it', async () => {
    const result = await validate({ ...US_ADDRESS, city: '' });
    const city = result.reasons.find((reason) => reason.field === 'city')!;
    const twice = { ...result, reasons: [city, { ...city }, { ...city, code: 'format', message: 'Not a city.' }] };
    const refusal = refusalOf(twice);
    expect(refusal?.details).toEqual([{ field: 'body.city', message: city.message }]);
  });
});
