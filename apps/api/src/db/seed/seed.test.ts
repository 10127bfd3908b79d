import { SUPPORTED_LOCALES } from '@outsole/contracts/locales';
import { CATEGORY_ID_PATTERN } from '@outsole/contracts/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../test/test-app.js';
import { mulberry32 } from './prng.js';
import { generateCategories } from './reference/categories.js';
import { batches, seed, seedIfEmpty } from './seed.js';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });
});

/** The first ids of the category tree as it was first published (men, its shoes, running): links name them. */
const ORIGINAL_FIRST_IDS = ['320629', '653341', '112661'];

describe('generateCategories', () => {
  it('is deterministic: the same size gives the same ids and names', () => {
    expect(generateCategories(3)).toEqual(generateCategories(3));
  });

  it('keeps the base tree identical at every size and multiplies the leaves', () => {
    const small = generateCategories(1);
    const large = generateCategories(5);
    const byId = new Map(large.map((c) => [c.id, c]));
    for (const category of small) expect(byId.get(category.id)).toEqual(category);
    const baseLeaves = small.filter((c) => !small.some((other) => other.parentId === c.id)).length;
    expect(large.length - small.length).toBe(baseLeaves * 4);
  });

  it('adds the shorts leaves after every category that was there before, so none is renumbered', () => {
    // The 105 categories of the tree before Stride's shorts leaves: 7 departments with 14 categories under each.
    const small = generateCategories(1);
    const original = small.slice(0, 105);
    expect(original.some((c) => c.key === 'shorts')).toBe(false);
    expect(original.slice(0, 3).map((c) => c.id)).toEqual(ORIGINAL_FIRST_IDS);
    const large = generateCategories(3);
    expect(large.slice(0, 105)).toEqual(original);
    const shorts = small.filter((c) => c.key === 'shorts');
    expect(small.slice(105)).toEqual(shorts);
    // Under each Stride department's clothing, after pants, named and slugged per locale.
    expect(shorts.map((c) => c.brand)).toEqual(['stride', 'stride', 'stride', 'stride']);
    for (const leaf of shorts) {
      const pants = small.find((c) => c.parentId === leaf.parentId && c.key === 'pants');
      expect(leaf.position).toBe((pants?.position ?? -2) + 1);
      expect(leaf.names['de-de']).toEqual({ name: 'Shorts', slug: 'shorts' });
    }
    expect(large.filter((c) => c.key === 'shorts')).toEqual(shorts);
  });

  it('has unique 4-to-6-digit ids, parents before children, and a name and slug in every locale', () => {
    const categories = generateCategories(4);
    const seen = new Set<string>();
    for (const category of categories) {
      expect(category.id).toMatch(CATEGORY_ID_PATTERN);
      expect(seen.has(category.id)).toBe(false);
      if (category.parentId !== null) expect(seen.has(category.parentId)).toBe(true);
      seen.add(category.id);
      for (const locale of SUPPORTED_LOCALES) {
        expect(category.names[locale].name).toMatch(/\S/);
        expect(category.names[locale].slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('names categories in each language', () => {
    const men = generateCategories(1).find((c) => c.level === 1 && c.names['en-us'].name === 'Men');
    expect(men?.names).toMatchObject({
      'de-de': { name: 'Herren', slug: 'herren' },
      'fr-fr': { name: 'Homme', slug: 'homme' },
      'ja-jp': { name: 'メンズ', slug: 'men' },
    });
  });
});

describe(`seed (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes reference data once and then leaves the database alone', async () => {
    const summary = await seed(database.db, { size: 2, stylesPerSize: 20 });
    expect(summary).toMatchObject({ currencies: 8, countries: 13, sites: 6, stores: 31, styles: 40, productSets: 2 });
    expect(summary.variants).toBeGreaterThan(40 * 2 * 3);
    expect(summary.states).toBeGreaterThanOrEqual(51 + 13 + 47 + 16 + 4);
    expect(await seedIfEmpty(database.db, { size: 2 })).toBeNull();

    const count = await database.db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(generateCategories(2).length);
    const us = await database.db.selectFrom('country_states').select('code').where('country_code', '=', 'US').execute();
    expect(us).toHaveLength(51); // 50 states and DC
  });

  it('leaves planner statistics for the loaded tables', async () => {
    const { rows } = await sql<{ n: number }>`${
      TEST_DB === 'postgres'
        ? sql`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'inventory'`
        : sql`select count(*) as n from sqlite_stat1 where tbl = 'inventory'`
    }`.execute(database.db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it("names each site's promotions in its language", async () => {
    const rows = await database.db
      .selectFrom('promotions')
      .select(['site_id', 'name'])
      .where('promotion_id', 'like', '%-free-shipping')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.site_id, row.name]))).toEqual({
      'stride-en-us': 'Free standard shipping',
      // The en-GB site says delivery (language tester F3-8).
      'stride-en-gb': 'Free standard delivery',
      'stride-de-de': 'Kostenloser Standardversand',
      'stride-fr-fr': 'Livraison standard offerte',
      'stride-ja-jp': '通常配送無料',
      'kestrel-en-us': 'Free standard shipping',
    });
  });

  it('computes the rating of every style from its published reviews', async () => {
    const { db } = database;
    const reviews = await db.selectFrom('reviews').select(['product_id', 'rating', 'status']).execute();
    const expected = new Map<string, { count: number; sum: number }>();
    for (const review of reviews) {
      if (review.status !== 'published') continue;
      const entry = expected.get(review.product_id) ?? { count: 0, sum: 0 };
      entry.count += 1;
      entry.sum += Number(review.rating);
      expected.set(review.product_id, entry);
    }
    expect(expected.size).toBeGreaterThan(0);
    const styles = await db
      .selectFrom('styles')
      .select(['product_id', 'rating_average', 'rating_count', 'rating_sum'])
      .execute();
    for (const style of styles) {
      const want = expected.get(style.product_id);
      expect(
        { count: Number(style.rating_count), sum: Number(style.rating_sum), average: style.rating_average },
        style.product_id,
      ).toEqual(
        want ? { ...want, average: Math.round((10 * want.sum) / want.count) } : { count: 0, sum: 0, average: null },
      );
    }
  });
});

describe('batches', () => {
  it.each([
    [0, 10, []],
    [
      7,
      10,
      [
        [0, 4],
        [4, 6],
        [6, 7],
      ],
    ],
    [
      25,
      10,
      [
        [0, 10],
        [10, 20],
        [20, 24],
        [24, 25],
      ],
    ],
    [16, 16, [[0, 16]]],
  ] as const)('splits %i rows in batches of %i into full batches and power-of-two pieces', (total, size, expected) => {
    expect(batches(total, size)).toEqual(expected);
  });

  it('covers every row exactly once with a handful of distinct sizes', () => {
    const ranges = batches(10_007, 333);
    expect(ranges.reduce((sum, [start, end]) => sum + end - start, 0)).toBe(10_007);
    ranges.forEach(([start], i) => expect(start).toBe(i === 0 ? 0 : ranges[i - 1]?.[1]));
    expect(new Set(ranges.map(([start, end]) => end - start)).size).toBeLessThanOrEqual(10);
  });
});
