import { Catalog } from '@outsole/contracts/catalog';
import { categoryPath } from '@outsole/contracts/paths';
import { ProductDetails } from '@outsole/contracts/products';
import { ProductSearchResult } from '@outsole/contracts/search';
import { SitemapOutline, SitemapPage, type SitemapKind } from '@outsole/contracts/sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { encodePageToken } from './sitemap.page-token.js';

describe(`GET /products/v1/sitemap (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 2 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });

  const page = async (kind: SitemapKind, query: string, siteId = 'stride-en-us') => {
    const response = await get(`/products/v1/sitemap/${kind}${query}`, { 'x-site-id': siteId });
    expect(response.statusCode, response.body).toBe(200);
    return SitemapPage.parse(response.json());
  };

  /** Every entry of a listing, following nextPageToken from the first page. */
  const walk = async (kind: SitemapKind, pageSize: number, siteId = 'stride-en-us') => {
    const pages: SitemapPage[] = [];
    let token: string | null = null;
    do {
      const current: SitemapPage = await page(
        kind,
        `?pageSize=${pageSize}${token ? `&pageToken=${token}` : ''}`,
        siteId,
      );
      pages.push(current);
      token = current.nextPageToken;
    } while (token !== null && pages.length < 1000);
    return pages;
  };

  /** The styles a site sells, read straight from the tables. */
  const stylesSoldOn = async (siteId: string, brand: string) =>
    (
      await t.db
        .selectFrom('style_prices as p')
        .innerJoin('styles as s', 's.product_id', 'p.product_id')
        .select('p.product_id')
        .where('p.site_id', '=', siteId)
        .where('s.brand', '=', brand)
        .execute()
    )
      .map((row) => row.product_id)
      .sort();

  const sortedIds = (ids: string[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it('pages through every style the site sells, in id order, each exactly once', async () => {
    const pages = await walk('products', 7);
    const ids = pages.flatMap((p) => p.entries.map((e) => e.id));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.slice(0, -1).every((p) => p.entries.length === 7)).toBe(true);
    expect(pages.at(-1)?.nextPageToken).toBeNull();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(sortedIds(ids));
    expect(new Set(ids)).toEqual(new Set(await stylesSoldOn('stride-en-us', 'stride')));
    for (const p of pages) expect(p).toMatchObject({ siteId: 'stride-en-us', locale: 'en-us', kind: 'products' });
  });

  it("gives each style its URL on every site of the brand, with that locale's own slug", async () => {
    const [first] = (await page('products', '?pageSize=3')).entries;
    if (!first) throw new Error('no styles');
    expect(first.alternates.map((a) => a.locale)).toEqual(['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp']);
    expect(first.alternates.find((a) => a.locale === 'en-us')?.url).toBe(first.url);
    // Each alternate is exactly the URL that site's product page has: no redirect on the way.
    for (const alternate of first.alternates) {
      const response = await get(`/products/v2/products/${first.id}/details`, {
        'x-site-id': `stride-${alternate.locale}`,
      });
      expect(ProductDetails.parse(response.json()).pdpUrl).toBe(alternate.url);
    }
    const german = first.alternates.find((a) => a.locale === 'de-de')?.url ?? '';
    const { slug } = await t.db
      .selectFrom('style_translations')
      .select('slug')
      .where('product_id', '=', first.id)
      .where('locale', '=', 'de-de')
      .executeTakeFirstOrThrow();
    expect(german).toBe(`/de-de/p/${slug}-${first.id}`);
  });

  it("lists another site's pages in its own locale, and another brand's only on its sites", async () => {
    const [german] = (await page('products', '?pageSize=1', 'stride-de-de')).entries;
    expect(german?.url).toMatch(/^\/de-de\/p\//);
    const kestrel = (await walk('products', 50, 'kestrel-en-us')).flatMap((p) => p.entries);
    expect(new Set(kestrel.map((e) => e.id))).toEqual(new Set(await stylesSoldOn('kestrel-en-us', 'kestrel')));
    for (const entry of kestrel) expect(entry.alternates).toEqual([{ locale: 'en-us', url: entry.url }]);
  });

  it('pages through the categories of the catalog tree, with their URL in every locale', async () => {
    const entries = (await walk('categories', 10)).flatMap((p) => p.entries);
    const catalog = async (siteId: string) => {
      const response = await get('/products/v2/catalog?levels=5', { 'x-site-id': siteId });
      return Catalog.parse(response.json()).categories;
    };
    const english = await catalog('stride-en-us');
    // Only categories with something to list: a listing that finds nothing is no page to index.
    const listed: string[] = [];
    for (const category of english) {
      const found = await get(`/products/v2/search/productSearch?categoryId=${category.id}&count=1`);
      if (ProductSearchResult.parse(found.json()).total > 0) listed.push(category.id);
    }
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.length).toBeLessThan(english.length); // the test catalog has empty ones
    expect(entries.map((e) => e.id)).toEqual(sortedIds(listed));
    const french = new Map((await catalog('stride-fr-fr')).map((c) => [c.id, c]));
    for (const entry of entries) {
      const category = english.find((c) => c.id === entry.id);
      expect(entry.url).toBe(categoryPath('en-us', category?.slug ?? '', entry.id));
      const fr = french.get(entry.id);
      expect(entry.alternates.find((a) => a.locale === 'fr-fr')?.url).toBe(
        categoryPath('fr-fr', fr?.slug ?? '', entry.id),
      );
    }
  });

  it('outlines every page with the token that fetches it, for both listings', async () => {
    const response = await get('/products/v1/sitemap?pageSize=9');
    expect(response.statusCode, response.body).toBe(200);
    const outline = SitemapOutline.parse(response.json());
    expect(outline).toMatchObject({ siteId: 'stride-en-us', locale: 'en-us', pageSize: 9 });
    for (const kind of ['products', 'categories'] as const) {
      const pages = await walk(kind, 9);
      const section = outline[kind];
      expect(section.total).toBe(pages.reduce((sum, p) => sum + p.entries.length, 0));
      expect(section.pages.map((p) => p.count)).toEqual(pages.map((p) => p.entries.length));
      expect(section.pages[0]?.pageToken).toBeNull();
      for (const [index, outlined] of section.pages.entries()) {
        const fetched = await page(kind, `?pageSize=9${outlined.pageToken ? `&pageToken=${outlined.pageToken}` : ''}`);
        expect(fetched.entries).toEqual(pages[index]?.entries);
      }
    }
    // One page when the page size covers the listing; an exact multiple has no empty page at the end.
    const whole = SitemapOutline.parse((await get('/products/v1/sitemap')).json());
    expect(whole.pageSize).toBe(10_000);
    expect(whole.products.pages).toEqual([{ pageToken: null, count: whole.products.total }]);
    const exact = SitemapOutline.parse((await get(`/products/v1/sitemap?pageSize=${whole.products.total}`)).json());
    expect(exact.products.pages).toHaveLength(1);
  });

  it('refuses a token that is malformed, of the other listing or not canonical, naming the field', async () => {
    for (const [kind, token] of [
      ['products', 'not*a*token'],
      ['products', 'x'.repeat(65)],
      ['products', Buffer.from('p:lowercase1').toString('base64url')],
      ['products', encodePageToken('categories', '1234')],
      ['categories', encodePageToken('products', 'SRN00000001')],
      ['categories', `${encodePageToken('categories', '1234')}A`],
    ] as const) {
      const response = await get(`/products/v1/sitemap/${kind}?pageToken=${token}`);
      expectSpecError(response, 400, 'API400', 'query.pageToken');
    }
  });

  it('refuses a page size out of range naming the field', async () => {
    for (const size of ['0', '10001', 'ten', '2.5']) {
      expectSpecError(await get(`/products/v1/sitemap/products?pageSize=${size}`), 400, 'API400', 'query.pageSize');
      expectSpecError(await get(`/products/v1/sitemap?pageSize=${size}`), 400, 'API400', 'query.pageSize');
    }
  });

  it('answers an unknown site and a missing access key in the spec format', async () => {
    expectSpecError(
      await get('/products/v1/sitemap/products', { 'x-site-id': 'nope-xx-xx' }),
      400,
      'API400',
      'x-site-id',
    );
    expectSpecError(await get('/products/v1/sitemap', { 'x-site-id': 'nope-xx-xx' }), 400, 'API400', 'x-site-id');
    const keyless = await t.app.inject({ method: 'GET', url: '/products/v1/sitemap/categories' });
    expectSpecError(keyless, 401, 'API401');
  });

  it('leaves out a style a site does not price and a category whose parent it cannot name', async () => {
    const [first] = (await page('products', '?pageSize=1')).entries;
    if (!first) throw new Error('no styles');
    await t.db
      .deleteFrom('style_prices')
      .where('product_id', '=', first.id)
      .where('site_id', '=', 'stride-fr-fr')
      .execute();
    const [again] = (await page('products', '?pageSize=1')).entries;
    expect(again?.alternates.map((a) => a.locale)).toEqual(['en-us', 'en-gb', 'de-de', 'ja-jp']);
    const french = (await walk('products', 100, 'stride-fr-fr')).flatMap((p) => p.entries.map((e) => e.id));
    expect(french).not.toContain(first.id);
    expect(french.length).toBeGreaterThan(0);

    // Untranslate a top-level category in Japanese: it and everything under it leave the Japanese listing.
    const top = await t.db
      .selectFrom('categories')
      .select('id')
      .where('brand', '=', 'stride')
      .where('parent_id', 'is', null)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const below = (
      await t.db.selectFrom('category_closure').select('category_id').where('ancestor_id', '=', top.id).execute()
    ).map((row) => row.category_id);
    await t.db
      .deleteFrom('category_translations')
      .where('category_id', '=', top.id)
      .where('locale', '=', 'ja-jp')
      .execute();
    const japanese = (await walk('categories', 100, 'stride-ja-jp')).flatMap((p) => p.entries.map((e) => e.id));
    expect(japanese.length).toBeGreaterThan(0);
    expect(japanese.filter((id) => below.includes(id))).toEqual([]);
    const english = (await walk('categories', 100)).flatMap((p) => p.entries);
    const child = english.find((e) => e.id !== top.id && below.includes(e.id));
    expect(child?.alternates.map((a) => a.locale)).toEqual(['en-us', 'en-gb', 'de-de', 'fr-fr']);
  });
});
