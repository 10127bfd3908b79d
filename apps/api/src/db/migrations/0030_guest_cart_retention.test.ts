import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { down, up } from './0030_guest_cart_retention.js';

describe(`migration 0030: guest cart retention (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 1 });
  });
  afterAll(() => t.close());

  it('dates an existing list by its latest save, or by its creation when it is empty', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await down(db);
    const lists = t.db as unknown as Kysely<{
      save_for_later_lists: { save_for_later_id: string; owner: string; site_id: string; created_at: string };
    }>;
    await lists
      .insertInto('save_for_later_lists')
      .values([
        {
          save_for_later_id: 'l-saved',
          owner: 'guest:a',
          site_id: 'stride-en-us',
          created_at: '2026-01-01T00:00:00.000Z',
        },
        {
          save_for_later_id: 'l-empty',
          owner: 'guest:b',
          site_id: 'stride-en-us',
          created_at: '2026-02-01T00:00:00.000Z',
        },
      ])
      .execute();
    const item = (id: string, upc: string, savedAt: string, position: number) => ({
      item_id: id,
      save_for_later_id: 'l-saved',
      product_id: 'p',
      master_id: 'p',
      upc,
      qty: 1,
      saved_at: savedAt,
      position,
    });
    await t.db
      .insertInto('save_for_later_items')
      .values([item('i-1', 'u1', '2026-03-05T00:00:00.000Z', 1), item('i-2', 'u2', '2026-03-01T00:00:00.000Z', 2)])
      .execute();

    await up(db);

    const dated = await t.db
      .selectFrom('save_for_later_lists')
      .select(['save_for_later_id', 'updated_at'])
      .where('save_for_later_id', 'in', ['l-saved', 'l-empty'])
      .orderBy('save_for_later_id')
      .execute();
    expect(dated).toEqual([
      { save_for_later_id: 'l-empty', updated_at: '2026-02-01T00:00:00.000Z' },
      { save_for_later_id: 'l-saved', updated_at: '2026-03-05T00:00:00.000Z' },
    ]);
  });
});
