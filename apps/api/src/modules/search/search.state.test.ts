import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductSearchQuery, type ProductSearchResult } from '@outsole/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { ONLINE_LOCATION, type Db } from '../../db/schema.js';
import { seed } from '../../db/seed/seed.js';
import { testContext } from '../../test/request-context.js';
import { createTestDatabase, TEST_DB, TEST_STYLES_PER_SIZE } from '../../test/test-app.js';
import { adjustStyleRating } from '../reviews/style-ratings.repository.js';
import { markStylesChanged } from './search-index.service.js';
import { recordQuery } from './search.repository.js';
import { searchProducts } from './search.service.js';
import { autoSuggest } from './suggest.service.js';
import { configureSearch } from './search.state.js';

/**
 * Two handles on one database stand for two api processes: one writes, the other searches from its in-process
 * catalog and answer cache, and must see every committed change with its next search.
 */
describe(`search sees changes made by another process (${TEST_DB})`, () => {
  let writer: Db;
  let reader: Db;
  let uncached: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (TEST_DB === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'outsole-search-'));
      const file = join(dir, 'search.sqlite');
      writer = openDatabase({ kind: 'sqlite', filename: file });
      await migrateToLatest(writer);
      await seed(writer, { size: 1, stylesPerSize: TEST_STYLES_PER_SIZE });
      reader = openDatabase({ kind: 'sqlite', filename: file });
      uncached = openDatabase({ kind: 'sqlite', filename: file });
      close = async () => {
        await Promise.all([writer.destroy(), reader.destroy(), uncached.destroy()]);
        rmSync(dir, { recursive: true, force: true });
      };
    } else {
      const database = await createTestDatabase({ seed: { size: 1, stylesPerSize: TEST_STYLES_PER_SIZE } });
      writer = database.db;
      const connectionString = database.connectionString ?? '';
      reader = openDatabase({ kind: 'postgres', connectionString }, { poolSize: 2 });
      uncached = openDatabase({ kind: 'postgres', connectionString }, { poolSize: 2 });
      close = async () => {
        await Promise.all([reader.destroy(), uncached.destroy()]);
        await database.close();
      };
    }
    configureSearch(uncached, { answerCacheEntries: 0 });
  });
  afterAll(() => close());

  const search = (db: Db, query: Record<string, string>, searcher?: string): Promise<ProductSearchResult> =>
    searchProducts(
      testContext(),
      db,
      ProductSearchQuery.parse(query),
      searcher ? { key: 'test', searchers: [searcher] } : null,
    );
  const both = async (query: Record<string, string>) => {
    const [cached, fresh] = await Promise.all([search(reader, query), search(uncached, query)]);
    expect(cached).toEqual(fresh);
    return cached;
  };
  const facet = (result: ProductSearchResult, id: string) => result.facets.find((f) => f.id === id)?.values ?? [];

  it('counts a new review in the rating filter, facet and sort', async () => {
    const before = await both({ rating: '5', count: '60' });
    const sorted = await both({ sort: 'rating', count: '60' });
    const last = sorted.hits.at(-1);
    if (!last) throw new Error('no styles');
    expect(before.hits.map((hit) => hit.productId)).not.toContain(last.productId);
    // Enough five-star reviews to lift the last style (unrated or rated lowest) to an average of 5.0 in tenths.
    const row = await writer
      .selectFrom('styles')
      .select(['rating_count', 'rating_sum'])
      .where('product_id', '=', last.productId)
      .executeTakeFirstOrThrow();
    const needed = Math.max(1, 99 * Number(row.rating_count) - 20 * Number(row.rating_sum) + 1);
    await writer.transaction().execute(async (trx) => {
      for (let i = 0; i < needed; i += 1) await adjustStyleRating(trx, last.productId, 1, 5);
    });
    const after = await both({ rating: '5', count: '60' });
    expect(after.total).toBe(before.total + 1);
    expect(after.hits.map((hit) => hit.productId)).toContain(last.productId);
    const fourUp = (result: ProductSearchResult) => facet(result, 'rating').find((v) => v.value === '4')?.hitCount;
    expect(fourUp(after)).toBe((fourUp(before) ?? 0) + 1);
    // Now rated 5.0, it moves up the (weighted) rating order, ahead of the style that was last but one.
    const resorted = await both({ sort: 'rating', count: '60' });
    const ids = resorted.hits.map((hit) => hit.productId);
    expect(ids).toContain(last.productId);
    expect(ids.indexOf(last.productId)).toBeLessThan(ids.indexOf(sorted.hits.at(-2)?.productId ?? ''));
  });

  it('counts stock changes in the size refinement once they are marked', async () => {
    const sizes = facet(await both({}), 'size');
    const size = sizes.at(-1);
    if (!size) throw new Error('no sizes');
    const styles = await both({ size: size.value, count: '60' });
    const target = styles.hits[0]?.productId;
    if (!target) throw new Error('no style in that size');
    const upcs = await writer
      .selectFrom('variants')
      .select('upc')
      .where('product_id', '=', target)
      .where('size', '=', size.value)
      .execute();
    await writer.transaction().execute(async (trx) => {
      await trx
        .updateTable('inventory')
        .set({ quantity: 0 })
        .where('location_id', '=', ONLINE_LOCATION)
        .where(
          'upc',
          'in',
          upcs.map((row) => row.upc),
        )
        .execute();
      await markStylesChanged(trx, [target]);
    });
    const after = await both({ size: size.value, count: '60' });
    expect(after.total).toBe(styles.total - 1);
    expect(after.hits.map((hit) => hit.productId)).not.toContain(target);
    expect(facet(await both({}), 'size').find((v) => v.value === size.value)?.hitCount ?? 0).toBe(after.total);
  });

  it('shows queries another process recorded among popular queries within a second, its own at once', async () => {
    const popular = async (db: Db, q: string) =>
      (await autoSuggest(testContext(), db, { q })).popularQueries.map((p) => `${p.query} ${p.count}`);
    expect(await popular(reader, 'zz')).toEqual([]);
    // Another process counts a query's third searcher (the first that puts it on the list).
    for (let i = 0; i < 3; i += 1) await recordQuery(writer, 'stride-en-us', 'zzz top', new Date().toISOString());
    let seen: string[] = [];
    for (let tries = 0; tries < 30 && seen.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await popular(reader, 'zz');
    }
    expect(seen).toEqual(['zzz top 3']);
    // This process's own search counts at once, from its third searcher on.
    const count = async () => (await popular(reader, 'running')).find((line) => /^running \d+$/.test(line));
    for (const searcher of ['address:10.9.0.1', 'address:10.9.0.2']) {
      expect((await search(reader, { q: 'running' }, searcher)).total).toBeGreaterThan(0);
    }
    expect(await count()).toBeUndefined();
    await search(reader, { q: 'running' }, 'address:10.9.0.3');
    expect(await count()).toBe('running 3');
  });
});
