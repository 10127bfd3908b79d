import { ApplicableShippingMethods, type Cart } from '@outsole/contracts/cart';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { cartOf, setStock, variantsOn, type Variant } from '../../test/cart-kit.js';
import { forgetCatalogFacts } from '../products/catalog-clock.js';
import { pickupShipmentId } from './cart.shipping.js';

const SITE = 'stride-fr-fr';
// Stride Saint-Lazare, Paris: Monday to Saturday 10:00–19:30, closed on Sundays (the demo seed).
const STORE = 'FR102';
const SHIPMENT = pickupShipmentId(STORE);

/**
 * A pickup's delivery time follows its store's opening hours in the store's zone (@outsole/contracts/pickup-ready):
 * the same day while the order can be ready two hours on and an hour before closing, else the day the store next
 * opens, as `n-n days` (spec §4) — on the line, the shipment's methods and the shipment's method list alike.
 */
describe(`a pickup is ready when its store is open (${TEST_DB})`, () => {
  let t: TestApp;
  let variant: Variant;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    [variant] = (await variantsOn(t.db, SITE, 1)) as [Variant];
    await setStock(t.db, variant.upc, 5, STORE);
    forgetCatalogFacts(t.db);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  function pickupTimes(cart: Cart): string[] {
    const line = cart.items.find((item) => item.shipmentId === SHIPMENT);
    const method = cart.shippingMethods.find((each) => each.shippingId === SHIPMENT);
    return [
      line?.shippingOptions.shippingMethod.deliveryTime ?? '',
      method?.applicableShippingMethods.find((each) => each.code === 'pickup')?.deliveryTime ?? '',
    ];
  }

  /** A new guest's cart holding the variant for pickup at the store, made at the clock's time. */
  async function pickupCart() {
    const token = (await guestToken(t)).accessToken;
    const headers = { ...AUTH, ...bearer(token), 'x-site-id': SITE };
    const created = await t.app.inject({
      method: 'POST',
      url: '/cart/v1/cartWithItem',
      headers,
      payload: { ...variant, qty: 1, storeId: STORE },
    });
    const cart = cartOf(created);
    const read = async () =>
      cartOf(await t.app.inject({ method: 'GET', url: `/cart/v1/cart/${cart.basketId}`, headers }));
    const methods = async () => {
      const listed = await t.app.inject({
        method: 'GET',
        url: `/cart/v1/cart/${cart.basketId}/shippingMethod/${SHIPMENT}`,
        headers,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      return ApplicableShippingMethods.parse(listed.json()).applicableShippingMethods;
    };
    return { cart, read, methods };
  }

  it.each([
    ['Sunday noon, closed all day: ready Monday', '2026-12-06T11:00:00Z', '1-1 days'],
    ['Monday 08:00, before opening: the same day', '2026-12-07T07:00:00Z', 'same day'],
    ['Monday 17:00: ready 19:00, half an hour before closing: Tuesday', '2026-12-07T16:00:00Z', '1-1 days'],
    ['Saturday 18:00, closed on Sunday: ready Monday', '2026-12-12T17:00:00Z', '2-2 days'],
  ])('Paris, %s', async (_name, iso, deliveryTime) => {
    at(iso);
    const { cart, methods } = await pickupCart();
    expect(pickupTimes(cart)).toEqual([deliveryTime, deliveryTime]);
    expect((await methods()).find((each) => each.code === 'pickup')?.deliveryTime).toBe(deliveryTime);
  });

  it('a cart read again past the cut-off answers the next day (no kept answer across it)', async () => {
    at('2026-12-07T15:25:00Z'); // Monday 16:25 in Paris: ready 18:25, over an hour before 19:30
    const { cart, read } = await pickupCart();
    expect(pickupTimes(cart)).toEqual(['same day', 'same day']);
    expect(pickupTimes(await read())).toEqual(['same day', 'same day']);
    at('2026-12-07T15:35:00Z');
    expect(pickupTimes(await read())).toEqual(['1-1 days', '1-1 days']);
  });
});
