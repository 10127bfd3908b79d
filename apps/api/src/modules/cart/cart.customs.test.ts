import { Cart } from '@outsole/contracts/cart';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { shippingMethod } from './cart.shipping.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { pickupStoreIds, setStock, variantsOn } from '../../test/cart-kit.js';

interface Variant {
  upc: string;
  productId: string;
}

const SITE = 'stride-en-us';
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

describe(`customs products in the cart (${TEST_DB})`, () => {
  let t: TestApp;
  let normal: Variant;
  let other: Variant;
  let customs: Variant;
  /** A second style that needs customs clearance. */
  let customs2: Variant;
  let storeId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    [normal, other, customs, customs2] = (await variantsOn(t.db, SITE, 4)) as [Variant, Variant, Variant, Variant];
    await t.db
      .updateTable('styles')
      .set({ customs_clearance: 1 })
      .where('product_id', 'in', [customs.productId, customs2.productId])
      .execute();
    forgetCatalogFacts(t.db); // a change outside the catalog clock
    storeId = (await pickupStoreIds(t.db))[0]!;
    for (const variant of [normal, other, customs, customs2]) await setStock(t.db, variant.upc, 50, storeId);
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: { ...AUTH, ...bearer(token) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  function cartOf(response: LightMyRequestResponse): Cart {
    expect(response.statusCode, response.body).toBe(200);
    return Cart.parse(response.json());
  }

  async function shopperWith(variants: Variant[]): Promise<{ token: string; cart: Cart }> {
    const token = (await guestToken(t)).accessToken;
    let cart = cartOf(await call('POST', '/cart/v1/cart', token, {}));
    for (const variant of variants) {
      cart = cartOf(await call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...variant, qty: 1 }));
    }
    return { token, cart };
  }

  const shipment = (cart: Cart, shippingId: string) => cart.shippingMethods.find((s) => s.shippingId === shippingId);
  const itemOf = (cart: Cart, variant: Variant) => cart.items.find((item) => item.upc === variant.upc)!;
  // A gift with purchase the spend may earn joins the home shipment; these tests follow the shopper's own items.
  const placed = (cart: Cart) => cart.items.filter((item) => !item.bonus).map((item) => item.shipmentId);

  it('the seed marks the online exclusives as needing customs clearance, and nothing else', async () => {
    const fresh = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    try {
      const rows = await fresh.db.selectFrom('styles').select(['badges', 'customs_clearance']).execute();
      for (const row of rows) {
        expect(row.customs_clearance).toBe(row.badges.includes('"online-exclusive"') ? 1 : 0);
      }
      expect(rows.filter((row) => row.customs_clearance === 1).length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('an item that needs customs goes to its own customs shipment, which allows only the customs method', async () => {
    const { cart } = await shopperWith([normal, customs]);
    expect(itemOf(cart, customs)).toMatchObject({ isCustoms: true, shipmentId: 'customs' });
    expect(itemOf(cart, customs).shippingOptions).toMatchObject({ selected: 'customs', available: ['customs'] });
    expect(itemOf(cart, normal)).toMatchObject({ isCustoms: false, shipmentId: 'home' });
    expect(itemOf(cart, normal).shippingOptions.available).toContain('standard');
    expect(shipment(cart, 'customs')).toMatchObject({
      code: 'customs',
      address: null,
      applicableShippingMethods: [shippingMethod('customs', 'USD', 'en-us')],
    });
    expect(shipment(cart, 'home')).toMatchObject({ code: 'standard' });
    // Home items first, then the customs ones.
    expect(placed(cart)).toEqual(['home', 'customs']);
    // Each shipment is charged: the customs one at the customs rate.
    const plain = (await shopperWith([normal])).cart;
    expect(cart.totals.shipping - plain.totals.shipping).toBe(shippingMethod('customs', 'USD').price);
    // The same variant again joins its line in the customs shipment.
    const token = (await shopperWith([])).token;
    let again = cartOf(await call('POST', '/cart/v1/cart', token, {}));
    again = cartOf(await call('POST', '/cart/v1/item', token, { cartId: again.basketId, ...customs, qty: 1 }));
    again = cartOf(await call('POST', '/cart/v1/item', token, { cartId: again.basketId, ...customs, qty: 2 }));
    expect(placed(again)).toEqual(['customs']);
    expect(itemOf(again, customs)).toMatchObject({ qty: 3, shipmentId: 'customs' });
  });

  it('a customs-only cart has no home items to charge for', async () => {
    const { cart } = await shopperWith([customs]);
    expect(placed(cart)).toEqual(['customs']);
    expect(cart.totals.shipping).toBe(shippingMethod('customs', 'USD').price);
  });

  it('an item that needs customs is never picked up in a store (400 SHP404), on add or on change', async () => {
    const { token, cart } = await shopperWith([customs]);
    expectSpecError(
      await call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...customs, qty: 1, storeId }),
      400,
      'SHP404',
      'storeId',
    );
    expectSpecError(
      await call('PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId: cart.items[0]!.id, storeId }),
      400,
      'SHP404',
      'storeId',
    );
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).items[0]!.shipmentId).toBe('customs');
  });

  it('the customs shipment keeps its method and items; home changes leave it alone', async () => {
    const { token, cart } = await shopperWith([normal, customs]);
    const setMethod = (payload: Record<string, unknown>) =>
      call('POST', '/cart/v1/shippingMethod', token, { cartId: cart.basketId, ...payload });
    for (const code of ['standard', 'me', 'pickup', 'sts', 'pudo']) {
      expectSpecError(await setMethod({ shippingId: 'customs', code, storeId }), 400, 'SHP404', 'body.code');
    }
    const chosen = cartOf(await setMethod({ shippingId: 'customs', code: 'customs' }));
    expect(shipment(chosen, 'customs')).toMatchObject({ code: 'customs', shopperApplied: true });
    expect(itemOf(chosen, customs).shipmentId).toBe('customs');
    // The home shipment's items go to a store; the customs item stays in its shipment.
    const picked = cartOf(await setMethod({ shippingId: 'home', code: 'pickup', storeId }));
    expect(itemOf(picked, normal).shipmentId).toBe(`pickup-${storeId}`);
    expect(itemOf(picked, customs).shipmentId).toBe('customs');
    expect(placed(picked)).toEqual(['customs', `pickup-${storeId}`]);
    // Back home: still apart.
    const back = cartOf(await setMethod({ shippingId: `pickup-${storeId}`, code: 'standard' }));
    expect(placed(back)).toEqual(['home', 'customs']);
  });

  it('the order’s shipping address goes to the customs shipment too, checked for its carrier, and leaves with it', async () => {
    const { token, cart } = await shopperWith([normal, customs]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    // The customs carrier (FedEx) refuses PO boxes and wants a phone, though the national post would not.
    expectSpecError(await call('POST', url, token, { ...CA_ADDRESS, addressLine1: 'PO Box 123' }), 400, 'SHP500');
    const { recipientContactPhone: _phone, ...withoutPhone } = CA_ADDRESS;
    expectSpecError(await call('POST', url, token, withoutPhone), 400, 'SHP410');
    const unchanged = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(shipment(unchanged, 'home')!.address).toBeNull();
    expect(shipment(unchanged, 'customs')!.address).toBeNull();

    const withAddress = cartOf(await call('POST', url, token, CA_ADDRESS));
    const home = shipment(withAddress, 'home')!;
    expect(home.address).toMatchObject({ addressLine1: '1 Market St', countryCode: 'US' });
    expect(shipment(withAddress, 'customs')).toMatchObject({ code: 'customs', address: home.address });
    // Both shipments are taxed at the destination (California, 7.25 %), so the tax is known.
    expect(withAddress.totals.taxCalculated).toBe(true);
    const expectedTax = Math.floor((withAddress.totals.itemSubTotal * 725 + 5_000) / 10_000);
    expect(withAddress.totals.tax).toBe(expectedTax);
    expect(itemOf(withAddress, customs).taxTotal).toBeGreaterThan(0);

    // Its own address (shippingId customs): only the customs shipment changes.
    const own = cartOf(
      await call('POST', url, token, { ...CA_ADDRESS, addressLine1: '2 Market St', shippingId: 'customs' }),
    );
    expect(shipment(own, 'customs')!.address).toMatchObject({ addressLine1: '2 Market St' });
    expect(shipment(own, 'home')!.address).toMatchObject({ addressLine1: '1 Market St' });
    expect(shipment(own, 'customs')!.code).toBe('customs');

    const removed = cartOf(await call('DELETE', url, token));
    expect(shipment(removed, 'home')!.address).toBeNull();
    expect(shipment(removed, 'customs')!.address).toBeNull();
    expect(removed.totals.taxCalculated).toBe(false);
  });

  it('a customs shipment made after the address is given takes it; it goes when its last item does', async () => {
    const { token, cart } = await shopperWith([other]);
    cartOf(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, CA_ADDRESS));
    const added = cartOf(await call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...customs, qty: 1 }));
    expect(shipment(added, 'customs')!.address).toMatchObject({ addressLine1: '1 Market St' });
    expect(added.totals.taxCalculated).toBe(true);
    const line = itemOf(added, customs);
    const removed = cartOf(await call('DELETE', `/cart/v1/item?cartId=${cart.basketId}&itemId=${line.id}`, token));
    expect(removed.shippingMethods.map((s) => s.shippingId)).toEqual(['home']);
  });

  async function flagForCustoms(variant: Variant, flag: 0 | 1): Promise<void> {
    await t.db
      .updateTable('styles')
      .set({ customs_clearance: flag })
      .where('product_id', '=', variant.productId)
      .execute();
    forgetCatalogFacts(t.db); // a change outside the catalog clock
  }

  it('a style flagged for customs after it was added moves to the customs shipment, and back home when unflagged', async () => {
    const { token, cart } = await shopperWith([normal, other]);
    expect(placed(cart)).toEqual(['home', 'home']);
    try {
      await flagForCustoms(other, 1);
      // The next read settles it (a write under the cart's lock), and the cart stays settled.
      const moved = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
      expect(itemOf(moved, other)).toMatchObject({ isCustoms: true, shipmentId: 'customs' });
      expect(itemOf(moved, normal)).toMatchObject({ isCustoms: false, shipmentId: 'home' });
      expect(shipment(moved, 'customs')).toMatchObject({ code: 'customs' });
      expect(moved.totals.shipping).toBeGreaterThanOrEqual(shippingMethod('customs', 'USD').price);
      const again = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
      expect(placed(again)).toEqual(['home', 'customs']);
      expect(again.totals).toEqual(moved.totals);

      await flagForCustoms(other, 0);
      // A write settles it too: here a change of another line's quantity.
      const home = cartOf(
        await call('PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId: itemOf(again, normal).id, qty: 2 }),
      );
      expect(itemOf(home, other)).toMatchObject({ isCustoms: false, shipmentId: 'home' });
      expect(home.shippingMethods.map((s) => s.shippingId)).toEqual(['home']);
    } finally {
      await flagForCustoms(other, 0);
    }
  });

  it('a line picked up in a store whose style is then flagged for customs goes to the customs shipment, with ORD518', async () => {
    const { token, cart } = await shopperWith([normal, other]);
    const picked = cartOf(
      await call('POST', '/cart/v1/shippingMethod', token, {
        cartId: cart.basketId,
        shippingId: 'home',
        code: 'pickup',
        storeId,
      }),
    );
    expect(placed(picked)).toEqual([`pickup-${storeId}`, `pickup-${storeId}`]);
    try {
      await flagForCustoms(other, 1);
      const moved = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
      expect(itemOf(moved, other)).toMatchObject({ isCustoms: true, shipmentId: 'customs' });
      expect(itemOf(moved, other).shippingOptions.storeInfo).toBeNull();
      expect(itemOf(moved, normal).shipmentId).toBe(`pickup-${storeId}`);
      expect(moved.flash).toContainEqual(
        expect.objectContaining({
          code: 'ORD518',
          details: expect.objectContaining({ sku: other.upc, shipmentId: 'customs' }) as unknown,
        }),
      );
    } finally {
      await flagForCustoms(other, 0);
    }
  });

  /** Each shipment and the upcs of the shopper's own items in it, in the cart's order. */
  const layout = (cart: Cart) =>
    cart.shippingMethods.map((method) => ({
      shippingId: method.shippingId,
      code: method.code,
      upcs: cart.items
        .filter((item) => !item.bonus && item.shipmentId === method.shippingId)
        .map((item) => item.upc)
        .sort(),
    }));
  const international = (cart: Cart) => cart.shippingMethods.filter((method) => method.code === 'customs');
  const LONDON = {
    addressLine1: '10 Downing Street',
    city: 'London',
    postalCode: 'SW1A 2AA',
    countryCode: 'GB',
    recipientFirstName: 'Ada',
    recipientLastName: 'Lovelace',
    recipientContactPhone: '+44 7700 900123',
  };

  it('two styles that need customs share one customs shipment, beside home items and after every method change', async () => {
    const { token, cart } = await shopperWith([customs, normal, customs2]);
    const both = [customs.upc, customs2.upc].sort();
    const expected = [
      { shippingId: 'home', code: 'standard', upcs: [normal.upc] },
      { shippingId: 'customs', code: 'customs', upcs: both },
    ];
    expect(layout(cart)).toEqual(expected);
    const setMethod = async (payload: Record<string, unknown>) =>
      cartOf(await call('POST', '/cart/v1/shippingMethod', token, { cartId: cart.basketId, ...payload }));
    expect(international(await setMethod({ shippingId: 'home', code: 'me' }))).toHaveLength(1);
    const picked = await setMethod({ shippingId: 'home', code: 'pickup', storeId });
    expect(layout(picked).filter((shipment) => shipment.code === 'customs')).toEqual([expected[1]]);
    expect(layout(await setMethod({ shippingId: `pickup-${storeId}`, code: 'standard' }))).toEqual(expected);
    // The customs one's own method chosen again: still one.
    expect(layout(await setMethod({ shippingId: 'customs', code: 'customs' }))).toEqual(expected);
  });

  it('an address abroad makes one international shipment of the whole order, not two; back home they part again', async () => {
    const { token, cart } = await shopperWith([normal, customs]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    const abroad = cartOf(await call('POST', url, token, LONDON));
    // Every item crosses the same border to the same address by the same method: one shipment, charged once.
    expect(layout(abroad)).toEqual([{ shippingId: 'home', code: 'customs', upcs: [normal.upc, customs.upc].sort() }]);
    expect(abroad.totals.shipping).toBe(shippingMethod('customs', 'USD').price);
    expect(itemOf(abroad, customs)).toMatchObject({ isCustoms: true, shippingOptions: { available: ['customs'] } });
    // The next item from abroad joins it; so does one added the same way as the first.
    const added = cartOf(await call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...customs2, qty: 1 }));
    expect(international(added)).toHaveLength(1);
    expect(itemOf(added, customs2).shipmentId).toBe('home');
    const again = cartOf(await call('POST', '/cart/v1/item', token, { cartId: cart.basketId, ...customs, qty: 1 }));
    expect(itemOf(again, customs)).toMatchObject({ qty: 2, shipmentId: 'home' });
    // A read answers it settled, with nothing to move.
    expect(layout(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)))).toEqual(layout(again));

    // An address at home again: the items from abroad travel apart once more, to that address.
    const home = cartOf(await call('POST', url, token, CA_ADDRESS));
    expect(layout(home)).toEqual([
      { shippingId: 'home', code: 'standard', upcs: [normal.upc] },
      { shippingId: 'customs', code: 'customs', upcs: [customs.upc, customs2.upc].sort() },
    ]);
    expect(shipment(home, 'customs')!.address).toMatchObject({ addressLine1: '1 Market St' });
    // Abroad and then no address at all: apart too, with none.
    cartOf(await call('POST', url, token, LONDON));
    const removed = cartOf(await call('DELETE', url, token));
    expect(layout(removed).map((each) => [each.shippingId, each.code])).toEqual([
      ['home', 'standard'],
      ['customs', 'customs'],
    ]);
    expect(shipment(removed, 'customs')!.address).toBeNull();
  });

  it('a cart of items from abroad only, sent abroad, is one shipment too', async () => {
    const { token, cart } = await shopperWith([customs, customs2]);
    const abroad = cartOf(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, LONDON));
    expect(layout(abroad)).toEqual([{ shippingId: 'home', code: 'customs', upcs: [customs.upc, customs2.upc].sort() }]);
    expect(abroad.totals.shipping).toBe(shippingMethod('customs', 'USD').price);
  });

  it('an address at home for items from abroad the home shipment holds must suit the customs carrier', async () => {
    const { token, cart } = await shopperWith([normal, customs]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    cartOf(await call('POST', url, token, LONDON));
    // FedEx takes no PO box, though the national post would for the home items alone.
    expectSpecError(await call('POST', url, token, { ...CA_ADDRESS, addressLine1: 'PO Box 123' }), 400, 'SHP500');
    const unchanged = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(international(unchanged)).toHaveLength(1);
    expect(shipment(unchanged, 'home')!.address).toMatchObject({ countryCode: 'GB' });
  });
});
