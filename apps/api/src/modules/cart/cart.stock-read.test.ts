import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { contextOn, guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findVariantFacts, readStockAhead, type StockReadAhead } from '../products/variant-facts.service.js';

const SITE = 'stride-en-us';

/**
 * A cart call reads its lines' stock beside the statement that reads or locks the cart (decision 0018, speed of the
 * cart path): the read ahead serves when it covers the UPCs, never makes a transaction wait for a connection it cannot
 * get, and a failed one is read again.
 */
describe(`stock read ahead (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    // One connection: a transaction waiting for the pool while holding its only connection would wait forever.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' }, poolSize: 1 });
    variants = await variantsOn(t.db, SITE, 4, { stock: 500 });
  });
  afterAll(() => t.close());

  const never = new Promise<Map<string, number> | null>(() => undefined);
  const ahead = (upcs: string[], quantities: Promise<Map<string, number> | null>, running: boolean) =>
    ({ upcs: new Set(upcs), quantities, running }) satisfies StockReadAhead;

  it('serves the stock it read when it covers every UPC asked, else the stock is read', async () => {
    const [first, second] = variants;
    const ctx = contextOn(SITE);
    const read = ahead([first!.upc], Promise.resolve(new Map([[first!.upc, 4_242]])), true);
    expect((await findVariantFacts(ctx, t.db, [first!.upc], SITE, read))[0]?.quantity).toBe(4_242);
    // Not covered: the stock is read (500), not taken from the read ahead.
    const both = await findVariantFacts(ctx, t.db, [first!.upc, second!.upc], SITE, read);
    expect(both.map((facts) => facts.quantity)).toEqual([500, 500]);
    // A failed read ahead (null) is read again.
    const failed = ahead([first!.upc], Promise.resolve(null), true);
    expect((await findVariantFacts(ctx, t.db, [first!.upc], SITE, failed))[0]?.quantity).toBe(500);
  });

  it('never makes a transaction wait for a read ahead still waiting for its connection', async () => {
    const [first] = variants;
    const ctx = contextOn(SITE);
    const queued = ahead([first!.upc], never, false);
    const inside = await t.db.transaction().execute((trx) => findVariantFacts(ctx, trx, [first!.upc], SITE, queued));
    expect(inside[0]?.quantity).toBe(500);
    // Running (it holds its own connection): a transaction waits for it.
    const running = ahead([first!.upc], Promise.resolve(new Map([[first!.upc, 7]])), true);
    const waited = await t.db.transaction().execute((trx) => findVariantFacts(ctx, trx, [first!.upc], SITE, running));
    expect(waited[0]?.quantity).toBe(7);
  });

  it('reads the stock as it stands on its own connection', async () => {
    const [, , third] = variants;
    await setStock(t.db, third!.upc, 123);
    const read = readStockAhead(t.db, [third!.upc, third!.upc]);
    expect([...read.upcs]).toEqual([third!.upc]);
    expect(await read.quantities).toEqual(new Map([[third!.upc, 123]]));
    expect(read.running).toBe(true);
    await setStock(t.db, third!.upc, 500);
  });

  it('many shoppers adding at once on a pool of one connection all get their answer, with the stock as it stands', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const { accessToken: token } = await guestToken(t);
        const { basketId } = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} }));
        return { token, basketId };
      }),
    );
    // Each cart holds two lines first (so the process keeps its rows and reads their stock ahead).
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
    await setStock(t.db, second!.upc, 500);
  });
});
