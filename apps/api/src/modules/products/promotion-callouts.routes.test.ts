import type { KyselyPlugin } from 'kysely';
import { ProductDetails } from '@outsole/contracts/products';
import { ProductSearchResult, Recommendations } from '@outsole/contracts/search';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/schema.js';
import { testContext } from '../../test/request-context.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { PROMOTION_CACHE_TTL_MS } from '../cart/cart.pricing.js';
import { loadCallouts } from './promotion-callouts.service.js';

/** The database, counting the queries it answers. */
function counting(db: Db): { db: Db; count: () => number } {
  let answered = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      answered += 1;
      return Promise.resolve(args.result);
    },
  };
  return { db: db.withPlugin(plugin), count: () => answered };
}

/** Each demo site's words for the automatic sale promotion (seed demo-promotions.ts). */
const CALLOUTS = {
  'stride-en-us': 'Extra 20% off in your cart',
  'stride-en-gb': 'Extra 20% off in your basket',
  'stride-de-de': 'Extra 20\u00a0% Rabatt in deinem Warenkorb',
  'stride-fr-fr': '20\u202f% de remise en plus dans votre panier',
  'stride-ja-jp': 'カートでさらに20%オフ',
} as const;
const siteHeaders = (siteId: string) => ({ 'x-site-id': siteId, 'x-locale': siteId.slice('stride-'.length) });

