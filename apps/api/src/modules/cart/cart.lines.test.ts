import { MAX_CART_LINES, type Cart } from '@outsole/contracts/cart';
import { SaveForLaterResponse } from '@outsole/contracts/save-for-later';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { call, cartOf, variantsOn, type Variant } from '../../test/cart-kit.js';
import { createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

const ownLines = (cart: Cart) => cart.items.filter((item) => !item.bonus);

/** A cart holds at most MAX_CART_LINES different items (decision 0041). */
describe(`a cart holds at most ${MAX_CART_LINES} different items (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', MAX_CART_LINES + 3, { perStyle: 8 });
    expect(variants).toHaveLength(MAX_CART_LINES + 3);
  });
  afterAll(() => t.close());

  const add = (token: string, cartId: string, variant: Variant, qty = 1) =>
    call(t, 'POST', '/cart/v1/item', token, {
      payload: { cartId, productId: variant.productId, upc: variant.upc, qty },
    });

  /** A shopper's cart with the first `lines` variants, one each. */
  async function cartWith(token: string, lines: number): Promise<Cart> {
    let cart = cartOf(await call(t, 'POST', '/cart/v1/cart', token, { payload: {} }));
    for (const variant of variants.slice(0, lines)) cart = cartOf(await add(token, cart.basketId, variant));
    return cart;
  }

  it('refuses one more different item with BSK409 (409), and still takes more of an item it holds', async () => {
    const token = (await guestToken(t)).accessToken;
    const full = await cartWith(token, MAX_CART_LINES);
    expect(ownLines(full)).toHaveLength(MAX_CART_LINES);

    const refused = await add(token, full.basketId, variants[MAX_CART_LINES]!);
    expectSpecError(refused, 409, 'BSK409');
    expect(refused.json().errorDetails[0]).toMatchObject({
      message: `Your cart is full: it holds up to ${MAX_CART_LINES} different items. Remove one to add another.`,
      field: 'upc',
    });
    // A new cart with the item is the same refusal: the shopper's cart is the full one.
    expectSpecError(
      await call(t, 'POST', '/cart/v1/cartWithItem', token, {
        payload: { productId: variants[MAX_CART_LINES]!.productId, upc: variants[MAX_CART_LINES]!.upc, qty: 1 },
      }),
      409,
      'BSK409',
    );
    const unchanged = cartOf(await call(t, 'GET', `/cart/v1/cart/${full.basketId}`, token));
    expect(ownLines(unchanged).map((item) => item.upc)).not.toContain(variants[MAX_CART_LINES]!.upc);

    const more = cartOf(await add(token, full.basketId, variants[0]!, 2));
    expect(ownLines(more).find((item) => item.upc === variants[0]!.upc)?.qty).toBe(3);

    // Room again once a line is removed.
    const removed = cartOf(
      await call(t, 'DELETE', `/cart/v1/item?cartId=${full.basketId}&itemId=${ownLines(more)[1]!.id}`, token),
    );
    expect(ownLines(removed)).toHaveLength(MAX_CART_LINES - 1);
    expect(ownLines(cartOf(await add(token, full.basketId, variants[MAX_CART_LINES]!)))).toHaveLength(MAX_CART_LINES);
  });

  it('a saved item cannot move into a full cart and stays saved', async () => {
    const token = (await guestToken(t)).accessToken;
    const saved = variants[MAX_CART_LINES + 1]!;
    const put = await call(t, 'PUT', '/cart/v2/saveForLater', token, {
      payload: { productId: saved.productId, upc: saved.upc, qty: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const full = await cartWith(token, MAX_CART_LINES);
    const list = async () =>
      SaveForLaterResponse.parse((await call(t, 'GET', '/wishlists/v2/saveForLater', token)).json()).saveForLater;
    const [item] = (await list()).items;

    expectSpecError(
      await call(t, 'POST', `/cart/v2/cart/${full.basketId}/saveForLater`, token, {
        payload: { itemId: item!.itemId },
      }),
      409,
      'BSK409',
    );
    expect((await list()).items.map((each) => each.upc)).toEqual([saved.upc]);
  });

  it("at sign-in the account's cart takes the guest's lines while it has room", async () => {
    const consumer = await createTestConsumer(t.db);
    const account = await signIn(t, consumer);
    const accountCart = await cartWith(account.accessToken, MAX_CART_LINES - 1);

    const guest = await guestToken(t);
    const guestCart = cartOf(await call(t, 'POST', '/cart/v1/cart', guest.accessToken, { payload: {} }));
    // One the account holds (combined), then two new ones: room for the first of them only.
    for (const variant of [variants[0]!, variants[MAX_CART_LINES]!, variants[MAX_CART_LINES + 1]!]) {
      cartOf(await add(guest.accessToken, guestCart.basketId, variant));
    }
    const session = await signIn(t, consumer, {
      guestUsid: guest.usid,
      body: { guestObjects: { basketId: guestCart.basketId } },
    });
    expect(session.merged?.cart).toBe(true);
    expect(session.merged?.leftOut).toEqual({ cart: 1, saveForLater: 0 });

    const merged = ownLines(cartOf(await call(t, 'GET', `/cart/v1/cart/${accountCart.basketId}`, session.accessToken)));
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged.find((item) => item.upc === variants[0]!.upc)?.qty).toBe(2);
    expect(merged.map((item) => item.upc)).toContain(variants[MAX_CART_LINES]!.upc);
    expect(merged.map((item) => item.upc)).not.toContain(variants[MAX_CART_LINES + 1]!.upc);
  });
});
