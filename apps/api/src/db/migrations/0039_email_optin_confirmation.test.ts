import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConsumer } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { down, up } from './0039_email_optin_confirmation.js';

describe(`migration 0039: email marketing double opt-in (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedSize: 1 });
  });
  afterAll(() => t.close());

  it('keeps an opt-in recorded before as opted in, without proof; token digests are unique; down and up again', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const before = await createTestConsumer(t.db);
    await t.db.updateTable('consumers').set({ email_optin: 1 }).where('consumer_no', '=', before.consumerNo).execute();
    await down(db);
    await up(db);
    const row = await t.db
      .selectFrom('consumers')
      .selectAll()
      .where('consumer_no', '=', before.consumerNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email_optin: 1,
      email_optin_pending_at: null,
      email_optin_token_hash: null,
      email_optin_confirmed_at: null,
      email_optin_address_digest: null,
    });
    expect(Number(row.email_optin_sends)).toBe(0);
    const other = await createTestConsumer(t.db);
    const digest = 'a'.repeat(64);
    const setDigest = (consumerNo: string) =>
      t.db
        .updateTable('consumers')
        .set({ email_optin_token_hash: digest })
        .where('consumer_no', '=', consumerNo)
        .execute();
    await setDigest(before.consumerNo);
    await expect(setDigest(other.consumerNo)).rejects.toThrow(/unique|UNIQUE/);
  });
});
