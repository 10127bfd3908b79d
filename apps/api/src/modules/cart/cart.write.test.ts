import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOn, guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { call, cartOf } from '../../test/cart-kit.js';
import { withCartLock } from './cart.write.js';

/** How a cart write commits (decision 0018, speed of the cart path). */
describe(`cart writes commit (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  it('without waiting for the disk, in the cart write only (PostgreSQL), as SQLite in WAL mode with NORMAL sync', async () => {
    const token = (await guestToken(t)).accessToken;
    const { basketId } = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} }));
    const claims = decodeJwt(token) as { usid: string; fid: string };
    const ctx = contextOn('stride-en-us', { kind: 'guest', usid: claims.usid, familyId: claims.fid });
    const setting = () =>
      TEST_DB === 'postgres'
        ? sql<{ value: string }>`select current_setting('synchronous_commit') as value`
        : sql<{ value: string }>`select synchronous as value from pragma_synchronous`;
    let during = '';
    let columns: string[] = [];
    await withCartLock(ctx, t.db, basketId, async ({ trx, loaded }) => {
      during = String((await setting().execute(trx)).rows[0]!.value);
      columns = Object.keys(loaded.cart);
      return {};
    });
    // Set by the locking read itself (no extra round trip), whose extra column never reaches the cart row.
    expect(columns).toContain('basket_id');
    expect(columns).not.toContain('relaxed_commit');
    const after = String((await setting().execute(t.db)).rows[0]!.value);
    if (TEST_DB === 'postgres') {
      expect(during).toBe('off');
      expect(after).toBe('on'); // `set local`: other transactions on the connection wait for the disk as before
    } else {
      expect([during, after]).toEqual(['1', '1']); // NORMAL
    }
  });
});
