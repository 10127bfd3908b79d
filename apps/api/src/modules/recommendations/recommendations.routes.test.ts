import { Recommendations } from '@outsole/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findSimilarIds } from './recommendations.repository.js';

describe(`GET /products/v1/widgetRecommendations (${TEST_DB})`, () => {
  let t: TestApp;
  let shoe: { product_id: string; product_type: string; gender: string };
  let kestrel: string;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
    const styles = await t.db.selectFrom('styles').select(['product_id', 'brand', 'product_type', 'gender']).execute();
    const found = styles.find((s) => s.brand === 'stride' && s.product_type === 'running-shoe');
    if (!found) throw new Error('seed has no running shoe');
    shoe = found;
    kestrel = styles.find((s) => s.brand === 'kestrel')?.product_id ?? '';
  });
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/products/v1/widgetRecommendations?${query}`,
      headers: { ...AUTH, ...headers },
    });

  it('recommends similar styles of the same type and gender, in stock, never the product itself', async () => {
    const response = await get(`productId=${shoe.product_id}&count=4`);
    expect(response.statusCode, response.body).toBe(200);
    const result = Recommendations.parse(response.json());
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(4);
    const ids = result.products.map((p) => p.productId);
    expect(ids).not.toContain(shoe.product_id);
    const styles = await t.db
      .selectFrom('styles')
      .select(['product_id', 'product_type', 'gender'])
      .where('product_id', 'in', ids)
      .execute();
    for (const style of styles) expect([shoe.gender, 'unisex']).toContain(style.gender);
    expect(styles.find((s) => s.product_id === ids[0])?.product_type).toBe(shoe.product_type);
    for (const id of ids) {
      const stock = await t.db
        .selectFrom('variants as v')
        .innerJoin('inventory as i', 'i.upc', 'v.upc')
        .select('i.quantity')
        .where('v.product_id', '=', id)
        .where('i.location_id', '=', 'online')
        .where('i.quantity', '>', 0)
        .executeTakeFirst();
      expect(stock, id).toBeDefined();
    }
    const german = Recommendations.parse(
      (await get(`productId=${shoe.product_id}`, { 'x-site-id': 'stride-de-de' })).json(),
    );
    expect(german.products[0]?.price.currency).toBe('EUR');
  });

  it('answers exactly what filtering every style of the brand by stock first would, for every stride style', async () => {
    const site = 'stride-en-us';
    const all = await t.db
      .selectFrom('styles as s')
      .innerJoin('style_prices as p', (join) =>
        join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', site),
      )
      .select(['s.product_id', 's.brand', 's.gender', 's.product_type', 'p.list_amount', 'p.sale_amount'])
      .where('s.brand', '=', 'stride')
      .execute();
    const inStock = new Set(
      (
        await t.db
          .selectFrom('variants as v')
          .innerJoin('inventory as i', 'i.upc', 'v.upc')
          .select('v.product_id')
          .where('i.location_id', '=', 'online')
          .where('i.quantity', '>', 0)
          .execute()
      ).map((row) => row.product_id),
    );
    const paid = (style: (typeof all)[number]) => Number(style.sale_amount ?? style.list_amount);
    // Every stride style, as many as may be asked for: the nearest prices on both sides of each anchor's, ties,
    // windows running out on one side, the other product types once the anchor's own type is used up.
    for (const anchor of all) {
      const expected = all
        .filter((s) => s.product_id !== anchor.product_id && [anchor.gender, 'unisex'].includes(s.gender))
        .filter((s) => inStock.has(s.product_id))
        .sort(
          (a, b) =>
            Number(a.product_type !== anchor.product_type) - Number(b.product_type !== anchor.product_type) ||
            Math.abs(paid(a) - paid(anchor)) - Math.abs(paid(b) - paid(anchor)) ||
            (a.product_id < b.product_id ? -1 : 1),
        )
        .slice(0, 24)
        .map((s) => s.product_id);
      const response = await get(`productId=${anchor.product_id}&count=24`);
      expect(response.statusCode, response.body).toBe(200);
      expect(Recommendations.parse(response.json()).products.map((p) => p.productId)).toEqual(expected);
      // The same through the walk along the price index (every group counts as large here), read two candidates at
      // a time from each side: every window boundary and side running out.
      const walked = await findSimilarIds(
        t.db,
        anchor.product_id,
        { brand: anchor.brand, product_type: anchor.product_type, gender: anchor.gender, price: paid(anchor) },
        { siteId: site, limit: 24, window: 2, smallGroup: 1 },
      );
      expect(walked).toEqual(expected);
    }
  });

  it('404s unknown products and other brands, 400s bad input naming the field', async () => {
    expectSpecError(await get('productId=ZZZZ99999'), 404, 'API404', 'query.productId');
    expectSpecError(await get(`productId=${kestrel}`), 404, 'API404', 'query.productId');
    expectSpecError(await get('productId=bad'), 400, 'API400', 'query.productId');
    expectSpecError(await get(`productId=${shoe.product_id}&count=25`), 400, 'API400', 'query.count');
    expectSpecError(await get(''), 400, 'API400', 'query.productId');
    expectSpecError(await get('widget=popular&productId=' + shoe.product_id), 400, 'API400', 'query.widget');
  });

  describe('widget=recently-viewed', () => {
    const stride = async (count: number) =>
      (
        await t.db
          .selectFrom('styles as s')
          .innerJoin('style_prices as p', (join) =>
            join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', 'stride-en-us'),
          )
          .select('s.product_id')
          .where('s.brand', '=', 'stride')
          .orderBy('s.product_id')
          .limit(count)
          .execute()
      ).map((row) => row.product_id);

    it('answers the styles asked for as tiles, in the order asked, each once, whatever their stock', async () => {
      const [a, b, c] = await stride(3);
      const response = await get(`widget=recently-viewed&productIds=${c},${a},${c},${b}`);
      expect(response.statusCode, response.body).toBe(200);
      const result = Recommendations.parse(response.json());
      expect(result.widget).toBe('recently-viewed');
      expect(result.productId).toBeUndefined();
      expect(result.products.map((p) => p.productId)).toEqual([c, a, b]);
      expect(result.products[0]?.pdpUrl).toMatch(new RegExp(`^/en-us/p/.+-${c}$`));
      // Repeated parameters read as the comma list does; the site's language and currency apply.
      const german = Recommendations.parse(
        (await get(`widget=recently-viewed&productIds=${a}&productIds=${b}`, { 'x-site-id': 'stride-de-de' })).json(),
      );
      expect(german.products.map((p) => p.productId)).toEqual([a, b]);
      expect(german.products[0]?.price.currency).toBe('EUR');
      expect(german.products[0]?.pdpUrl).toMatch(/^\/de-de\/p\//);
    });

    it("leaves out the page's own product, other brands' and unknown styles, and stops at count", async () => {
      const [a, b, c, d] = await stride(4);
      const result = Recommendations.parse(
        (
          await get(`widget=recently-viewed&productId=${b}&productIds=${a},ZZZZ99999,${b},${kestrel},${c},${d}&count=2`)
        ).json(),
      );
      expect(result.productId).toBe(b);
      expect(result.products.map((p) => p.productId)).toEqual([a, c]);
      const none = Recommendations.parse((await get(`widget=recently-viewed&productIds=ZZZZ99999,${kestrel}`)).json());
      expect(none.products).toEqual([]);
    });

    it('400s a missing, malformed or oversized list naming the field', async () => {
      expectSpecError(await get('widget=recently-viewed'), 400, 'API400', 'query.productIds');
      expectSpecError(await get('widget=recently-viewed&productIds='), 400, 'API400', 'query.productIds');
      expectSpecError(
        await get(`widget=recently-viewed&productIds=${shoe.product_id},bad`),
        400,
        'API400',
        'query.productIds.1',
      );
      const many = (await stride(25)).join(',');
      expectSpecError(await get(`widget=recently-viewed&productIds=${many}`), 400, 'API400', 'query.productIds');
    });
  });
});
