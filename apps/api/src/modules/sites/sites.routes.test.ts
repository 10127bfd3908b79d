import { Site, SiteList } from '@outsole/contracts/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

describe(`sites (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every site with currency exponent, tax mode and all feature flags', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH });
    expect(response.statusCode).toBe(200);
    const { sites } = SiteList.parse(response.json());
    expect(sites.map((site) => site.siteId).sort()).toEqual([
      'kestrel-en-us',
      'stride-de-de',
      'stride-en-gb',
      'stride-en-us',
      'stride-fr-fr',
      'stride-ja-jp',
    ]);
    for (const site of sites) {
      expect(Object.keys(site.features).sort()).toEqual(
        ['allowPickupOrder', 'bnpl', 'expressCheckout', 'favorites', 'loyalty', 'simplifiedEnrollment'].sort(),
      );
    }
  });

  it.each([
    [
      'stride-en-us',
      {
        brand: 'stride',
        locale: 'en-us',
        countryCode: 'US',
        currency: 'USD',
        currencyExponent: 2,
        taxMode: 'exclusive',
      },
    ],
    ['stride-en-gb', { countryCode: 'GB', currency: 'GBP', taxMode: 'inclusive' }],
    ['stride-de-de', { countryCode: 'DE', currency: 'EUR', taxMode: 'inclusive' }],
    ['stride-ja-jp', { locale: 'ja-jp', currency: 'JPY', currencyExponent: 0, taxMode: 'inclusive' }],
    ['kestrel-en-us', { brand: 'kestrel', currency: 'USD', taxMode: 'exclusive' }],
  ])('%s', async (siteId, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/sites/v1/sites/${siteId}`, headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(Site.parse(response.json())).toMatchObject({ siteId, ...expected });
  });

  it('answers 404 API404 for an unknown site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites/nope-xx-yy', headers: AUTH });
    expectSpecError(response, 404, 'API404');
  });
});
