import { ProductDetails, ProductInventory, ProductSet, ProductSets } from '@outsole/contracts/products';
import { ReviewList } from '@outsole/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { testContext } from '../../test/request-context.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { getProductDetails } from './products.service.js';

describe(`product details, inventory and sets (${TEST_DB})`, () => {
  let t: TestApp;
  let shoe: string; // a Stride men's running shoe (made in widths)
  let kestrel: string;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
    const styles = await t.db.selectFrom('styles').select(['product_id', 'brand', 'product_type', 'gender']).execute();
    const find = (predicate: (s: (typeof styles)[number]) => boolean): string => {
      const style = styles.find(predicate);
      if (!style) throw new Error('seed has no such style');
      return style.product_id;
    };
    shoe = find((s) => s.brand === 'stride' && s.product_type === 'running-shoe' && s.gender === 'men');
    kestrel = find((s) => s.brand === 'kestrel');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });

  it('answers a style with price, breadcrumbs, colourways, sizes with widths and online stock', async () => {
    const response = await get(`/products/v2/products/${shoe}/details`);
    expect(response.statusCode, response.body).toBe(200);
    const details = ProductDetails.parse(response.json());
    expect(details).toMatchObject({
      productId: shoe,
      brand: 'stride',
      productType: 'running-shoe',
      sizeSystem: 'shoe-men',
    });
    expect(details.name).toMatch(/Running Shoe$/);
    expect(details.price.currency).toBe('USD');
    expect(details.price.list % 500).toBe(0); // whole dollars in steps of five
    expect(details.breadcrumbs.map((b) => b.name)).toEqual(['Men', 'Shoes', 'Running']);
    expect(details.breadcrumbs[2]?.url).toMatch(/^\/en-us\/c\/running-\d{4,6}$/);
    expect(details.pdpUrl).toMatch(new RegExp(`^/en-us/p/[a-z0-9-]+-${shoe}$`));
    expect(details.colourways.length).toBeGreaterThanOrEqual(2);
    const colourway = details.colourways[0];
    expect(details.selectedColour).toBe(colourway?.colourCode);
    expect(colourway?.images.map((i) => i.url)).toEqual(
      ['side', 'top', 'back', 'sole'].map((view) => `/images/products/${shoe}/${colourway?.colourCode}/${view}.svg`),
    );
    // Every image the details name is one the media service draws, at the size the details declare.
    for (const image of details.colourways.flatMap((c) => c.images)) {
      const art = await t.app.inject({ method: 'GET', url: image.url });
      expect(art.statusCode, image.url).toBe(200);
      expect(art.body).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    }
    expect(colourway?.variants.some((v) => v.width === '2E')).toBe(true);
    expect(colourway?.variants[0]).toMatchObject({ sizeUs: '7', size: '7', width: 'D' });
    for (const variant of colourway?.variants ?? []) expect(variant.orderable).toBe(variant.inventoryLevel > 0);
  });

  it('shows the rating of the published reviews, null for a style without any', async () => {
    const rated = await t.db
      .selectFrom('styles')
      .select('product_id')
      .where('brand', '=', 'stride')
      .where('rating_count', '>', 0)
      .executeTakeFirstOrThrow();
    const details = ProductDetails.parse((await get(`/products/v2/products/${rated.product_id}/details`)).json());
    const reviews = ReviewList.parse((await get(`/products/v1/products/${rated.product_id}/reviews`)).json());
    expect(details.rating).toEqual({ average: reviews.summary.average, count: reviews.summary.count });
    const unrated = await t.db
      .selectFrom('styles')
      .select('product_id')
      .where('brand', '=', 'stride')
      .where('rating_count', '=', 0)
      .executeTakeFirst();
    if (unrated) {
      const plain = ProductDetails.parse((await get(`/products/v2/products/${unrated.product_id}/details`)).json());
      expect(plain.rating).toBeNull();
    }
  });

  it('speaks the locale and prices in the site currency with market sizes', async () => {
    const german = ProductDetails.parse(
      (await get(`/products/v2/products/${shoe}/details`, { 'x-site-id': 'stride-de-de' })).json(),
    );
    expect(german.name).toMatch(/Laufschuh$/);
    expect(german.breadcrumbs.map((b) => b.name)).toEqual(['Herren', 'Schuhe', 'Laufschuhe']);
    expect(german.price.currency).toBe('EUR');
    expect(german.colourways[0]?.variants[0]?.size).toBe('40'); // US 7 is EU 40
    const japanese = ProductDetails.parse(
      (await get(`/products/v2/products/${shoe}/details`, { 'x-site-id': 'stride-ja-jp' })).json(),
    );
    expect(japanese.price.currency).toBe('JPY');
    expect(japanese.price.list % 100).toBe(0);
    expect(japanese.pdpUrl).toMatch(/^\/ja-jp\/p\/[a-z0-9-]+-/); // an ASCII slug
    expect(japanese.colourways[0]?.variants[0]?.size).toBe('25.0');
  });

  it('opens on the colour asked for and 404s a colour the style does not have', async () => {
    const all = ProductDetails.parse((await get(`/products/v2/products/${shoe}/details`)).json());
    const second = all.colourways[1]?.colourCode ?? '';
    const chosen = ProductDetails.parse((await get(`/products/v2/products/${shoe}/details?colour=${second}`)).json());
    expect(chosen.selectedColour).toBe(second);
    expectSpecError(await get(`/products/v2/products/${shoe}/details?colour=999`), 404, 'API404', 'query.colour');
    expectSpecError(await get(`/products/v2/products/${shoe}/details?colour=red`), 400, 'API400', 'query.colour');
  });

  it('404s unknown styles and other brands, 400s malformed ids naming the field', async () => {
    expectSpecError(await get('/products/v2/products/ZZZZ99999/details'), 404, 'API404', 'params.productId');
    expectSpecError(await get(`/products/v2/products/${kestrel}/details`), 404, 'API404');
    const own = await get(`/products/v2/products/${kestrel}/details`, { 'x-site-id': 'kestrel-en-us' });
    expect(own.statusCode).toBe(200);
    for (const bad of ['abc', 'lowercase1', 'ABCDEFGHIJKL', 'ABC-12345']) {
      expectSpecError(await get(`/products/v2/products/${bad}/details`), 400, 'API400', 'params.productId');
    }
  });

  // The rating is read from the style row, so it adds no query.
  it('loads details in a fixed number of queries whatever the number of colourways', async () => {
    const queries: string[] = [];
    const counting = t.db.withPlugin({
      transformQuery: (args) => {
        queries.push(args.node.kind);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    await getProductDetails(testContext(), counting, shoe, {});
    expect(queries).toHaveLength(5);
  });

  it("names the style's page on every site of the brand with that locale's own slug", async () => {
    const english = ProductDetails.parse((await get(`/products/v2/products/${shoe}/details`)).json());
    expect(english.alternates?.map((a) => a.locale)).toEqual(['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp']);
    for (const alternate of english.alternates ?? []) {
      const there = ProductDetails.parse(
        (await get(`/products/v2/products/${shoe}/details`, { 'x-site-id': `stride-${alternate.locale}` })).json(),
      );
      expect(alternate.url).toBe(there.pdpUrl);
      expect(there.alternates).toEqual(english.alternates);
    }
    const german = english.alternates?.find((a) => a.locale === 'de-de')?.url;
    expect(german).toMatch(/^\/de-de\/p\/[a-z0-9-]*laufschuh-/);
    const kestrelDetails = ProductDetails.parse(
      (await get(`/products/v2/products/${kestrel}/details`, { 'x-site-id': 'kestrel-en-us' })).json(),
    );
    expect(kestrelDetails.alternates).toEqual([{ locale: 'en-us', url: kestrelDetails.pdpUrl }]);
  });

  it('lists online stock per variant', async () => {
    const response = await get(`/products/v2/products/${shoe}/inventory`);
    expect(response.statusCode).toBe(200);
    const inventory = ProductInventory.parse(response.json());
    const variantCount = await t.db.selectFrom('variants').select('upc').where('product_id', '=', shoe).execute();
    expect(inventory.variants).toHaveLength(variantCount.length);
    expectSpecError(await get('/products/v2/products/ZZZZ99999/inventory'), 404, 'API404');
    expectSpecError(await get('/products/v2/products/bad/inventory'), 400, 'API400', 'params.productId');
  });

  it('lists the sets of a style and answers a set with its tiles', async () => {
    const member = await t.db
      .selectFrom('product_set_items as i')
      .innerJoin('product_sets as s', 's.set_id', 'i.set_id')
      .select(['i.product_id', 's.set_id', 's.brand'])
      .where('s.brand', '=', 'stride')
      .executeTakeFirstOrThrow();
    const sets = ProductSets.parse((await get(`/products/v2/products/${member.product_id}/productSets`)).json());
    expect(sets.productSets.map((s) => s.productSetId)).toContain(member.set_id);
    expect(sets.productSets[0]?.productIds).toContain(member.product_id);

    const response = await get(`/products/v2/products/${member.set_id}/productSet`, { 'x-locale': 'fr-fr' });
    expect(response.statusCode, response.body).toBe(200);
    const set = ProductSet.parse(response.json());
    expect(set.products.length).toBeGreaterThanOrEqual(2);
    expect(set.products[0]).toMatchObject({ price: { currency: 'USD' } });
    // Named in French, linked to the site's own pages (decisions 0003, 0013): the USD prices are the en-us site's.
    expect(set.products[0]?.pdpUrl).toMatch(/^\/en-us\/p\//);
    expect(set.products[0]?.image.url).toMatch(/^\/images\/products\/[A-Z0-9]+\/\d{3}\/(side|front)\.svg$/);

    expectSpecError(await get('/products/v2/products/SET99999X/productSet'), 404, 'API404', 'params.productSetId');
    expectSpecError(
      await get(`/products/v2/products/${member.set_id}/productSet`, { 'x-site-id': 'kestrel-en-us' }),
      404,
      'API404',
    );
    expectSpecError(await get('/products/v2/products/set-1/productSet'), 400, 'API400', 'params.productSetId');
    const none = ProductSets.parse((await get(`/products/v2/products/${shoe}/productSets`)).json());
    expect(Array.isArray(none.productSets)).toBe(true);
  });
});
