import type { LocalePath } from '@outsole/contracts/locales';
import { AutoSuggestResult, ProductSearchResult } from '@outsole/contracts/search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findTextVersion, markSearchChanged } from './search-index.repository.js';
import { rebuildOutdatedSearchIndex, TEXT_INDEX_VERSION } from './search-index.service.js';
import { textEngineFor } from './search.index.js';

const JA = { 'x-site-id': 'stride-ja-jp' };

describe(`Japanese search: words inside runs of kana and kanji (${TEST_DB})`, () => {
  let t: TestApp;
  /** Each stride style priced on the Japanese site, with its Japanese name and all its searchable text. */
  let styles: Map<string, { name: string; text: string }>;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 60 });
    const rows = await t.db
      .selectFrom('style_translations as t')
      .innerJoin('style_prices as p', (join) =>
        join.onRef('p.product_id', '=', 't.product_id').on('p.site_id', '=', 'stride-ja-jp'),
      )
      .select(['t.product_id', 't.name', 't.description'])
      .where('t.locale', '=', 'ja-jp')
      .execute();
    const colours = await t.db.selectFrom('colourways').select(['product_id', 'names']).execute();
    const categories = await t.db
      .selectFrom('style_categories as sc')
      .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
      .innerJoin('category_translations as ct', 'ct.category_id', 'cc.ancestor_id')
      .select(['sc.product_id', 'ct.name'])
      .where('ct.locale', '=', 'ja-jp')
      .execute();
    styles = new Map(
      rows.map((row) => {
        const names = colours
          .filter((c) => c.product_id === row.product_id)
          .map((c) => (JSON.parse(c.names) as Record<string, string>)['ja-jp'] ?? '');
        const categoryNames = categories.filter((c) => c.product_id === row.product_id).map((c) => c.name);
        const text = [row.name, row.description, ...names, ...categoryNames].join(' ');
        return [row.product_id, { name: row.name, text }];
      }),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = JA) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  const search = async (q: string, headers: Record<string, string> = JA) => {
    const response = await get(`/products/v2/search/productSearch?q=${encodeURIComponent(q)}&count=60`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return ProductSearchResult.parse(response.json());
  };
  const suggest = async (q: string) => {
    const response = await get(`/products/v2/search/autoSuggest?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return AutoSuggestResult.parse(response.json());
  };
  const textOf = (productId: string) => styles.get(productId)?.text ?? '';
  /** The styles whose Japanese text holds `word` right after another kana or kanji: inside a longer run. */
  const inside = (word: string) =>
    [...styles]
      .filter(([, s]) => new RegExp(`[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}ー]${word}`, 'u').test(s.text))
      .map(([id]) => id);

  it('finds a word that only stands inside longer runs (メッシュ of エンジニアードメッシュ, 防水メッシュ)', async () => {
    const expected = inside('メッシュ');
    expect(expected.length).toBeGreaterThan(0);
    const found = await search('メッシュ');
    expect(found.query).toBe('メッシュ');
    const ids = found.hits.map((hit) => hit.productId);
    expect(ids).toEqual(expect.arrayContaining(expected));
    for (const id of ids) expect(textOf(id)).toContain('メッシュ');
  });

  it('finds the noun of a compound name, names first (シューズ of トレイルランニングシューズ, シャツ of Tシャツ)', async () => {
    const shoes = await search('シューズ');
    expect(shoes.hits.some((hit) => hit.name.includes('トレイルランニングシューズ'))).toBe(true);
    expect(shoes.hits.every((hit) => textOf(hit.productId).includes('シューズ'))).toBe(true);
    const running = await search('ランニングシューズ');
    expect(running.query).toBe('ランニングシューズ'); // the run as typed, not its words
    expect(running.hits.some((hit) => hit.name.includes('トレイルランニングシューズ'))).toBe(true);
    const shirts = await search('シャツ');
    expect(shirts.total).toBeGreaterThan(0);
    expect(shirts.hits[0]?.name).toContain('Tシャツ');
  });

  it('finds words that stand apart in the document when typed as one run (メッシュシューズ)', async () => {
    const found = await search('メッシュシューズ');
    expect(found.total).toBeGreaterThan(0);
    for (const hit of found.hits) {
      expect(textOf(hit.productId)).toContain('メッシュ');
      expect(textOf(hit.productId)).toContain('シューズ');
    }
    expect((await search('メッシュソックスシューズブーツ')).total).toBe(0);
  });

  it('auto-suggests on the prefix of a run, of a word inside it, of a word cut otherwise', async () => {
    const running = await suggest('ランニ');
    expect(running.correctedQuery).toBeNull();
    expect(running.products.length).toBeGreaterThan(0);
    expect(running.products.every((p) => textOf(p.productId).includes('ランニング'))).toBe(true);
    expect(running.categories.map((c) => c.name)).toContain('ランニング');
    expect(running.popularQueries.map((p) => p.query)).toContain('ランニングシューズ');

    const inner = await suggest('シュー'); // シューズ stands at the end of ランニングシューズ
    expect(inner.products.length).toBeGreaterThan(0);
    expect(inner.products.every((p) => textOf(p.productId).includes('シュー'))).toBe(true);
    expect(inner.categories.map((c) => c.name)).toContain('シューズ');

    // リサイ is cut リ | サイ, リサイクル is one word: the run still finds it as a prefix, inside longer runs too.
    const recycled = await suggest('リサイ');
    expect(recycled.products.length).toBeGreaterThan(0);
    expect(recycled.products.every((p) => textOf(p.productId).includes('リサイクル'))).toBe(true);
    const recycledSearch = await search('リサイ');
    expect(recycledSearch.hits.map((h) => h.productId)).toEqual(expect.arrayContaining(inside('リサイクル')));
  });

  it('corrects a typo in a Japanese word and counts a Japanese query as typed', async () => {
    const typo = await suggest('ランニンクシューズ');
    expect(typo.correctedQuery).toBe('ランニングシューズ');
    expect(typo.products.length).toBeGreaterThan(0);
    expect((await suggest('メッシュ')).correctedQuery).toBeNull(); // in descriptions only, not in the vocabulary
    // Three searchers put the query on the popular list, counted as typed.
    for (const ip of ['10.8.0.1', '10.8.0.2', '10.8.0.3']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/products/v2/search/productSearch?q=${encodeURIComponent('メッシュシューズ')}`,
        headers: { ...AUTH, ...JA },
        remoteAddress: ip,
      });
      expect(ProductSearchResult.parse(response.json()).total).toBeGreaterThan(0);
    }
    expect((await suggest('メッシュシ')).popularQueries.map((p) => p.query)).toContain('メッシュシューズ');
  });

  it('finds katakana words typed in hiragana, and hiragana text typed in katakana', async () => {
    const katakana = await search('ランニング');
    expect(katakana.total).toBeGreaterThan(0);
    const hiragana = await search('らんにんぐ'); // typed without converting
    expect(hiragana.hits.map((hit) => hit.productId)).toEqual(katakana.hits.map((hit) => hit.productId));
    expect(hiragana.total).toBe(katakana.total);
    expect((await suggest('らんに')).products.length).toBeGreaterThan(0);
    // A hiragana word of the catalog (in descriptions) is found however its kana are typed.
    const toKatakana = (text: string) =>
      text.replace(/[\u3041-\u3096]/gu, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
    const candidates = [
      ...new Set([...styles.values()].flatMap((s) => s.text.match(/[\p{sc=Hiragana}]{3,}/gu) ?? [])),
    ].slice(0, 20);
    let checked = 0;
    for (const word of candidates) {
      const asWritten = await search(word);
      if (asWritten.total === 0) continue; // a run of particles, not a word of the index
      expect((await search(toKatakana(word))).total, word).toBe(asWritten.total);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('leaves other languages as they were: Japanese words are not in their documents', async () => {
    expect((await search('メッシュ', {})).total).toBe(0);
    expect((await search('mesh', {})).total).toBeGreaterThan(0);
  });
});

describe(`search index built with an older way of cutting words (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 10 });
  });
  afterAll(() => t.close());

  const total = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/products/v2/search/productSearch?q=${encodeURIComponent(q)}`,
      headers: { ...AUTH, ...JA },
    });
    return ProductSearchResult.parse(response.json()).total;
  };

  /** The index as version 0 wrote it: names and descriptions as they are, Japanese runs whole. */
  async function indexAsBefore(): Promise<void> {
    const engine = textEngineFor(t.db);
    const rows = await t.db
      .selectFrom('style_translations')
      .select(['product_id', 'locale', 'name', 'description'])
      .execute();
    await engine.remove(t.db, 'all');
    await engine.write(
      t.db,
      rows.map((row) => ({
        productId: row.product_id,
        locale: row.locale as LocalePath,
        name: row.name,
        body: row.description,
      })),
    );
    await sql`update search_state set text_version = 0 where id = 1`.execute(t.db);
    await markSearchChanged(t.db, { rebuilt: true });
  }

  it('is rebuilt once, by one of several processes, and then finds words inside runs', async () => {
    expect(await findTextVersion(t.db)).toBe(TEXT_INDEX_VERSION); // the seed wrote the current version
    expect(await rebuildOutdatedSearchIndex(t.db)).toBe(false);
    const found = await total('素材'); // only inside runs: …メッシュ素材で、…
    expect(found).toBeGreaterThan(0);

    await indexAsBefore();
    expect(await total('素材')).toBe(0);
    const done = await Promise.all([rebuildOutdatedSearchIndex(t.db), rebuildOutdatedSearchIndex(t.db)]);
    expect(done.sort()).toEqual([false, true]);
    expect(await findTextVersion(t.db)).toBe(TEXT_INDEX_VERSION);
    expect(await total('素材')).toBe(found);
  });

  it('is rebuilt by an api when it starts listening', async () => {
    await indexAsBefore();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (let waited = 0; (await findTextVersion(t.db)) < TEXT_INDEX_VERSION && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await findTextVersion(t.db)).toBe(TEXT_INDEX_VERSION);
    expect(await total('素材')).toBeGreaterThan(0);
  });
});
