import { describe, expect, it, vi } from 'vitest';

import { cartAnswer, cartItem, storeFixture, UPC_A, UPC_B } from '#app/features/cart/cart-test-kit.ts';
import { apiError, isolateSessionTests } from '#app/lib/session/session-test-kit.ts';
import { requiredContact, storeOptions } from '#app/features/cart/place-search.server.ts';
import { storeShortage } from '#app/features/cart/cart-view.ts';
import { cartApi as api, loadCartPage as load, postToCart as post, problemOf } from './cart-route.test-kit.ts';

/** Pickup in store, ship to store and collection points on the cart route (issue 5): the place search and each intent. */

function stock(upc: string, quantity: number) {
  return { upc, colourCode: '297', size: '10', width: 'D', quantity, available: quantity > 0 };
}

const LINE_A = cartItem({ id: 'item-1', qty: 2 });
const LINE_B = cartItem({ id: 'item-2', productId: 'SRN200001', masterId: 'SRN200001', upc: UPC_B, name: 'Trail 2' });
const HOME = {
  shippingId: 'home',
  code: 'standard' as const,
  storeId: null,
  address: null,
  applicableShippingMethods: [
    { code: 'standard' as const, label: 'Standard shipping', deliveryTime: '3-5 days', price: 795 },
    { code: 'pickup' as const, label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
    { code: 'sts' as const, label: 'Ship to store', deliveryTime: '3-5 days', price: 0 },
    { code: 'pudo' as const, label: 'Pickup point', deliveryTime: '3-5 days', price: 495 },
  ],
};
const CART = cartAnswer({ shippingMethods: [HOME] }, [LINE_A, LINE_B]);
const WITH_PICKUP = cartAnswer(
  { shippingMethods: [HOME, { ...HOME, shippingId: 'pickup-US101', code: 'pickup', storeId: 'US101' }] },
  [LINE_A, LINE_B],
);

/** A line collected at `storeId` (pickup). */
function collectedAt(line: ReturnType<typeof cartItem>, storeId: string) {
  return cartItem({
    ...line,
    shipmentId: `pickup-${storeId}`,
    shippingOptions: {
      ...line.shippingOptions,
      shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
      storeInfo: { id: storeId, storeInventory: 5 },
    },
  });
}

/** The api's country list with the US alone: its mobile numbers' dial code, mask and digits. */
function usCountryList() {
  return Response.json({
    countries: [
      {
        countryCode: 'US',
        name: 'United States',
        dialCode: '1',
        phoneMask: '(XXX) XXX - XXXX',
        phoneDigits: 10,
        currency: 'USD',
        states: [],
      },
    ],
  });
}

function availability(productId: string, stores: unknown[]) {
  return Response.json({ productId, stores });
}

isolateSessionTests();

describe('cart page loader: the date at a collected shipment’s place', () => {
  it('is read in the place’s own zone, for the weekday its pickup is ready on; a place without one has none', async () => {
    const at = (timezone?: string) => ({
      name: 'Stride',
      address: { addressLine1: '1 Main St', city: 'Somewhere', region: 'NY', postalCode: '00000', countryCode: 'US' },
      ...(timezone ? { timezone } : {}),
    });
    const cart = cartAnswer(
      {
        shippingMethods: [
          HOME,
          { ...HOME, shippingId: 'pickup-US101', code: 'pickup', storeId: 'US101', place: at('America/New_York') },
          { ...HOME, shippingId: 'pickup-US501', code: 'pickup', storeId: 'US501', place: at('America/Los_Angeles') },
          { ...HOME, shippingId: 'pickup-US502', code: 'pickup', storeId: 'US502', place: at() },
        ],
      },
      [LINE_A],
    );
    api({ 'GET /cart/v1/cart/basket-1': [Response.json(cart)] });
    // Just after midnight on Monday in New York: still Sunday in Los Angeles.
    vi.useFakeTimers({ now: new Date('2026-12-07T05:30:00Z'), toFake: ['Date'] });
    try {
      const page = await load();
      expect(page.today).toBe('2026-12-07');
      expect(page.placeToday).toEqual({ 'pickup-US101': '2026-12-07', 'pickup-US501': '2026-12-06' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a cart action’s answer: the dates its cart counts from', () => {
  it('are those the page’s loader reads, so the mini cart showing an add’s answer says "Ready Monday" too', async () => {
    const cart = cartAnswer(
      {
        shippingMethods: [
          HOME,
          {
            ...HOME,
            shippingId: 'pickup-US501',
            code: 'pickup',
            storeId: 'US501',
            place: {
              name: 'Stride Santa Monica',
              address: {
                addressLine1: '1 Main St',
                city: 'Santa Monica',
                region: 'CA',
                postalCode: '90401',
                countryCode: 'US',
              },
              timezone: 'America/Los_Angeles',
            },
          },
        ],
      },
      [LINE_A, collectedAt(LINE_B, 'US501')],
    );
    api({ 'POST /cart/v1/item': [Response.json(cart)] });
    vi.useFakeTimers({ now: new Date('2026-12-07T05:30:00Z'), toFake: ['Date'] });
    try {
      const result = await post({ intent: 'add-item', productId: 'SRN155750', upc: UPC_A }, { product: true });
      expect(result.data).toMatchObject({
        ok: true,
        dates: { today: '2026-12-07', placeToday: { 'pickup-US501': '2026-12-06' } },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cart page loader: the place dialog', () => {
  it('?place without a postal code opens the dialog with no search call', async () => {
    const fake = api({ 'GET /cart/v1/cart/basket-1': [Response.json(CART)] });
    const page = await load('?place=home&kind=pickup');
    expect(page.place).toMatchObject({
      shipmentId: 'home',
      kind: 'pickup',
      stores: null,
      currentStoreId: null,
      required: { email: true, phone: false },
    });
    expect(fake.callsTo('/products/v1/products/')).toHaveLength(0);
  });

  it('stores near the postal code with the per-store availability of every item of the shipment', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(CART)],
      'POST /products/v1/products/SRN155750/availability': [
        availability('SRN155750', [
          { store: storeFixture('US102'), distanceKm: 2.5, variants: [stock(UPC_A, 1)] },
          { store: storeFixture('US101'), distanceKm: 1.2, variants: [stock(UPC_A, 5)] },
          { store: storeFixture('US103', { pickupEnabled: false }), distanceKm: 0.5, variants: [stock(UPC_A, 9)] },
        ]),
      ],
      'POST /products/v1/products/SRN200001/availability': [
        availability('SRN200001', [
          { store: storeFixture('US101'), distanceKm: 1.2, variants: [stock(UPC_B, 3)] },
          { store: storeFixture('US102'), distanceKm: 2.5, variants: [stock(UPC_B, 0)] },
        ]),
      ],
    });
    const page = await load('?place=home&kind=pickup&near=10012');
    expect(fake.callsTo('/products/v1/products/SRN155750/availability')[0]?.body).toEqual({
      location: { place: '10012' },
    });
    // Nearest first; a store without pickup is left out; 1 of 2 units of item A is short at US102.
    expect(page.place?.stores?.map((entry) => [entry.storeId, entry.inStockCount, entry.items.length])).toEqual([
      ['US101', 2, 2],
      ['US102', 0, 2],
    ]);
  });

  it('reads the stock of the shipment’s free gift too, and names it at each store lacking it (findings-1 F8)', async () => {
    const gift = cartItem({
      id: 'gift',
      bonus: true,
      productId: 'SRN300001',
      masterId: 'SRN300001',
      upc: UPC_B,
      name: 'Strata 8 Socks',
    });
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(cartAnswer({ shippingMethods: [HOME] }, [LINE_A, gift]))],
      'POST /products/v1/products/SRN155750/availability': [
        availability('SRN155750', [
          { store: storeFixture('US101'), distanceKm: 1.2, variants: [stock(UPC_A, 5)] },
          { store: storeFixture('US102'), distanceKm: 2.5, variants: [stock(UPC_A, 5)] },
        ]),
      ],
      'POST /products/v1/products/SRN300001/availability': [
        availability('SRN300001', [
          { store: storeFixture('US101'), distanceKm: 1.2, variants: [stock(UPC_B, 0)] },
          // Another variant of the gift in stock is enough: the cart takes the store's variant.
          { store: storeFixture('US102'), distanceKm: 2.5, variants: [stock(UPC_B, 0), stock('000000000031', 2)] },
        ]),
      ],
    });
    const page = await load('?place=home&kind=pickup&near=94103');
    expect(fake.callsTo('/products/v1/products/SRN300001/availability')).toHaveLength(1);
    // The gift is no item to collect: the counts are of what the shopper bought.
    expect(page.place?.stores?.map((entry) => [entry.storeId, entry.inStockCount, entry.giftsDelivered])).toEqual([
      ['US101', 1, ['Strata 8 Socks']],
      ['US102', 1, []],
    ]);
  });

  it('each pickup store says when an order is ready there, from its opening hours in its zone', () => {
    // Stride Saint-Lazare: Monday to Saturday, closed on Sundays; asked on Sunday noon in Paris.
    const paris = storeFixture('FR102', {
      timezone: 'Europe/Paris',
      openingHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '19:30' })),
    });
    const entries = [{ store: paris, distanceKm: 1, variants: [stock(UPC_A, 1)] }];
    const items = [{ upc: UPC_A, name: 'Strata 4 Socks', qty: 1 }];
    const sunday = new Date('2026-12-06T11:00:00Z');
    expect(storeOptions('pickup', items, entries, sunday)[0]?.ready).toEqual({ days: 1, weekday: 1 });
    expect(storeOptions('pickup', items, entries, new Date('2026-12-07T09:00:00Z'))[0]?.ready).toEqual({
      days: 0,
      weekday: 1,
    });
    // Ship to store is not ready at the store's next opening: no readiness.
    expect(storeOptions('sts', items, entries, sunday)[0]?.ready).toBeNull();
  });

  it('ship to store lists stores that ship to store; a pickup store already chosen is the current one', async () => {
    api({
      'GET /cart/v1/cart/basket-1': [Response.json(WITH_PICKUP)],
      'POST /products/v1/products/SRN155750/availability': [
        availability('SRN155750', [
          { store: storeFixture('US101'), distanceKm: 1, variants: [] },
          { store: storeFixture('US104', { shipToStoreEnabled: false }), distanceKm: 1, variants: [] },
        ]),
      ],
      'POST /products/v1/products/SRN200001/availability': [availability('SRN200001', [])],
    });
    expect((await load('?place=home&kind=sts&near=10012')).place?.stores?.map((s) => s.storeId)).toEqual(['US101']);
    api({ 'GET /cart/v1/cart/basket-1': [Response.json(WITH_PICKUP)] });
    expect((await load('?place=home&kind=pickup')).place?.currentStoreId).toBe('US101');
    const two = cartAnswer(
      {
        shippingMethods: [
          HOME,
          { ...HOME, shippingId: 'pickup-US101', code: 'pickup', storeId: 'US101' },
          { ...HOME, shippingId: 'pickup-US102', code: 'pickup', storeId: 'US102' },
        ],
      },
      [LINE_A, { ...LINE_B, shipmentId: 'pickup-US102' }],
    );
    api({ 'GET /cart/v1/cart/basket-1': [Response.json(two)] });
    expect((await load('?place=pickup-US102&kind=pickup')).place?.currentStoreId).toBe('US102');
  });

  it('collection points come from POST /stores/v1/collectionPoints', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(CART)],
      'POST /stores/v1/collectionPoints': [
        Response.json({
          searchLocation: { latitude: 40.7, longitude: -74 },
          radiusKm: 15,
          collectionPoints: [
            {
              collectionPointId: 'CP-US-0001',
              carrier: 'ups',
              type: 'locker',
              name: 'UPS Locker Houston St',
              address: {
                addressLine1: '2 Houston St',
                city: 'New York',
                region: 'NY',
                postalCode: '10012',
                countryCode: 'US',
              },
              location: { latitude: 40.7, longitude: -74 },
              distanceKm: 0.4,
              timezone: 'America/New_York',
              openingHours: [],
              requiresCustomerNumber: false,
              customerNumberLabel: null,
            },
            {
              collectionPointId: 'CP-US-0002',
              carrier: 'dhl',
              type: 'locker',
              name: 'DHL Packstation 101',
              address: {
                addressLine1: '3 Houston St',
                city: 'New York',
                region: 'NY',
                postalCode: '10012',
                countryCode: 'US',
              },
              location: { latitude: 40.7, longitude: -74 },
              distanceKm: 0.5,
              timezone: 'America/New_York',
              openingHours: [],
              requiresCustomerNumber: true,
              customerNumberLabel: 'Postnummer',
            },
          ],
        }),
      ],
    });
    const page = await load('?place=home&kind=pudo&near=10012');
    expect(fake.callsTo('/stores/v1/collectionPoints')[0]?.body).toEqual({ place: '10012' });
    expect(page.place?.points).toEqual([
      {
        collectionPointId: 'CP-US-0001',
        name: 'UPS Locker Houston St',
        type: 'locker',
        address: '2 Houston St, New York, NY 10012',
        distanceKm: 0.4,
      },
      // A point that needs the carrier's customer number says so (t1-F1): the dialog asks for the Postnummer there.
      {
        collectionPointId: 'CP-US-0002',
        name: 'DHL Packstation 101',
        type: 'locker',
        address: '3 Houston St, New York, NY 10012',
        distanceKm: 0.5,
        requiresCustomerNumber: true,
      },
    ]);
  });

  it('a shipment at a collection point: that point is marked current, and listed first when not found (t1 F1)', async () => {
    const place = {
      name: 'FedEx Locker Embarcadero',
      requiresCustomerNumber: true,
      address: {
        addressLine1: '4 Embarcadero Ctr',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94111',
        countryCode: 'US',
      },
    };
    const atPoint = cartAnswer(
      { shippingMethods: [{ ...HOME, code: 'pudo', collectionPointId: 'CP-US-0019', place }] },
      [LINE_A, LINE_B],
    );
    const found = (ids: string[]) =>
      Response.json({
        searchLocation: { latitude: 37.77, longitude: -122.41 },
        radiusKm: 15,
        collectionPoints: ids.map((collectionPointId, index) => ({
          collectionPointId,
          carrier: 'ups',
          name: collectionPointId,
          type: 'locker',
          address: {
            addressLine1: '1 Market St',
            city: 'San Francisco',
            region: 'CA',
            postalCode: '94105',
            countryCode: 'US',
          },
          location: { latitude: 37.77, longitude: -122.41 },
          distanceKm: index + 0.5,
          timezone: 'America/Los_Angeles',
          openingHours: [],
          requiresCustomerNumber: false,
          customerNumberLabel: null,
        })),
      });
    api({
      'GET /cart/v1/cart/basket-1': [Response.json(atPoint), Response.json(atPoint)],
      'POST /stores/v1/collectionPoints': [found(['CP-US-0018', 'CP-US-0019']), found(['CP-US-0001'])],
    });
    const near = await load('?place=home&kind=pudo&near=94110');
    expect(near.place?.currentPointId).toBe('CP-US-0019');
    expect(near.place?.points?.map((point) => point.collectionPointId)).toEqual(['CP-US-0018', 'CP-US-0019']);
    const elsewhere = await load('?place=home&kind=pudo&near=10012');
    expect(elsewhere.place?.points?.map((point) => [point.collectionPointId, point.name, point.distanceKm])).toEqual([
      ['CP-US-0019', 'FedEx Locker Embarcadero', null],
      ['CP-US-0001', 'CP-US-0001', 0.5],
    ]);
    // The shipment's own point keeps asking for the customer number it needs (the cart's place says so).
    expect(elsewhere.place?.points?.map((point) => point.requiresCustomerNumber ?? false)).toEqual([true, false]);
  });

  it('near the shopper (`lat`, `lng`): stores and collection points by their rounded position, not a place', async () => {
    const fake = api({
      'GET /cart/v1/cart/basket-1': [Response.json(CART), Response.json(CART), Response.json(CART)],
      'POST /products/v1/products/SRN155750/availability': [
        availability('SRN155750', [{ store: storeFixture('US101'), distanceKm: 0.6, variants: [stock(UPC_A, 5)] }]),
      ],
      'POST /products/v1/products/SRN200001/availability': [availability('SRN200001', [])],
      'POST /stores/v1/collectionPoints': [
        Response.json({ searchLocation: { latitude: 40.73, longitude: -73.994 }, radiusKm: 15, collectionPoints: [] }),
      ],
    });
    const stores = await load('?place=home&kind=pickup&lat=40.730149&lng=-73.993512&near=ignored');
    expect(fake.callsTo('/products/v1/products/SRN155750/availability')[0]?.body).toEqual({
      location: { latitude: 40.73, longitude: -73.994 },
    });
    expect(stores.place).toMatchObject({ near: '', nearYou: { latitude: 40.73, longitude: -73.994 } });
    expect(stores.place?.stores?.map((entry) => entry.storeId)).toEqual(['US101']);
    const points = await load('?place=home&kind=pudo&lat=40.73&lng=-73.994');
    expect(fake.callsTo('/stores/v1/collectionPoints')[0]?.body).toEqual({ latitude: 40.73, longitude: -73.994 });
    expect(points.place?.points).toEqual([]);
    // A position off the globe is none: the dialog opens unsearched, with no call.
    const off = await load('?place=home&kind=pickup&lat=95&lng=0');
    expect(off.place).toMatchObject({ stores: null, near: '' });
    expect(off.place?.nearYou).toBeUndefined();
    expect(fake.callsTo('/products/v1/products/')).toHaveLength(2);
  });

  it('an empty or unknown postal code is a field error; a failed search a form error; bad ids close it', async () => {
    api({
      'GET /cart/v1/cart/basket-1': [Response.json(CART)],
      'POST /products/v1/products/SRN155750/availability': [apiError(400, 'API400'), apiError(503, 'GEN503')],
      'POST /products/v1/products/SRN200001/availability': [
        availability('SRN200001', []),
        availability('SRN200001', []),
      ],
    });
    expect((await load('?place=home&kind=pickup&near=')).place?.fieldError).toBe('Please fill in this field.');
    expect((await load('?place=home&kind=pickup&near=00000')).place?.fieldError).toEqual(expect.any(String));
    expect((await load('?place=home&kind=pickup&near=10012')).place?.formError).toEqual(expect.any(String));
    expect((await load('?place=pickup-US999&kind=pickup')).place).toBeNull();
    expect((await load('?place=home&kind=teleport')).place).toBeNull();
  });
});

