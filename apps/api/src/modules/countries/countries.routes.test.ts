import { CountryList } from '@outsole/contracts/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

const URL = '/consumers-v3/utilities/countryList';

describe(`GET ${URL} (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { ...AUTH, ...headers } });

  it('lists every country with dial code, mask, digit count and states', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { countries } = CountryList.parse(response.json());
    expect(countries.map((c) => c.countryCode)).toEqual(
      expect.arrayContaining(['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'IE', 'NL', 'ES', 'IT', 'AU', 'MX']),
    );
    const us = countries.find((c) => c.countryCode === 'US');
    expect(us).toMatchObject({
      name: 'United States',
      dialCode: '1',
      phoneMask: '(XXX) XXX - XXXX',
      phoneDigits: 10,
      currency: 'USD',
    });
    expect(us?.states).toHaveLength(51);
    expect(us?.states[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(countries.find((c) => c.countryCode === 'GB')).toMatchObject({
      phoneMask: 'XXXX - XXX - XXX',
      phoneDigits: 10,
    });
    expect(countries.find((c) => c.countryCode === 'FR')).toMatchObject({ phoneMask: 'X XX XX XX XX', phoneDigits: 9 });
    // No mask of its own: the region default applies.
    expect(countries.find((c) => c.countryCode === 'IT')).toMatchObject({
      phoneMask: 'XXXX - XXX - XXX',
      phoneDigits: 10,
    });
    const jp = countries.find((c) => c.countryCode === 'JP');
    expect(jp?.states).toHaveLength(47);
    expect(jp?.states[0]).toEqual({ code: '01', name: '北海道' }); // prefectures keep their JIS order
    // Sorted by name in the request language.
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('names countries in the request locale', async () => {
    const de = CountryList.parse((await get('?countryCode=US', { 'x-locale': 'de-DE' })).json());
    expect(de.countries[0]?.name).toBe('Vereinigte Staaten');
    const ja = CountryList.parse((await get('?countryCode=de', { 'x-locale': 'ja-jp' })).json());
    expect(ja.countries[0]?.name).toBe('ドイツ');
    const fr = CountryList.parse((await get('?countryCode=GB', { 'x-site-id': 'stride-fr-fr' })).json());
    expect(fr.countries[0]?.name).toBe('Royaume-Uni'); // no x-locale: the site's language
  });

  it('filters by country code and can leave the states out', async () => {
    const response = await get('?countryCode=ca&includeStates=false');
    expect(response.statusCode).toBe(200);
    const { countries } = CountryList.parse(response.json());
    expect(countries).toHaveLength(1);
    expect(countries[0]).toMatchObject({ countryCode: 'CA', states: [] });
    const unknown = CountryList.parse((await get('?countryCode=ZZ')).json());
    expect(unknown.countries).toEqual([]);
  });

  it('rejects a malformed country code naming the field', async () => {
    const body = expectSpecError(await get('?countryCode=USA'), 400, 'API400', 'query.countryCode');
    expect(body.errorDetails[0]?.message).toBe('countryCode must be a two-letter ISO 3166 code');
    expectSpecError(await get('?includeStates=maybe'), 400, 'API400', 'query.includeStates');
  });
});
