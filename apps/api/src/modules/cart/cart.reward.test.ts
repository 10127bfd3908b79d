import { Cart } from '@outsole/contracts/cart';
import { Loyalty } from '@outsole/contracts/loyalty';
import type { LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '../../db/schema.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, contextOn, createTestConsumer, guestToken, signIn, type TestConsumer } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { LOYALTY_VOUCHER_ID } from '../pricing/pricing.types.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { loadCart } from './cart.pricing.js';
import { findCart } from './cart.repository.js';
import { variantsOn } from '../../test/cart-kit.js';

interface Variant {
  upc: string;
  productId: string;
}

/** A registered account that is a loyalty member with `points` (no account row when `points` is null). */
async function member(db: Db, points: number | null, siteId = 'stride-en-us'): Promise<TestConsumer> {
  const memberId = `M${Math.random().toString().slice(2, 12)}`;
  const consumer = await createTestConsumer(db, { siteId, memberId });
  await db
    .updateTable('consumers')
    .set({ is_loyalty_member: 1 })
    .where('consumer_no', '=', consumer.consumerNo)
    .execute();
  if (points !== null) {
    const now = new Date().toISOString();
    await db
      .insertInto('loyalty_accounts')
      .values({
        consumer_no: consumer.consumerNo,
        member_id: memberId,
        points_balance: points,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return consumer;
}

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/** Records the tables every query of a database handle names. */
function spyOn(db: Db): { db: Db; tables: () => string[] } {
  const seen: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen.push(JSON.stringify(node));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(plugin), tables: () => seen };
}

describe(`loyalty reward vouchers in the cart (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 6);
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    payload?: unknown,
    siteId?: string,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: { ...AUTH, ...(token ? bearer(token) : {}), ...(siteId ? { 'x-site-id': siteId } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** A signed-in shopper's cart with `items` variants (one each). */
  async function cartFor(consumer: TestConsumer | null, items: Variant[], siteId?: string) {
    const token = consumer ? (await signIn(t, consumer)).accessToken : (await guestToken(t)).accessToken;
    let cart = cartOf(await call('POST', '/cart/v1/cart', token, {}, siteId));
    for (const variant of items) {
      cart = cartOf(await call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...variant, qty: 1 }, siteId));
    }
    return { token, cart };
  }

  const reward = (token: string | null, basketId: string, appliedLoyaltyVoucher: unknown, siteId?: string) =>
    call('PUT', `/cart/v1/cart/${basketId}/reward`, token, { appliedLoyaltyVoucher }, siteId);

  const loyaltyShares = (cart: Cart) =>
    cart.orderPromotions.filter((promotion) => promotion.promotionId === LOYALTY_VOUCHER_ID);

  it('a member applies a voucher: its amount comes off the order, prorated over the lines', async () => {
    const { token, cart: before } = await cartFor(await member(t.db, 1_250), variants.slice(0, 2));
    const cart = cartOf(await reward(token, before.basketId, { points: 500, amountInCurrency: 500 }));
    expect(cart.appliedLoyaltyVoucher).toEqual({
      points: 500,
      amountInCurrency: 500,
      appliedDiscount: 500,
      applied: true,
      errorId: null,
    });
    expect(loyaltyShares(cart)).toEqual([
      { promotionId: LOYALTY_VOUCHER_ID, promotionName: 'Reward voucher', couponCode: null, appliedDiscount: 500 },
    ]);
    expect(cart.promoSummary).toContainEqual({
      level: 'ORDER',
      promotionId: LOYALTY_VOUCHER_ID,
      promotionName: 'Reward voucher',
    });
    expect(cart.totals.totalDiscount).toBe(before.totals.totalDiscount + 500);
    expect(cart.totals.itemSubTotal).toBe(before.totals.itemSubTotal - 500);
    const prorated = cart.items.reduce((sum, item) => sum + item.price.proratedPrice, 0);
    expect(prorated).toBe(cart.totals.itemSubTotal);
    expect(cart.version).toBe(before.version + 1);
    // A read answers the same voucher.
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).appliedLoyaltyVoucher).toEqual(
      cart.appliedLoyaltyVoucher,
    );
  });

  it('one voucher per cart: another replaces it, null and "" remove it', async () => {
    const { token, cart } = await cartFor(await member(t.db, 1_250), variants.slice(0, 3));
    cartOf(await reward(token, cart.basketId, { points: 500 }));
    const replaced = cartOf(await reward(token, cart.basketId, { points: 1_000 }));
    expect(replaced.appliedLoyaltyVoucher).toMatchObject({ points: 1_000, amountInCurrency: 1_000, applied: true });
    expect(loyaltyShares(replaced).map((entry) => entry.appliedDiscount)).toEqual([1_000]);
    expect(replaced.totals.totalDiscount).toBe(cart.totals.totalDiscount + 1_000);
    const removed = cartOf(await reward(token, cart.basketId, null));
    expect(removed.appliedLoyaltyVoucher).toBeNull();
    expect(loyaltyShares(removed)).toEqual([]);
    expect(removed.totals).toEqual(cart.totals);
    cartOf(await reward(token, cart.basketId, { points: 500 }));
    expect(cartOf(await reward(token, cart.basketId, '')).appliedLoyaltyVoucher).toBeNull();
    // Removing when there is none changes nothing but the version.
    expect(cartOf(await reward(token, cart.basketId, null)).totals).toEqual(cart.totals);
  });

  it('never makes the total negative: a voucher worth more than the merchandise takes what there is', async () => {
    const cheap = await member(t.db, 5_000);
    const { token, cart } = await cartFor(cheap, [variants[0]!]);
    const original = await t.db
      .selectFrom('style_prices')
      .select(['list_amount', 'sale_amount'])
      .where('product_id', '=', variants[0]!.productId)
      .where('site_id', '=', 'stride-en-us')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('style_prices')
      .set({ list_amount: 1_500, sale_amount: null })
      .where('product_id', '=', variants[0]!.productId)
      .where('site_id', '=', 'stride-en-us')
      .execute();
    forgetCatalogFacts(t.db); // a change outside the catalog clock is seen at once
    try {
      const applied = cartOf(await reward(token, cart.basketId, { points: 2_000 }));
      expect(applied.appliedLoyaltyVoucher).toMatchObject({ amountInCurrency: 2_500, appliedDiscount: 1_500 });
      expect(applied.totals.itemSubTotal).toBe(0);
      expect(applied.items[0]!.price.proratedPrice).toBe(0);
      expect(applied.totals.total).toBe(applied.totals.shipping + applied.totals.tax);
      expect(applied.totals.total).toBeGreaterThanOrEqual(0);
    } finally {
      await t.db
        .updateTable('style_prices')
        .set(original)
        .where('product_id', '=', variants[0]!.productId)
        .where('site_id', '=', 'stride-en-us')
        .execute();
      forgetCatalogFacts(t.db);
    }
  });

  it('REW401: a guest, and a signed-in shopper who is not a loyalty member (403)', async () => {
    const guest = await cartFor(null, [variants[0]!]);
    expectSpecError(
      await reward(guest.token, guest.cart.basketId, { points: 500 }),
      403,
      'REW401',
      'body.appliedLoyaltyVoucher',
    );
    // Removing asks nothing of the shopper.
    expect(cartOf(await reward(guest.token, guest.cart.basketId, null)).appliedLoyaltyVoucher).toBeNull();
    const registered = await cartFor(await createTestConsumer(t.db), [variants[0]!]);
    expectSpecError(await reward(registered.token, registered.cart.basketId, { points: 500 }), 403, 'REW401');
    const flagOnly = await createTestConsumer(t.db, { memberId: 'M-not-member' });
    const flagged = await cartFor(flagOnly, [variants[0]!]);
    expectSpecError(await reward(flagged.token, flagged.cart.basketId, { points: 500 }), 403, 'REW401');
  });

  it('REW130: a voucher the site does not offer, or with an amount that is not the site’s', async () => {
    const { token, cart } = await cartFor(await member(t.db, 5_000), [variants[0]!]);
    expectSpecError(await reward(token, cart.basketId, { points: 750 }), 400, 'REW130', 'body.appliedLoyaltyVoucher');
    expectSpecError(await reward(token, cart.basketId, { points: 500, amountInCurrency: 5_000 }), 400, 'REW130');
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).appliedLoyaltyVoucher).toBeNull();
  });

  it('REW135: not enough points (a member without an account row has none)', async () => {
    const { token, cart } = await cartFor(await member(t.db, 1_250), [variants[0]!]);
    expectSpecError(await reward(token, cart.basketId, { points: 2_000 }), 400, 'REW135');
    const empty = await cartFor(await member(t.db, null), [variants[0]!]);
    expectSpecError(await reward(empty.token, empty.cart.basketId, { points: 500 }), 400, 'REW135');
  });

  it('REW140: an empty cart, and a site where loyalty is off', async () => {
    const { token, cart } = await cartFor(await member(t.db, 5_000), []);
    expectSpecError(await reward(token, cart.basketId, { points: 500 }), 400, 'REW140');
    const german = await member(t.db, 5_000, 'stride-de-de');
    const [deVariant] = await variantsOn(t.db, 'stride-de-de', 1);
    const de = await cartFor(german, [deVariant!], 'stride-de-de');
    expectSpecError(await reward(de.token, de.cart.basketId, { points: 500 }, 'stride-de-de'), 400, 'REW140');
  });

  it("another shopper's basket is 404 BSK404, whatever the body", async () => {
    const owner = await cartFor(await member(t.db, 5_000), [variants[0]!]);
    const other = (await signIn(t, await member(t.db, 5_000))).accessToken;
    expectSpecError(await reward(other, owner.cart.basketId, { points: 500 }), 404, 'BSK404');
    expectSpecError(await reward(other, owner.cart.basketId, null), 404, 'BSK404');
    expectSpecError(await reward(other, 'no-such-basket', { points: 500 }), 404, 'BSK404');
    expectSpecError(await reward(null, owner.cart.basketId, { points: 500 }), 401, 'API401');
    expect(cartOf(await call('GET', `/cart/v1/cart/${owner.cart.basketId}`, owner.token)).version).toBe(
      owner.cart.version,
    );
  });

  it.each([
    { body: {} },
    { body: { appliedLoyaltyVoucher: { points: '500' } } },
    { body: { appliedLoyaltyVoucher: { points: 0 } } },
    { body: { appliedLoyaltyVoucher: { points: -500 } } },
    { body: { appliedLoyaltyVoucher: { points: 500.5 } } },
    { body: { appliedLoyaltyVoucher: { points: 500, amountInCurrency: -1 } } },
    { body: { appliedLoyaltyVoucher: { points: 500, voucherId: 'x' } } },
    { body: { appliedLoyaltyVoucher: 500 } },
    { body: { appliedLoyaltyVoucher: 'LV500' } },
    { body: { appliedLoyaltyVoucher: null, extra: true } },
    { body: [] },
  ])('a malformed body $body is 400 API400', async ({ body }) => {
    const { token, cart } = await cartFor(await member(t.db, 5_000), []);
    expectSpecError(await call('PUT', `/cart/v1/cart/${cart.basketId}/reward`, token, body), 400, 'API400');
  });

  it('a voucher that no longer holds stays on the cart unapplied, with the REW id, and gives nothing', async () => {
    const shopper = await member(t.db, 1_250);
    const { token, cart } = await cartFor(shopper, [variants[1]!]);
    cartOf(await reward(token, cart.basketId, { points: 1_000 }));
    const setPoints = (points: number) =>
      t.db
        .updateTable('loyalty_accounts')
        .set({ points_balance: points })
        .where('consumer_no', '=', shopper.consumerNo)
        .execute();
    await setPoints(900);
    const short = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(short.appliedLoyaltyVoucher).toEqual({
      points: 1_000,
      amountInCurrency: 1_000,
      appliedDiscount: 0,
      applied: false,
      errorId: 'REW135',
    });
    expect(loyaltyShares(short)).toEqual([]);
    expect(short.totals).toEqual(cart.totals);
    await setPoints(1_250);
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).appliedLoyaltyVoucher?.applied).toBe(
      true,
    );
    // Emptied cart: kept, nothing to take off (REW140); items back: applies again.
    const line = short.items[0]!;
    const emptied = cartOf(
      await t.app.inject({
        method: 'DELETE',
        url: `/cart/v1/item?cartId=${cart.basketId}&itemId=${line.id}`,
        headers: { ...AUTH, ...bearer(token) },
      }),
    );
    expect(emptied.appliedLoyaltyVoucher).toMatchObject({ applied: false, errorId: 'REW140', appliedDiscount: 0 });
    expect(emptied.totals.total).toBe(0);
  });

  it('only a cart holding a voucher reads the loyalty tables (no extra query for guests and carts without one)', async () => {
    const guest = await cartFor(null, [variants[0]!]);
    const shopper = await member(t.db, 5_000);
    const withVoucher = await cartFor(shopper, [variants[0]!]);
    cartOf(await reward(withVoucher.token, withVoucher.cart.basketId, { points: 500 }));
    const load = async (basketId: string, consumer: TestConsumer | null) => {
      const spy = spyOn(t.db);
      const row = (await findCart(t.db, basketId))!;
      const ctx = contextOn(
        'stride-en-us',
        consumer
          ? {
              kind: 'registered',
              consumerNo: consumer.consumerNo,
              consumerType: 'REGISTERED',
              usid: 'u',
              familyId: 'f',
            }
          : { kind: 'guest', usid: row.owner.slice('guest:'.length), familyId: 'f' },
      );
      const loaded = await loadCart(ctx, spy.db, row);
      return { loaded, queries: spy.tables() };
    };
    const plain = await load(guest.cart.basketId, null);
    expect(plain.loaded.loyalty).toBeNull();
    expect(plain.queries.some((query) => /loyalty_|"consumers"/.test(query))).toBe(false);
    const held = await load(withVoucher.cart.basketId, shopper);
    expect(held.loaded.loyalty).toEqual({ ok: true, voucher: { points: 500, amount: 500 } });
    expect(held.queries.filter((query) => query.includes('loyalty_accounts'))).toHaveLength(1);
  });
});

describe(`GET /consumers-v3/consumer/loyalty/vouchers (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const get = (token: string | null, siteId?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/consumers-v3/consumer/loyalty/vouchers',
      headers: { ...AUTH, ...(token ? bearer(token) : {}), ...(siteId ? { 'x-site-id': siteId } : {}) },
    });

  it('answers the member’s points and the site’s vouchers they can afford, fewest points first', async () => {
    const shopper = await member(t.db, 1_250);
    const response = await get((await signIn(t, shopper)).accessToken);
    expect(response.statusCode, response.body).toBe(200);
    const loyalty = Loyalty.parse(response.json());
    expect(loyalty).toEqual({
      memberId: expect.stringMatching(/^M\d+$/),
      currentLoyaltyPoints: 1_250,
      currency: 'USD',
      applicableLoyaltyVouchers: [
        { points: 500, amountInCurrency: 500 },
        { points: 1_000, amountInCurrency: 1_000 },
      ],
    });
  });

  it('the seeded demo members have points: shopper@example.com 1,250 on stride', async () => {
    const row = await t.db
      .selectFrom('consumers')
      .select(['consumer_no', 'site_id'])
      .where('email', '=', 'shopper@example.com')
      .where('brand', '=', 'stride')
      .executeTakeFirstOrThrow();
    const session = await signIn(t, { consumerNo: row.consumer_no, email: 'shopper@example.com', siteId: row.site_id });
    const loyalty = Loyalty.parse((await get(session.accessToken)).json());
    expect(loyalty.currentLoyaltyPoints).toBe(1_250);
    expect(loyalty.applicableLoyaltyVouchers.map((voucher) => voucher.points)).toEqual([500, 1_000]);
  });

  it('no vouchers where loyalty is off; REW401 for a non-member; API401 for a guest', async () => {
    const german = await member(t.db, 5_000, 'stride-de-de');
    const de = Loyalty.parse((await get((await signIn(t, german)).accessToken, 'stride-de-de')).json());
    expect(de).toMatchObject({ currentLoyaltyPoints: 5_000, currency: 'EUR', applicableLoyaltyVouchers: [] });
    expectSpecError(await get((await signIn(t, await createTestConsumer(t.db))).accessToken), 403, 'REW401');
    expectSpecError(await get((await guestToken(t)).accessToken), 401, 'API401');
  });
});
