import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { contextOn, guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findVariantFacts, stockReadOf } from '../products/variant-facts.service.js';
import { findCartAndStock, lockCartAndStock } from './cart.pricing.js';
import { coalescedCartReads } from './cart.repository.js';

const SITE = 'stride-en-us';

/**
 * On PostgreSQL a cart call reads its lines' stock in the statement that reads or locks the cart row (decision 0021,
 * cart.repository.ts ONLINE_STOCK): the stock read so serves when it covers the UPCs asked, is the stock as it stands,
 * and needs no second connection. SQLite reads the row alone.
 */
describe(`stock read with the cart row (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    // One connection: a cart call that wanted a second one beside its transaction would wait forever.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' }, poolSize: 1 });
    variants = await variantsOn(t.db, SITE, 4, { stock: 500 });
  });
  afterAll(() => t.close());

  async function cartWith(lines: Variant[]): Promise<{ token: string; basketId: string }> {
    const { accessToken: token } = await guestToken(t);
    const { basketId } = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} }));
    for (const variant of lines)
      cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 1 } }));
    return { token, basketId };
  }

  it('serves the stock it read when it covers every UPC asked, else the stock is read', async () => {
    const [first, second] = variants;
    const ctx = contextOn(SITE);
    const read = stockReadOf([first!.upc], new Map([[first!.upc, 4_242]]));
    expect((await findVariantFacts(ctx, t.db, [first!.upc], SITE, read))[0]?.quantity).toBe(4_242);
    // Not covered: the stock is read (500), not taken from the read.
    const both = await findVariantFacts(ctx, t.db, [first!.upc, second!.upc], SITE, read);
    expect(both.map((facts) => facts.quantity)).toEqual([500, 500]);
  });

  it('reads a cart’s row with the stock of its lines as it stands (PostgreSQL), the row alone on SQLite', async () => {
    const [first, second] = variants;
    const { token, basketId } = await cartWith([first!, second!]);
    await setStock(t.db, second!.upc, 37);
    const found = await findCartAndStock(t.db, basketId);
    expect(found.cart?.basket_id).toBe(basketId);
    if (TEST_DB === 'postgres') {
      // Every line's (a free gift's too, when the promotions put one in).
      const lines = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token)).items.map((item) => item.upc);
      expect([...found.stockRead!.upcs].sort()).toEqual([...new Set(lines)].sort());
      expect(found.stockRead!.quantities.get(first!.upc)).toBe(500);
      expect(found.stockRead!.quantities.get(second!.upc)).toBe(37);
    } else {
      expect(found.stockRead).toBeUndefined();
    }
    await setStock(t.db, second!.upc, 500);
    // No such cart: no row and no stock.
    expect(await findCartAndStock(t.db, '00000000-0000-4000-8000-000000000000')).toEqual({
      cart: undefined,
      stockRead: undefined,
    });
  });

  it('answers many reads at once, each its own cart and stock; on PostgreSQL in fewer statements than reads', async () => {
    const [first, second, third] = variants;
    const carts = [await cartWith([first!]), await cartWith([second!, third!]), await cartWith([third!])];
    await setStock(t.db, third!.upc, 21);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asked = [carts[0]!, carts[1]!, carts[0]!, carts[2]!, { basketId: unknown }, carts[1]!].map(
      (cart) => cart.basketId,
    );
    const before = coalescedCartReads(t.db);
    const found = await Promise.all(asked.map((basketId) => findCartAndStock(t.db, basketId)));
    expect(found.map((read) => read.cart?.basket_id)).toEqual(asked.map((id) => (id === unknown ? undefined : id)));
    if (TEST_DB === 'postgres') {
      const stockOf = (index: number, upc: string) => found[index]!.stockRead!.quantities.get(upc);
      expect([stockOf(0, first!.upc), stockOf(0, third!.upc)]).toEqual([500, undefined]);
      expect([stockOf(1, second!.upc), stockOf(1, third!.upc)]).toEqual([500, 21]);
      expect([stockOf(2, first!.upc), stockOf(3, third!.upc)]).toEqual([500, 21]);
      expect(found[4]!.stockRead).toBeUndefined();
      const after = coalescedCartReads(t.db);
      // The unknown cart has no lines this process knows of: its row is read alone (findCart), the others together.
      expect(after.reads - before.reads).toBe(asked.length - 1);
      // The first read goes alone and the second too (two statements may be out at once); the rest wait and go together.
      expect(after.statements - before.statements).toBe(3);
    }
    await setStock(t.db, third!.upc, 500);
  });

  it('locks a cart with the stock of its lines and of the UPCs a write adds (PostgreSQL)', async () => {
    const [first, , third] = variants;
    const { basketId } = await cartWith([first!]);
    const before = (await findCartAndStock(t.db, basketId)).cart!;
    await setStock(t.db, third!.upc, 12);
    const rolledBack = new Error('rolled back');
    const locked = await t.db
      .transaction()
      .execute(async (trx) => {
        const lock = await lockCartAndStock(trx, basketId, new Date(), [third!.upc]);
        throw Object.assign(rolledBack, { lock });
      })
      .catch((error: unknown) => (error as { lock: Awaited<ReturnType<typeof lockCartAndStock>> }).lock);
    expect(locked.cart?.version).toBe(before.version + 1);
    if (TEST_DB === 'postgres') {
      expect(locked.stockRead?.upcs.has(third!.upc)).toBe(true);
      expect(locked.stockRead?.quantities.get(first!.upc)).toBe(500);
      expect(locked.stockRead?.quantities.get(third!.upc)).toBe(12);
    } else {
      expect(locked.stockRead).toBeUndefined();
    }
    // The lock rolled back with its transaction.
    expect((await findCartAndStock(t.db, basketId)).cart?.version).toBe(before.version);
    expect(
      await t.db
        .transaction()
        .execute((trx) => lockCartAndStock(trx, '00000000-0000-4000-8000-000000000000', new Date())),
    ).toEqual({
      cart: undefined,
      stockRead: undefined,
    });
    await setStock(t.db, third!.upc, 500);
  });

  it('many shoppers adding at once on a pool of one connection all get their answer, with the stock as it stands', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => cartWith([])));
    // Each cart holds two lines first (so the process keeps its rows and reads their stock with the lock).
    for (const { token, basketId } of shoppers)
      for (const variant of variants.slice(0, 2))
        cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 1 } }));
    const [first, second] = variants;
    await setStock(t.db, second!.upc, 3);
    const rounds = await Promise.all(
      shoppers.flatMap(({ token, basketId }) =>
        [first!, second!].map((variant) =>
          call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 1 } }),
        ),
      ),
    );
    for (const response of rounds.filter((_, i) => i % 2 === 0)) expect(response.statusCode).toBe(200);
    // The second variant has 3 in stock: each cart holds 1 of it, so adding a second fits (2 ≤ 3).
    for (const response of rounds.filter((_, i) => i % 2 === 1)) {
      const line = cartOf(response).items.find((item) => item.upc === second!.upc && !item.bonus);
      expect(line).toMatchObject({ qty: 2, inventoryLevel: 3 });
    }
    // A read sees the stock as it now stands.
    await setStock(t.db, second!.upc, 2);
    const { token, basketId } = shoppers[0]!;
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    expect(read.items.find((item) => item.upc === second!.upc && !item.bonus)).toMatchObject({ inventoryLevel: 2 });
    await setStock(t.db, second!.upc, 500);
  });
});
