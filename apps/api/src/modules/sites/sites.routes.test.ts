import { SiteList, SiteWithOffers } from '@outsole/contracts/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../../db/seed/reference/sites.js';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { UNBUILT_FEATURES } from './sites.service.js';

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

  // spec §5: "Favorites only work when the favorites feature flag is on"; spec §7: the favorites endpoints.
  it('reports favorites on only where the favorites endpoints are served (tester finding t2-F6)', async () => {
    const served = ['GET', 'POST'].every((method) => t.app.hasRoute({ method, url: '/wishlists/v2/favorites' }));
    const listed = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH });
      return SiteList.parse(response.json()).sites;
    };
    // The seed and every listed site: a site whose favorites flag is on has the favorites routes.
    for (const site of SITES) expect(site.features.favorites && !served, site.siteId).toBe(false);
    for (const site of await listed()) expect(site.features.favorites && !served, site.siteId).toBe(false);
    // A site whose row turns favorites on (as an operator would): reported on exactly when the routes are there.
    // Whoever builds favorites takes it out of UNBUILT_FEATURES and turns it on in the seed.
    const row = await t.db
      .selectFrom('sites')
      .select('features')
      .where('site_id', '=', 'kestrel-en-us')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('sites')
      .set({ features: JSON.stringify({ ...JSON.parse(row.features), favorites: true }) })
      .where('site_id', '=', 'kestrel-en-us')
      .execute();
    try {
      const kestrel = (await listed()).find((site) => site.siteId === 'kestrel-en-us')!;
      expect(kestrel.features.favorites).toBe(served);
      expect(UNBUILT_FEATURES.has('favorites')).toBe(!served);
      if (!served) {
        const favorites = await t.app.inject({
          method: 'GET',
          url: '/wishlists/v2/favorites',
          headers: { ...AUTH, 'x-site-id': 'kestrel-en-us' },
        });
        expectSpecError(favorites, 404, 'API404');
      }
    } finally {
      await t.db.updateTable('sites').set({ features: row.features }).where('site_id', '=', 'kestrel-en-us').execute();
    }
  });

  it('answers 404 API404 for an unknown site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sites/v1/sites/nope-xx-yy', headers: AUTH });
    expectSpecError(response, 404, 'API404');
  });
});
