import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { seed } from '../../db/seed/seed.js';
import { testContext } from '../../test/request-context.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../test/test-app.js';
import { lineImageOf, loadTiles, type DisplayTile } from './product-tiles.service.js';

/** The database, counting the queries it answers (one result per query, subqueries included in theirs). */
function counting(db: Db): { db: Db; count: () => number } {
  let answered = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      answered += 1;
      return Promise.resolve(args.result);
    },
  };
  return { db: db.withPlugin(plugin), count: () => answered };
}

describe(`product tiles (${TEST_DB})`, () => {
  let database: TestDatabase;
  let stride: string[];
  let kestrel: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database.db, { size: 1, stylesPerSize: 60 });
    const priced = await database.db
      .selectFrom('style_prices')
      .select('product_id')
      .where('site_id', '=', 'stride-en-us')
      .orderBy('product_id')
      .execute();
    stride = priced.map((row) => row.product_id);
    const other = await database.db
      .selectFrom('styles')
      .select('product_id')
      .where('brand', '=', 'kestrel')
      .executeTakeFirstOrThrow();
    kestrel = other.product_id;
  });
  afterAll(() => database.close());

  it('answers in the order asked, leaving out styles the site cannot show', async () => {
    const ids = [stride[5], 'ZZZZ99999', stride[1], kestrel, stride[3]].filter((id) => id !== undefined);
    const tiles = await loadTiles(testContext(), database.db, ids);
    expect(tiles.map((tile) => tile.productId)).toEqual([stride[5], stride[1], stride[3]]);
    for (const tile of tiles) {
      expect(tile.pdpUrl).toMatch(new RegExp(`^/en-us/p/[a-z0-9-]+-${tile.productId}$`));
      expect(tile.price.currency).toBe('USD');
      expect(tile.image.url).toMatch(new RegExp(`^/images/products/${tile.productId}/\\d{3}/(side|front)\\.svg$`));
      expect(tile.colourCount).toBeGreaterThanOrEqual(1);
      expect(tile.swatches).toEqual([]); // not asked for
    }
    expect(await loadTiles(testContext(), database.db, [])).toEqual([]);
  });

  it('brings every colourway as a swatch when asked, the first one the image', async () => {
    const [tile] = await loadTiles(testContext(), database.db, stride.slice(0, 1), { swatches: true });
    expect(tile?.swatches.length).toBe(tile?.colourCount);
    expect(tile?.image.url).toContain(`/${tile?.swatches[0]?.colourCode}/`);
    expect(tile?.swatches[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('costs the same number of queries for one style as for forty: no query per tile', async () => {
    const perCall = async (ids: readonly string[], swatches: boolean) => {
      const counted = counting(database.db);
      const tiles = await loadTiles(testContext(), counted.db, ids, { swatches });
      return { queries: counted.count(), tiles: tiles.length };
    };
    expect(stride.length).toBeGreaterThanOrEqual(40);
    expect(await perCall(stride.slice(0, 1), false)).toEqual({ queries: 1, tiles: 1 });
    expect(await perCall(stride.slice(0, 40), false)).toEqual({ queries: 1, tiles: 40 });
    expect(await perCall(stride.slice(0, 1), true)).toEqual({ queries: 2, tiles: 1 });
    expect(await perCall(stride.slice(0, 40), true)).toEqual({ queries: 2, tiles: 40 });
  });
});

describe('a line’s image (lineImageOf)', () => {
  const tile: DisplayTile = {
    productId: 'SRN155750',
    name: 'Lumen 4',
    gender: 'men',
    pdpUrl: '/en-us/p/lumen-4-SRN155750',
    price: { list: 13_000, sale: null, currency: 'USD' },
    image: { view: 'side', url: '/images/products/SRN155750/001/side.svg', width: 800, height: 800 },
    badges: [],
    rating: null,
    colourCount: 2,
    swatches: [],
    breadcrumbs: [],
    attributes: {},
    colourNames: { '001': 'Black', '297': 'Red' },
  };

  it('is the first view of the colourway the line holds, in the tile’s view', () => {
    expect(lineImageOf(tile, '297')).toBe('/images/products/SRN155750/297/side.svg');
    expect(lineImageOf(tile, '001')).toBe(tile.image.url);
  });

  it('is the style’s own for a colourway it no longer shows or a line without facts; none for no style', () => {
    expect(lineImageOf(tile, '999')).toBe(tile.image.url);
    expect(lineImageOf(tile, 'toString')).toBe(tile.image.url);
    expect(lineImageOf(tile, undefined)).toBe(tile.image.url);
    expect(lineImageOf(undefined, '297')).toBe('');
  });
});
