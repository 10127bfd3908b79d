import { AutoSuggestResult, ProductSearchResult } from '@outsole/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { newShopper } from '../../test/credentials.js';
import { RATING_PRIOR_REVIEWS } from './rating-rank.js';
import { AUTH, createTestApp, TEST_DB, TEST_TRUST_ID, type TestApp } from '../../test/test-app.js';
import type { SizeSystem } from '../../db/schema.js';
import { reindexStyle } from './search-index.service.js';

describe(`product search and auto-suggest (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await get(`/products/v2/search/productSearch?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProductSearchResult.parse(response.json());
  };
  const facet = (result: ProductSearchResult, id: string) => result.facets.find((f) => f.id === id)?.values ?? [];
  const searchFrom = (ip: string, query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/products/v2/search/productSearch?${query}`,
      headers: { ...AUTH, ...headers },
      remoteAddress: ip,
    });
  const suggest = async (q: string, headers: Record<string, string> = {}) => {
    const response = await get(`/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return AutoSuggestResult.parse(response.json());
  };

  it('finds styles by text in the request locale with tiles, swatches and prices', async () => {
    const result = await search('q=running');
    expect(result.total).toBeGreaterThan(0);
    expect(result.hits[0]?.name).toMatch(/Running/); // names weigh more than descriptions
    for (const hit of result.hits) {
      expect(hit.pdpUrl).toMatch(new RegExp(`^/en-us/p/[a-z0-9-]+-${hit.productId}$`));
      expect(hit.image.url).toMatch(new RegExp(`^/images/products/${hit.productId}/\\d{3}/(side|front)\\.svg$`));
      expect(hit.price.currency).toBe('USD');
      expect(hit.swatches.length).toBeGreaterThanOrEqual(2);
      expect(hit.swatches[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    const german = await search('q=laufschuh', { 'x-site-id': 'stride-de-de' });
    expect(german.total).toBeGreaterThan(0);
    expect(german.hits[0]?.name).toMatch(/Laufschuh/);
    expect(german.hits[0]?.price.currency).toBe('EUR');
    expect(german.hits[0]?.pdpUrl).toMatch(/^\/de-de\/p\//);
    expect((await search('q=schwarz', { 'x-site-id': 'stride-de-de' })).total).toBeGreaterThan(0);
    expect((await search('q=laufschuh')).total).toBe(0); // the German word is not in English documents
    // A colour word is, in every language of the shop (decision 0010): schwarz is black on the English site too.
    expect((await search('q=schwarz')).total).toBe((await search('q=black')).total);
    expect((await search('q=zzzqqq')).total).toBe(0);
  });

  it('reads "mens", "men\'s" and "womens" as the Men and Women the catalog says', async () => {
    const genderOf = async (hits: ProductSearchResult['hits']) => {
      const rows = await t.db
        .selectFrom('styles')
        .select(['product_id', 'gender'])
        .where(
          'product_id',
          'in',
          hits.map((hit) => hit.productId),
        )
        .execute();
      return new Set(rows.map((row) => row.gender));
    };
    const women = await search('q=women%20running&count=48');
    expect(women.total).toBeGreaterThan(0);
    // Each hit says who it is for, as the catalog does: a model's two cuts share its name.
    expect(new Set(women.hits.map((hit) => hit.gender))).toEqual(await genderOf(women.hits));
    for (const q of ['womens%20running', 'women%27s%20running', 'WOMEN%E2%80%99S%20running']) {
      const result = await search(`q=${q}&count=48`);
      expect(result.total, q).toBe(women.total);
      expect(await genderOf(result.hits), q).toEqual(new Set(['women']));
    }
    const men = await search('q=men&count=48');
    expect(men.total).toBeGreaterThan(0);
    expect((await search('q=mens&count=48')).total).toBe(men.total);
    const mens = await genderOf((await search("q=men's&count=48")).hits);
    expect(mens.has('men')).toBe(true);
    expect(mens.has('women')).toBe(false); // unisex styles are filed under Men too
    // A plural finds what its singular does.
    expect((await search('q=shoes')).total).toBe((await search('q=shoe')).total);
  });

  it('finds what the catalog calls otherwise by the words shoppers type: trainers, t-shirt', async () => {
    const uk = { 'x-site-id': 'stride-en-gb', 'x-locale': 'en-gb' };
    const sneakers = await search('q=sneaker');
    expect(sneakers.total).toBeGreaterThan(0);
    expect((await search('q=trainers')).total).toBe(sneakers.total);
    const trainers = await search('q=trainer', uk); // the UK site's name for them
    expect(trainers.total).toBe(sneakers.total);
    expect(trainers.hits[0]?.name).toMatch(/Trainer$/);
    expect((await search('q=sneakers', uk)).total).toBe(trainers.total);
    const tees = await search('q=tee');
    expect(tees.total).toBeGreaterThan(0);
    for (const q of ['t-shirt', 't%20shirt', 'tshirt', 'T-Shirts'])
      expect((await search(`q=${q}`)).total, q).toBe(tees.total);
  });

  const sites = {
    'en-us': { 'x-site-id': 'stride-en-us', 'x-locale': 'en-us' },
    'en-gb': { 'x-site-id': 'stride-en-gb', 'x-locale': 'en-gb' },
    'de-de': { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' },
    'fr-fr': { 'x-site-id': 'stride-fr-fr', 'x-locale': 'fr-fr' },
    'ja-jp': { 'x-site-id': 'stride-ja-jp', 'x-locale': 'ja-jp' },
  } as const;

  it.each([
    ['fr-fr', 'hoodie', /^Sweat à capuche/],
    ['fr-fr', 'hoodies', /^Sweat à capuche/],
    ['ja-jp', 'hoodie', /パーカー/],
    ['ja-jp', 'tee', /Tシャツ/],
    ['ja-jp', 'sneakers', /スニーカー/],
    ['en-gb', 'sweater', /Hoodie/],
    ['en-us', 'hoody', /Hoodie/],
    ['fr-fr', 'hoody', /^Sweat à capuche/],
  ] as const)('on %s finds "%s" as the site\'s own word for it', async (locale, q, name) => {
    const result = await search(`q=${encodeURIComponent(q)}`, sites[locale]);
    expect(result.total, q).toBeGreaterThan(0);
    for (const hit of result.hits) expect(hit.name).toMatch(name);
    expect((await suggest(q, sites[locale])).products[0]?.name).toMatch(name);
  });

  it.each([
    ['en-us', 'runnn', 'running', []], // not the fragment "runni" whose distance was measured
    ['en-gb', 'runnign', 'running', []],
    ['en-gb', 'trail runner', 'trail', ['runner']],
    ['en-us', 'runnign zzzqqq', 'running', ['zzzqqq']],
    ['de-de', 'laufschuhh', 'laufschuh', []],
    ['fr-fr', 'chausure', 'chaussure', []],
    ['ja-jp', 'ランニグ', 'ランニングシューズ', []],
    ['ja-jp', 'ランニング xyzzy', 'ランニング', ['xyzzy']],
  ] as const)(
    'on %s corrects "%s" to the whole word "%s" of the catalog, which finds something',
    async (locale, q, corrected, dropped) => {
      const answer = await suggest(q, sites[locale]);
      expect(answer.correctedQuery).toBe(corrected);
      expect(answer.droppedWords).toEqual(dropped);
      expect(answer.products.length).toBeGreaterThan(0);
      expect((await search(`q=${encodeURIComponent(corrected)}`, sites[locale])).total).toBeGreaterThan(0);
      expect((await search(`q=${encodeURIComponent(q)}`, sites[locale])).total).toBe(0);
    },
  );

  it.each([
    ['en-us', 'zzzqqq'],
    ['en-us', 'jacket'], // a word of the other brand's catalog
    ['en-us', 'jacket boots'],
    ['en-us', 'jackett'], // one edit from the other brand's "jacket"
    ['de-de', 'jackee'], // and "jacke"
    ['fr-fr', 'vestte'], // and "veste"
  ] as const)('on %s offers no correction for "%s": none would find anything', async (locale, q) => {
    const answer = await suggest(q, sites[locale]);
    expect((await search(`q=${encodeURIComponent(q)}`, sites[locale])).total).toBe(0);
    expect(answer.correctedQuery).toBeNull();
    expect(answer.droppedWords).toEqual([]);
    expect(answer.products).toEqual([]);
  });

  it('finds the brand by its name, and the English sport words on the sites in other languages', async () => {
    const everything = await search('');
    expect((await search('q=stride')).total).toBe(everything.total);
    expect((await search('q=stride%20running')).total).toBe((await search('q=running')).total);
    for (const [siteId, locale] of [
      ['stride-de-de', 'de-de'],
      ['stride-fr-fr', 'fr-fr'],
      ['stride-ja-jp', 'ja-jp'],
    ] as const) {
      const site = { 'x-site-id': siteId, 'x-locale': locale };
      const running = await search('q=running', site);
      expect(running.total, locale).toBeGreaterThan(0);
      expect((await suggest('runn', site)).products.length, locale).toBeGreaterThan(0);
    }
  });

  it('finds nothing for a query without a word (symbols, emoji), unlike no query at all', async () => {
    const everything = await search('');
    expect(everything.total).toBeGreaterThan(0);
    for (const q of ['!!!', '%F0%9F%91%9F', '%E2%80%94%20%2B%2B']) {
      const result = await search(`q=${q}&colour=black&sort=price-asc`);
      expect(result.total, q).toBe(0);
      expect(result.hits).toEqual([]);
      // Nothing listed but the refinement in force, so it can still be seen and taken off.
      expect(result.facets.filter((facet) => facet.values.length > 0)).toEqual([
        { id: 'colour', values: [{ value: 'black', label: 'black', hitCount: 0, selected: true }] },
      ]);
      expect(result.refinements).toEqual({ colour: ['black'] });
      expect(result.sort).toBe('price-asc');
    }
    expect((await search('q=%20%20')).total).toBe(everything.total); // blank is no query
    // The answer echoes what was searched (trimmed), so "nothing for `-`" is told apart from "everything".
    for (const [q, echoed] of [
      ['!!!', '!!!'],
      ['%20-%20', '-'],
      ['.', '.'],
      ['_', '_'],
    ]) {
      const result = await search(`q=${q}`);
      expect([result.query, result.total], q).toEqual([echoed, 0]);
    }
    // Invisible characters only (zero-width space, joiner, BOM) are blank too: no query, every style.
    for (const q of ['%E2%80%8B', '%E2%80%8D%20%E2%80%8B', '%EF%BB%BF']) {
      const result = await search(`q=${q}`);
      expect([result.query, result.total], q).toEqual(['', everything.total]);
    }
    expect((await search('q=%20%20')).query).toBe('');
  });

  it('searches only the brand of the site', async () => {
    const kestrel = await t.db.selectFrom('styles').select('product_id').where('brand', '=', 'kestrel').execute();
    const all = await search('count=60');
    expect(all.hits.every((hit) => !kestrel.some((k) => k.product_id === hit.productId))).toBe(true);
    expect(facet(all, 'brand').map((v) => v.value)).toEqual(['stride']);
  });

  it('counts match: facet counts equal the totals of the refined searches', async () => {
    const all = await search('');
    const stride = await t.db
      .selectFrom('styles')
      .innerJoin('style_prices', 'style_prices.product_id', 'styles.product_id')
      .select('styles.product_id')
      .where('style_prices.site_id', '=', 'stride-en-us')
      .execute();
    expect(all.total).toBe(stride.length);
    for (const id of ['gender', 'colour', 'size'] as const) {
      const values = facet(all, id);
      expect(values.length, id).toBeGreaterThan(0);
      for (const value of values.slice(0, 3)) {
        const refined = await search(`${id}=${encodeURIComponent(value.value)}`);
        expect(refined.total, `${id}=${value.value}`).toBe(value.hitCount);
        expect(facet(refined, id).find((v) => v.value === value.value)?.selected).toBe(true);
      }
    }
    const prices = facet(all, 'price');
    expect(prices.reduce((sum, v) => sum + v.hitCount, 0)).toBe(all.total);
    // Rating buckets are cumulative minimums, 4+ first, each the total of the search refined by it.
    const ratings = facet(all, 'rating');
    expect(ratings.map((v) => v.value)).toEqual(['4', '3', '2', '1']);
    expect(ratings.map((v) => v.label)).toEqual(['4+', '3+', '2+', '1+']);
    const counts = ratings.map((v) => v.hitCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeGreaterThan(0);
    // 1+ is every rated style the search finds.
    const rated = await t.db
      .selectFrom('styles as s')
      .innerJoin('style_prices as p', 'p.product_id', 's.product_id')
      .select('s.product_id')
      .where('p.site_id', '=', 'stride-en-us')
      .where('s.brand', '=', 'stride')
      .where('s.rating_count', '>', 0)
      .execute();
    expect(ratings[3]?.hitCount).toBe(rated.length);
    for (const value of ratings) {
      const refined = await search(`rating=${value.value}`);
      expect(refined.total, `rating=${value.value}`).toBe(value.hitCount);
      expect(facet(refined, 'rating').find((v) => v.value === value.value)?.selected).toBe(true);
      // Disjunctive: the refined search still counts the other buckets as the unrefined one does.
      expect(facet(refined, 'rating')).toHaveLength(ratings.length);
    }
    // Under another refinement the buckets still equal the refined totals.
    const women = await search('gender=women');
    for (const value of facet(women, 'rating')) {
      expect((await search(`gender=women&rating=${value.value}`)).total).toBe(value.hitCount);
    }
  });

  it('lists every chosen value, selected, even when it finds nothing (counted 0)', async () => {
    const refined = 'colour=white&size=9.5&size=42.5&gender=kids&brand=stride&priceMin=20000&rating=4';
    const none = await search(`q=zzzqqq&${refined}`);
    expect(none.total).toBe(0);
    const listed = (id: string) => facet(none, id).map((v) => [v.value, v.label, v.hitCount, v.selected]);
    expect(listed('colour')).toEqual([['white', 'white', 0, true]]);
    // 42.5 is no US size: listed too, after the site's own.
    expect(listed('size')).toEqual([
      ['9.5', '9.5', 0, true],
      ['42.5', '42.5', 0, true],
    ]);
    expect(listed('gender')).toEqual([['kids', 'kids', 0, true]]);
    expect(listed('brand')).toEqual([['stride', 'stride', 0, true]]);
    expect(listed('price')).toEqual([['20000', '20000+', 0, true]]);
    expect(listed('rating')).toEqual([['4', '4+', 0, true]]);
    expect(facet(none, 'category')).toEqual([]);

    // Beside values that find something, the chosen one is still there: white among the colours of "running".
    const running = await search('q=running&colour=white&priceMin=20000');
    const white = facet(running, 'colour').find((v) => v.value === 'white');
    expect(white?.selected).toBe(true);
    expect(facet(running, 'colour').filter((v) => v.selected)).toHaveLength(1);
  });

  it('marks the price band whose bounds the search has as selected, and no other', async () => {
    const selected = async (bounds: string) =>
      facet(await search(bounds), 'price')
        .filter((v) => v.selected)
        .map((v) => v.label);
    expect(await selected('priceMin=10000&priceMax=14999')).toEqual(['10000-14999']);
    expect(await selected('priceMin=0&priceMax=4999')).toEqual(['0-4999']);
    expect(await selected('priceMin=20000')).toEqual(['20000+']);
    expect(await selected('priceMin=10000&priceMax=15000')).toEqual([]);
    expect(await selected('priceMin=10000')).toEqual([]);
    expect(await selected('priceMax=4999')).toEqual([]);
    // Yen bands are 150 times the dollar's.
    const japan = await search('priceMin=15000&priceMax=22499', { 'x-site-id': 'stride-ja-jp', 'x-locale': 'ja-jp' });
    expect(
      facet(japan, 'price')
        .filter((v) => v.selected)
        .map((v) => v.label),
    ).toEqual(['15000-22499']);
  });

  it('refines by category including its descendants', async () => {
    const all = await search('');
    const departments = facet(all, 'category');
    const men = departments.find((v) => v.label === 'Men');
    expect(men).toBeDefined();
    const inMen = await search(`categoryId=${men?.value}&count=60`);
    expect(inMen.total).toBe(men?.hitCount);
    expect(inMen.refinements.categoryId).toBe(men?.value);
    const children = facet(inMen, 'category');
    expect(children.map((c) => c.label)).toEqual(expect.arrayContaining(['Shoes']));
    const shoes = children.find((c) => c.label === 'Shoes');
    expect((await search(`categoryId=${shoes?.value}`)).total).toBe(shoes?.hitCount);
    expect((await search('categoryId=999999')).total).toBe(0); // unknown: nothing, not an error
  });

  it('refines by price range, gender, several colours, brand and rating', async () => {
    const cheap = await search('priceMax=5000&count=60&sort=price-desc');
    for (const hit of cheap.hits) expect(hit.price.sale ?? hit.price.list).toBeLessThanOrEqual(5000);
    const mid = await search('priceMin=5000&priceMax=10000&count=60');
    for (const hit of mid.hits) expect(hit.price.sale ?? hit.price.list).toBeGreaterThanOrEqual(5000);
    const women = await search('gender=women');
    const both = await search('gender=women,men');
    const repeated = await search('gender=women&gender=men');
    expect(both.total).toBe(repeated.total);
    expect(both.total).toBeGreaterThan(women.total);
    const colours = await search('colour=black,red');
    expect(colours.refinements.colour).toEqual(['black', 'red']);
    for (const hit of colours.hits)
      expect(hit.swatches.some((s) => ['black', 'red'].includes(s.colourFamily))).toBe(true);
    expect((await search('brand=kestrel')).total).toBe(0);
    const good = await search('rating=4&count=60');
    expect(good.total).toBeGreaterThan(0);
    expect(good.refinements.rating).toBe(4);
    for (const hit of good.hits) expect(hit.rating?.average).toBeGreaterThanOrEqual(4);
    const fair = await search('rating=3&count=60');
    expect(fair.total).toBeGreaterThanOrEqual(good.total);
    for (const hit of fair.hits) expect(hit.rating?.average).toBeGreaterThanOrEqual(3);
  });

  it('refined by colour, a hit shows and links to its first colourway of those colours', async () => {
    const colourOf = (hit: ProductSearchResult['hits'][number]) => /\/(\d{3})\/\w+\.svg$/.exec(hit.image.url)?.[1];
    // Unrefined: the style's first colourway, and the plain product URL.
    const plain = await search('count=60');
    for (const hit of plain.hits) {
      if (hit.swatches.length === 0) continue; // the digital gift card: no colour to show
      expect(colourOf(hit)).toBe(hit.swatches[0]?.colourCode);
      expect(hit.pdpUrl).not.toContain('?');
    }
    const green = await search('colour=green,red&count=60');
    let recoloured = 0;
    for (const hit of green.hits) {
      const shown = hit.swatches.find((s) => ['green', 'red'].includes(s.colourFamily));
      expect(colourOf(hit), hit.productId).toBe(shown?.colourCode);
      if (shown === hit.swatches[0]) {
        expect(hit.pdpUrl).toMatch(new RegExp(`-${hit.productId}$`));
      } else {
        recoloured += 1;
        expect(hit.pdpUrl).toMatch(new RegExp(`-${hit.productId}\\?colour=${shown?.colourCode}$`));
        expect(hit.image.url).toMatch(new RegExp(`^/images/products/${hit.productId}/${shown?.colourCode}/`));
        expect((await get(hit.image.url)).statusCode, hit.image.url).toBe(200); // that colourway's art exists
      }
    }
    expect(recoloured).toBeGreaterThan(0);
  });

  it('a colour named in the query shows each hit in its first colourway of that name', async () => {
    const colourOf = (hit: ProductSearchResult['hits'][number]) => /\/(\d{3})\/\w+\.svg$/.exec(hit.image.url)?.[1];
    const red = await search('q=red&count=60');
    let recoloured = 0;
    for (const hit of red.hits) {
      const named = hit.swatches.find((s) => /(^|[^a-z])red/i.test(s.name));
      if (!named) continue; // found by another word (a description's "redesigned")
      expect(colourOf(hit), hit.productId).toBe(named.colourCode);
      if (named !== hit.swatches[0]) {
        recoloured += 1;
        expect(hit.pdpUrl).toMatch(new RegExp(`\\?colour=${named.colourCode}$`));
      }
    }
    expect(recoloured).toBeGreaterThan(0);
    // A refinement by colour decides over the words; one-letter words name no colour.
    const refined = await search('q=red&colour=green&count=60');
    for (const hit of refined.hits) {
      const green = hit.swatches.find((s) => s.colourFamily === 'green');
      expect(colourOf(hit)).toBe(green?.colourCode);
    }
    for (const hit of (await search('q=t%20shirt&count=60')).hits) expect(hit.pdpUrl).not.toContain('?');
  });

  it('shows the rating of every hit and sorts by the weighted (Bayesian) average, then reviews, unrated last', async () => {
    const all = await search('count=60');
    const ratings = await t.db.selectFrom('styles').select(['product_id', 'rating_average', 'rating_count']).execute();
    const byId = new Map(ratings.map((r) => [r.product_id, r]));
    for (const hit of all.hits) {
      const row = byId.get(hit.productId);
      expect(hit.rating).toEqual(
        Number(row?.rating_count) > 0
          ? { average: Number(row?.rating_average) / 10, count: Number(row?.rating_count) }
          : null,
      );
    }
    expect(all.hits.some((hit) => hit.rating !== null)).toBe(true);

    // Each review counts with RATING_PRIOR_REVIEWS more at the mean of every review in the catalog.
    const rated = ratings.filter((r) => Number(r.rating_count) > 0);
    const reviews = rated.reduce((sum, r) => sum + Number(r.rating_count), 0);
    const prior = rated.reduce((sum, r) => sum + Number(r.rating_average) * Number(r.rating_count), 0) / reviews;
    const weighted = (rating: { average: number; count: number } | null | undefined) =>
      rating
        ? (RATING_PRIOR_REVIEWS * prior + rating.average * 10 * rating.count) / (RATING_PRIOR_REVIEWS + rating.count)
        : -1;
    const inOrder = (hits: typeof all.hits) => {
      const keys = hits.map((h) => [weighted(h.rating), h.rating?.count ?? 0] as const);
      expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
      return keys;
    };

    const sorted = await search('sort=rating&count=60');
    expect(sorted.sort).toBe('rating');
    const keys = inOrder(sorted.hits);
    expect(keys[0]?.[0]).toBeGreaterThan(keys[keys.length - 1]?.[0] ?? 0);
    // Unrated styles come last.
    const firstUnrated = sorted.hits.findIndex((h) => h.rating === null);
    if (firstUnrated >= 0) expect(sorted.hits.slice(firstUnrated).every((h) => h.rating === null)).toBe(true);
    // A style with a single five-star review does not come before one with many reviews at a slightly lower average.
    const firstFew = sorted.hits.slice(0, 8);
    expect(firstFew.every((h) => (h.rating?.count ?? 0) > 1)).toBe(true);
    // Text search sorted by rating: the same matches, rating order.
    const running = await search('q=running&sort=rating&count=60');
    expect(running.total).toBe((await search('q=running')).total);
    inOrder(running.hits);
  });

  it('sorts by price, newest and name, and pages without overlap', async () => {
    const prices = (await search('sort=price-asc&count=60')).hits.map((h) => h.price.sale ?? h.price.list);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await search('sort=price-desc&count=60')).hits.map((h) => h.price.sale ?? h.price.list);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await search('sort=name&count=60')).hits.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await search('sort=newest&count=5');
    expect(newest.sortOptions.find((o) => o.selected)?.id).toBe('newest');

    const first = await search('sort=name&start=0&count=10');
    const second = await search('sort=name&start=10&count=10');
    const whole = await search('sort=name&start=0&count=20');
    expect([...first.hits, ...second.hits].map((h) => h.productId)).toEqual(whole.hits.map((h) => h.productId));
    const beyond = await search(`start=${first.total}`);
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("shows and filters sizes in the site's size system: US in America, UK in Britain, EU in Germany", async () => {
    // Styles with a men's US 9 and with a women's US 10.5 in stock online: both are EU 42.5.
    const stockedIn = async (system: SizeSystem, size: string) =>
      (
        await t.db
          .selectFrom('variants as v')
          .innerJoin('inventory as i', (join) => join.onRef('i.upc', '=', 'v.upc').on('i.location_id', '=', 'online'))
          .innerJoin('style_prices as p', (join) =>
            join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', 'stride-de-de'),
          )
          .select('v.product_id')
          .distinct()
          .where('v.size_system', '=', system)
          .where('v.size', '=', size)
          .where('i.quantity', '>', 0)
          .execute()
      ).length;
    const men9 = await stockedIn('shoe-men', '9');
    const women105 = await stockedIn('shoe-women', '10.5');
    expect(men9).toBeGreaterThan(0);
    expect(women105).toBeGreaterThan(0);

    const de = { 'x-site-id': 'stride-de-de' };
    const german = facet(await search('', de), 'size');
    const labels = german.map((v) => v.value);
    expect(labels).toContain('42.5');
    expect(labels).not.toContain('9'); // no US sizes on the German site
    expect(labels.filter((label) => /^\d/.test(label) && !/[CY]$/.test(label)).map(Number)).toEqual(
      labels
        .filter((label) => /^\d/.test(label) && !/[CY]$/.test(label))
        .map(Number)
        .sort((a, b) => a - b),
    ); // smallest first
    expect(german.find((v) => v.value === '42.5')?.hitCount).toBe(men9 + women105);
    const refined = await search('size=42.5', de);
    expect(refined.total).toBe(men9 + women105);
    expect(facet(refined, 'size').find((v) => v.value === '42.5')?.selected).toBe(true);

    const british = facet(await search('', { 'x-site-id': 'stride-en-gb' }), 'size').map((v) => v.value);
    expect(british).toContain('8.5'); // men's US 9
    expect(british).not.toContain('42.5');
    const american = facet(await search(''), 'size').map((v) => v.value);
    expect(american).toContain('9');
    expect(american).not.toContain('42.5');
    // A size of another system finds nothing on this one, as an unknown size does.
    expect((await search('size=42.5')).total).toBe(0);
  });

  it.each([
    ['en-us', 'running shoes size 10', 'running shoes', '10'],
    ['en-us', 'Running Shoes, Size 9.5', 'Running Shoes', '9.5'],
    ['en-us', 'hoodie size M', 'hoodie', 'M'],
    ['en-gb', 'trainers size 8.5', 'trainers', '8.5'],
    ['de-de', 'Laufschuhe Größe 42,5', 'Laufschuhe', '42.5'],
    ['fr-fr', 'running taille 42', 'running', '42'],
    ['ja-jp', 'ランニング サイズ27', 'ランニング', '27.0'],
    // A half or tenth size typed without a size word (decision 0010, session 53).
    ['en-us', 'running 10.5', 'running', '10.5'],
    ['en-us', 'mens running 9.5', 'mens running', '9.5'],
    ['en-gb', 'running 8.5', 'running', '8.5'],
    ['de-de', 'Laufschuhe 42,5', 'Laufschuhe', '42.5'],
    ['fr-fr', 'running 42,5', 'running', '42.5'],
    ['ja-jp', 'ランニング 26.5', 'ランニング', '26.5'],
    ['ja-jp', 'ランニング 27.0cm', 'ランニング', '27.0'],
  ] as const)('on %s reads the size in "%s" as the size refinement (decision 0010)', async (locale, q, text, size) => {
    const read = await search(`q=${encodeURIComponent(q)}&count=48`, sites[locale]);
    const refined = await search(`q=${encodeURIComponent(text)}&size=${size}&count=48`, sites[locale]);
    expect(read.total, q).toBeGreaterThan(0);
    expect(read.hits.map((hit) => hit.productId)).toEqual(refined.hits.map((hit) => hit.productId));
    expect(read.total).toBe(refined.total);
    expect(read.total).toBeLessThanOrEqual((await search(`q=${encodeURIComponent(text)}`, sites[locale])).total);
    expect(read.understood).toEqual({ q: text, size: [size] });
    expect(read.query).toBe(refined.query);
    expect(read.refinements.size).toEqual([size]);
    expect(
      facet(read, 'size')
        .filter((value) => value.selected)
        .map((value) => value.value),
    ).toEqual([size]);
    expect(read.facets).toEqual(refined.facets);
  });

  it('ignores a size the site has none of, keeps a size word alone as text, and adds a typed size to those chosen', async () => {
    const running = await search('q=running%20shoes');
    const ignored = await search('q=running%20shoes%20size%2099');
    expect(ignored.total).toBe(running.total);
    expect(ignored.understood).toEqual({ q: 'running shoes', size: [] });
    expect(ignored.refinements.size).toBeUndefined();
    // An EU size on the US site is no size there either.
    expect((await search('q=running%20shoes%20size%2042.5')).total).toBe(running.total);
    // Only a size: every style of that size; only a size that does not exist: searched as typed (nothing).
    const onlySize = await search('q=size%2010');
    expect(onlySize.total).toBe((await search('size=10')).total);
    expect(onlySize.query).toBe('');
    const onlyUnknown = await search('q=size%2099');
    expect(onlyUnknown.total).toBe(0);
    expect(onlyUnknown.understood).toBeUndefined();
    // "size" without a size is a word like any other.
    expect((await search('q=running%20size')).understood).toBeUndefined();
    const both = await search('q=running%20shoes%20size%2010&size=9');
    expect(both.refinements.size).toEqual(['9', '10']);
    expect(both.total).toBe((await search('q=running%20shoes&size=9,10')).total);
    expect(both.understood).toEqual({ q: 'running shoes', size: ['10'] });
    const list = await search('q=running%20shoes%20size%209%20or%2010');
    expect(list.refinements.size).toEqual(['9', '10']);
    expect(list.total).toBe((await search('q=running%20shoes&size=9,10')).total);
    // Auto-suggest suggests for the words, not a "correction" leaving out "size" and "10".
    const suggested = await suggest('running shoes size 10');
    expect(suggested.correctedQuery).toBeNull();
    expect(suggested.droppedWords).toEqual([]);
    expect(suggested.products.length).toBeGreaterThan(0);
    // Its products are the results' best, in that size.
    const best = async (query: string, headers: Record<string, string> = {}) =>
      (await search(query, headers)).hits.map((hit) => hit.productId).slice(0, suggested.products.length);
    expect(suggested.products.map((product) => product.productId)).toEqual(await best('q=running%20shoes&size=10'));
    expect((await suggest('Laufschuhe Größe 42', sites['de-de'])).products.map((product) => product.productId)).toEqual(
      await best('q=Laufschuhe&size=42', sites['de-de']),
    );
    expect((await suggest('size 10')).products).toEqual([]);
  });

  it.each([
    ['en-us', 'mens running shoes UK 8', '', 'mens running shoes', '8.5'],
    ['en-us', 'running shoes EU 42', '&gender=women', 'running shoes', '10'],
    ['en-gb', 'womens trainers US 9', '', 'womens trainers', '6.5'],
    ['de-de', 'Herren Laufschuhe US 9', '', 'Herren Laufschuhe', '42.5'],
    ['ja-jp', 'メンズ ランニング US9', '', 'メンズ ランニング', '27.0'],
  ] as const)(
    'on %s translates the size of another system in "%s"%s to the site\'s (decision 0010)',
    async (locale, q, refined, text, size) => {
      const read = await search(`q=${encodeURIComponent(q)}${refined}&count=48`, sites[locale]);
      const chosen = await search(`q=${encodeURIComponent(text)}${refined}&size=${size}&count=48`, sites[locale]);
      expect(read.total, q).toBeGreaterThan(0);
      expect(read.understood).toEqual({ q: text, size: [size] });
      expect(read.refinements.size).toEqual([size]);
      expect(read.hits.map((hit) => hit.productId)).toEqual(chosen.hits.map((hit) => hit.productId));
      expect(read.total).toBe(chosen.total);
      expect(read.facets).toEqual(chosen.facets);
    },
  );

  it('keeps a number one word: a model number stays text, a decimal of no size is dropped whole (decision 0010)', async () => {
    // "Nova 5": a whole number is a model's, never a size, though it is a US size too.
    const [, model, number] = (await search('q=running&count=48')).hits
      .map((hit) => /^(\S+) (\d)\b/.exec(hit.name))
      .find((found) => found !== null && Number(found[2]) >= 5) as RegExpExecArray;
    const models = await search(`q=${encodeURIComponent(`${model} ${number}`)}&count=48`);
    expect(models.understood).toBeUndefined();
    expect(models.query).toBe(`${model} ${number}`.toLowerCase());
    expect(models.total).toBeGreaterThan(0);
    for (const hit of models.hits) expect(hit.name).toContain(`${model} ${number}`);
    // A decimal the site has no size of is one word, which finds nothing: the search without it, never "5" models.
    for (const [q, headers, kept] of [
      ['running 99.5', sites['en-us'], 'running'],
      ['running 42,5', sites['en-us'], 'running'],
      ['Laufschuhe 10.5', sites['de-de'], 'laufschuhe'],
      ['ランニング 99.5', sites['ja-jp'], 'ランニング'],
    ] as const) {
      const result = await search(`q=${encodeURIComponent(q)}`, headers);
      expect(result.total, q).toBe(0);
      expect(result.understood, q).toBeUndefined();
      const answer = await suggest(q, headers);
      expect(answer.correctedQuery, q).toBe(kept);
      expect(answer.droppedWords, q).toEqual([q.split(' ')[1]]);
    }
  });

  it.each([
    [
      'en-us',
      'running UK 8',
      'running',
      'UK 8',
      [
        ['men', '8.5'],
        ['women', '10.5'],
      ],
    ],
    [
      'en-gb',
      'running US 9',
      'running',
      'US 9',
      [
        ['men', '8.5'],
        ['women', '6.5'],
      ],
    ],
    [
      'de-de',
      'Laufschuhe US 9',
      'Laufschuhe',
      'US 9',
      [
        ['men', '42.5'],
        ['women', '40.5'],
      ],
    ],
    [
      'fr-fr',
      'running UK 8',
      'running',
      'UK 8',
      [
        ['men', '42'],
        ['women', '42.5'],
      ],
    ],
    [
      'ja-jp',
      'ランニング US 9',
      'ランニング',
      'US 9',
      [
        ['men', '27.0'],
        ['women', '26.0'],
      ],
    ],
  ] as const)(
    'on %s takes "%s" out of the words whole when no gender says whose size it is, with the sizes to choose (decision 0010)',
    async (locale, q, text, typed, candidates) => {
      // UK 8 is men's US 8.5 and women's US 10.5: either size would also find the other run's (women's 8.5 is UK 6),
      // and the number alone would find the models numbered 8 ("Rally 8").
      const read = await search(`q=${encodeURIComponent(q)}&count=48`, sites[locale]);
      const words = await search(`q=${encodeURIComponent(text)}&count=48`, sites[locale]);
      expect(read.understood).toEqual({
        q: text,
        size: [],
        unresolved: [{ typed, candidates: candidates.map(([gender, size]) => ({ gender, size })) }],
      });
      expect(read.query).toBe(words.query);
      expect(read.refinements.size).toBeUndefined();
      expect(read.total).toBeGreaterThan(0);
      expect(read.total).toBe(words.total);
      expect(read.hits.map((hit) => hit.productId)).toEqual(words.hits.map((hit) => hit.productId));
      // Each choice is the search in that gender's size, as the size named with the gender is read.
      for (const [gender, size] of candidates) {
        const chosen = await search(
          `q=${encodeURIComponent(text)}&gender=${gender}&size=${size}&count=48`,
          sites[locale],
        );
        const named = await search(`q=${encodeURIComponent(q)}&gender=${gender}&count=48`, sites[locale]);
        expect(named.understood).toEqual({ q: text, size: [size] });
        expect(chosen.total, `${gender} ${size}`).toBeGreaterThan(0);
        expect(named.hits.map((hit) => hit.productId)).toEqual(chosen.hits.map((hit) => hit.productId));
      }
      // Auto-suggest leaves it out the same way: the words' suggestions, no "correction" to a model number.
      const suggested = await suggest(q, sites[locale]);
      const plain = await suggest(text, sites[locale]);
      expect(suggested.correctedQuery).toBeNull();
      expect(suggested.droppedWords).toEqual([]);
      expect(suggested.products.map((product) => product.productId)).toEqual(
        plain.products.map((product) => product.productId),
      );
    },
  );

  it('never searches the number of a size it could not apply as a model number', async () => {
    // A model number of the catalog that is also a UK size ("Rally 8"): "running UK 8" is never "running 8".
    const number = (await search('q=running&count=48')).hits
      .map((hit) => /^\S+ (\d)\b/.exec(hit.name)?.[1])
      .find((found) => found !== undefined && Number(found) >= 5 && Number(found) <= 9);
    expect(number).toBeDefined();
    const read = await search(`q=running%20UK%20${number}&count=48`);
    expect(read.query).toBe('running');
    expect(read.understood?.unresolved?.[0]?.typed).toBe(`UK ${number}`);
    const models = await search(`q=running%20${number}&count=48`);
    expect(models.query).toBe(`running ${number}`);
    expect(models.total).toBeGreaterThan(0);
    expect(read.total).toBeGreaterThan(models.total);
    // A size no shoe of the site has: out of the words, nothing to choose; alone it is searched as typed.
    expect((await search('q=mens%20running%20UK%2030')).understood).toEqual({
      q: 'mens running',
      size: [],
      unresolved: [{ typed: 'UK 30', candidates: [] }],
    });
    expect((await search('q=UK%2030')).understood).toBeUndefined();
    // Kids' sizes and apparel have no conversion: words, as before.
    expect((await search('q=kids%20shoes%20UK%2011C')).understood).toBeUndefined();
  });

  it('suggests only styles in the size the query names, as its results are (decision 0010)', async () => {
    for (const [q, headers] of [
      ['running size XS', sites['en-us']],
      ['running size 13', sites['en-us']],
      ['mens running UK 8', sites['en-us']],
      ['Laufschuhe Größe 38', sites['de-de']],
    ] as const) {
      const suggested = await suggest(q, headers);
      const results = await search(`q=${encodeURIComponent(q)}&count=60`, headers);
      expect(results.understood?.size.length, q).toBe(1);
      expect(suggested.products.length, q).toBeGreaterThan(0);
      // Every suggestion is a result of the search the shopper is about to make, its best ones first.
      expect(
        suggested.products.map((product) => product.productId),
        q,
      ).toEqual(results.hits.slice(0, suggested.products.length).map((hit) => hit.productId));
    }
  });

  it('rejects bad input naming the field', async () => {
    const bad = async (query: string, field: string) =>
      expectSpecError(await get(`/products/v2/search/productSearch?${query}`), 400, 'API400', field);
    await bad('sort=cheapest', 'query.sort');
    await bad('start=-1', 'query.start');
    await bad('count=61', 'query.count');
    await bad('count=0', 'query.count');
    await bad('priceMin=9000&priceMax=100', 'query.priceMax');
    await bad('categoryId=abc', 'query.categoryId');
    // Not percent-encoded UTF-8 (a lone surrogate's encoding, a byte no text starts with, a stray %): not searched
    // as its raw text ("ed a0 80"), refused.
    await bad('q=%ED%A0%80', 'query.q');
    await bad('q=run%FFning&sort=name', 'query.q');
    await bad('colour=black&q=100%', 'query.q');
    expect((await search('q=%E2%80%9Crunning%E2%80%9D+shoe')).total).toBeGreaterThan(0); // “running” shoe
    await bad('colour=plaid', 'query.colour.0'); // the offending value of the list
    await bad('gender=robot', 'query.gender.0');
    await bad('size=huge', 'query.size.0');
    await bad('rating=6', 'query.rating');
    await bad(`q=${'a'.repeat(101)}`, 'query.q');
    // A parameter it does not know is refused by name: `q[]=run` answered the whole catalog (api tester t2, session 55).
    await bad('q%5B%5D=run', 'query.q[]');
    await bad('colour%5B%5D=red', 'query.colour[]');
    await bad('q=run&categoryid=1001', 'query.categoryid');
    // A value given twice is said to be that, not a malformed number or "expected string, received array".
    for (const [query, field, message] of [
      ['count=2&count=3', 'query.count', 'count was given more than once.'],
      ['q=run&q=shoe', 'query.q', 'q was given more than once.'],
      ['sort=newest&sort=newest', 'query.sort', 'sort was given more than once.'],
    ] as const) {
      expect((await bad(query, field)).errorDetails[0]!.message).toBe(message);
    }
    // A whole number is written in decimal digits: what Number() also reads (hex, binary, exponent, a sign, a
    // decimal point, blanks) is refused, not honoured as another spelling of some number.
    for (const [query, field] of [
      ['start=0x10', 'query.start'],
      ['start=0b11', 'query.start'],
      ['start=1e1', 'query.start'],
      ['start=%2B5', 'query.start'],
      ['start=%205', 'query.start'],
      ['start=', 'query.start'],
      ['count=0x3C', 'query.count'],
      ['rating=5.0', 'query.rating'],
      ['priceMin=1e3', 'query.priceMin'],
    ] as const) {
      await bad(query, field);
    }
    expect((await search('start=2&count=3')).start).toBe(2);
  });

  it('takes repeated list values as the storefront sends them, counts q as the search box does, and says what is wrong', async () => {
    // Repeating is how several values are given: a value given twice counts once, and 13 repeats are no 400.
    const colours = ['black', 'white', 'grey', 'blue', 'red', 'orange', 'yellow', 'green', 'pink', 'purple', 'brown'];
    const every = [...colours, 'beige'];
    const repeated = await search([...every, 'red'].map((c) => `colour=${c}`).join('&'));
    expect(repeated.total).toBe((await search(`colour=${every.join(',')}`)).total);
    expect(repeated.refinements.colour).toEqual(every);
    expect((await search(`${Array(41).fill('size=9').join('&')}&count=1`)).refinements.size).toEqual(['9']);
    // Too many different sizes is said so, on the list, not "given more than once".
    const sizes = Array.from({ length: 41 }, (_, i) => `size=${(4 + i / 2).toFixed(1)}`).join('&');
    const tooMany = await get(`/products/v2/search/productSearch?${sizes}`);
    expectSpecError(tooMany, 400, 'API400', 'query.size');
    expect(tooMany.json().errorDetails[0].message).toBe('size takes at most 40 different values');
    // q is at most 100 UTF-16 code units, as the box's maxLength and the storefront count: an emoji is two.
    const qTooLong = 'q must be at most 100 characters (an emoji counts as 2, as in the search box)';
    for (const path of ['productSearch', 'autoSuggest']) {
      for (const q of ['a'.repeat(101), '👟'.repeat(51), `${'a'.repeat(99)}👟`]) {
        const response = await get(`/products/v2/search/${path}?q=${encodeURIComponent(q)}`);
        expectSpecError(response, 400, 'API400', 'query.q');
        expect(response.json().errorDetails[0].message, `${path} ${q}`).toBe(qTooLong);
      }
      const fits = await get(`/products/v2/search/${path}?q=${encodeURIComponent('👟'.repeat(50))}`);
      expect(fits.statusCode, path).toBe(200);
    }
  });

  it('auto-suggests products, categories and popular queries for prefixes and one typo', async () => {
    const prefix = await suggest('runn');
    expect(prefix.correctedQuery).toBeNull();
    expect(prefix.products.length).toBeGreaterThan(0);
    expect(prefix.products.length).toBeLessThanOrEqual(5);
    // Each with who it is for: a model's men's and women's cuts share its name.
    const genders = await t.db
      .selectFrom('styles')
      .select(['product_id', 'gender'])
      .where(
        'product_id',
        'in',
        prefix.products.map((p) => p.productId),
      )
      .execute();
    expect(prefix.products.map((p) => p.gender)).toEqual(
      prefix.products.map((p) => genders.find((row) => row.product_id === p.productId)?.gender),
    );
    expect(prefix.categories.map((c) => c.name)).toContain('Running');
    // Categories of one name under different parents name their ancestors, as the catalog's tree has them.
    const tree = await t.db
      .selectFrom('categories as c')
      .innerJoin('category_translations as n', (join) =>
        join.onRef('n.category_id', '=', 'c.id').on('n.locale', '=', 'en-us'),
      )
      .select(['c.id', 'c.parent_id', 'n.name'])
      .execute();
    const byId = new Map(tree.map((row) => [row.id, row]));
    const ancestors = (id: string | null): string[] => {
      const row = id === null ? undefined : byId.get(id);
      return row ? [...ancestors(row.parent_id), row.name] : [];
    };
    const running = prefix.categories.filter((c) => c.name === 'Running');
    expect(running.length).toBeGreaterThan(1);
    expect(new Set(running.map((c) => c.path.join('/'))).size).toBe(running.length);
    for (const category of running) {
      expect(category.path.length).toBeGreaterThan(0);
      expect(category.path).toEqual(ancestors(byId.get(category.categoryId)?.parent_id ?? null));
    }
    expect(
      prefix.categories.filter((c) => byId.get(c.categoryId)?.parent_id === null).every((c) => c.path.length === 0),
    ).toBe(true);
    // Every category suggested lists something (an empty one led to an empty page), while the tree has empty ones.
    const listed = async (categoryId: string) =>
      ProductSearchResult.parse(
        (await get(`/products/v2/search/productSearch?categoryId=${categoryId}&count=1`)).json(),
      ).total;
    for (const category of prefix.categories)
      expect(await listed(category.categoryId), category.name).toBeGreaterThan(0);
    const runningIds = tree.filter((row) => row.name === 'Running').map((row) => row.id);
    expect(runningIds.length).toBeGreaterThan(running.length);
    expect(prefix.popularQueries.map((p) => p.query)).toContain('running shoes');
    for (const product of prefix.products) {
      const row = await t.db
        .selectFrom('styles')
        .select(['rating_average', 'rating_count'])
        .where('product_id', '=', product.productId)
        .executeTakeFirstOrThrow();
      expect(product.rating?.count ?? 0).toBe(Number(row.rating_count));
    }

    const typo = await suggest('runnign');
    expect(typo.correctedQuery).toBe('running');
    expect(typo.products.map((p) => p.productId)).toEqual(expect.arrayContaining([prefix.products[0]?.productId]));
    const german = await suggest('laufschu', { 'x-site-id': 'stride-de-de' });
    expect(german.products[0]?.name).toMatch(/Laufschuh/);
    expect(german.categories.map((c) => c.name)).toContain('Laufschuhe');

    // A search that finds something becomes a popular query once three searchers ran it.
    for (const ip of ['10.6.0.1', '10.6.0.2', '10.6.0.3']) {
      const response = await searchFrom(ip, 'q=trail%20running');
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await suggest('trail r')).popularQueries.map((p) => p.query)).toContain('trail running');

    for (const q of ['', ' ', 'x'.repeat(101)]) {
      expectSpecError(await get(`/products/v2/search/autoSuggest?q=${q}`), 400, 'API400', 'query.q');
    }
    expectSpecError(await get('/products/v2/search/autoSuggest'), 400, 'API400', 'query.q');
    expectSpecError(await get('/products/v2/search/autoSuggest?q=%ED%A0%80'), 400, 'API400', 'query.q');
  });

  it('counts a query once a day per searcher: no one client puts it on the popular list', async () => {
    const count = async (query: string) =>
      (await suggest(query)).popularQueries.find((p) => p.query === query)?.count ?? 0;
    const ok = async (ip: string, query: string, headers: Record<string, string> = {}) => {
      const response = await searchFrom(ip, query, headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(ProductSearchResult.parse(response.json()).total).toBeGreaterThan(0);
    };
    const counted = async () =>
      Number(
        (
          await t.db
            .selectFrom('search_queries')
            .select('run_count')
            .where('site_id', '=', 'stride-en-us')
            .where('query', '=', 'black running')
            .executeTakeFirst()
        )?.run_count ?? 0,
      );
    // One client, the same words over and over, spelt and refined otherwise, a fresh guest session each time.
    for (const query of [
      'q=black%20running',
      'q=Black++RUNNING',
      'q=black%20running&sort=price-asc',
      'q=black%20running&count=12',
      'q=black%20running&sort=newest&count=13',
    ]) {
      await ok('10.7.0.1', query);
    }
    expect(await counted()).toBe(1);
    expect(await count('black running')).toBe(0); // one searcher is not enough to be offered
    // What is kept names neither the address nor the query.
    const kept = JSON.stringify(await t.db.selectFrom('search_query_searchers').selectAll().execute());
    expect(kept).not.toContain('10.7.0.1');
    expect(kept).not.toContain('black');

    // A client's own x-forwarded-for is not believed; the address our storefront forwards is the shopper's.
    await ok('10.7.0.1', 'q=black%20running', { 'x-forwarded-for': '203.0.113.9' });
    expect(await counted()).toBe(1);
    const storefront = { 'x-server-trust-id': TEST_TRUST_ID };
    await ok('10.0.0.2', 'q=black%20running', { ...storefront, 'x-forwarded-for': '203.0.113.10' });
    await ok('10.0.0.2', 'q=black%20running', { ...storefront, 'x-forwarded-for': '203.0.113.10' });
    expect(await counted()).toBe(2);

    // A signed-in shopper counts once, from any address.
    const shopper = await newShopper(t, {}, { ip: '10.7.1.1' });
    await ok('10.7.1.2', 'q=black%20running', shopper.headers);
    await ok('10.7.1.3', 'q=black%20running', shopper.headers);
    expect(await counted()).toBe(3);
    expect(await count('black running')).toBe(3); // the third searcher puts it on the list

    // Three throw-away accounts from one address are one searcher, not three (decision 0038, addendum).
    for (const n of [1, 2, 3]) {
      const account = await newShopper(t, { email: `popular-${n}@example.com` }, { ip: '10.7.3.1' });
      await ok('10.7.3.1', 'q=black%20running', account.headers);
    }
    expect(await counted()).toBe(4);

    // A query that found nothing, and later pages, count nothing.
    await ok('10.7.2.1', 'q=black%20running&start=12');
    expect(await counted()).toBe(4);
    expect((await searchFrom('10.7.2.1', 'q=zzzqqq%20running')).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('search_queries').select('query').where('query', '=', 'zzzqqq running').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('reindexes one style after its name changes', async () => {
    const hit = (await search('q=running')).hits[0];
    if (!hit) throw new Error('no running style');
    await t.db
      .updateTable('style_translations')
      .set({ name: 'Quokka Special' })
      .where('product_id', '=', hit.productId)
      .where('locale', '=', 'en-us')
      .execute();
    expect((await search('q=quokka')).total).toBe(0);
    await reindexStyle(t.db, hit.productId);
    const found = await search('q=quokka');
    expect(found.hits.map((h) => h.productId)).toEqual([hit.productId]);
  });
});
