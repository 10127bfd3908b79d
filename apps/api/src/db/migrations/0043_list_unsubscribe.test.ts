import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConsumer } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { down, up } from './0043_list_unsubscribe.js';

describe(`migration 0043: one-click unsubscribe (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 1 });
  });
  afterAll(() => t.close());

  it('goes down and up again; a token digest is stored once; an account’s tokens go with it', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    const consumer = await createTestConsumer(t.db);
    const token = (hash: string) => ({
      token_hash: hash,
      list: 'marketing' as const,
      site_id: 'stride-en-us',
      address: 'a@example.com',
      consumer_no: consumer.consumerNo,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 1000).toISOString(),
    });
    await t.db
      .insertInto('email_unsubscribe_tokens')
      .values(token('a'.repeat(64)))
      .execute();
    await expect(
      t.db
        .insertInto('email_unsubscribe_tokens')
        .values(token('a'.repeat(64)))
        .execute(),
    ).rejects.toThrow(/unique|UNIQUE|duplicate/);
    // The account's deletion reaches its tokens by an index (reviewer F5), not by reading the whole table.
    const indexes =
      TEST_DB === 'postgres'
        ? await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'email_unsubscribe_tokens'`.execute(t.db)
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'email_unsubscribe_tokens'`.execute(
            t.db,
          );
    expect(indexes.rows.map((row) => row.name)).toContain('email_unsubscribe_tokens_consumer_idx');
    await t.db.deleteFrom('consumers').where('consumer_no', '=', consumer.consumerNo).execute();
    expect(await t.db.selectFrom('email_unsubscribe_tokens').selectAll().execute()).toEqual([]);
  });
});