describe(`promotion callouts on product details, search hits and recommendations (${TEST_DB})`, () => {
  let t: TestApp;
  let saleCategory: string;
  let onSale: string[]; // stride styles priced on every demo site, in the sale department
  let regular: string; // one that is not
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
    const promotion = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('promotion_id', '=', 'stride-en-us-sale-20')
      .executeTakeFirstOrThrow();
    saleCategory = (JSON.parse(promotion.definition) as { conditions: { qualifier: { categoryIds: string[] } } })
      .conditions.qualifier.categoryIds[0]!;
    const inSale = t.db
      .selectFrom('style_categories as sc')
      .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
      .select('sc.product_id')
      .where('cc.ancestor_id', '=', saleCategory);
    const priced = (inOrNot: 'in' | 'not in') =>
      t.db
        .selectFrom('styles as s')
        .select('s.product_id')
        .where('s.brand', '=', 'stride')
        .where('s.product_id', 'not like', 'GIFTCARD%')
        .where('s.product_id', inOrNot, inSale)
        .where(({ eb, selectFrom }) =>
          eb(
            selectFrom('style_prices as p')
              .select((e) => e.fn.countAll().as('n'))
              .whereRef('p.product_id', '=', 's.product_id'),
            '>=',
            5,
          ),
        )
        .orderBy('s.product_id')
        .execute();
    onSale = (await priced('in')).map((row) => row.product_id);
    regular = (await priced('not in'))[0]!.product_id;
    expect(onSale.length).toBeGreaterThan(1);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  const details = async (productId: string, headers: Record<string, string> = {}) => {
    const response = await get(`/products/v2/products/${productId}/details`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProductDetails.parse(response.json());
  };
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await get(`/products/v2/search/productSearch?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProductSearchResult.parse(response.json());
  };

  it('calls out the automatic sale promotion on a sale style’s details, in each site’s words', async () => {
    for (const [siteId, calloutMsg] of Object.entries(CALLOUTS)) {
      const style = await details(onSale[0]!, siteHeaders(siteId));
      expect(style.productPromotions, siteId).toEqual([{ promotionId: `${siteId}-sale-20`, calloutMsg }]);
    }
  });

  it('says nothing on a style the promotion does not take off, nor on the digital gift card', async () => {
    expect((await details(regular)).productPromotions).toBeUndefined();
    expect((await details('GIFTCARDS')).productPromotions).toBeUndefined();
    expect(await get(`/products/v2/products/${regular}/details`).then((r) => r.json())).not.toHaveProperty(
      'productPromotions',
    );
  });

  it('calls out every hit of the sale department and only those elsewhere, still a public answer', async () => {
    const sale = await search(`categoryId=${saleCategory}&count=48`);
    expect(sale.hits.length).toBeGreaterThan(1);
    for (const hit of sale.hits) {
      expect(hit.productPromotions).toEqual([
        { promotionId: 'stride-en-us-sale-20', calloutMsg: CALLOUTS['stride-en-us'] },
      ]);
    }
    const everything = await search('count=48');
    const saleIds = new Set(onSale);
    for (const hit of everything.hits) {
      expect(hit.productPromotions !== undefined, hit.productId).toBe(saleIds.has(hit.productId));
    }
    const response = await get(`/products/v2/search/productSearch?categoryId=${saleCategory}`);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
  });

  it('calls out each site’s own promotions only: Kestrel’s outlet on Kestrel, never Stride’s', async () => {
    const row = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('promotion_id', '=', 'kestrel-en-us-sale-20')
      .executeTakeFirstOrThrow();
    const outlet = (JSON.parse(row.definition) as { conditions: { qualifier: { categoryIds: string[] } } }).conditions
      .qualifier.categoryIds[0]!;
    const kestrel = { 'x-site-id': 'kestrel-en-us', 'x-locale': 'en-us' };
    const hits = (await search(`categoryId=${outlet}&count=48`, kestrel)).hits;
    expect(hits.length).toBeGreaterThan(0);
    const ids = new Set(hits.flatMap((hit) => (hit.productPromotions ?? []).map((p) => p.promotionId)));
    expect([...ids]).toEqual(['kestrel-en-us-sale-20']);
    // Stride's sale department asked for on Kestrel's site finds none of its styles, so nothing to call out.
    expect((await search(`categoryId=${saleCategory}`, kestrel)).hits).toEqual([]);
  });

  it('calls out the recommended styles that get it', async () => {
    const response = await get(`/products/v1/widgetRecommendations?widget=similar&productId=${onSale[0]}&count=12`);
    expect(response.statusCode, response.body).toBe(200);
    const products = Recommendations.parse(response.json()).products;
    const saleIds = new Set(onSale);
    for (const tile of products) {
      expect(tile.productPromotions !== undefined, tile.productId).toBe(saleIds.has(tile.productId));
    }
    const recent = await get(`/products/v1/widgetRecommendations?widget=recently-viewed&productIds=${onSale[1]}`);
    expect(Recommendations.parse(recent.json()).products[0]?.productPromotions?.[0]?.calloutMsg).toBe(
      CALLOUTS['stride-en-us'],
    );
  });

  it('drops a promotion’s callout once it ends, from kept search answers too (within the promotion cache’s 10 s)', async () => {
    const query = `categoryId=${saleCategory}&count=24`;
    expect((await search(query)).hits[0]?.productPromotions).toBeDefined(); // the answer is kept now
    const row = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('promotion_id', '=', 'stride-en-us-sale-20')
      .executeTakeFirstOrThrow();
    const endsAt = new Date(Date.now() + 1_000);
    const ending = { ...(JSON.parse(row.definition) as object), endsAt: endsAt.toISOString() };
    await t.db
      .updateTable('promotions')
      .set({ definition: JSON.stringify(ending) })
      .where('promotion_id', '=', 'stride-en-us-sale-20')
      .execute();
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PROMOTION_CACHE_TTL_MS + 1_000 });
      expect((await search(query)).hits.every((hit) => hit.productPromotions === undefined)).toBe(true);
      expect((await details(onSale[0]!)).productPromotions).toBeUndefined();
    } finally {
      vi.useRealTimers();
      await t.db
        .updateTable('promotions')
        .set({ definition: row.definition })
        .where('promotion_id', '=', 'stride-en-us-sale-20')
        .execute();
    }
  });

  it('costs one query for one style or forty-eight, none once their facts are kept', async () => {
    const counted = counting(t.db);
    const styles = await t.db
      .selectFrom('style_prices')
      .select(['product_id', 'list_amount', 'sale_amount'])
      .where('site_id', '=', 'stride-en-us')
      .orderBy('product_id', 'desc')
      .limit(48)
      .execute();
    const asked = styles.map((row) => ({
      productId: row.product_id,
      price: {
        list: Number(row.list_amount),
        sale: row.sale_amount === null ? null : Number(row.sale_amount),
        currency: 'USD',
      },
    }));
    // Each call after the caches expired (the site's promotions after 10 s, the styles' facts after 10 minutes).
    const start = Date.now();
    const queriesFor = async (styles: typeof asked, minutesLater: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: start + minutesLater * 60_000 });
      const before = counted.count();
      await loadCallouts(testContext(), counted.db, styles);
      return counted.count() - before;
    };
    // The site's promotions and their codes, then one query for the styles' facts.
    expect(await queriesFor(asked.slice(0, 1), 11)).toBe(3);
    expect(await queriesFor(asked, 22)).toBe(3);
    expect(await queriesFor(asked, 22)).toBe(0);
  });
});
