import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { down, up } from './0025_search_size_keys.js';

describe(`migration 0025: search rows keep sizes with their system (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 10 });
  });
  afterAll(() => t.close());

  // The digital gift card is in no size facet (its search row has no sizes, decision 0010), while this migration,
  // written before that rule, lists every style's variant sizes: it is left out of the comparison.
  const rows = () =>
    t.db
      .selectFrom('search_styles')
      .innerJoin('styles', 'styles.product_id', 'search_styles.product_id')
      .where('styles.digital', '=', 0)
      .select(['search_styles.product_id', 'search_styles.sizes'])
      .orderBy('search_styles.product_id')
      .execute();
  const generation = async () =>
    (await t.db.selectFrom('search_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()).generation;

  it('rewrites bare US sizes as system:size keys, and back', async () => {
    const seeded = await rows(); // the seed writes keys already
    expect(seeded.some((row) => row.sizes.includes('shoe-men:9'))).toBe(true);
    const db = t.db as unknown as Kysely<unknown>;

    await down(db);
    const bare = await rows();
    expect(bare.map((row) => row.sizes.split(',').filter(Boolean).sort())).toEqual(
      seeded.map((row) =>
        row.sizes
          .split(',')
          .filter(Boolean)
          .map((key) => key.slice(key.indexOf(':') + 1))
          .sort(),
      ),
    );
    expect(bare.some((row) => row.sizes.includes(':'))).toBe(false);

    const before = Number(await generation());
    await up(db);
    expect((await rows()).map((row) => row.sizes.split(',').sort())).toEqual(
      seeded.map((row) => row.sizes.split(',').sort()),
    );
    expect(Number(await generation())).toBe(before + 1); // processes reload their catalog
  });
});
