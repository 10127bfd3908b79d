import { AutoSuggestResult, ProductSearchResult } from '@outsole/contracts/search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findTextVersion, markSearchChanged } from './search-index.repository.js';
import { rebuildOutdatedSearchIndex, TEXT_INDEX_VERSION } from './search-index.service.js';
import { textEngineFor } from './search.index.js';

const GB = { 'x-site-id': 'stride-en-gb', 'x-locale': 'en-gb' };
const DE = { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' };
const FR = { 'x-site-id': 'stride-fr-fr', 'x-locale': 'fr-fr' };
const JA = { 'x-site-id': 'stride-ja-jp', 'x-locale': 'ja-jp' };
const GIFT_CARD = 'GIFTCARDS';

describe(`search by colour word, style code and UPC; the gift card in no colour or gender (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await get(`/products/v2/search/productSearch?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProductSearchResult.parse(response.json());
  };
  const suggest = async (q: string, headers: Record<string, string> = {}) => {
    const response = await get(`/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return AutoSuggestResult.parse(response.json());
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const colourOf = (hit: ProductSearchResult['hits'][number]) => /\/(\d{3})\/\w+\.svg$/.exec(hit.image.url)?.[1];

  // Words of each site's language for a colour family the catalog names its colourways otherwise (Navy, Sky,
  // Forest, Mustard, Tan, Violet), each word as the facet says it and as shoppers also type it.
  it.each([
    ['en-us', 'blue', 'blue', {}],
    ['en-us', 'Green', 'green', {}],
    ['en-us', 'gray', 'grey', {}],
    ['en-gb', 'blue', 'blue', GB],
    ['en-gb', 'yellow', 'yellow', GB],
    ['en-gb', 'brown', 'brown', GB],
    ['en-gb', 'purple', 'purple', GB],
    ['en-gb', 'beige', 'beige', GB],
    ['de-de', 'blau', 'blue', DE],
    ['de-de', 'blaue', 'blue', DE],
    ['de-de', 'grün', 'green', DE],
    ['de-de', 'gelb', 'yellow', DE],
    ['de-de', 'braun', 'brown', DE],
    ['fr-fr', 'bleu', 'blue', FR],
    ['fr-fr', 'verte', 'green', FR],
    ['fr-fr', 'marron', 'brown', FR],
    ['ja-jp', 'ブルー', 'blue', JA],
    ['ja-jp', '青', 'blue', JA],
    ['ja-jp', '赤', 'red', JA],
    ['ja-jp', 'グリーン', 'green', JA],
  ] as const)('%s: "%s" finds every style of the colour family %s', async (_locale, word, family, site) => {
    const inFamily = await search(`colour=${family}&count=60`, site);
    expect(inFamily.total).toBeGreaterThan(0);
    const found = await search(`${q(word)}&count=60`, site);
    // Every style the facet lists under the colour (a description may name it too: those are found as well).
    expect((await search(`${q(word)}&colour=${family}`, site)).total, word).toBe(inFamily.total);
    expect(found.total).toBeGreaterThanOrEqual(inFamily.total);
    expect(found.hits.map((hit) => hit.productId)).not.toContain(GIFT_CARD);
    // Each hit of that family shows (and links to) a colourway of it.
    for (const hit of found.hits) {
      const shown = hit.swatches.find((swatch) => swatch.colourCode === colourOf(hit));
      if (hit.swatches.some((swatch) => swatch.colourFamily === family)) {
        expect(shown?.colourFamily, hit.productId).toBe(family);
      }
    }
    // Auto-suggest finds them too, as typed (no "did you mean").
    const suggested = await suggest(word, site);
    expect(suggested.products.length, word).toBeGreaterThan(0);
    expect(suggested.correctedQuery).toBeNull();
  });

  it('"blue trainers" finds the blue trainers', async () => {
    const blueTrainers = await search('q=trainers&colour=blue', GB);
    expect(blueTrainers.total).toBeGreaterThan(0);
    expect((await search('q=blue%20trainers&colour=blue', GB)).total).toBe(blueTrainers.total);
    const found = await search('q=blue%20trainers&count=60', GB);
    expect(found.total).toBeGreaterThanOrEqual(blueTrainers.total);
    expect(found.total).toBeLessThan((await search('q=trainers', GB)).total);
  });

  it('finds a style by its style code, in any case, in search and auto-suggest', async () => {
    const style = await t.db
      .selectFrom('style_prices')
      .select('product_id')
      .where('site_id', '=', 'stride-en-us')
      .where('product_id', '!=', GIFT_CARD)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    for (const code of [style.product_id, style.product_id.toLowerCase()]) {
      const found = await search(q(code));
      expect(
        found.hits.map((hit) => hit.productId),
        code,
      ).toEqual([style.product_id]);
      expect((await suggest(code)).products.map((product) => product.productId)).toEqual([style.product_id]);
      expect((await suggest(code)).correctedQuery).toBeNull();
    }
    // With other words: they must match the style too.
    const name = (await search(q(style.product_id))).hits[0]?.name.split(' ')[0] ?? '';
    expect((await search(q(`${name} ${style.product_id}`))).total).toBe(1);
    expect((await search(q(`zzzqqq ${style.product_id}`))).total).toBe(0);
    // Another brand's style is not found on this brand's site.
    const other = await t.db
      .selectFrom('styles')
      .select('product_id')
      .where('brand', '!=', 'stride')
      .executeTakeFirstOrThrow();
    expect((await search(q(other.product_id))).total).toBe(0);
    expect((await search(q(GIFT_CARD))).hits.map((hit) => hit.productId)).toEqual([GIFT_CARD]);
  });

  it('finds a style by the UPC of any of its variants, showing that colourway', async () => {
    // A variant of a colourway that is not its style's first.
    const variant = await t.db
      .selectFrom('variants as v')
      .innerJoin('colourways as c', (join) =>
        join.onRef('c.product_id', '=', 'v.product_id').onRef('c.colour_code', '=', 'v.colour_code'),
      )
      .innerJoin('style_prices as p', 'p.product_id', 'v.product_id')
      .select(['v.upc', 'v.product_id', 'v.colour_code'])
      .where('c.position', '>', 0)
      .where('p.site_id', '=', 'stride-en-us')
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    for (const code of [variant.upc, `0${variant.upc}`, `00${variant.upc}`]) {
      const found = await search(q(code));
      expect(
        found.hits.map((hit) => hit.productId),
        code,
      ).toEqual([variant.product_id]);
      expect(colourOf(found.hits[0] as ProductSearchResult['hits'][number])).toBe(variant.colour_code);
      expect(found.hits[0]?.pdpUrl).toMatch(new RegExp(`-${variant.product_id}\\?colour=${variant.colour_code}$`));
      expect((await suggest(code)).products.map((product) => product.productId)).toEqual([variant.product_id]);
    }
    // Digits that are no UPC find nothing (as before), twice (the miss is remembered, not an error).
    for (let i = 0; i < 2; i += 1) expect((await search('q=000000000000')).total).toBe(0);
    expect((await search(q(variant.upc.slice(0, 11)))).total).toBe(0);
  });

  it('lists the digital gift card under no colour, gender or size, and still finds it', async () => {
    const gift = await search('q=gift');
    expect(gift.hits.map((hit) => hit.productId)).toEqual([GIFT_CARD]);
    expect(gift.hits[0]?.swatches).toEqual([]); // its tile shows no colour and no "1 colour"
    // Nor a gender: "Unisex" says nothing of a gift card (its tile and suggestion show none).
    expect(gift.hits[0]?.gender).toBeUndefined();
    expect((await suggest('gift')).products.map((product) => [product.productId, product.gender])).toEqual([
      [GIFT_CARD, undefined],
    ]);
    expect((await search('q=running')).hits[0]?.gender).toMatch(/^(men|women|unisex|kids)$/);
    for (const id of ['colour', 'gender', 'size'] as const) {
      expect(gift.facets.find((facet) => facet.id === id)?.values, id).toEqual([]);
    }
    const all = await search('count=60&sort=price-asc');
    expect(all.hits.map((hit) => hit.productId)).toContain(GIFT_CARD);
    for (const refinement of ['colour=blue', 'gender=unisex', 'size=OS']) {
      const refined = await search(`${refinement}&count=60&sort=price-asc`);
      expect(
        refined.hits.map((hit) => hit.productId),
        refinement,
      ).not.toContain(GIFT_CARD);
    }
  });

  it('rebuilds an index built before colour words when the api starts', async () => {
    const blue = (await search('q=blue')).total;
    expect(blue).toBeGreaterThan(0);
    expect(await findTextVersion(t.db)).toBe(TEXT_INDEX_VERSION);
    // An index of version 3 as it was: no documents hold the colour words (emptied here), then the upgrade.
    await textEngineFor(t.db).remove(t.db, 'all');
    await sql`update search_state set text_version = 3 where id = 1`.execute(t.db);
    await markSearchChanged(t.db, { rebuilt: true });
    expect((await search('q=blue')).total).toBe(0);
    expect(await rebuildOutdatedSearchIndex(t.db)).toBe(true);
    expect((await search('q=blue')).total).toBe(blue);
  });
});
