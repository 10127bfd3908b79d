import { Cart } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_LOCATION, type Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { claimCouponCodes, type CouponClaim } from './cart.coupons.js';
import { loadPromotions } from './cart.pricing.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';

/**
 * Claiming coupon codes at order placement (decision 0018): applying FIRSTPAIR (single use) to a cart only checks it
 * has a use left; the order that claims it first gets it, exactly once, however many carts hold it.
 */
describe(`coupon claims at order placement (${TEST_DB})`, () => {
  let t: TestApp;
  let variant: { productId: string; upc: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    variant = await pricedVariant(t.db, 'stride-en-us');
  });
  afterAll(() => t.close());

  async function cartWith(codes: string[], siteId = 'stride-en-us') {
    const headers = { ...AUTH, 'x-site-id': siteId };
    const token = (await guestToken(t, { 'x-site-id': siteId })).accessToken;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...headers, ...bearer(token) }, ...(payload ? { payload } : {}) });
    const item = siteId === 'stride-en-us' ? variant : await pricedVariant(t.db, siteId);
    let cart = cartOf(await call('POST', '/cart/v1/cartWithItem', { ...item, qty: 1 }));
    for (const code of codes) cart = cartOf(await call('PUT', '/cart/v1/coupon', { cartId: cart.basketId, code }));
    return { cart, call };
  }

  /** What order placement passes: the coupons that applied in the cart's pricing. */
  const claimsOf = (cart: Cart): CouponClaim[] =>
    cart.couponItems.flatMap((coupon) =>
      coupon.applied && coupon.promotionId ? [{ promotionId: coupon.promotionId, code: coupon.code }] : [],
    );

  const usedCount = async (promotionId: string, code: string) =>
    Number(
      (
        await t.db
          .selectFrom('promotion_codes')
          .select('used_count')
          .where('promotion_id', '=', promotionId)
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).used_count,
    );

  const claim = (coupons: readonly CouponClaim[]) =>
    t.db.transaction().execute((trx) => claimCouponCodes(trx, coupons));

  it('a single-use code held by 50 carts is claimed by exactly one of 50 concurrent orders', async () => {
    const shoppers = [];
    for (let index = 0; index < 50; index += 1) shoppers.push(await cartWith(['FIRSTPAIR']));
    const carts = shoppers.map((shopper) => shopper.cart);
    // Every cart could apply it: applying claims nothing.
    for (const cart of carts) {
      expect(cart.couponItems).toEqual([expect.objectContaining({ code: 'FIRSTPAIR', applied: true })]);
    }
    expect(await usedCount('stride-en-us-first-pair', 'FIRSTPAIR')).toBe(0);

    const results = await Promise.allSettled(carts.map((cart) => claim(claimsOf(cart))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refused).toHaveLength(49);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(ApiError);
      expect((reason as ApiError).errorId).toBe('PRM155');
    }
    expect(await usedCount('stride-en-us-first-pair', 'FIRSTPAIR')).toBe(1);

    // The carts still holding it show it used up, and it can no longer be applied.
    const read = cartOf(await shoppers[1]!.call('GET', `/cart/v1/cart/${carts[1]!.basketId}`));
    expect(read.couponItems).toEqual([
      expect.objectContaining({ code: 'FIRSTPAIR', applied: false, errorId: 'PRM155' }),
    ]);
    const { cart, call } = await cartWith([]);
    expectSpecError(await call('PUT', '/cart/v1/coupon', { cartId: cart.basketId, code: 'FIRSTPAIR' }), 400, 'PRM155');
  });

  it('a used-up code shows in the carts still holding it as not applied (PRM155), with no discount', async () => {
    const { cart, call } = await cartWith(['FIRSTPAIR'], 'stride-en-gb');
    expect(cart.totals.totalDiscount).toBeGreaterThan(0);
    await claim(claimsOf((await cartWith(['FIRSTPAIR'], 'stride-en-gb')).cart));
    const read = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`));
    expect(read.couponItems).toEqual([
      expect.objectContaining({ code: 'FIRSTPAIR', applied: false, errorId: 'PRM155' }),
    ]);
    expect(read.totals.totalDiscount).toBe(0);
  });

  it('claims several codes all or nothing: one used up refuses the order and counts none', async () => {
    // stride-en-us FIRSTPAIR is used up (first test); WELCOME10 has no limit and is counted per order.
    const before = await usedCount('stride-en-us-welcome10', 'WELCOME10');
    const mixed = [
      { promotionId: 'stride-en-us-welcome10', code: 'WELCOME10' },
      { promotionId: 'stride-en-us-first-pair', code: 'FIRSTPAIR' },
    ];
    await expect(claim(mixed)).rejects.toMatchObject({ errorId: 'PRM155' });
    expect(await usedCount('stride-en-us-welcome10', 'WELCOME10')).toBe(before);

    // The same code twice in one order counts once; unlimited codes count each order.
    await claim([mixed[0]!, { ...mixed[0]!, code: 'welcome10' }]);
    await claim([mixed[0]!]);
    expect(await usedCount('stride-en-us-welcome10', 'WELCOME10')).toBe(before + 2);

    await expect(claim([{ promotionId: 'stride-en-us-welcome10', code: 'NOSUCHCODE' }])).rejects.toMatchObject({
      errorId: 'PRM130',
    });
  });

  it('concurrent orders claiming the same two codes in either order: one wins, and only its uses count', async () => {
    const first = { promotionId: 'stride-de-de-first-pair', code: 'FIRSTPAIR' };
    const welcome = { promotionId: 'stride-de-de-welcome10', code: 'WELCOME10' };
    const before = await usedCount(welcome.promotionId, welcome.code);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => claim(index % 2 === 0 ? [welcome, first] : [first, welcome])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ errorId: 'PRM155' });
    }
    expect(await usedCount(first.promotionId, first.code)).toBe(1);
    expect(await usedCount(welcome.promotionId, welcome.code)).toBe(before + 1);
  });
});

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/** A variant of the site's brand priced 5000 minor units (over FIRSTPAIR's minimum on every site), with stock. */
async function pricedVariant(db: Db, siteId: string): Promise<{ productId: string; upc: string }> {
  const brand = siteId.split('-')[0]!;
  const gifts = (await loadPromotions(db, siteId)).flatMap((promotion) =>
    promotion.reward.kind === 'bonusProduct' ? [promotion.reward.productId] : [],
  );
  const row = await db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', siteId),
    )
    .select(['v.upc', 'v.product_id'])
    .where('s.brand', '=', brand)
    .where('v.product_id', 'not in', gifts.length > 0 ? gifts : ['-'])
    // Not the digital gift card (GIFTCARDS / GIFTCARDK): it is added with a recipient's email.
    .where('v.product_id', 'not like', 'GIFTCARD%')
    .orderBy('v.upc')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('style_prices')
    .set({ list_amount: 5_000, sale_amount: null })
    .where('product_id', '=', row.product_id)
    .where('site_id', '=', siteId)
    .execute();
  forgetCatalogFacts(db); // a change outside the catalog clock
  await db
    .insertInto('inventory')
    .values({ upc: row.upc, location_id: ONLINE_LOCATION, quantity: 10_000, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity: 10_000 }))
    .execute();
  return { productId: row.product_id, upc: row.upc };
}
