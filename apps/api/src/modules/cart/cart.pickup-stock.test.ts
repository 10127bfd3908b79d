import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { cartOf, pickupStoreIds, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { pickupShipmentId } from './cart.shipping.js';

/**
 * A line collected in a store comes from that store's stock (decision 0018: INV702 in the store for pickup lines,
 * INV406 online for delivered ones): adding it and raising its quantity count the store's shelf, not the web's.
 */
describe(`pickup lines take their stock from their store (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  let store: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, 'stride-en-us', 4, { order: 'product' });
    [store] = (await pickupStoreIds(t.db, { brand: 'stride', country: 'US' })) as [string];
  });
  afterAll(() => t.close());

  async function shopper() {
    const token = (await guestToken(t)).accessToken;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...AUTH, ...bearer(token), 'x-site-id': 'stride-en-us' }, payload });
    const basketId = cartOf(await call('POST', '/cart/v1/cart', {})).basketId;
    const add = (variant: Variant, qty: number, storeId?: string) =>
      call('POST', '/cart/v1/item', { cartId: basketId, ...variant, qty, ...(storeId ? { storeId } : {}) });
    const setQty = (itemId: string, productId: string, qty: number) =>
      call('PUT', `/cart/v1/cart/${basketId}/item`, { cartId: basketId, itemId, productId, qty });
    const setStore = (itemId: string, storeId: string | null, qty?: number) =>
      call('PUT', `/cart/v1/cart/${basketId}/item`, {
        cartId: basketId,
        itemId,
        storeId,
        ...(qty === undefined ? {} : { qty }),
      });
    const setMethod = (payload: object) =>
      call('POST', `/cart/v1/shippingMethod?cartId=${basketId}`, { cartId: basketId, ...payload });
    const read = () => call('GET', `/cart/v1/cart/${basketId}`);
    return { add, setQty, setStore, setMethod, read };
  }

  it('sold out online, on the store’s shelf: added for pickup, up to what the store holds', async () => {
    const [variant] = variants;
    await setStock(t.db, variant!.upc, 0);
    await setStock(t.db, variant!.upc, 3, store);
    forgetCatalogFacts(t.db);
    const { add, setQty } = await shopper();
    // Delivered, it cannot be had; collected, it can.
    expectSpecError(await add(variant!, 1), 400, 'INV700', 'upc');
    let cart = cartOf(await add(variant!, 2, store));
    const line = cart.items.find((item) => item.upc === variant!.upc)!;
    expect(line).toMatchObject({ qty: 2, shipmentId: pickupShipmentId(store) });
    expect(cart.flash).toEqual([]);
    // A new cart with the item to collect, likewise.
    const token = (await guestToken(t)).accessToken;
    const created = await t.app.inject({
      method: 'POST',
      url: '/cart/v1/cartWithItem',
      headers: { ...AUTH, ...bearer(token), 'x-site-id': 'stride-en-us' },
      payload: { ...variant, qty: 1, storeId: store },
    });
    expect(cartOf(created).items.map((item) => [item.upc, item.shipmentId])).toContainEqual([
      variant!.upc,
      pickupShipmentId(store),
    ]);
    // More than the store holds: what it holds, the rest reported.
    cart = cartOf(await setQty(line.id, variant!.productId, 5));
    expect(cart.items.find((item) => item.id === line.id)?.qty).toBe(3);
    expect(cart.flash).toContainEqual(
      expect.objectContaining({
        code: 'INV406',
        details: expect.objectContaining({ sku: variant!.upc, missingQty: 2 }),
      }),
    );
  });

  it('in stock online, none in the store: not added for pickup (INV700), nor raised there (INV406)', async () => {
    const [, variant] = variants;
    await setStock(t.db, variant!.upc, 10);
    await setStock(t.db, variant!.upc, 1, store);
    forgetCatalogFacts(t.db);
    const { add, setQty } = await shopper();
    const cart = cartOf(await add(variant!, 1, store));
    const line = cart.items.find((item) => item.upc === variant!.upc)!;
    // All the store holds is in the cart: adding more to collect there is INV406 naming the store's stock, not the web's.
    const more = expectSpecError(await add(variant!, 1, store), 400, 'INV406', 'qty');
    expect(more.errorDetails[0]).toMatchObject({ qty: 1, inventoryLevel: 1 });
    await setStock(t.db, variant!.upc, 0, store);
    const raised = expectSpecError(await setQty(line.id, variant!.productId, 2), 400, 'INV406', 'qty');
    expect(raised.errorDetails[0]).toMatchObject({ qty: 1, inventoryLevel: 0 });
    const { add: addElsewhere } = await shopper();
    expectSpecError(await addElsewhere(variant!, 1, store), 400, 'INV700', 'upc');
  });

  it('moving a line to a store short of it answers as POST shippingMethod does: 200, the line kept, INV702', async () => {
    const [, , , variant] = variants;
    await setStock(t.db, variant!.upc, 20);
    await setStock(t.db, variant!.upc, 0, store);
    forgetCatalogFacts(t.db);
    const { add, setStore, setMethod, read } = await shopper();
    const line = cartOf(await add(variant!, 2)).items.find((item) => item.upc === variant!.upc)!;
    const refused = {
      type: 'StoreOutOfStock',
      code: 'INV702',
      details: expect.objectContaining({ sku: variant!.upc, missingQty: 2, action: 'keepDelivery' }),
    };
    const byMethod = await setMethod({ code: 'pickup', shippingId: 'home', storeId: store });
    expect(byMethod.statusCode).toBe(200);
    expect(cartOf(byMethod).flash).toContainEqual(expect.objectContaining(refused));
    const byItem = await setStore(line.id, store);
    expect(byItem.statusCode).toBe(200);
    let cart = cartOf(byItem);
    expect(cart.items.find((item) => item.id === line.id)).toMatchObject({ shipmentId: 'home', qty: 2 });
    expect(cart.flash).toContainEqual(expect.objectContaining(refused));
    expect(cart.shippingMethods.map((shipment) => shipment.shippingId)).not.toContain(pickupShipmentId(store));
    // Some on the shelf, fewer than the line: kept too (StorePartialStock); the quantity asked with it counts.
    await setStock(t.db, variant!.upc, 1, store);
    cart = cartOf(await setStore(line.id, store));
    expect(cart.items.find((item) => item.id === line.id)?.shipmentId).toBe('home');
    expect(cart.flash).toContainEqual(
      expect.objectContaining({ type: 'StorePartialStock', details: expect.objectContaining({ missingQty: 1 }) }),
    );
    cart = cartOf(await setStore(line.id, store, 1));
    expect(cart.items.find((item) => item.id === line.id)).toMatchObject({
      shipmentId: pickupShipmentId(store),
      qty: 1,
    });
    expect(cart.flash).toEqual([]);
    // The store sells out after the move: the line says so in words, not "Only 0".
    await setStock(t.db, variant!.upc, 0, store);
    cart = cartOf(await read());
    expect(cart.items.find((item) => item.id === line.id)?.customerNotifications).toEqual([
      { code: 'INV702', message: 'This item isn’t available at this store.' },
    ]);
  });

  it('a store that offers no pickup is STR404, whatever it holds', async () => {
    const [, , variant] = variants;
    const stores = await pickupStoreIds(t.db, { brand: 'stride', country: 'US' });
    const off = stores[stores.length - 1]!;
    await setStock(t.db, variant!.upc, 5, off);
    await t.db.updateTable('stores').set({ pickup_enabled: 0 }).where('store_id', '=', off).execute();
    const { add } = await shopper();
    expectSpecError(await add(variant!, 1, off), 404, 'STR404', 'storeId');
    expectSpecError(await add(variant!, 1, 'ZZ999'), 404, 'STR404', 'storeId');
  });
});
