import { Cart } from '@outsole/contracts/cart';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { call, cartOf, pickupStoreIds, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import type { Promotion } from '../pricing/promotion.types.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { KEPT_MARKS_MAX_AGE_MS, keptAnswerCounts, nextPromotionChange } from './cart.answers.js';
import { PROMOTION_CACHE_TTL_MS } from './cart.pricing.js';

/**
 * Kept answers of unchanged carts (cart.answers.ts, decision 0026). Outside production every kept answer served is
 * priced again and compared (a stale one fails the request), so these tests also prove each input is in the key.
 */
describe(`kept cart answers (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 3, { stock: 40 });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  async function shopperWithCart(lines = 2) {
    const token = (await guestToken(t)).accessToken;
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    for (const variant of variants.slice(0, lines))
      cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 2 } }));
    const read = async (query = '') => {
      const response = await call(t, 'GET', `/cart/v1/cart/${basketId}${query}`, token);
      return { cart: cartOf(response), body: response.body };
    };
    return { token, basketId, read };
  }

  /** The change in kept (of them, vouched for by their marks alone) and priced reads over `reads`. */
  async function counted<T>(
    reads: () => Promise<T>,
  ): Promise<{ result: T; kept: number; vouched: number; priced: number }> {
    const before = { ...keptAnswerCounts(t.db) };
    const result = await reads();
    const after = keptAnswerCounts(t.db);
    return {
      result,
      kept: after.kept - before.kept,
      vouched: after.vouched - before.vouched,
      priced: after.priced - before.priced,
    };
  }

  it('answers an unchanged cart with the text kept from its last read', async () => {
    const { read } = await shopperWithCart();
    const first = await counted(read);
    expect(first).toMatchObject({ kept: 0, priced: 1 });
    const again = await counted(async () => [await read(), await read()]);
    expect(again).toMatchObject({ kept: 2, priced: 0 });
    // The same answer (outside production a new one is written through the schema, so its keys' order may differ).
    expect(again.result[0]!.cart).toEqual(first.result.cart);
    expect(again.result[1]!.body).toBe(again.result[0]!.body);
  });

  it('vouches for an unchanged cart by its marks, and loads its inputs again once they are a minute old', async () => {
    const { read } = await shopperWithCart();
    const start = Date.now();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      await read();
      // Outside production a vouched answer is still priced again and compared: a mark missing an input fails here.
      expect(await counted(read)).toMatchObject({ kept: 1, vouched: 1, priced: 0 });
      vi.setSystemTime(start + KEPT_MARKS_MAX_AGE_MS - 1);
      expect(await counted(read)).toMatchObject({ kept: 1, vouched: 1 });
      vi.setSystemTime(start + KEPT_MARKS_MAX_AGE_MS);
      expect(await counted(read)).toMatchObject({ kept: 1, vouched: 0, priced: 0 });
      // Compared and found the same: its marks are read afresh and vouch again.
      expect(await counted(read)).toMatchObject({ kept: 1, vouched: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never vouches by marks for a cart with a pickup line: its store stock is read each time', async () => {
    const storeId = (await pickupStoreIds(t.db))[0]!;
    const [variant] = variants;
    const setStoreStock = (quantity: number) => setStock(t.db, variant!.upc, quantity, storeId);
    await setStoreStock(30);
    const token = (await guestToken(t)).accessToken;
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    cartOf(
      await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant!, qty: 2, storeId } }),
    );
    const read = async () => cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
    await read();
    expect(await counted(read)).toMatchObject({ kept: 1, vouched: 0 });
    try {
      await setStoreStock(1);
      const short = await counted(read);
      expect(short).toMatchObject({ vouched: 0, priced: 1 });
      expect(short.result.flash.map((entry) => entry.code)).toContain('INV702');
    } finally {
      await setStoreStock(30);
    }
  });

  it('prices the cart again when a limited code it holds is used up elsewhere', async () => {
    const { token, basketId, read } = await shopperWithCart(1);
    cartOf(await call(t, 'PUT', '/cart/v1/coupon', token, { payload: { cartId: basketId, code: 'FIRSTPAIR' } }));
    await read();
    expect(await counted(read)).toMatchObject({ kept: 1, vouched: 1 });
    const usage = () =>
      t.db
        .updateTable('promotion_codes')
        .where('promotion_id', '=', 'stride-en-us-first-pair')
        .where('code', '=', 'FIRSTPAIR');
    await usage().set({ used_count: 1 }).execute();
    try {
      const used = await counted(read);
      expect(used).toMatchObject({ vouched: 0, priced: 1 });
      expect(used.result.cart.couponItems).toEqual([
        expect.objectContaining({ code: 'FIRSTPAIR', applied: false, errorId: 'PRM155' }),
      ]);
    } finally {
      await usage().set({ used_count: 0 }).execute();
    }
  });

  it("never answers another shopper's kept cart", async () => {
    const { basketId, read } = await shopperWithCart(1);
    await read();
    await read();
    const stranger = (await guestToken(t)).accessToken;
    expectSpecError(await call(t, 'GET', `/cart/v1/cart/${basketId}`, stranger), 404, 'BSK404');
  });

  it('prices the cart again after a write, a stock change or a price change', async () => {
    const { token, basketId, read } = await shopperWithCart();
    const [first, second] = variants;
    const before = (await read()).cart;

    // A write of the cart (its version moves on).
    cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...first!, qty: 1 } }));
    const written = await counted(read);
    expect(written).toMatchObject({ vouched: 0, priced: 1 });
    expect(written.result.cart.items.find((item) => item.upc === first!.upc)?.qty).toBe(3);

    // Stock: the line's inventory level and the stock notice follow it.
    await setStock(t.db, second!.upc, 1);
    try {
      const short = await counted(read);
      expect(short).toMatchObject({ vouched: 0, priced: 1 });
      const line = short.result.cart.items.find((item) => item.upc === second!.upc)!;
      expect(line.inventoryLevel).toBe(1);
      expect(short.result.cart.flash.map((entry) => entry.code)).toContain('INV406');
      // The notices are a form of the answer of their own: without them, then with them again, each kept apart.
      const quiet = await read('?inventorySupplyCheck=false');
      expect(quiet.cart.flash.map((entry) => entry.code)).not.toContain('INV406');
      const forms = await counted(async () => [await read(), await read('?inventorySupplyCheck=false')]);
      expect(forms.kept).toBe(2);
      expect(forms.result[0]!.cart.flash.map((entry) => entry.code)).toContain('INV406');
      expect(forms.result[1]!.cart.flash.map((entry) => entry.code)).not.toContain('INV406');
    } finally {
      await setStock(t.db, second!.upc, 40);
    }

    // Price: a new list price on the site (changed outside the catalog clock, as another process would).
    const price = await t.db
      .selectFrom('style_prices')
      .select(['list_amount', 'sale_amount'])
      .where('product_id', '=', first!.productId)
      .where('site_id', '=', 'stride-en-us')
      .executeTakeFirstOrThrow();
    const raised = price.list_amount + 1_000;
    await t.db
      .updateTable('style_prices')
      .set({ list_amount: raised, sale_amount: null })
      .where('product_id', '=', first!.productId)
      .where('site_id', '=', 'stride-en-us')
      .execute();
    forgetCatalogFacts(t.db);
    try {
      const repriced = await counted(read);
      expect(repriced).toMatchObject({ vouched: 0, priced: 1 });
      expect(repriced.result.cart.items.find((item) => item.upc === first!.upc)?.price.original).toBe(raised);
      expect(repriced.result.cart.totals.total).toBeGreaterThan(before.totals.total);
    } finally {
      await t.db
        .updateTable('style_prices')
        .set(price)
        .where('product_id', '=', first!.productId)
        .where('site_id', '=', 'stride-en-us')
        .execute();
      forgetCatalogFacts(t.db);
    }
  });

  it('prices the cart again once a promotion has ended, though nothing else changed', async () => {
    // An instant no other load used, so the promotions are read afresh with the one added here.
    const start = Date.now() + 60 * 60_000;
    const endsAt = start + PROMOTION_CACHE_TTL_MS / 2; // ends while the promotions are still the cached list
    const promotionId = 'stride-en-us-kept-answer-test';
    await t.db
      .insertInto('promotions')
      .values({
        promotion_id: promotionId,
        site_id: 'stride-en-us',
        name: '5% off today',
        level: 'ORDER',
        definition: JSON.stringify({
          exclusivity: 'none',
          stackable: true,
          currency: 'USD',
          trigger: 'automatic',
          rank: 5,
          conditions: {},
          reward: { kind: 'percentOff', ratePpm: 50_000 },
          endsAt: new Date(endsAt).toISOString(),
        }),
        enabled: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const { read } = await shopperWithCart(1);
      const during = (await read()).cart;
      expect(during.promoSummary.map((promotion) => promotion.promotionId)).toContain(promotionId);
      expect((await counted(read)).kept).toBe(1);

      vi.setSystemTime(endsAt);
      const after = await counted(read);
      expect(after.priced).toBe(1);
      expect(after.result.cart.promoSummary.map((promotion) => promotion.promotionId)).not.toContain(promotionId);
      expect(after.result.cart.totals.totalDiscount).toBeLessThan(during.totals.totalDiscount);
    } finally {
      vi.useRealTimers();
      await t.db.deleteFrom('promotions').where('promotion_id', '=', promotionId).execute();
    }
  });

  it('answers the kept text in production too, exactly the cart schema', async () => {
    const production = await createTestApp({ env: { RATE_LIMIT_MAX: '0', NODE_ENV: 'production' } });
    try {
      const token = (await guestToken(production)).accessToken;
      const basketId = cartOf(await call(production, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
      const [variant] = await variantsOn(production.db, 'stride-en-us', 1, { stock: 10 });
      cartOf(
        await call(production, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant!, qty: 1 } }),
      );
      const first = await call(production, 'GET', `/cart/v1/cart/${basketId}`, token);
      const second = await call(production, 'GET', `/cart/v1/cart/${basketId}`, token);
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);
      expect(Cart.strict().parse(second.json())).toEqual(second.json());
      expect(keptAnswerCounts(production.db)).toMatchObject({ kept: 1, priced: 1 });

      // Kept as UTF-8 bytes: names and labels in Japanese come back as they were priced, their length counted in bytes.
      const siteId = 'stride-ja-jp';
      const cartJa = cartOf(await call(production, 'POST', '/cart/v1/cart', token, { payload: {}, siteId })).basketId;
      const [variantJa] = await variantsOn(production.db, siteId, 1, { stock: 10 });
      const added = cartOf(
        await call(production, 'POST', '/cart/v1/item', token, {
          payload: { cartId: cartJa, ...variantJa!, qty: 1 },
          siteId,
        }),
      );
      expect(added.items[0]!.shippingOptions.shippingMethod.label).toMatch(/[^ -~]/);
      const firstJa = await call(production, 'GET', `/cart/v1/cart/${cartJa}`, token, { siteId });
      const keptJa = await call(production, 'GET', `/cart/v1/cart/${cartJa}`, token, { siteId });
      expect(keptAnswerCounts(production.db)).toMatchObject({ kept: 2, priced: 2 });
      expect(keptJa.body).toBe(firstJa.body);
      expect(keptJa.json()).toEqual(JSON.parse(JSON.stringify(added)));
      expect(Number(keptJa.headers['content-length'])).toBe(Buffer.byteLength(keptJa.body));
    } finally {
      await production.close();
    }
  });
});

describe('nextPromotionChange', () => {
  const at = (iso: string) => new Date(iso);
  const promotion = (startsAt?: string, endsAt?: string) =>
    ({ ...(startsAt ? { startsAt: at(startsAt) } : {}), ...(endsAt ? { endsAt: at(endsAt) } : {}) }) as Promotion;
  const now = at('2026-11-29T12:00:00Z').getTime();

  it('is the first start or end after now, and never when none is ahead', () => {
    expect(nextPromotionChange([], now)).toBe(Infinity);
    expect(nextPromotionChange([promotion('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')], now)).toBe(Infinity);
    expect(
      nextPromotionChange(
        [
          promotion(undefined, '2026-12-31T00:00:00Z'),
          promotion('2026-11-30T00:00:00Z'),
          promotion('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
        ],
        now,
      ),
    ).toBe(at('2026-11-30T00:00:00Z').getTime());
    // An instant exactly now has already happened (a promotion is on from its start, off from its end).
    expect(nextPromotionChange([promotion(undefined, '2026-11-29T12:00:00Z')], now)).toBe(Infinity);
  });
});
