import { Cart } from '@outsole/contracts/cart';
import { SaveForLaterMoveResponse, SaveForLaterResponse } from '@outsole/contracts/save-for-later';
import { beforeEach, describe, expect, it } from 'vitest';

import { resetMockCarts } from './cart-fixtures.ts';
import { createMockFetch } from './mock-fetch.server.ts';

const base = { 'x-access-key': 'k', 'x-server-trust-id': 't', 'x-site-id': 'stride-en-us', 'x-locale': 'en-us' };
const IN_STOCK = '123456789000'; // Mint/Tan, US 8 D: 3 in stock
const ROOMY = '123456789004'; // Mint/Tan, US 10 D: 7 in stock
const SOLD_OUT = '123456789002'; // Mint/Tan, US 9 D
const PRODUCT = 'SRN155750';

describe('mock mode carts', () => {
  const fetch = createMockFetch({ nodeEnv: 'test' });
  beforeEach(() => resetMockCarts());

  async function guest(): Promise<Record<string, string>> {
    const response = await fetch('http://api.test/token/v2/auth/token', {
      method: 'POST',
      headers: { ...base, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Guest' }),
    });
    const { accessToken } = (await response.json()) as { accessToken: string };
    return { ...base, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  }

  async function send(headers: Record<string, string>, method: string, path: string, body?: unknown) {
    const response = await fetch(`http://api.test${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function cartOf(call: Promise<{ status: number; body: unknown }>): Promise<Cart> {
    const { status, body } = await call;
    expect(status, JSON.stringify(body)).toBe(200);
    return Cart.parse(body);
  }

  it('creates a cart, adds, changes, discounts and removes lines, answering the cart contract each time', async () => {
    const shopper = await guest();
    const created = await cartOf(send(shopper, 'POST', '/cart/v1/cart', {}));
    expect(created.items).toEqual([]);
    const basketId = created.basketId;
    const added = await cartOf(
      send(shopper, 'POST', '/cart/v1/item', { cartId: basketId, productId: PRODUCT, upc: ROOMY, qty: 2 }),
    );
    expect(added.items).toMatchObject([
      { upc: ROOMY, qty: 2, price: { current: 9900, original: 13000, amount: 19800 } },
    ]);
    expect(added.totals).toMatchObject({ itemTotal: 19800, shipping: 795, total: 20595, totalUnits: 2 });
    expect(added.version).toBeGreaterThan(created.version);

    const line = added.items[0]!;
    const changed = await cartOf(send(shopper, 'PUT', `/cart/v1/cart/${basketId}/item`, { itemId: line.id, qty: 5 }));
    expect(changed.items[0]?.qty).toBe(5);
    const coupon = await cartOf(send(shopper, 'PUT', '/cart/v1/coupon', { cartId: basketId, code: 'welcome10' }));
    expect(coupon.totals).toMatchObject({ itemTotal: 49500, totalDiscount: 4950, totalDiscountPercentage: 10 });
    expect(coupon.couponItems).toEqual([
      { code: 'WELCOME10', promotionId: 'welcome-10', applied: true, errorId: null },
    ]);
    const express = await cartOf(
      send(shopper, 'POST', '/cart/v1/shippingMethod', { cartId: basketId, code: 'me', shippingId: 'home' }),
    );
    expect(express.totals.shipping).toBe(1495);
    const read = await cartOf(send(shopper, 'GET', `/cart/v1/cart/${basketId}`));
    expect(read).toEqual(express);
    const uncoupled = await cartOf(send(shopper, 'DELETE', `/cart/v1/coupon?cartId=${basketId}&code=WELCOME10`));
    expect(uncoupled.totals.totalDiscount).toBe(0);
    const removed = await cartOf(send(shopper, 'DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${line.id}`));
    expect(removed.items).toEqual([]);
  });

  it('answers the api’s errors: stock, maximum, unknown codes, other shoppers’ carts, no token', async () => {
    const shopper = await guest();
    const { basketId } = await cartOf(send(shopper, 'POST', '/cart/v1/cart', {}));
    const soldOut = await send(shopper, 'POST', '/cart/v1/item', {
      cartId: basketId,
      productId: PRODUCT,
      upc: SOLD_OUT,
    });
    expect(soldOut).toMatchObject({ status: 400, body: { errorDetails: [{ errorId: 'INV700' }] } });
    const tooMany = await send(shopper, 'POST', '/cart/v1/item', {
      cartId: basketId,
      productId: PRODUCT,
      upc: IN_STOCK,
      qty: 3,
      maxQty: 2,
    });
    expect(tooMany).toMatchObject({ status: 400, body: { errorDetails: [{ errorId: 'INV408', maxAllowedQty: 2 }] } });
    // More than the stock: cut to it (3), as the api does.
    const capped = await cartOf(
      send(shopper, 'POST', '/cart/v1/item', { cartId: basketId, productId: PRODUCT, upc: IN_STOCK, qty: 9 }),
    );
    expect(capped.items[0]?.qty).toBe(3);
    const unknown = await send(shopper, 'PUT', '/cart/v1/coupon', { cartId: basketId, code: 'NOPE' });
    expect(unknown).toMatchObject({ status: 400, body: { errorDetails: [{ errorId: 'PRM130' }] } });

    const other = await guest();
    const theirs = await send(other, 'GET', `/cart/v1/cart/${basketId}`);
    expect(theirs).toMatchObject({ status: 404, body: { errorDetails: [{ errorId: 'BSK404' }] } });
    // Bodies that are not what the api takes get its API400, never a crash.
    const notJson = await fetch('http://api.test/cart/v2/saveForLater', { method: 'PUT', headers: shopper, body: 'x' });
    expect(notJson.status).toBe(400);
    const noCode = await send(shopper, 'PUT', '/cart/v1/coupon', { cartId: basketId });
    expect(noCode).toMatchObject({ status: 400, body: { errorDetails: [{ errorId: 'API400' }] } });
    const { authorization: _token, ...anonymous } = shopper;
    expect(await send(anonymous, 'GET', `/cart/v1/cart/${basketId}`)).toMatchObject({ status: 401 });
  });

  it('moves a line to saved for later and back, and removes a saved item', async () => {
    const shopper = await guest();
    const cart = await cartOf(
      send(shopper, 'POST', '/cart/v1/cartWithItem', { productId: PRODUCT, upc: ROOMY, qty: 2 }),
    );
    const saved = await send(shopper, 'PUT', '/cart/v2/saveForLater', {
      cartId: cart.basketId,
      itemId: cart.items[0]!.id,
    });
    const moved = SaveForLaterMoveResponse.parse(saved.body);
    expect(moved.cart?.items).toEqual([]);
    expect(moved.saveForLater.items).toMatchObject([{ upc: ROOMY, qty: 2, available: true }]);
    const list = SaveForLaterResponse.parse((await send(shopper, 'GET', '/wishlists/v2/saveForLater')).body);
    expect(list.saveForLater.total).toBe(1);

    const back = SaveForLaterMoveResponse.parse(
      (
        await send(shopper, 'POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, {
          itemId: list.saveForLater.items[0]!.itemId,
        })
      ).body,
    );
    expect(back.cart?.items).toMatchObject([{ upc: ROOMY, qty: 2 }]);
    expect(back.saveForLater.items).toEqual([]);

    const direct = SaveForLaterMoveResponse.parse(
      (await send(shopper, 'PUT', '/cart/v2/saveForLater', { productId: PRODUCT, upc: IN_STOCK })).body,
    );
    const item = direct.saveForLater.items[0]!;
    const emptied = await send(
      shopper,
      'DELETE',
      `/cart/v2/saveForLater/${direct.saveForLater.saveForLaterId}/items/${item.itemId}`,
    );
    expect(SaveForLaterResponse.parse(emptied.body).saveForLater.items).toEqual([]);
  });
});
