import type { Cart } from '@outsole/contracts/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { cartOf, pickupStoreIds, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { HOME_SHIPMENT_ID, pickupShipmentId } from './cart.shipping.js';

/** Where a gift with purchase travels (decision 0044): with the order, collected with it when every bought line is. */
describe(`a gift with purchase travels with the order (${TEST_DB})`, () => {
  let t: TestApp;
  let bought: Variant[];
  let holding: string;
  let without: string;
  let another: string;
  let giftOnline: string;
  let giftElsewhere: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    bought = await variantsOn(t.db, 'stride-en-us', 3, { order: 'product' });
    [holding, without, another] = (await pickupStoreIds(t.db, { brand: 'stride', country: 'US' })) as [
      string,
      string,
      string,
    ];
    // The site's gift (demo promotion "gift", over the threshold): every variant of it held at one store, none at the
    // second, one at the third; the bought lines everywhere.
    const promotion = await t.db
      .selectFrom('promotions')
      .select('definition')
      .where('promotion_id', '=', 'stride-en-us-gift')
      .executeTakeFirstOrThrow();
    const giftProduct = (JSON.parse(promotion.definition) as { reward: { productId: string } }).reward.productId;
    const giftVariants = await t.db
      .selectFrom('variants')
      .select('upc')
      .where('product_id', '=', giftProduct)
      .orderBy('upc')
      .execute();
    // Online, one variant of the gift only (the one the pricing gives); the third store holds another one only.
    [giftOnline, giftElsewhere] = giftVariants.map((variant) => variant.upc) as [string, string];
    for (const { upc } of giftVariants) {
      await setStock(t.db, upc, upc === giftOnline ? 10 : 0);
      await setStock(t.db, upc, 5, holding);
      await setStock(t.db, upc, 0, without);
      await setStock(t.db, upc, upc === giftElsewhere ? 3 : 0, another);
    }
    for (const variant of bought) {
      for (const location of [undefined, holding, without, another]) await setStock(t.db, variant.upc, 20, location);
    }
  });
  afterAll(() => t.close());

  async function shopper() {
    const token = (await guestToken(t)).accessToken;
    const call = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...AUTH, ...bearer(token), 'x-site-id': 'stride-en-us' },
        ...(payload ? { payload } : {}),
      });
    const basketId = cartOf(await call('POST', '/cart/v1/cart', {})).basketId;
    const add = async (variant: Variant, qty: number, storeId?: string) =>
      cartOf(
        await call('POST', '/cart/v1/item', { cartId: basketId, ...variant, qty, ...(storeId ? { storeId } : {}) }),
      );
    const remove = async (itemId: string) =>
      cartOf(await call('DELETE', `/cart/v1/item?cartId=${basketId}&itemId=${itemId}`));
    const setMethod = async (body: Record<string, unknown>) =>
      cartOf(await call('POST', '/cart/v1/shippingMethod', { cartId: basketId, ...body }));
    return { add, remove, setMethod };
  }

  const gift = (cart: Cart) => cart.items.find((item) => item.bonus);
  const line = (cart: Cart, variant: Variant) => cart.items.find((item) => !item.bonus && item.upc === variant.upc);

  it('is collected with the order at its store, so the cart needs no delivery nor address for it', async () => {
    const { add } = await shopper();
    await add(bought[0]!, 4, holding);
    const cart = await add(bought[1]!, 4, holding);
    expect(gift(cart), 'the order earns the gift').toBeDefined();
    expect(gift(cart)?.shipmentId).toBe(pickupShipmentId(holding));
    expect(gift(cart)?.shippingOptions.storeInfo?.id).toBe(holding);
    // Nothing is delivered: no shipping, and the tax is known from the store's address.
    expect(cart.totals.shipping).toBe(0);
    expect(cart.totals.taxCalculated).toBe(true);
  });

  it('is delivered while anything bought is, and collected again once nothing is', async () => {
    const { add, remove } = await shopper();
    await add(bought[0]!, 4, holding);
    let cart = await add(bought[1]!, 4, holding);
    expect(gift(cart)?.shipmentId).toBe(pickupShipmentId(holding));
    cart = await add(bought[2]!, 1);
    expect(gift(cart)?.shipmentId).toBe(HOME_SHIPMENT_ID);
    expect(gift(cart)?.shippingOptions.storeInfo).toBeNull();
    cart = await remove(line(cart, bought[2]!)!.id);
    expect(gift(cart)?.shipmentId).toBe(pickupShipmentId(holding));
  });

  it('is delivered when the stores collecting the order do not hold it; the first store that does takes it', async () => {
    const { add } = await shopper();
    await add(bought[0]!, 4, without);
    let cart = await add(bought[1]!, 4, without);
    expect(gift(cart)?.shipmentId).toBe(HOME_SHIPMENT_ID);
    // A line collected at a store that holds the gift: the gift goes there.
    cart = await add(bought[2]!, 1, holding);
    expect(gift(cart)?.shipmentId).toBe(pickupShipmentId(holding));
  });

  it('switched to the store and back home by the shopper, the gift comes home as a variant in stock online', async () => {
    const { add, setMethod } = await shopper();
    await add(bought[0]!, 4);
    let cart = await add(bought[1]!, 4);
    expect(gift(cart)).toMatchObject({ shipmentId: HOME_SHIPMENT_ID, upc: giftOnline });
    const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    cart = await setMethod({ shippingId: HOME_SHIPMENT_ID, code: 'pickup', storeId: another, contact });
    expect(gift(cart)).toMatchObject({ shipmentId: pickupShipmentId(another), upc: giftElsewhere });
    cart = await setMethod({ shippingId: pickupShipmentId(another), code: 'standard', shopperAppliedSM: true });
    expect(line(cart, bought[0]!)?.shipmentId).toBe(HOME_SHIPMENT_ID);
    // The store's variant has none online: the gift takes the one that has, and nothing is short.
    expect(gift(cart)).toMatchObject({ shipmentId: HOME_SHIPMENT_ID, upc: giftOnline });
    expect(cart.flash.filter((entry) => entry.code.startsWith('INV'))).toEqual([]);
  });

  it('a store holding another variant of the gift gives that one; delivered again, it is one in stock online', async () => {
    const { add } = await shopper();
    await add(bought[0]!, 4);
    let cart = await add(bought[1]!, 4);
    expect(gift(cart)?.upc).toBe(giftOnline);
    const { add: collect } = await shopper();
    await collect(bought[0]!, 4, another);
    cart = await collect(bought[1]!, 4, another);
    expect(gift(cart)).toMatchObject({ shipmentId: pickupShipmentId(another), upc: giftElsewhere });
    // Not in stock online, on the store's shelf: nothing short.
    expect(cart.flash).toEqual([]);
    cart = await collect(bought[2]!, 1);
    expect(gift(cart)).toMatchObject({ shipmentId: HOME_SHIPMENT_ID, upc: giftOnline });
  });
});
