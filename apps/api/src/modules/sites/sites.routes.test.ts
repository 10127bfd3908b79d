import { SiteList, SiteWithOffers } from '@outsole/contracts/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

describe(`sites (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Before any request reads (and keeps) the promotions: the UK's free shipping is switched off.
    await t.db
      .updateTable('promotions')
      .set({ enabled: 0 })
      .where('promotion_id', '=', 'stride-en-gb-free-shipping')
      .execute();
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
        freeStandardShippingFrom: 7_500,
      },
    ],
    // Its free shipping promotion is off (beforeAll): nothing to advertise.
    ['stride-en-gb', { countryCode: 'GB', currency: 'GBP', taxMode: 'inclusive', freeStandardShippingFrom: null }],
    ['stride-de-de', { countryCode: 'DE', currency: 'EUR', taxMode: 'inclusive', freeStandardShippingFrom: 6_000 }],
    [
      'stride-ja-jp',
      { locale: 'ja-jp', currency: 'JPY', currencyExponent: 0, taxMode: 'inclusive', freeStandardShippingFrom: 8_000 },
    ],
    ['kestrel-en-us', { brand: 'kestrel', currency: 'USD', taxMode: 'exclusive', freeStandardShippingFrom: 7_500 }],
  ])('%s', async (siteId, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/sites/v1/sites/${siteId}`, headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(SiteWithOffers.parse(response.json())).toMatchObject({ siteId, ...expected });
  });

  it('advertises the threshold the cart applies: free standard shipping from it, not below', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites/stride-de-de', headers: AUTH });
    const { freeStandardShippingFrom } = SiteWithOffers.parse(response.json());
    const promotion = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('promotion_id', '=', 'stride-de-de-free-shipping')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(promotion.definition).conditions.minSubtotal).toBe(freeStandardShippingFrom);
  });

  it('answers 404 API404 for an unknown site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites/nope-xx-yy', headers: AUTH });
    expectSpecError(response, 404, 'API404');
  });
});
