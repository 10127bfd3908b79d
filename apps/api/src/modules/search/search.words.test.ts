import { AutoSuggestResult, ProductSearchResult } from '@outsole/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { newBadgeWords } from './search.badge-words.js';
import { coloursNamed } from './search.colours.js';
import { queryTerms, termAlternatives } from './search.terms.js';

const DE = { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' };
const FR = { 'x-site-id': 'stride-fr-fr', 'x-locale': 'fr-fr' };
const JA = { 'x-site-id': 'stride-ja-jp', 'x-locale': 'ja-jp' };
const US = {};

describe('colour words of the other languages, new words (pure)', () => {
  it('reads a colour word of any of the shop languages, the site language first', () => {
    expect(coloursNamed('red', 'de-de')).toEqual(['red']);
    expect(coloursNamed('rouge', 'en-us')).toEqual(['red']);
    expect(coloursNamed('赤', 'en-gb')).toEqual(['red']);
    expect(coloursNamed('schwarz', 'fr-fr')).toEqual(['black']);
    // The start of a site-language colour word is that colour, not another language's.
    expect(coloursNamed('bla', 'en-us')).toEqual(['black']);
    expect(coloursNamed('bla', 'de-de')).toEqual(['blue']);
    expect(coloursNamed('bla', 'fr-fr')).toEqual(['white']);
    // Another language's colour word is read whole only: "bra" (of "bra") is not German "braun".
    expect(coloursNamed('bra', 'en-us')).toEqual([]);
    expect(termAlternatives('bra', 'en-us')).toEqual([['bra']]);
    expect(termAlternatives('red', 'de-de')).toEqual([['red'], ['rot']]);
    expect(termAlternatives('rouge', 'en-gb')).toEqual([['rouge'], ['red']]);
    expect(termAlternatives('grey', 'fr-fr')).toEqual([['grey'], ['gris']]);
    expect(termAlternatives('blue', 'en-us')).toEqual([['blue']]);
  });

  it('reads a style code typed apart (SSN-484841, SSN 484841) as the code, and nothing else', () => {
    expect(queryTerms('SSN-484841')).toEqual(['ssn484841']);
    expect(queryTerms('ssn 484841')).toEqual(['ssn484841']);
    expect(queryTerms('SSN – 484')).toEqual(['ssn484']);
    expect(queryTerms('ＳＳＮ－４８４８４１')).toEqual(['ssn484841']);
    expect(queryTerms('nova 3 sneaker')).toEqual(['nova', '3', 'sneaker']);
    expect(queryTerms('size 10')).toEqual(['size', '10']);
    expect(queryTerms('run 12')).toEqual(['run', '12']);
    expect(queryTerms('gift card 50')).toEqual(['gift', 'card', '50']);
  });

  it('reads the words for new styles per site language', () => {
    expect(newBadgeWords(['new', 'running', 'shoes'], 'en-us')).toEqual({ terms: ['running', 'shoes'], newOnly: true });
    expect(newBadgeWords(['new', 'arrivals'], 'en-gb')).toEqual({ terms: [], newOnly: true });
    expect(newBadgeWords(['neue', 'laufschuhe'], 'de-de')).toEqual({ terms: ['laufschuhe'], newOnly: true });
    expect(newBadgeWords(['nouveautés'], 'fr-fr')).toEqual({ terms: [], newOnly: true });
    expect(newBadgeWords(['新作スニーカー'], 'ja-jp')).toEqual({ terms: ['スニーカー'], newOnly: true });
    expect(newBadgeWords(['新着'], 'ja-jp')).toEqual({ terms: [], newOnly: true });
    // "neu" on the English site is a word being typed (neutral), "arrivals" alone a word.
    expect(newBadgeWords(['neu'], 'en-us')).toEqual({ terms: ['neu'], newOnly: false });
    expect(newBadgeWords(['arrivals'], 'en-us')).toEqual({ terms: ['arrivals'], newOnly: false });
  });
});

describe(`search across languages' colour words, by the start of a style code, for new styles (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  const search = async (query: string, headers: Record<string, string> = US) => {
    const response = await get(`/products/v2/search/productSearch?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProductSearchResult.parse(response.json());
  };
  const suggest = async (q: string, headers: Record<string, string> = US) => {
    const response = await get(`/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return AutoSuggestResult.parse(response.json());
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  const colourOf = (hit: ProductSearchResult['hits'][number]) => /\/(\d{3})\/\w+\.svg$/.exec(hit.image.url)?.[1];

  it.each([
    ['de-de', 'red', 'red', DE],
    ['de-de', 'blue', 'blue', DE],
    ['fr-fr', 'schwarz', 'black', FR],
    ['fr-fr', 'green', 'green', FR],
    ['en-us', 'rouge', 'red', US],
    ['en-us', 'blau', 'blue', US],
    ['en-us', '赤', 'red', US],
    ['ja-jp', 'black', 'black', JA],
  ] as const)('%s: "%s" finds every style of the colour family %s', async (_locale, word, family, site) => {
    const inFamily = await search(`colour=${family}&count=60`, site);
    expect(inFamily.total).toBeGreaterThan(0);
    expect((await search(`${q(word)}&colour=${family}`, site)).total, word).toBe(inFamily.total);
    const found = await search(`${q(word)}&count=60`, site);
    expect(found.total).toBeGreaterThanOrEqual(inFamily.total);
    for (const hit of found.hits) {
      const shown = hit.swatches.find((swatch) => swatch.colourCode === colourOf(hit));
      if (hit.swatches.some((swatch) => swatch.colourFamily === family)) {
        expect(shown?.colourFamily, hit.productId).toBe(family);
      }
    }
    const suggested = await suggest(word, site);
    expect(suggested.products.length, word).toBeGreaterThan(0);
    expect(suggested.correctedQuery).toBeNull();
  });

  it('"red shoes" on the German site finds the red shoes', async () => {
    const redShoes = await search(`${q('schuhe')}&colour=red`, DE);
    expect(redShoes.total).toBeGreaterThan(0);
    expect((await search(`${q('red schuhe')}&colour=red`, DE)).total).toBe(redShoes.total);
    expect((await search(q('red schuhe'), DE)).total).toBeLessThan((await search(q('schuhe'), DE)).total);
  });

  it('finds the styles whose code starts with six characters or more, in search and auto-suggest', async () => {
    const rows = await t.db
      .selectFrom('style_prices as p')
      .innerJoin('styles as s', 's.product_id', 'p.product_id')
      .select('p.product_id')
      .where('p.site_id', '=', 'stride-en-us')
      .where('s.digital', '=', 0)
      .orderBy('p.product_id')
      .execute();
    const ids = rows.map((row) => row.product_id);
    const id = ids[0] as string;
    for (const length of [6, 7, id.length - 1]) {
      const prefix = id.slice(0, length);
      const expected = ids.filter((other) => other.startsWith(prefix));
      for (const typed of [prefix, prefix.toLowerCase()]) {
        const found = await search(`${q(typed)}&count=60&sort=price-asc`);
        expect(found.hits.map((hit) => hit.productId).sort(), typed).toEqual(expected);
        const suggested = await suggest(typed);
        expect(suggested.products.map((product) => product.productId)).toContain(id);
        expect(suggested.correctedQuery).toBeNull();
      }
    }
    // Five characters are too short to be read as a code.
    expect((await search(q(id.slice(0, 5)))).total).toBe(0);
    // The start of a code with another word: both must match.
    const name = (await search(q(id))).hits[0]?.name.split(' ')[0] ?? '';
    expect((await search(q(`${name} ${id.slice(0, 7)}`))).hits.map((hit) => hit.productId)).toContain(id);
    expect((await search(q(`zzzqqq ${id.slice(0, 7)}`))).total).toBe(0);
  });

  it('finds a style by its code typed with a space or hyphen, or by its number alone', async () => {
    const rows = await t.db
      .selectFrom('style_prices as p')
      .innerJoin('styles as s', 's.product_id', 'p.product_id')
      .select('p.product_id')
      .where('p.site_id', '=', 'stride-en-us')
      .where('s.digital', '=', 0)
      .orderBy('p.product_id')
      .execute();
    const id = rows[0]?.product_id as string;
    const [letters, number] = [id.slice(0, 3), id.slice(3)];
    for (const typed of [
      `${letters}-${number}`,
      `${letters} ${number}`,
      `${letters.toLowerCase()} ${number}`,
      number,
    ]) {
      const found = await search(q(typed));
      expect(
        found.hits.map((hit) => hit.productId),
        typed,
      ).toEqual([id]);
      const suggested = await suggest(typed);
      expect(
        suggested.products.map((product) => product.productId),
        typed,
      ).toEqual([id]);
      expect(suggested.correctedQuery).toBeNull();
    }
    // The start of a code typed apart, and of its number (six digits or more), finds every style it starts.
    const start = `${letters} ${number.slice(0, 4)}`;
    const expected = rows.map((row) => row.product_id).filter((other) => other.startsWith(id.slice(0, 7)));
    const found = await search(`${q(start)}&count=60`);
    expect(found.hits.map((hit) => hit.productId).sort()).toEqual(expected);
    // Fewer than six digits are no code's number.
    expect((await search(q(number.slice(0, 5)))).total).toBe(0);
  });

  it.each([
    [
      'en-us',
      US,
      [
        'gift card',
        'giftcard',
        'gift',
        'Gutschein',
        'Geschenkgutschein',
        'Geschenkkarte',
        'carte cadeau',
        'ギフトカード',
      ],
    ],
    [
      'de-de',
      DE,
      ['gift card', 'Gift Cards', 'Gutschein', 'Geschenkgutschein', 'Geschenkkarte', 'carte cadeau', 'ギフトカード'],
    ],
    ['fr-fr', FR, ['gift card', 'carte cadeau', 'Gutschein', 'ギフトカード']],
    ['ja-jp', JA, ['gift card', 'ギフトカード', 'ギフト券', 'Gutschein', 'carte cadeau']],
  ] as const)('%s: the gift card is found by its words in every shop language', async (_locale, site, queries) => {
    for (const typed of queries) {
      const found = await search(q(typed), site);
      expect(
        found.hits.map((hit) => hit.productId),
        typed,
      ).toEqual(['GIFTCARDS']);
      const suggested = await suggest(typed, site);
      expect(suggested.correctedQuery, typed).toBeNull();
      expect(suggested.droppedWords, typed).toEqual([]);
      expect(
        suggested.products.map((product) => product.productId),
        typed,
      ).toEqual(['GIFTCARDS']);
    }
  });

  it('reads "new" (and new arrivals, neu, nouveautés, 新作) as the New badge', async () => {
    const newStyles = await t.db
      .selectFrom('styles as s')
      .innerJoin('style_prices as p', 'p.product_id', 's.product_id')
      .select('s.product_id')
      .where('p.site_id', '=', 'stride-en-us')
      .where('s.badges', 'like', '%"new"%')
      .execute();
    expect(newStyles.length).toBeGreaterThan(0);
    const expected = newStyles.map((row) => row.product_id).sort();
    for (const [text, site] of [
      ['new', US],
      ['New arrivals', US],
    ] as const) {
      const found = await search(`${q(text)}&count=60`, site);
      expect(found.hits.map((hit) => hit.productId).sort(), text).toEqual(expected);
      for (const hit of found.hits) expect(hit.badges).toContain('new');
    }
    for (const [text, site] of [
      ['neu', DE],
      ['nouveautés', FR],
      ['新作', JA],
    ] as const) {
      const found = await search(`${q(text)}&count=60`, site);
      expect(found.total, text).toBeGreaterThan(0);
      for (const hit of found.hits) expect(hit.badges, text).toContain('new');
    }
    // "new" with words: the new styles among what the words find.
    const shoes = await search(`${q('shoes')}&count=60`);
    const newShoes = shoes.hits.filter((hit) => hit.badges.includes('new')).map((hit) => hit.productId);
    expect(shoes.total).toBeLessThanOrEqual(60);
    expect(newShoes.length).toBeGreaterThan(0);
    const found = await search(`${q('new shoes')}&count=60`);
    expect(found.hits.map((hit) => hit.productId).sort()).toEqual(newShoes.sort());
    expect(found.query).toBe('new shoes');
    // Auto-suggest suggests new styles for them too, as typed (no "did you mean" without "new").
    const suggested = await suggest('new shoes');
    expect(suggested.products.length).toBeGreaterThan(0);
    for (const product of suggested.products) expect(newShoes).toContain(product.productId);
    expect(suggested.correctedQuery).toBeNull();
    expect(suggested.droppedWords).toEqual([]);
    const onlyNew = await suggest('new');
    for (const product of onlyNew.products) expect(expected).toContain(product.productId);
    expect(onlyNew.products.length).toBeGreaterThan(0);
  });
});