describe('the contact the dialog asks for (spec §5 per-locale rules, as the api checks them)', () => {
  it('pickup and ship to store need an email; a collection point a phone outside en-us, no email in ja-jp', () => {
    expect(requiredContact('en-us', 'pickup')).toEqual({ email: true, phone: false });
    expect(requiredContact('ja-jp', 'sts')).toEqual({ email: true, phone: false });
    expect(requiredContact('en-us', 'pudo')).toEqual({ email: true, phone: false });
    expect(requiredContact('en-gb', 'pudo')).toEqual({ email: true, phone: true });
    expect(requiredContact('ja-jp', 'pudo')).toEqual({ email: false, phone: true });
  });
});

describe('a pickup line its store cannot supply (INV702 on reads)', () => {
  const pickup = (storeInventory: number | null, codes: string[] = []) =>
    cartItem({
      qty: 2,
      shipmentId: 'pickup-US101',
      shippingOptions: {
        selected: 'pickup',
        available: ['pickup'],
        shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
        storeInfo: { id: 'US101', storeInventory },
      },
      customerNotifications: codes.map((code) => ({ code, message: code })),
    });
  it('is what the store holds when below the quantity or flagged INV702, else null', () => {
    expect(storeShortage(pickup(1, ['INV702']))).toBe(1);
    expect(storeShortage(pickup(0))).toBe(0);
    expect(storeShortage(pickup(null, ['INV702']))).toBe(0);
    expect(storeShortage(pickup(5))).toBeNull();
    expect(storeShortage(cartItem({ qty: 3 }))).toBeNull();
  });
});

