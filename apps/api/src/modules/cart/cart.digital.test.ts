import { Cart, type CartItem } from '@outsole/contracts/cart';
import { ProductDetails } from '@outsole/contracts/products';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_LOCATION, type Db } from '../../db/schema.js';
import { giftCardProductId } from '../../db/seed/demo-digital-gift-cards.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/** Digital gift cards as products (issue 5, decision 0018): the seeded card, adding it, its line, shipment and price. */

const CARD = giftCardProductId('stride');
const CA_ADDRESS = {
  addressLine1: '1 Market St',
  city: 'san francisco',
  stateCityProvDept: 'California',
  postalCode: '94105',
  countryCode: 'US',
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  recipientContactPhone: '(415) 555-0123',
};

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return Cart.parse(response.json());
}

/** A priced physical variant of the brand with stock (not a free gift, not a gift card), cheapest first. */
async function physicalVariant(db: Db, siteId: string, skip = 0): Promise<{ upc: string; productId: string }> {
  const row = await db
    .selectFrom('variants as v')
    .innerJoin('styles as s', 's.product_id', 'v.product_id')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 'v.product_id').on('p.site_id', '=', siteId),
    )
    .select(['v.upc', 'v.product_id'])
    .where('s.digital', '=', 0)
    .where('s.product_type', '!=', 'socks')
    .where('p.list_amount', '>=', 3_000)
    .orderBy('p.list_amount')
    .orderBy('v.upc')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('inventory')
    .values({ upc: row.upc, location_id: ONLINE_LOCATION, quantity: 100, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity: 100 }))
    .execute();
  return { upc: row.upc, productId: row.product_id };
}

