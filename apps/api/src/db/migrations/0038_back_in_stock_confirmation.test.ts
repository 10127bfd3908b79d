import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { down, up } from './0038_back_in_stock_confirmation.js';

describe(`migration 0038: back-in-stock double opt-in (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 1 });
  });
  afterAll(() => t.close());

  it('takes a sign-up made before double opt-in as confirmed when it was made; down drops the unconfirmed', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const variant = await t.db.selectFrom('variants').select(['upc', 'product_id']).executeTakeFirstOrThrow();
    await down(db);
    const before = t.db as unknown as Kysely<{
      back_in_stock_requests: {
        id: string;
        email: string;
        upc: string;
        product_id: string;
        site_id: string;
        locale: string;
        created_at: string;
        notified_at: string | null;
      };
    }>;
    await before
      .insertInto('back_in_stock_requests')
      .values({
        id: 'old-sign-up',
        email: 'old@example.com',
        upc: variant.upc,
        product_id: variant.product_id,
        site_id: 'stride-en-us',
        locale: 'en-us',
        created_at: '2026-11-01T00:00:00.000Z',
        notified_at: null,
      })
      .execute();

    await up(db);

    const row = await t.db
      .selectFrom('back_in_stock_requests')
      .selectAll()
      .where('id', '=', 'old-sign-up')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      confirmed_at: '2026-11-01T00:00:00.000Z',
      confirm_token_hash: null,
      confirm_sent_at: null,
      unsubscribe_token_hash: null,
    });
    expect(Number(row.confirm_sends)).toBe(0);
    // The token digests are unique: one link, one sign-up.
    const hashed = (id: string, email: string) => ({
      id,
      email,
      upc: variant.upc,
      product_id: variant.product_id,
      site_id: 'stride-en-us',
      locale: 'en-us',
      created_at: new Date().toISOString(),
      notified_at: null,
      confirmed_at: null,
      confirm_token_hash: 'a'.repeat(64),
      confirm_sent_at: null,
    });
    await t.db.insertInto('back_in_stock_requests').values(hashed('new-1', 'one@example.com')).execute();
    await expect(
      t.db.insertInto('back_in_stock_requests').values(hashed('new-2', 'two@example.com')).execute(),
    ).rejects.toThrow(/unique|UNIQUE/);

    await down(db);
    const left = await t.db.selectFrom('back_in_stock_requests').select('id').execute();
    expect(left.map((each) => each.id)).toEqual(['old-sign-up']);
    await up(db);
  });
});
