import { Cart } from '@outsole/contracts/cart';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, createTestConsumer, guestToken, signIn, contextOn } from '../../test/shoppers.js';
import {
  AUTH,
  createTestApp,
  createTestDatabase,
  TEST_DB,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app.js';
import { createAccessTokens } from '../session/access-token.js';
import { signOut } from '../session/session.service.js';
import { createSigningKeys } from '../session/signing-keys.js';
import { loadPromotions, PROMOTION_CACHE_TTL_MS } from './cart.pricing.js';
import { call, cartOf, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { findVariantFacts } from '../products/variant-facts.service.js';

/**
 * The in-process caches of the cart path (decision 0018, speed of the cart path): promotions per database and site for a short TTL
 * (usage counts of codes read fresh when a cart holds or applies one), and verified access tokens until their exp.
 */
describe(`cart path caches (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  it('a promotion change is seen once the cache is older than its TTL, and usage counts are read fresh on demand', async () => {
    const site = 'stride-en-us';
    const start = Date.now() + 60 * 60_000; // an instant no other load used, so the first load here reads
    const first = await loadPromotions(t.db, site, { nowMs: start });
    const coupon = first.find((promotion) => promotion.trigger.kind === 'coupon')!;
    const automatic = first.find((promotion) => promotion.trigger.kind === 'automatic')!;
    expect(coupon).toBeDefined();
    expect(automatic).toBeDefined();
    const code = coupon.trigger.kind === 'coupon' ? coupon.trigger.codes[0]! : null;
    const original = await t.db
      .selectFrom('promotion_codes')
      .select(['max_uses', 'used_count'])
      .where('code', '=', code!.code)
      .executeTakeFirstOrThrow();
    try {
      await t.db.updateTable('promotions').set({ enabled: 0 }).where('promotion_id', '=', automatic.id).execute();
      await t.db
        .updateTable('promotion_codes')
        .set({ max_uses: 1_000, used_count: 7 })
        .where('code', '=', code!.code)
        .execute();
      // Within the TTL: still the cached list (no query), usage as cached unless asked for fresh.
      const cached = await loadPromotions(t.db, site, { nowMs: start + PROMOTION_CACHE_TTL_MS - 1 });
      expect(cached.map((promotion) => promotion.id)).toContain(automatic.id);
      const fresh = await loadPromotions(t.db, site, { nowMs: start + 1, freshUsage: true });
      const freshCoupon = fresh.find((promotion) => promotion.id === coupon.id)!;
      expect(
        freshCoupon.trigger.kind === 'coupon' && freshCoupon.trigger.codes.find((c) => c.code === code!.code),
      ).toMatchObject({ remainingUses: 993 });
      // After the TTL: the change shows.
      const later = await loadPromotions(t.db, site, { nowMs: start + PROMOTION_CACHE_TTL_MS });
      expect(later.map((promotion) => promotion.id)).not.toContain(automatic.id);
    } finally {
      await t.db.updateTable('promotions').set({ enabled: 1 }).where('promotion_id', '=', automatic.id).execute();
      await t.db.updateTable('promotion_codes').set(original).where('code', '=', code!.code).execute();
      await loadPromotions(t.db, site, { nowMs: start + 10 * PROMOTION_CACHE_TTL_MS });
    }
  });

  it('a revoked registered session is refused at once although its token is kept as verified', async () => {
    const consumer = await createTestConsumer(t.db);
    const session = await signIn(t, consumer);
    const get = () =>
      t.app.inject({
        method: 'POST',
        url: '/cart/v1/cart',
        headers: { ...AUTH, ...bearer(session.accessToken) },
        payload: {},
      });
    const first = await get();
    expect(first.statusCode, first.body).toBe(200);
    Cart.parse(first.json());
    expect((await get()).statusCode).toBe(200);
    await signOut(contextOn(consumer.siteId), t.db, {
      consumerNo: consumer.consumerNo,
      refreshToken: session.refreshToken,
    });
    const after = await get();
    expectSpecError(after, 401, 'AUT498');
    // A guest token keeps working meanwhile (the cache serves it).
    const guest = await guestToken(t);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/cart/v1/cart',
        headers: { ...AUTH, ...bearer(guest.accessToken) },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe(`cart rows, catalog facts and stock on the cart path (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    token = (await guestToken(t)).accessToken;
    variants = await variantsOn(t.db, 'stride-en-us', 2, { stock: 50 });
  });
  afterAll(() => t.close());

  async function cartWithLines(): Promise<Cart> {
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} })).basketId;
    for (const variant of variants)
      cartOf(await call(t, 'POST', '/cart/v1/item', token, { payload: { cartId: basketId, ...variant, qty: 2 } }));
    return cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, token));
  }

  it('reads stock at every call: a sell-out shows on the next read and stops the next add', async () => {
    const cart = await cartWithLines();
    const [first] = variants;
    await setStock(t.db, first!.upc, 0);
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(read.items.find((item) => item.upc === first!.upc)?.inventoryLevel).toBe(0);
    const add = await call(t, 'POST', '/cart/v1/item', token, {
      payload: { cartId: cart.basketId, ...first!, qty: 1 },
    });
    expectSpecError(add, 400, 'INV700');
    await setStock(t.db, first!.upc, 50);
  });

  it('reads a cart again when another process changed it (its version moved on)', async () => {
    const cart = await cartWithLines();
    const line = cart.items.find((item) => !item.bonus)!;
    // Another api process's write: the rows change and the version is bumped in the same transaction.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('cart_items').set({ qty: 7 }).where('item_id', '=', line.id).execute();
      await trx
        .updateTable('carts')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('basket_id', '=', cart.basketId)
        .execute();
    });
    const read = cartOf(await call(t, 'GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(read.items.find((item) => item.id === line.id)?.qty).toBe(7);
    // And a write under the lock starts from those rows, not the ones this process kept.
    const added = cartOf(
      await call(t, 'POST', '/cart/v1/item', token, {
        payload: { cartId: cart.basketId, productId: line.productId, upc: line.upc, qty: 1 },
      }),
    );
    expect(added.items.find((item) => item.id === line.id)?.qty).toBe(8);
  });

  it('keeps catalog facts per database: another database never answers from this one’s', async () => {
    const [variant] = variants;
    const ctx = contextOn('stride-en-us');
    expect(await findVariantFacts(ctx, t.db, [variant!.upc])).toHaveLength(1);
    const empty = await createTestDatabase();
    try {
      expect(await findVariantFacts(ctx, empty.db, [variant!.upc])).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe(`verified access-token cache (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('never answers a kept token after its exp', async () => {
    const tokens = createAccessTokens(createSigningKeys(database.db), 60);
    const subject = {
      typ: 'Guest' as const,
      sub: 'guest:u',
      usid: 'u'.repeat(43),
      fid: '00000000-0000-4000-8000-000000000001',
      site: 'stride-en-us',
    };
    const issued = new Date();
    const { accessToken } = await tokens.sign(subject, issued);
    const exp = Number(decodeJwt(accessToken).exp);
    expect(await tokens.verify(accessToken, issued)).toMatchObject(subject);
    // Kept: one second before exp it still verifies; at exp and after it never does, kept or not.
    expect(await tokens.verify(accessToken, new Date((exp - 1) * 1000))).toMatchObject(subject);
    expect(await tokens.verify(accessToken, new Date(exp * 1000))).toBeNull();
    expect(await tokens.verify(accessToken, new Date((exp + 3600) * 1000))).toBeNull();
    // A tampered token is never served from the cache of the real one.
    const [head, body] = accessToken.split('.');
    expect(await tokens.verify(`${head}.${body}.${'A'.repeat(86)}`, issued)).toBeNull();
  });
});