describe('cart actions: choosing a place', () => {
  const contact = { withContact: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

  it('pickup posts the store and the contact; an INV702 flash leaves the short item at home', async () => {
    const short = {
      ...WITH_PICKUP,
      // The first line moved to the store; the second stayed home.
      items: [collectedAt(LINE_A, 'US101'), LINE_B],
      flash: [
        {
          type: 'StorePartialStock',
          code: 'INV702',
          details: { sku: UPC_B, productId: 'SRN200001', missingQty: 1, shipmentId: 'home', action: 'keepDelivery' },
        },
      ],
    };
    const fake = api({ 'POST /cart/v1/shippingMethod': [Response.json(short)] });
    const result = await post({
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pickup',
      storeId: 'US101',
      ...contact,
    });
    expect(result.data).toMatchObject({
      ok: true,
      intent: 'set-shipping-method',
      notice: expect.stringMatching(/^Your shipping method was updated\. Trail 2: not in stock/) as string,
      updates: ['Trail 2: not in stock at this store in your quantity, so this item still ships to your address.'],
    });
    expect(fake.callsTo('/cart/v1/shippingMethod')[0]?.body).toEqual({
      cartId: 'basket-1',
      code: 'pickup',
      shippingId: 'home',
      storeId: 'US101',
      shopperAppliedSM: true,
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
  });

  it('a switch of store the new one cannot supply moves nothing: it says so, and where the line stays', async () => {
    const soho = {
      name: 'Stride SoHo',
      address: { addressLine1: '510 Broadway', city: 'New York', region: 'NY', postalCode: '10012', countryCode: 'US' },
    };
    const stayed = cartAnswer(
      {
        shippingMethods: [{ ...HOME, shippingId: 'pickup-US101', code: 'pickup', storeId: 'US101', place: soho }],
        flash: [
          {
            type: 'StorePartialStock',
            code: 'INV702',
            details: {
              sku: UPC_B,
              productId: 'SRN200001',
              missingQty: 2,
              shipmentId: 'pickup-US101',
              action: 'keepDelivery',
            },
          },
        ],
      },
      [collectedAt(LINE_B, 'US101')],
    );
    api({ 'POST /cart/v1/shippingMethod': [Response.json(stayed)] });
    const result = await post({
      intent: 'set-shipping-method',
      shippingId: 'pickup-US101',
      code: 'pickup',
      storeId: 'US102',
      currentStoreId: 'US101',
      confirmChange: '1',
      ...contact,
    });
    // A refusal (t1 F1), not an update: the dialog stays open and says it at the store list, with what was typed.
    const said =
      'Nothing was moved: this store doesn’t have your items in your quantity. ' +
      'Trail 2: not in stock at this store in your quantity, so this item stays at Stride SoHo. Choose another store.';
    expect(result.data).toMatchObject({
      ok: false,
      problem: {
        errorId: 'INV702',
        placement: 'delivery',
        message: said,
        fields: { storeId: said },
        values: { storeId: 'US102', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      },
    });
    // Without JavaScript the page comes back with the refusal (no success toast).
    api({ 'POST /cart/v1/shippingMethod': [Response.json(stayed)] });
    const plain = await post(
      {
        intent: 'set-shipping-method',
        shippingId: 'pickup-US101',
        code: 'pickup',
        storeId: 'US102',
        currentStoreId: 'US101',
        confirmChange: '1',
        ...contact,
      },
      { fetcher: false },
    );
    expect(plain.status).toBe(200);
    expect(problemOf(plain)).toMatchObject({ errorId: 'INV702', fields: { storeId: said } });
  });

  it('no store chosen: the list asks for one, with every bad contact field at once, and nothing is posted', async () => {
    const fake = api({});
    const result = await post({
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pickup',
      ...contact,
      email: '',
    });
    expect(problemOf(result).fields).toEqual({
      storeId: 'Choose a store.',
      email: 'Enter an email address so we can tell you when it’s ready.',
    });
    const point = await post({ intent: 'set-shipping-method', shippingId: 'home', code: 'pudo', ...contact });
    expect(problemOf(point).fields).toMatchObject({ collectionPointId: 'Choose a pickup point.' });
    expect(fake.callsTo('/cart/v1/shippingMethod')).toHaveLength(0);
  });

  it('switching to another store needs the confirmation; with it the new store is posted', async () => {
    const fake = api({ 'POST /cart/v1/shippingMethod': [Response.json(WITH_PICKUP)] });
    const fields = {
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pickup',
      storeId: 'US102',
      currentStoreId: 'US101',
      ...contact,
    };
    expect(problemOf(await post(fields))).toMatchObject({
      placement: 'delivery',
      message: 'Confirm that you want to switch stores.',
    });
    expect(fake.callsTo('/cart/v1/shippingMethod')).toHaveLength(0);
    expect((await post({ ...fields, confirmChange: '1' })).data).toMatchObject({ ok: true });
    expect(fake.callsTo('/cart/v1/shippingMethod')[0]?.body).toMatchObject({ storeId: 'US102' });
  });

  it('the same store needs no confirmation', async () => {
    api({ 'POST /cart/v1/shippingMethod': [Response.json(WITH_PICKUP)] });
    const result = await post({
      intent: 'set-shipping-method',
      shippingId: 'pickup-US101',
      code: 'pickup',
      storeId: 'US101',
      currentStoreId: 'US101',
      ...contact,
    });
    expect(result.data).toMatchObject({ ok: true });
  });

  it('collection point (pudo + collectionPointId + phone) and ship to store (sts + storeId)', async () => {
    const fake = api({ 'POST /cart/v1/shippingMethod': [Response.json(CART), Response.json(CART)] });
    await post({
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pudo',
      collectionPointId: 'CP-US-0001',
      ...contact,
      phone: '+12125550100',
    });
    await post({ intent: 'set-shipping-method', shippingId: 'home', code: 'sts', storeId: 'US101', ...contact });
    const [pudo, sts] = fake.callsTo('/cart/v1/shippingMethod');
    expect(pudo?.body).toMatchObject({
      code: 'pudo',
      collectionPointId: 'CP-US-0001',
      contact: { phone: '+12125550100' },
    });
    expect(sts?.body).toMatchObject({ code: 'sts', storeId: 'US101', contact: { firstName: 'Ada' } });
  });

  it('a DHL Postnummer typed goes with the contact; its refusal by the api shows at its field (t1-F1)', async () => {
    const fake = api({
      'POST /cart/v1/shippingMethod': [
        Response.json(CART),
        Response.json(
          {
            errorDetails: [
              {
                errorId: 'API400',
                message: 'Bitte gib deine Postnummer ein: nur Ziffern, 6 bis 10 Stellen.',
                field: 'body.contact.customerNumber',
              },
            ],
          },
          { status: 400 },
        ),
      ],
    });
    const pudo = {
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pudo',
      collectionPointId: 'CP-US-0002',
      ...contact,
      customerNumber: ' 12345678 ',
    };
    expect((await post(pudo)).data).toMatchObject({ ok: true });
    expect(fake.callsTo('/cart/v1/shippingMethod')[0]?.body).toMatchObject({
      contact: { firstName: 'Ada', customerNumber: '12345678' },
    });
    const refused = problemOf(await post({ ...pudo, customerNumber: '12' }, { fetcher: false }));
    // In the shop's words at the field, not the generic "some details" line.
    expect(refused.fields).toEqual({ customerNumber: 'Enter the Postnummer as digits only, 6 to 10 of them.' });
    // Without JavaScript the page comes back with what was typed.
    expect(refused.values).toMatchObject({ collectionPointId: 'CP-US-0002', customerNumber: '12' });
  });

  it('errors show in the dialog: STR404 store without pickup, SHP410 at the phone, a missing first name at its field', async () => {
    api({
      'POST /cart/v1/shippingMethod': [
        apiError(404, 'STR404'),
        apiError(400, 'SHP410'),
        Response.json(
          { errorDetails: [{ errorId: 'API400', message: 'required', field: 'body.contact.firstName' }] },
          { status: 400 },
        ),
      ],
    });
    const fields = { intent: 'set-shipping-method', shippingId: 'home', code: 'pickup', storeId: 'US101', ...contact };
    expect(problemOf(await post(fields))).toMatchObject({ errorId: 'STR404', placement: 'delivery' });
    expect(problemOf(await post({ ...fields, code: 'pudo', collectionPointId: 'CP-US-0001' })).fields).toEqual({
      phone: expect.any(String),
    });
    expect(problemOf(await post({ ...fields, firstName: '' })).fields).toEqual({ firstName: expect.any(String) });
  });

  it('contact names the api would refuse (bidi, invisible only): both marked at once, with what is wrong, unposted', async () => {
    const fake = api({});
    const fields = { intent: 'set-shipping-method', shippingId: 'home', code: 'pickup', storeId: 'US101', ...contact };
    const problem = problemOf(await post({ ...fields, firstName: '\u202EAda', lastName: '\u200B' }));
    expect(problem).toMatchObject({
      errorId: 'API400',
      placement: 'delivery',
      message: 'Please check the highlighted fields.',
      fields: {
        firstName: 'Please type this again without hidden characters (they often come with copy and paste).',
        lastName: 'Enter the last name of the person collecting.',
      },
    });
    expect(fake.callsTo('/cart/v1/shippingMethod')).toHaveLength(0);
  });

  it('contact names with digits or symbols (a person’s name, decision 0017): marked before posting, unposted', async () => {
    const fake = api({});
    const fields = { intent: 'set-shipping-method', shippingId: 'home', code: 'pickup', storeId: 'US101', ...contact };
    const problem = problemOf(await post({ ...fields, firstName: 'Ada 2', lastName: 'Lovelace!' }));
    expect(problem).toMatchObject({ errorId: 'API400', placement: 'delivery' });
    expect(problem.fields).toEqual({
      firstName: 'Please use only letters, spaces, hyphens, apostrophes and periods.',
      lastName: 'Please use only letters, spaces, hyphens, apostrophes and periods.',
    });
    expect(fake.callsTo('/cart/v1/shippingMethod')).toHaveLength(0);
  });

  it('every contact field the api would refuse is marked at once by its rules (email shape, mobile number), unposted', async () => {
    const fake = api({
      'GET /consumers-v3/utilities/countryList': [usCountryList()],
    });
    const fields = { intent: 'set-shipping-method', shippingId: 'home', code: 'pickup', storeId: 'US101', ...contact };
    const problem = problemOf(
      await post({ ...fields, firstName: '\u200B', lastName: 'Love\u202Elace', email: 'ada@example', phone: '555 01' }),
    );
    expect(problem).toMatchObject({ errorId: 'API400', placement: 'delivery' });
    expect(problem.fields).toEqual({
      firstName: 'Enter the first name of the person collecting.',
      lastName: 'Please type this again without hidden characters (they often come with copy and paste).',
      email: 'Please enter a valid email address.',
      phone: 'Please enter the full 10-digit mobile number, like (201) 555-0123.',
    });
    expect(Object.keys(problem.fields ?? {})).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(fake.callsTo('/cart/v1/shippingMethod')).toHaveLength(0);
    // A required email left empty is marked too; with no phone typed the country is not read.
    const empty = problemOf(await post({ ...fields, email: '  ' }));
    expect(empty.fields).toEqual({ email: 'Enter an email address so we can tell you when it’s ready.' });
    expect(fake.callsTo('/consumers-v3/utilities/countryList')).toHaveLength(1);
  });

  it('a phone the api refuses says at the field that it takes a mobile number, with the country mask’s digits', async () => {
    const refused = Response.json(
      { errorDetails: [{ errorId: 'API400', message: 'not a mobile', field: 'body.contact.phone' }] },
      { status: 400 },
    );
    api({
      'POST /cart/v1/shippingMethod': [refused.clone(), refused],
      'GET /consumers-v3/utilities/countryList': [usCountryList(), apiError(503, 'GEN503')],
    });
    const pudo = {
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pudo',
      collectionPointId: 'CP-US-0001',
      ...contact,
    };
    expect(problemOf(await post(pudo)).fields).toEqual({
      phone: 'Please enter the full 10-digit mobile number, like (201) 555-0123.',
    });
    // The country's mask unread: the field still names the phone as the problem.
    expect(problemOf(await post(pudo)).fields).toEqual({ phone: expect.any(String) });
  });

  it('without JavaScript a refused switch renders the page with the problem; a chosen store is a 303', async () => {
    api({ 'POST /cart/v1/shippingMethod': [Response.json(WITH_PICKUP)] });
    const fields = {
      intent: 'set-shipping-method',
      shippingId: 'home',
      code: 'pickup',
      storeId: 'US102',
      currentStoreId: 'US101',
      ...contact,
    };
    expect(problemOf(await post(fields, { fetcher: false })).errorId).toBe('STR409');
    const done = await post({ ...fields, confirmChange: '1' }, { fetcher: false });
    expect(done.status).toBe(303);
  });

  it('a malformed confirmation or collection point id is a 400', async () => {
    api({});
    await expect(
      post({
        intent: 'set-shipping-method',
        shippingId: 'home',
        code: 'pickup',
        storeId: 'US102',
        confirmChange: 'yes',
      }),
    ).rejects.toMatchObject({ init: { status: 400 } });
    await expect(
      post({ intent: 'set-shipping-method', shippingId: 'home', code: 'pudo', collectionPointId: 'x'.repeat(30) }),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });
});
