import { ProductDetails } from '@outsole/contracts/products';
import { AutoSuggestResult, ProductSearchResult } from '@outsole/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/**
 * x-locale names the language of an answer; its links are the site's pages, under the site's locale and with that
 * locale's slug (decisions 0003 and 0013), so a stride-en-us answer asked in German never links to the EUR site.
 */
describe(`links follow the site's locale, whatever x-locale says (${TEST_DB})`, () => {
  let t: TestApp;
  let variant: Variant;
  const german = { 'x-site-id': 'stride-en-us', 'x-locale': 'de-DE' };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    [variant] = (await variantsOn(t.db, 'stride-en-us', 1)) as [Variant];
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  it('product details: its page, its colourways’ pages and its breadcrumbs, with the site’s slugs', async () => {
    const english = ProductDetails.parse(await get(`/products/v2/products/${variant.productId}/details`, {}));
    for (const locale of ['de-DE', 'ja-JP']) {
      const asked = ProductDetails.parse(
        await get(`/products/v2/products/${variant.productId}/details`, { 'x-locale': locale }),
      );
      expect(asked.pdpUrl).toBe(english.pdpUrl);
      expect(asked.colourways.map((c) => c.pdpUrl)).toEqual(english.colourways.map((c) => c.pdpUrl));
      expect(asked.breadcrumbs.map((b) => b.url)).toEqual(english.breadcrumbs.map((b) => b.url));
    }
    expect(english.pdpUrl.startsWith('/en-us/p/')).toBe(true);
  });

  it('search hits, suggestions and cart lines', async () => {
    const hits = ProductSearchResult.parse(await get('/products/v2/search/productSearch?count=20', german)).hits;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.pdpUrl).toMatch(/^\/en-us\/p\//);
    const suggested = AutoSuggestResult.parse(await get('/products/v2/search/autoSuggest?q=lauf', german));
    expect(suggested.categories.length + suggested.products.length).toBeGreaterThan(0);
    for (const category of suggested.categories) expect(category.url).toMatch(/^\/en-us\/c\//);
    for (const product of suggested.products) expect(product.pdpUrl).toMatch(/^\/en-us\/p\//);

    const token = (await guestToken(t)).accessToken;
    const created = cartOf(
      await call(t, 'POST', '/cart/v1/cartWithItem', token, {
        payload: { productId: variant.productId, upc: variant.upc, qty: 1 },
      }),
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/cart/v1/cart/${created.basketId}`,
      headers: { ...AUTH, ...bearer(token), ...german },
    });
    const line = cartOf(read).items.find((item) => item.upc === variant.upc)!;
    expect(line.pdpUrl).toBe(created.items.find((item) => item.upc === variant.upc)!.pdpUrl);
    expect(line.pdpUrl).toMatch(/^\/en-us\/p\//);
    for (const crumb of line.breadcrumbs) expect(crumb.url).toMatch(/^\/en-us\/c\//);
  });
});
