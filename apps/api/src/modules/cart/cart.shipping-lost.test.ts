import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../../db/seed/reference/sites.js';
import type { Db } from '../../db/schema.js';
import { guestToken } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { call, cartOf, setStock } from '../../test/cart-kit.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { loadPromotions } from './cart.pricing.js';

/**
 * Decision 0018 addendum (session 51): free standard shipping (from USD 75.00) counts the merchandise after item-level
 * discounts. SHOES15 (seeded: 15 % off the brand's shoes, PRODUCT level) can take a cart under it: the answer of the
 * change says so (flash PRM160 `ShippingPromotionLost`) and approaches it again (how much to add).
 */
const SITE = 'stride-en-us';

describe(`an item-level coupon that takes free shipping away (${TEST_DB})`, () => {
  let t: TestApp;
  let shoe: { productId: string; upc: string };
  let tee: { productId: string; upc: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    const promotions = await loadPromotions(t.db, SITE);
    const shoes15 = promotions.find((promotion) => promotion.id === `${SITE}-shoes15`);
    const shoes = shoes15?.conditions.qualifier?.categoryIds;
    if (!shoes?.length) throw new Error('SHOES15 is not seeded with the shoes categories');
    const excluded = promotions.flatMap((promotion) =>
      promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
    );
    const sale = promotions.find((promotion) => promotion.id === `${SITE}-sale-20`)?.conditions.qualifier?.categoryIds;
    shoe = await styleOf(t.db, shoes, sale ?? [], excluded, true);
    tee = await styleOf(t.db, shoes, sale ?? [], excluded, false);
    await setPrice(t.db, shoe.productId, 6_000);
    await setPrice(t.db, tee.productId, 2_000);
  });
  afterAll(() => t.close());

  async function cartWithShoeAndTee() {
    const token = (await guestToken(t)).accessToken;
    let cart = cartOf(await call(t, 'POST', '/cart/v1/cartWithItem', token, { payload: { ...shoe, qty: 1 } }));
    cart = cartOf(
      await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: cart.basketId, ...tee, qty: 1 } }),
    );
    return { token, cart };
  }

  const lostFlash = {
    type: 'ShippingPromotionLost',
    code: 'PRM160',
    details: {
      shipmentId: 'home',
      action: 'spendMore',
      promotionId: `${SITE}-free-shipping`,
      promotionName: 'Free standard shipping',
    },
  };

  it('SHOES15 on 60.00 of shoes and a 20.00 tee: shipping 7.95, told once, with 4.00 to add', async () => {
    const { token, cart } = await cartWithShoeAndTee();
    // 60.00 + 20.00 = 80.00 ≥ 75.00: free.
    expect(cart.totals.shipping).toBe(0);
    expect(cart.flash).toEqual([]);
    const applied = cartOf(
      await call(t, 'PUT', '/cart/v1/coupon', token, { payload: { cartId: cart.basketId, code: 'shoes15' } }),
    );
    expect(applied.couponItems).toEqual([
      { code: 'SHOES15', promotionId: `${SITE}-shoes15`, applied: true, errorId: null },
    ]);
    // 60.00 − 15 % = 51.00, + 20.00 = 71.00 counts: 4.00 short of 75.00 (a percentage off shoes only: 4.00 of any goods).
    expect(applied.totals).toMatchObject({ itemTotal: 8_000, totalDiscount: 900, shipping: 795 });
    expect(applied.approachingDiscount).toEqual({
      promotionId: `${SITE}-free-shipping`,
      promotionName: 'Free standard shipping',
      level: 'SHIPPING',
      conditionThreshold: 7_500,
      distanceFromConditionThreshold: 400,
    });
    expect(applied.flash).toEqual([lostFlash]);
    // A flash is the change's news: the next read approaches it still, and says nothing more.
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(read.flash).toEqual([]);
    expect(read.approachingDiscount).toMatchObject({ distanceFromConditionThreshold: 400 });
    // Removing the code gives it back, without a word.
    const removed = cartOf(await call(t, 'DELETE', `/cart/v1/coupon?cartId=${cart.basketId}&code=SHOES15`, token));
    expect(removed.totals.shipping).toBe(0);
    expect(removed.flash).toEqual([]);
  });

  it('an order-level code never takes it away; a line removed under the threshold is told as well', async () => {
    const { token, cart } = await cartWithShoeAndTee();
    const welcome = cartOf(
      await call(t, 'PUT', '/cart/v1/coupon', token, { payload: { cartId: cart.basketId, code: 'WELCOME10' } }),
    );
    expect(welcome.totals.shipping).toBe(0);
    expect(welcome.flash).toEqual([]);
    const line = cart.items.find((item) => item.upc === tee.upc)!;
    const removed = cartOf(await call(t, 'DELETE', `/cart/v1/item?cartId=${cart.basketId}&itemId=${line.id}`, token));
    expect(removed.totals.shipping).toBe(795);
    expect(removed.flash).toEqual([lostFlash]);
    expect(removed.approachingDiscount).toMatchObject({ distanceFromConditionThreshold: 1_500 });
  });

  it('SHOES15 is seeded on every demo site, in its currency, on the brand’s shoes', async () => {
    for (const site of SITES) {
      const promotion = (await loadPromotions(t.db, site.siteId)).find((each) => each.id === `${site.siteId}-shoes15`);
      expect(promotion, site.siteId).toMatchObject({
        level: 'PRODUCT',
        currency: site.currency,
        trigger: { kind: 'coupon', codes: [{ code: 'SHOES15', remainingUses: null }] },
        reward: { kind: 'percentOff', ratePpm: 150_000 },
      });
    }
  });
});

/** A style of the brand in (or out of) the shoes department, not on sale, not the gift, no gift card, no customs. */
async function styleOf(
  db: Db,
  shoes: readonly string[],
  sale: readonly string[],
  excluded: readonly string[],
  inShoes: boolean,
): Promise<{ productId: string; upc: string }> {
  const under = (ids: readonly string[]) =>
    db
      .selectFrom('style_categories as sc')
      .innerJoin('category_closure as cc', 'cc.category_id', 'sc.category_id')
      .select('sc.product_id')
      .where('cc.ancestor_id', 'in', ids.length > 0 ? [...ids] : ['-']);
  const row = await db
    .selectFrom('styles as s')
    .innerJoin('variants as v', 'v.product_id', 's.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', SITE),
    )
    .select(['s.product_id', 'v.upc'])
    .where('s.brand', '=', 'stride')
    .where('s.digital', '=', 0)
    .where('s.customs_clearance', '=', 0)
    .where('s.product_id', 'not in', excluded.length > 0 ? [...excluded] : ['-'])
    .where('s.product_id', inShoes ? 'in' : 'not in', under(shoes))
    .where('s.product_id', 'not in', under(sale))
    .orderBy('v.upc')
    .executeTakeFirstOrThrow();
  await setStock(db, row.upc, 100);
  return { productId: row.product_id, upc: row.upc };
}

async function setPrice(db: Db, productId: string, list: number): Promise<void> {
  await db
    .updateTable('style_prices')
    .set({ list_amount: list, sale_amount: null })
    .where('product_id', '=', productId)
    .where('site_id', '=', SITE)
    .execute();
  forgetCatalogFacts(db); // a change outside the catalog clock
}
