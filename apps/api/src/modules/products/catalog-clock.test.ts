import type { CartItem } from '@outsole/contracts/cart';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/schema.js';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { contextOn, guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { markSearchChanged } from '../search/search-index.repository.js';
import { markStylesChanged } from '../search/search-index.service.js';
import { followCatalogClock, forgetCatalogFacts, startCatalogClock } from './catalog-clock.js';
import { findVariantFacts } from './variant-facts.service.js';

const SITE = 'stride-en-us';

/**
 * The catalog caches of the cart path (variant facts, display tiles) follow the search clock (decision 0018): kept
 * until a change names their style, then read again; never kept when read across an eviction.
 */
describe(`catalog clock (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    token = (await guestToken(t)).accessToken;
    variants = await variantsOn(t.db, SITE, 3, { stock: 50 });
  });
  afterAll(() => t.close());

  async function listPrice(productId: string): Promise<number> {
    const row = await t.db
      .selectFrom('style_prices')
      .select('list_amount')
      .where('product_id', '=', productId)
      .where('site_id', '=', SITE)
      .executeTakeFirstOrThrow();
    return Number(row.list_amount);
  }

  /** Changes a style's price and English name in the database, without telling the clock. */
  async function change(db: Db, productId: string, list: number, name?: string): Promise<void> {
    await db
      .updateTable('style_prices')
      .set({ list_amount: list, sale_amount: null })
      .where('product_id', '=', productId)
      .where('site_id', '=', SITE)
      .execute();
    if (name !== undefined)
      await db
        .updateTable('style_translations')
        .set({ name })
        .where('product_id', '=', productId)
        .where('locale', '=', 'en-us')
        .execute();
  }

  async function lineOf(basketId: string, upc: string): Promise<CartItem> {
    const cart = cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    const line = cart.items.find((item) => item.upc === upc && !item.bonus);
    if (!line) throw new Error(`no line for ${upc}`);
    return line;
  }

  it('keeps a style’s facts until the clock names it changed; the cart then shows its new price and name', async () => {
    const variant = variants[0]!;
    await followCatalogClock(t.db);
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 1 } }));
    const before = await lineOf(basketId, variant.upc);
    const list = await listPrice(variant.productId);

    await change(t.db, variant.productId, list + 1_000, 'Clock Test Runner');
    await followCatalogClock(t.db);
    // Nothing ticked the clock: the kept facts and tile still answer.
    const kept = await lineOf(basketId, variant.upc);
    expect(kept.price.original).toBe(before.price.original);
    expect(kept.name).toBe(before.name);

    await markStylesChanged(t.db, [variant.productId]);
    await followCatalogClock(t.db);
    const after = await lineOf(basketId, variant.upc);
    expect(after.price.original).toBe(list + 1_000);
    expect(after.price.current).toBe(list + 1_000);
    expect(after.name).toBe('Clock Test Runner');

    await change(t.db, variant.productId, list, before.name);
    await markStylesChanged(t.db, [variant.productId]);
    await followCatalogClock(t.db);
    expect((await lineOf(basketId, variant.upc)).price.original).toBe(before.price.original);
  });

  it('drops every kept fact after a rebuild of the search index', async () => {
    const variant = variants[1]!;
    const ctx = contextOn(SITE);
    await followCatalogClock(t.db);
    const list = await listPrice(variant.productId);
    expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list);
    await change(t.db, variant.productId, list + 500);
    await followCatalogClock(t.db);
    expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list);
    await markSearchChanged(t.db, { rebuilt: true });
    await followCatalogClock(t.db);
    expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list + 500);
    await change(t.db, variant.productId, list);
    forgetCatalogFacts(t.db);
  });

  it('never keeps facts read across an eviction (they may predate the change that caused it)', async () => {
    const variant = variants[2]!;
    const ctx = contextOn(SITE);
    const list = await listPrice(variant.productId);
    forgetCatalogFacts(t.db);
    const pending = findVariantFacts(ctx, t.db, [variant.upc]);
    forgetCatalogFacts(t.db); // an eviction while the read runs
    expect((await pending)[0]?.listAmount).toBe(list);
    await change(t.db, variant.productId, list + 700);
    // Not kept: read again, so the change (made outside the clock) shows.
    expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list + 700);
    // Read with no eviction in between: kept.
    await change(t.db, variant.productId, list);
    expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list + 700);
    forgetCatalogFacts(t.db);
    expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list);
  });

  it('a listening api follows the clock on its own until stopped', async () => {
    const variant = variants[0]!;
    const ctx = contextOn(SITE);
    const warn = vi.fn();
    const clock = startCatalogClock(t.db, { warn }, 20);
    try {
      const list = await listPrice(variant.productId);
      expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list);
      await t.db.transaction().execute(async (trx) => {
        await change(trx, variant.productId, list + 300);
        await markStylesChanged(trx, [variant.productId]);
      });
      await vi.waitFor(
        async () => expect((await findVariantFacts(ctx, t.db, [variant.upc]))[0]?.listAmount).toBe(list + 300),
        { timeout: 5_000, interval: 20 },
      );
      await t.db.transaction().execute(async (trx) => {
        await change(trx, variant.productId, list);
        await markStylesChanged(trx, [variant.productId]);
      });
    } finally {
      await clock.stop();
    }
    expect(warn).not.toHaveBeenCalled();
    forgetCatalogFacts(t.db);
  });

  it('is followed by the api once it listens (and stops with it)', async () => {
    const listening = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    try {
      const variant = (await variantsOn(listening.db, SITE, 1, { stock: 50 }))[0]!;
      const ctx = contextOn(SITE);
      const before = (await findVariantFacts(ctx, listening.db, [variant.upc]))[0]!.listAmount!;
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      await listening.db.transaction().execute(async (trx) => {
        await change(trx, variant.productId, before + 900);
        await markStylesChanged(trx, [variant.productId]);
      });
      await vi.waitFor(
        async () =>
          expect((await findVariantFacts(ctx, listening.db, [variant.upc]))[0]?.listAmount).toBe(before + 900),
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await listening.close();
    }
  });
});
