import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@outsole/contracts/cart';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { cartOf, pickupStoreIds, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { HOME_SHIPMENT_ID, pickupShipmentId } from './cart.shipping.js';

/**
 * One line per variant and shipment (cart.same-variant.ts): a line moved where a line of the same variant already is
 * joins it, and the two are held to the stock together (api tester t2, session 55: two home lines of 20 of a variant
 * with 22 in stock, no flash).
 */
describe(`a moved line joins the line of its variant in its new shipment (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  let store: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 3, { order: 'product' });
    [store] = (await pickupStoreIds(t.db, { brand: 'stride', country: 'US' })) as [string];
  });
  afterAll(() => t.close());

  async function shopper() {
    const token = (await guestToken(t)).accessToken;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...AUTH, ...bearer(token), 'x-site-id': 'stride-en-us' }, payload });
    const basketId = cartOf(await call('POST', '/cart/v1/cart', {})).basketId;
    const add = async (variant: Variant, qty: number, storeId?: string) =>
      cartOf(
        await call('POST', '/cart/v1/item', { cartId: basketId, ...variant, qty, ...(storeId ? { storeId } : {}) }),
      );
    const update = async (itemId: string, change: object) =>
      cartOf(await call('PUT', `/cart/v1/cart/${basketId}/item`, { itemId, ...change }));
    const setMethod = async (payload: object) =>
      cartOf(await call('POST', `/cart/v1/shippingMethod?cartId=${basketId}`, { cartId: basketId, ...payload }));
    return { add, update, setMethod };
  }
  const linesOf = (cart: Cart, variant: Variant) =>
    cart.items.filter((item) => item.upc === variant.upc && !item.bonus).map((item) => [item.shipmentId, item.qty]);

  it('a pickup line moved home joins the home line; raising it stops at the online stock with a flash', async () => {
    const variant = variants[0]!;
    await setStock(t.db, variant.upc, 22);
    await setStock(t.db, variant.upc, 2, store);
    forgetCatalogFacts(t.db);
    const { add, update } = await shopper();
    await add(variant, 2, store);
    let cart = await add(variant, 3);
    const pickup = cart.items.find((item) => item.upc === variant.upc && item.shipmentId !== HOME_SHIPMENT_ID)!;
    expect(linesOf(cart, variant)).toEqual(
      expect.arrayContaining([
        [pickupShipmentId(store), 2],
        [HOME_SHIPMENT_ID, 3],
      ]),
    );
    cart = await update(pickup.id, { storeId: null });
    expect(linesOf(cart, variant)).toEqual([[HOME_SHIPMENT_ID, 5]]);
    expect(cart.flash).toEqual([]);
    const [line] = cart.items.filter((item) => item.upc === variant.upc);
    cart = await update(line!.id, { qty: 40 });
    expect(linesOf(cart, variant)).toEqual([[HOME_SHIPMENT_ID, 22]]);
    expect(cart.flash).toContainEqual(
      expect.objectContaining({
        code: 'INV406',
        details: expect.objectContaining({ sku: variant.upc, missingQty: 18 }),
      }),
    );
  });

  it('a home line moved to a store joins its pickup line, held to what the store has', async () => {
    const variant = variants[1]!;
    await setStock(t.db, variant.upc, 30);
    await setStock(t.db, variant.upc, 3, store);
    forgetCatalogFacts(t.db);
    const { add, update, setMethod } = await shopper();
    await add(variant, 2, store);
    let cart = await add(variant, 1);
    const home = cart.items.find((item) => item.upc === variant.upc && item.shipmentId === HOME_SHIPMENT_ID)!;
    cart = await update(home.id, { storeId: store });
    expect(linesOf(cart, variant)).toEqual([[pickupShipmentId(store), 3]]);
    expect(cart.flash).toEqual([]);
    // The whole shipment switched home joins the home line too; the sum over the online stock is cut with a flash.
    await setStock(t.db, variant.upc, 4);
    forgetCatalogFacts(t.db);
    cart = await add(variant, 2);
    expect(linesOf(cart, variant)).toEqual(
      expect.arrayContaining([
        [pickupShipmentId(store), 3],
        [HOME_SHIPMENT_ID, 2],
      ]),
    );
    cart = await setMethod({ shippingId: pickupShipmentId(store), code: 'standard' });
    expect(linesOf(cart, variant)).toEqual([[HOME_SHIPMENT_ID, 4]]);
    expect(cart.flash).toContainEqual(
      expect.objectContaining({
        code: 'INV406',
        details: expect.objectContaining({ sku: variant.upc, missingQty: 1 }),
      }),
    );
  });
});
