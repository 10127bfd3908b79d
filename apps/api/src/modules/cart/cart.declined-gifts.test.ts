import type { Cart } from '@outsole/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { call, cartOf, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/** A gift with purchase the shopper turns down, and takes back (decision 0046). */
describe(`a gift with purchase turned down (${TEST_DB})`, () => {
  const GIFT = 'stride-en-us-gift';
  let t: TestApp;
  let bought: Variant;
  let giftProduct: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    [bought] = (await variantsOn(t.db, 'stride-en-us', 1, { order: 'product' })) as [Variant];
    await setStock(t.db, bought.upc, 50);
    const promotion = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('promotion_id', '=', GIFT)
      .executeTakeFirstOrThrow();
    giftProduct = (JSON.parse(promotion.definition) as { reward: { productId: string } }).reward.productId;
    const giftVariants = await t.db
      .selectFrom('variants')
      .select('upc')
      .where('product_id', '=', giftProduct)
      .execute();
    for (const { upc } of giftVariants) await setStock(t.db, upc, 10);
  });
  afterAll(() => t.close());

  /** A guest's cart holding enough of `bought` to earn the gift. */
  async function earningCart(token?: string) {
    const accessToken = token ?? (await guestToken(t)).accessToken;
    const basketId = cartOf(await call(t, 'POST', '/cart/v1/cart', accessToken, { payload: {} })).basketId;
    const add = async (qty: number) =>
      cartOf(await call(t, 'POST', '/cart/v1/item', accessToken, { payload: { cartId: basketId, ...bought, qty } }));
    const bonus = (payload: object) => call(t, 'PUT', `/cart/v1/cart/${basketId}/bonus`, accessToken, { payload });
    const get = async () => cartOf(await call(t, 'GET', `/cart/v1/cart/${basketId}`, accessToken));
    const earned = await add(4);
    expect(gift(earned), 'the cart earns the gift').toBeDefined();
    return { accessToken, basketId, add, bonus, get, earned };
  }
  const gift = (cart: Cart) => cart.items.find((item) => item.bonus);
  const offered = (cart: Cart) => cart.promoSummary.some((entry) => entry.promotionId === GIFT);

  it('removing the gift turns it down: no line, nothing off, named in declinedGifts; adding more brings it not back', async () => {
    const { accessToken, basketId, add, get, earned } = await earningCart();
    expect(offered(earned)).toBe(true);
    const removed = cartOf(
      await call(t, 'DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${gift(earned)!.id}`, accessToken),
    );
    expect(gift(removed)).toBeUndefined();
    expect(offered(removed)).toBe(false);
    expect(removed.declinedGifts).toEqual([
      {
        promotionId: GIFT,
        promotionName: expect.any(String) as string,
        productId: giftProduct,
        name: expect.stringMatching(/\S/) as string,
        productImageURL: expect.stringContaining(giftProduct) as string,
        qty: 1,
      },
    ]);
    // The gift's value and its discount both left the totals: the shopper pays what they paid before.
    expect(removed.totals.total).toBe(earned.totals.total);
    expect(removed.totals.totalDiscount).toBe(earned.totals.totalDiscount - gift(earned)!.price.amount);
    const more = await add(1);
    expect(gift(more)).toBeUndefined();
    // A read answers the same (its display fields too).
    const read = await get();
    expect(gift(read)).toBeUndefined();
    expect(read.declinedGifts).toEqual(more.declinedGifts);
    expect(read.declinedGifts[0]?.name).toBe(removed.declinedGifts[0]?.name);
  });

  it('PUT bonus takes it back (the line returns) and turns it down again, each idempotent', async () => {
    const { bonus } = await earningCart();
    const down = cartOf(await bonus({ promotionId: GIFT, declined: true }));
    expect(gift(down)).toBeUndefined();
    expect(down.declinedGifts.map((entry) => entry.promotionId)).toEqual([GIFT]);
    expect(cartOf(await bonus({ promotionId: GIFT, declined: true })).declinedGifts).toHaveLength(1);
    const back = cartOf(await bonus({ promotionId: GIFT, declined: false }));
    expect(gift(back)).toMatchObject({ productId: giftProduct, qty: 1, bonus: true });
    expect(back.declinedGifts).toEqual([]);
    expect(offered(back)).toBe(true);
    expect(gift(cartOf(await bonus({ promotionId: GIFT, declined: false })))).toBeDefined();
  });

  it('is not named while the cart no longer earns it, and stays turned down when it earns it again', async () => {
    const { accessToken, basketId, bonus } = await earningCart();
    const down = cartOf(await bonus({ promotionId: GIFT, declined: true }));
    const line = down.items.find((item) => item.upc === bought.upc)!;
    const update = async (qty: number) =>
      cartOf(
        await call(t, 'PUT', `/cart/v1/cart/${basketId}/item`, accessToken, {
          payload: { cartId: basketId, itemId: line.id, qty },
        }),
      );
    const under = await update(1);
    expect(under.declinedGifts).toEqual([]);
    expect(gift(under)).toBeUndefined();
    const again = await update(4);
    expect(gift(again)).toBeUndefined();
    expect(again.declinedGifts.map((entry) => entry.promotionId)).toEqual([GIFT]);
  });

  it('a turned-down gift stays turned down when the guest signs in and the carts merge', async () => {
    const consumer = await createTestConsumer(t.db);
    const account = await signIn(t, consumer);
    const own = await earningCart(account.accessToken);
    const guest = await guestToken(t);
    const guestCart = await earningCart(guest.accessToken);
    cartOf(await guestCart.bonus({ promotionId: GIFT, declined: true }));
    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    expect(session.merged?.cart).toBe(true);
    const merged = cartOf(await call(t, 'GET', `/cart/v1/cart/${own.basketId}`, session.accessToken));
    expect(merged.items.find((item) => item.upc === bought.upc)?.qty).toBe(8);
    expect(gift(merged)).toBeUndefined();
    expect(merged.declinedGifts.map((entry) => entry.promotionId)).toEqual([GIFT]);
  });

  it('refuses what is not one of the site’s gifts, a malformed body, another shopper’s cart', async () => {
    const { bonus, basketId } = await earningCart();
    expectSpecError(
      await bonus({ promotionId: 'no-such-promotion', declined: true }),
      400,
      'API400',
      'body.promotionId',
    );
    const other = await t.db
      .selectFrom('promotions')
      .select('promotion_id')
      .where('site_id', '=', 'stride-en-us')
      .where('promotion_id', '!=', GIFT)
      .executeTakeFirstOrThrow();
    expectSpecError(
      await bonus({ promotionId: other.promotion_id, declined: true }),
      400,
      'API400',
      'body.promotionId',
    );
    expectSpecError(await bonus({ promotionId: GIFT }), 400, 'API400', 'body.declined');
    expectSpecError(await bonus({ promotionId: GIFT, declined: 'yes' }), 400, 'API400', 'body.declined');
    expectSpecError(await bonus({ promotionId: 'x'.repeat(65), declined: true }), 400, 'API400', 'body.promotionId');
    expectSpecError(await bonus({ promotionId: GIFT, declined: true, extra: 1 }), 400, 'API400');
    const stranger = (await guestToken(t)).accessToken;
    const payload = { promotionId: GIFT, declined: true };
    expectSpecError(await call(t, 'PUT', `/cart/v1/cart/${basketId}/bonus`, stranger, { payload }), 404, 'BSK404');
    expectSpecError(await call(t, 'PUT', `/cart/v1/cart/${basketId}/bonus`, null, { payload }), 401, 'API401');
  });
});