describe(`digital gift cards (${TEST_DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    siteId = 'stride-en-us',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...AUTH, ...bearer(token), 'x-site-id': siteId },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function details(siteId: string, productId = CARD): Promise<ProductDetails> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/products/v2/products/${productId}/details`,
      headers: { ...AUTH, 'x-site-id': siteId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ProductDetails.parse(response.json());
  }

  /** The card's variants on the site, smallest amount first. */
  async function amounts(siteId: string) {
    const product = await details(siteId);
    return product.colourways[0]!.variants.map((variant) => ({ upc: variant.upc, price: variant.price! }));
  }

  async function shopper(siteId = 'stride-en-us') {
    const token = (await guestToken(t, { 'x-site-id': siteId })).accessToken;
    const cart = cartOf(await call('POST', '/cart/v1/cart', token, {}, siteId));
    const add = (payload: Record<string, unknown>) =>
      call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...payload }, siteId);
    return { token, basketId: cart.basketId, add };
  }

  const digitalLines = (cart: Cart): CartItem[] => cart.items.filter((item) => item.isDigitalProduct);

  it('is a product on every site of the brand, its amounts the variants, priced in the site currency', async () => {
    const expected: Record<string, number[]> = {
      'stride-en-us': [2_500, 5_000, 10_000],
      'stride-en-gb': [2_500, 5_000, 10_000],
      'stride-de-de': [2_500, 5_000, 10_000],
      'stride-fr-fr': [2_500, 5_000, 10_000],
      'stride-ja-jp': [3_000, 5_000, 10_000],
    };
    for (const [siteId, prices] of Object.entries(expected)) {
      const product = await details(siteId);
      expect(product.digital, siteId).toBe(true);
      expect(product.price.list, siteId).toBe(prices[0]);
      expect(product.colourways[0]!.variants.map((variant) => variant.price)).toEqual(prices);
      expect(product.colourways[0]!.variants.every((variant) => variant.orderable)).toBe(true);
    }
    const kestrel = await details('kestrel-en-us', giftCardProductId('kestrel'));
    expect(kestrel.digital).toBe(true);
    // Other products say nothing of it.
    const shoe = await physicalVariant(t.db, 'stride-en-us');
    const other = await details('stride-en-us', shoe.productId);
    expect(other.digital).toBeUndefined();
    expect(other.colourways[0]!.variants[0]!.price).toBeUndefined();
  });

  it('adding needs the recipient email (API400), never a store (SHP404); other products take no card on add', async () => {
    const [fifty] = (await amounts('stride-en-us')).slice(1);
    const { add } = await shopper();
    const card = { productId: CARD, upc: fifty!.upc, qty: 1 };
    expectSpecError(await add(card), 400, 'API400', 'body.giftOption.email');
    expectSpecError(await add({ ...card, giftOption: { to: 'Ann' } }), 400, 'API400', 'body.giftOption.email');
    expectSpecError(await add({ ...card, giftOption: { email: 'nope' } }), 400, 'API400', 'body.giftOption.email');
    // A recipient that only looks like the demo shopper (a Cyrillic "е" as the A-label, tester finding t2-F5).
    const lookalike = { email: 'shopper@xn--exampl-8of.com' };
    expectSpecError(await add({ ...card, giftOption: lookalike }), 400, 'API400', 'body.giftOption.email');
    // The tester's card: an invisible recipient name and a message that reads backwards (it is emailed).
    const email = 'ann@example.com';
    expectSpecError(await add({ ...card, giftOption: { email, to: '\u200b' } }), 400, 'API400', 'body.giftOption.to');
    expectSpecError(
      await add({ ...card, giftOption: { email, to: 'Ann', message: '\u202egnp.exe' } }),
      400,
      'API400',
      'body.giftOption.message',
    );
    expectSpecError(
      await add({ ...card, giftOption: { email, from: 'a\ud800b' } }),
      400,
      'API400',
      'body.giftOption.from',
    );
    expectSpecError(
      await add({ ...card, giftOption: { email: 'ann@example.com' }, storeId: 'US101' }),
      400,
      'SHP404',
      'storeId',
    );
    const shoe = await physicalVariant(t.db, 'stride-en-us');
    expectSpecError(
      await add({ ...shoe, qty: 1, giftOption: { email: 'ann@example.com' } }),
      400,
      'API400',
      'body.giftOption',
    );
  });

  it('caps gift cards: 10 in a line (INV408 naming 10), 1,000 USD / 150,000 JPY in an order (GFC409)', async () => {
    const [, fifty, hundred] = await amounts('stride-en-us');
    const { add, basketId, token } = await shopper();
    const card = (upc: string, qty: number, extra: Record<string, unknown> = {}) =>
      add({ productId: CARD, upc, qty, giftOption: { email: 'ann@example.com' }, ...extra });
    // The tester's line: 999,999 cards of 100 USD.
    const huge = expectSpecError(await card(hundred!.upc, 999_999), 400, 'INV408', 'qty');
    expect(huge.errorDetails[0]!.maxAllowedQty).toBe(10);
    // A client's own larger maximum does not lift it.
    const asked = expectSpecError(await card(fifty!.upc, 11, { maxQty: 999_999 }), 400, 'INV408', 'qty');
    expect(asked.errorDetails[0]!.maxAllowedQty).toBe(10);
    // 10 × 50 USD is 500 USD; 5 × 100 USD more is 1,000 USD, the order's limit; one card more is past it.
    const ten = cartOf(await card(fifty!.upc, 10));
    expect(digitalLines(ten)[0]).toMatchObject({ qty: 10, maxQty: 10 });
    const full = cartOf(await card(hundred!.upc, 5));
    expect(full.totals.total).toBe(100_000);
    const over = expectSpecError(await card(fifty!.upc, 1), 409, 'GFC409', 'qty');
    expect(over.errorDetails[0]!.message).toBe(
      'Gift cards in one order can add up to 1,000.00 USD in total. Choose fewer or a smaller amount.',
    );
    // Raising a line's quantity is held to the same limits; lowering it is always allowed.
    const lines = digitalLines(full);
    const put = (itemId: string, qty: number) => call('PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId, qty });
    expectSpecError(await put(lines[1]!.id, 6), 409, 'GFC409', 'qty');
    const lower = cartOf(await put(lines[0]!.id, 4));
    expectSpecError(await put(lines[0]!.id, 11), 400, 'INV408', 'qty');
    expect(cartOf(await put(lines[1]!.id, 6)).totals.total).toBe(4 * 5_000 + 6 * 10_000);
    expect(digitalLines(lower)[0]!.qty).toBe(4);
    // In yen the order's limit is 150,000 JPY: 10 × 10,000 and 5 × 10,000, then no more.
    const jp = await shopper('stride-ja-jp');
    const [, , man] = await amounts('stride-ja-jp');
    const jpCard = (qty: number) =>
      jp.add({ productId: CARD, upc: man!.upc, qty, giftOption: { email: 'ann@example.com' } });
    cartOf(await jpCard(10));
    cartOf(await jpCard(5));
    const jpOver = expectSpecError(await jpCard(1), 409, 'GFC409', 'qty');
    expect(jpOver.errorDetails[0]!.message).toContain('150,000 JPY');
  });

  it('a card is its own line in the digital shipment: emailed, free, with its recipient; never combined', async () => {
    const [, fifty] = await amounts('stride-en-us');
    const { add, basketId, token } = await shopper();
    const first = cartOf(
      await add({
        productId: CARD,
        upc: fifty!.upc,
        qty: 1,
        giftOption: { email: 'Ann@Example.com', to: 'Ann', from: 'Bo', message: 'Happy birthday' },
      }),
    );
    const [line] = digitalLines(first);
    expect(line).toMatchObject({
      productId: CARD,
      isDigitalProduct: true,
      gift: true,
      giftOption: { email: 'ann@example.com', to: 'Ann', from: 'Bo', message: 'Happy birthday' },
      isGiftBoxSelected: false,
      giftBox: { offered: false, amount: 0 },
      shipmentId: 'digital',
      shippingOptions: { selected: 'digital', available: ['digital'], shippingMethod: { code: 'digital', price: 0 } },
      price: { current: 5_000, original: 5_000, amount: 5_000, proratedPrice: 5_000 },
      taxTotal: 0,
    });
    const shipment = first.shippingMethods.find((method) => method.shippingId === 'digital');
    expect(shipment).toMatchObject({ code: 'digital', applicableShippingMethods: [{ code: 'digital', price: 0 }] });
    // A cart of gift cards only costs their amounts: no delivery, no tax.
    expect(first.totals).toMatchObject({ itemTotal: 5_000, shipping: 0, tax: 0, total: 5_000, taxCalculated: true });

    const second = cartOf(
      await add({ productId: CARD, upc: fifty!.upc, qty: 2, giftOption: { email: 'cy@example.com' } }),
    );
    expect(digitalLines(second).map((item) => [item.giftOption?.email, item.qty])).toEqual([
      ['ann@example.com', 1],
      ['cy@example.com', 2],
    ]);
    // The method cannot be changed to anything else.
    const pickup = await call('POST', '/cart/v1/shippingMethod', token, {
      cartId: basketId,
      code: 'standard',
      shippingId: 'digital',
    });
    expectSpecError(pickup, 400, 'SHP404');
    // The last card out takes its shipment with it.
    for (const item of digitalLines(second)) {
      cartOf(await call('DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${item.id}`, token));
    }
    const empty = cartOf(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(empty.shippingMethods.map((method) => method.shippingId)).toEqual(['home']);
  });

  it('is never discounted, counts towards no promotion and is never taxed (US and VAT sites)', async () => {
    const [, , hundred] = await amounts('stride-en-us');
    const { add, basketId, token } = await shopper();
    // Two 100.00 cards: past the free gift's 150.00 and free shipping's 75.00, yet neither applies.
    const cards = cartOf(
      await add({ productId: CARD, upc: hundred!.upc, qty: 2, giftOption: { email: 'ann@example.com' } }),
    );
    expect(cards.items.some((item) => item.bonus)).toBe(false);
    const shoe = await physicalVariant(t.db, 'stride-en-us');
    cartOf(await add({ ...shoe, qty: 1 }));
    cartOf(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, CA_ADDRESS));
    const cart = cartOf(await call('PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'WELCOME10' }));
    const [card] = digitalLines(cart);
    const goods = cart.items.find((item) => item.upc === shoe.upc)!;
    expect(card).toMatchObject({
      price: { amount: 20_000, proratedPrice: 20_000 },
      productPromotions: [],
      taxTotal: 0,
    });
    // The 10 % is the shoe's alone, and so is the tax.
    expect(cart.totals.totalDiscount).toBe(goods.price.amount - goods.price.proratedPrice);
    expect(cart.totals.totalDiscount).toBe(Math.round(goods.price.amount / 10));
    // California does not tax shipping: the cart's tax is the shoe's.
    expect(cart.totals.tax).toBe(goods.taxTotal);
    expect(goods.taxTotal).toBe(Math.floor((goods.price.proratedPrice * 725 + 5_000) / 10_000));
    expect(cart.totals.total).toBe(
      cart.totals.itemSubTotal + cart.totals.shipping + cart.totals.tax + (cart.totals.giftBox ?? 0),
    );

    // Germany: prices include VAT, but a gift card's does not.
    const german = await shopper('stride-de-de');
    const [euro] = await amounts('stride-de-de');
    const de = cartOf(await german.add({ productId: CARD, upc: euro!.upc, qty: 1, giftOption: { email: 'a@b.de' } }));
    expect(de.totals).toMatchObject({ itemTotal: 2_500, tax: 0, total: 2_500, currency: 'EUR' });
  });

  it('PUT item keeps it a gift with a recipient: the card may change, not the email away, no box, no store', async () => {
    const [twentyFive] = await amounts('stride-en-us');
    const { add, basketId, token } = await shopper();
    const cart = cartOf(
      await add({ productId: CARD, upc: twentyFive!.upc, qty: 1, giftOption: { email: 'ann@example.com' } }),
    );
    const [line] = digitalLines(cart);
    const put = (payload: Record<string, unknown>) =>
      call('PUT', `/cart/v1/cart/${basketId}/item`, token, { itemId: line!.id, ...payload });
    expectSpecError(await put({ gift: false }), 400, 'API400', 'body.gift');
    expectSpecError(await put({ isGiftBoxSelected: true }), 400, 'API400', 'body.isGiftBoxSelected');
    expectSpecError(await put({ giftOption: { to: 'Ann' } }), 400, 'API400', 'body.giftOption.email');
    expectSpecError(await put({ giftOption: null }), 400, 'API400', 'body.giftOption.email');
    expectSpecError(await put({ storeId: 'US101' }), 400, 'SHP404', 'storeId');
    const changed = cartOf(await put({ gift: true, giftOption: { email: 'cy@example.com', message: 'Enjoy' } }));
    expect(digitalLines(changed)[0]).toMatchObject({
      gift: true,
      giftOption: { email: 'cy@example.com', message: 'Enjoy' },
    });
    // Nor is it saved for later (the saved list keeps no recipient).
    expectSpecError(
      await call('PUT', '/cart/v2/saveForLater', token, { cartId: basketId, itemId: line!.id }),
      400,
      'API400',
      'itemId',
    );
  });

  it('moves into the account at sign-in as its own lines, each with its recipient', async () => {
    const [twentyFive] = await amounts('stride-en-us');
    const consumer = await createTestConsumer(t.db);
    const account = await signIn(t, consumer);
    const accountCart = cartOf(await call('POST', '/cart/v1/cart', account.accessToken, {}));
    cartOf(
      await call('POST', '/cart/v1/item', account.accessToken, {
        cartId: accountCart.basketId,
        productId: CARD,
        upc: twentyFive!.upc,
        qty: 1,
        giftOption: { email: 'ann@example.com' },
      }),
    );
    const guest = await guestToken(t);
    const guestCart = cartOf(await call('POST', '/cart/v1/cart', guest.accessToken, {}));
    cartOf(
      await call('POST', '/cart/v1/item', guest.accessToken, {
        cartId: guestCart.basketId,
        productId: CARD,
        upc: twentyFive!.upc,
        qty: 1,
        giftOption: { email: 'cy@example.com' },
      }),
    );
    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    const merged = cartOf(await call('GET', `/cart/v1/cart/${accountCart.basketId}`, session.accessToken));
    expect(
      digitalLines(merged)
        .map((item) => item.giftOption?.email)
        .sort(),
    ).toEqual(['ann@example.com', 'cy@example.com']);
    expect(digitalLines(merged).every((item) => item.shipmentId === 'digital')).toBe(true);
  });

  it('a guest cart merged at sign-in is held to the gift card limits: lines lowered or left out, and reported', async () => {
    const [, fifty, hundred] = await amounts('stride-en-us');
    const consumer = await createTestConsumer(t.db);
    const account = await signIn(t, consumer);
    const accountCart = cartOf(await call('POST', '/cart/v1/cart', account.accessToken, {}));
    const card = (token: string, cartId: string, upc: string, qty: number, email: string) =>
      call('POST', '/cart/v1/item', token, { cartId, productId: CARD, upc, qty, giftOption: { email } });
    // The account's saved cart: 6 × 100 USD (600 USD).
    cartOf(await card(account.accessToken, accountCart.basketId, hundred!.upc, 6, 'ann@example.com'));
    // This session's cart: 5 × 50 USD, then 3 × 100 USD (550 USD, allowed alone; 1,150 USD with the saved cart).
    const guest = await guestToken(t);
    const guestCart = cartOf(await call('POST', '/cart/v1/cart', guest.accessToken, {}));
    cartOf(await card(guest.accessToken, guestCart.basketId, fifty!.upc, 5, 'cy@example.com'));
    cartOf(await card(guest.accessToken, guestCart.basketId, hundred!.upc, 3, 'di@example.com'));
    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    // 600 USD held, 400 USD of room: the 5 × 50 USD line comes over whole (250 USD), the 3 × 100 USD line with 1.
    expect(session.merged?.cartChanges).toMatchObject({ cappedLines: 1 });
    // Said once, as the gift card limits: not also as a line held to its stock or maximum (reviewer F3).
    expect(session.merged?.cartChanges?.lines?.capped).toEqual({ count: 0, names: [] });
    const merged = cartOf(await call('GET', `/cart/v1/cart/${accountCart.basketId}`, session.accessToken));
    const byEmail = Object.fromEntries(digitalLines(merged).map((item) => [item.giftOption?.email, item.qty]));
    expect(byEmail).toEqual({ 'ann@example.com': 6, 'cy@example.com': 5, 'di@example.com': 1 });
    expect(merged.totals.total).toBe(6 * 10_000 + 5 * 5_000 + 1 * 10_000);
    // A full account cart takes no more cards: the guest's line stays out, and is reported.
    const again = await guestToken(t);
    const againCart = cartOf(await call('POST', '/cart/v1/cart', again.accessToken, {}));
    cartOf(await card(again.accessToken, againCart.basketId, hundred!.upc, 2, 'ed@example.com'));
    const second = await signIn(t, consumer, {
      guestUsid: again.usid,
      body: { guestObjects: { basketId: againCart.basketId } },
    });
    expect(second.merged?.cartChanges).toMatchObject({ cappedLines: 1 });
    const full = cartOf(await call('GET', `/cart/v1/cart/${accountCart.basketId}`, second.accessToken));
    expect(digitalLines(full).map((item) => item.giftOption?.email)).not.toContain('ed@example.com');
    expect(full.totals.total).toBe(95_000);
  });
});
