import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { down, up } from './0026_category_keys.js';

describe(`migration 0026: category keys (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 1 });
  });
  afterAll(() => t.close());

  it('gives a database seeded before it its departments’ keys from their American English slugs', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const departments = () =>
      t.db
        .selectFrom('categories')
        .select(['id', 'brand', 'category_key'])
        .where('level', '=', 1)
        .orderBy('id')
        .execute();
    const seeded = await departments();
    expect(new Set(seeded.map((row) => row.category_key))).toEqual(new Set(['men', 'women', 'kids', 'sale', 'outlet']));

    await down(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from categories`.execute(db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0); // the rows stay, only the column goes
    await up(db);
    expect(await departments()).toEqual(seeded);
  });
});
