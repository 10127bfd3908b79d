import { AddressValidationResult } from '@outsole/contracts/addresses';
import { ApplicableShippingMethods, Cart } from '@outsole/contracts/cart';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '../../db/schema.js';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, guestToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { shippingMethod } from './cart.shipping.js';
import { CONTACT_RULES, requiredContactFields } from './cart.delivery.js';
import { variantsOn, pickupStoreIds } from '../../test/cart-kit.js';

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
const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com' };

async function setStock(db: Db, upc: string, location: string, quantity: number): Promise<void> {
  await db
    .insertInto('inventory')
    .values({ upc, location_id: location, quantity, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['upc', 'location_id']).doUpdateSet({ quantity }))
    .execute();
}

describe(`cart delivery (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: Variant[];
  let storeId: string;
  let otherStoreId: string;
  let pointId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    variants = await variantsOn(t.db, SITE, 6, { order: 'upc-desc' });
    [storeId, otherStoreId] = (await pickupStoreIds(t.db, { shipToStore: true })) as [string, string];
    const point = await t.db
      .selectFrom('collection_points')
      .select('point_id')
      .where('country_code', '=', 'US')
      .orderBy('point_id')
      .executeTakeFirstOrThrow();
    pointId = point.point_id;
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: { ...AUTH, ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  function cartOf(response: LightMyRequestResponse): Cart {
    expect(response.statusCode, response.body).toBe(200);
    return Cart.parse(response.json());
  }

  /** A new guest with a cart holding the given variants (qty each). */
  async function shopperWith(lines: { variant: Variant; qty: number }[]): Promise<{ token: string; cart: Cart }> {
    const token = (await guestToken(t)).accessToken;
    let cart = cartOf(await call('POST', '/cart/v1/cart', token, {}));
    for (const { variant, qty } of lines) {
      cart = cartOf(
        await call('POST', '/cart/v1/item', token, {
          cartId: cart.basketId,
          productId: variant.productId,
          upc: variant.upc,
          qty,
        }),
      );
    }
    return { token, cart };
  }

  const setMethod = (token: string, body: Record<string, unknown>) =>
    call('POST', '/cart/v1/shippingMethod', token, body);

  it('defines every method code with a label per language, a delivery time and a price per currency', () => {
    for (const code of ['standard', 'sts', 'pickup', 'pudo', 'digital', 'me', 'customs'] as const) {
      for (const currency of ['USD', 'GBP', 'EUR', 'JPY']) {
        const method = shippingMethod(code, currency, 'en-us');
        expect(method.code).toBe(code);
        expect(method.deliveryTime).toMatch(/^(\d+-\d+ days|same day)$/);
        expect(Number.isInteger(method.price) && method.price >= 0).toBe(true);
      }
      expect(shippingMethod(code, 'EUR', 'de-de').label).not.toBe('');
    }
    expect(shippingMethod('standard', 'USD', 'en-us')).toEqual({
      code: 'standard',
      label: 'Standard shipping',
      deliveryTime: '3-5 days',
      price: 795,
    });
    expect(shippingMethod('pickup', 'JPY', 'ja-jp')).toMatchObject({ label: '店舗受け取り', deliveryTime: 'same day' });
    expect(shippingMethod('me', 'EUR', 'fr-fr').label).toBe('Livraison express');
    expect(shippingMethod('digital', 'USD').price).toBe(0);
    expect(shippingMethod('customs', 'GBP').price).toBe(1_995);
  });

  it('fills shippingOptions and shippingMethods, and lists the applicable methods in the request language', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const item = cart.items[0]!;
    expect(item.shippingOptions).toEqual({
      selected: 'standard',
      available: ['standard', 'me', 'pudo', 'sts', 'pickup'],
      shippingMethod: { code: 'standard', label: 'Standard shipping', deliveryTime: '3-5 days', price: 795 },
      storeInfo: null,
    });
    expect(cart.shippingMethods).toEqual([
      expect.objectContaining({
        shippingId: 'home',
        code: 'standard',
        storeId: null,
        address: null,
        collectionPointId: null,
        contact: null,
        missingContactFields: [],
        shopperApplied: false,
      }),
    ]);
    expect(cart.shippingMethods[0]!.applicableShippingMethods.map((method) => method.code)).toEqual([
      'standard',
      'me',
      'pudo',
      'sts',
      'pickup',
    ]);
    const listed = await call('GET', `/cart/v1/cart/${cart.basketId}/shippingMethod/home`, token, undefined, {
      'x-locale': 'fr-fr',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const methods = ApplicableShippingMethods.parse(listed.json());
    expect(methods.selected).toBe('standard');
    expect(methods.applicableShippingMethods.find((method) => method.code === 'me')).toEqual({
      code: 'me',
      label: 'Livraison express',
      deliveryTime: '1-2 days',
      price: 1_995,
      basePrice: 1_995,
    });
    expectSpecError(await call('GET', `/cart/v1/cart/${cart.basketId}/shippingMethod/nope`, token), 404, 'API404');
  });

  it('lists each method at what this cart would pay for it: standard free over the free-shipping threshold', async () => {
    const listed = async (token: string, basketId: string) => {
      const response = await call('GET', `/cart/v1/cart/${basketId}/shippingMethod/home`, token);
      expect(response.statusCode, response.body).toBe(200);
      const methods = ApplicableShippingMethods.parse(response.json()).applicableShippingMethods;
      return new Map(methods.map((method) => [method.code, { price: method.price, basePrice: method.basePrice }]));
    };
    const variant = variants[5]!;
    const one = await shopperWith([{ variant, qty: 1 }]);
    const unit = one.cart.items[0]!.price.current;
    const threshold = 7_500; // the demo's free standard shipping in USD (seed/demo-promotions.ts)
    if (unit < threshold) {
      expect((await listed(one.token, one.cart.basketId)).get('standard')).toEqual({ price: 795, basePrice: 795 });
      expect(one.cart.totals.shipping).toBe(795);
    }

    const over = await shopperWith([{ variant, qty: Math.ceil(threshold / unit) }]);
    expect(over.cart.totals.shipping).toBe(0); // standard is chosen and free
    const methods = await listed(over.token, over.cart.basketId);
    expect(methods.get('standard')).toEqual({ price: 0, basePrice: 795 });
    expect(methods.get('me')).toEqual({ price: 1_995, basePrice: 1_995 }); // the promotion is for standard only
    expect(methods.get('pickup')).toEqual({ price: 0, basePrice: 0 });

    // With express chosen, standard is still listed at what switching back would cost: nothing.
    cartOf(await setMethod(over.token, { cartId: over.cart.basketId, shippingId: 'home', code: 'me' }));
    expect((await listed(over.token, over.cart.basketId)).get('standard')).toEqual({ price: 0, basePrice: 795 });
  });

  it('sets standard, me, sts and pudo on the home shipment, priced per method; digital and unknown codes are SHP404', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const base = { cartId: cart.basketId, shippingId: 'home' };
    const express = cartOf(await setMethod(token, { ...base, code: 'me', shopperAppliedSM: true }));
    expect(express.shippingMethods[0]).toMatchObject({ code: 'me', shopperApplied: true });
    expect(express.items[0]!.shippingOptions.shippingMethod.code).toBe('me');
    expect(express.totals.shipping).toBeLessThanOrEqual(1_995);
    const sts = cartOf(await setMethod(token, { ...base, code: 'sts', storeId }));
    const store = await t.db
      .selectFrom('stores')
      .select(['name', 'address_line1', 'city', 'postal_code', 'timezone'])
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    expect(sts.shippingMethods[0]).toMatchObject({
      code: 'sts',
      storeId,
      missingContactFields: ['firstName', 'lastName', 'email'],
      // The store it goes to, by name and address, for the cart to show.
      place: {
        name: store.name,
        address: {
          addressLine1: store.address_line1,
          city: store.city,
          postalCode: store.postal_code,
          countryCode: 'US',
        },
        // Its zone: a pickup's "ready Monday" is the store's weekday.
        timezone: store.timezone,
      },
    });
    expect(sts.totals.shipping).toBe(0);
    // sts is taxed where the store is: no longer waiting for an address.
    expect(sts.totals.taxCalculated).toBe(true);
    const pudo = cartOf(
      await setMethod(token, { ...base, code: 'pudo', collectionPointId: pointId, contact: CONTACT }),
    );
    const point = await t.db
      .selectFrom('collection_points')
      .select(['name', 'city', 'timezone'])
      .where('point_id', '=', pointId)
      .executeTakeFirstOrThrow();
    expect(pudo.shippingMethods[0]).toMatchObject({
      code: 'pudo',
      collectionPointId: pointId,
      place: { name: point.name, address: expect.objectContaining({ city: point.city }), timezone: point.timezone },
      storeId: null,
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      missingContactFields: [],
    });
    expect(pudo.totals.taxCalculated).toBe(true);
    // Back to a home method from a collection point: ORD516, and no address yet → back to the shipping step.
    const standard = cartOf(await setMethod(token, { ...base, code: 'standard' }));
    expect(standard.shippingMethods[0]).toMatchObject({
      code: 'standard',
      contact: null,
      collectionPointId: null,
      place: null,
    });
    expect(standard.flash).toContainEqual({
      type: 'DeliveryMethodChanged',
      code: 'ORD516',
      details: expect.objectContaining({
        shipmentId: 'home',
        action: 'enterShippingAddress',
        sku: variants[0]!.upc,
        previousMethod: 'pudo',
      }),
    });
    // A method the shipment cannot use is SHP404, always 400; a code that is no shipping method is a bad value
    // (API400), and no such shipment API404. The field is named where it was sent.
    const unavailable = expectSpecError(
      await setMethod(token, { ...base, code: 'digital' }),
      400,
      'SHP404',
      'body.code',
    );
    expect(unavailable.errorDetails[0]!.message).toBe('This shipping method is not available for this shipment.');
    const unknown = expectSpecError(await setMethod(token, { ...base, code: 'drone' }), 400, 'API400', 'body.code');
    expect(unknown.errorDetails[0]!.message).toContain('code must be a shipping method: standard,');
    const inQuery = new URLSearchParams({ ...base, code: 'drone' });
    expectSpecError(await call('POST', `/cart/v1/shippingMethod?${inQuery}`, token), 400, 'API400', 'query.code');
    expectSpecError(
      await setMethod(token, { ...base, shippingId: 'elsewhere', code: 'me' }),
      404,
      'API404',
      'body.shippingId',
    );
    expectSpecError(await setMethod(token, { ...base, code: 'pudo' }), 400, 'API400', 'body.collectionPointId');
    // An unknown point, or one of another country, is not found (404), as an unknown store or shipment.
    for (const collectionPointId of ['CP-XX-9999', 'CP-GB-0003']) {
      const unknownPoint = expectSpecError(
        await setMethod(token, { ...base, code: 'pudo', collectionPointId }),
        404,
        'API404',
        'body.collectionPointId',
      );
      expect(unknownPoint.errorDetails[0]!.message).toBe(
        `The collection point ${collectionPointId} could not be found.`,
      );
    }
    expectSpecError(await setMethod(token, { ...base, code: 'sts' }), 400, 'API400', 'body.storeId');
    expectSpecError(await setMethod(token, { shippingId: 'home', code: 'me' }), 400, 'API400', 'query.cartId');
    // The spec sends them in the query.
    const viaQuery = await t.app.inject({
      method: 'POST',
      url: `/cart/v1/shippingMethod?cartId=${cart.basketId}&code=me&shippingId=home&shopperAppliedSM=false`,
      headers: { ...AUTH, ...bearer(token) },
    });
    expect(cartOf(viaQuery).shippingMethods[0]).toMatchObject({ code: 'me', shopperApplied: false });
  });

  it('pickup checks each item against the store stock: short items stay with INV702 and missingQty', async () => {
    const [plenty, short, none] = [variants[1]!, variants[2]!, variants[3]!];
    await setStock(t.db, plenty.upc, storeId, 5);
    await setStock(t.db, short.upc, storeId, 1);
    await setStock(t.db, none.upc, storeId, 0);
    const { token, cart } = await shopperWith([
      { variant: plenty, qty: 2 },
      { variant: short, qty: 3 },
      { variant: none, qty: 1 },
    ]);
    const picked = cartOf(
      await setMethod(token, { cartId: cart.basketId, shippingId: 'home', code: 'pickup', storeId, contact: CONTACT }),
    );
    const byUpc = new Map(picked.items.map((item) => [item.upc, item]));
    expect(byUpc.get(plenty.upc)).toMatchObject({
      shipmentId: `pickup-${storeId}`,
      shippingOptions: {
        selected: 'pickup',
        shippingMethod: { code: 'pickup', deliveryTime: expect.stringMatching(/^(same day|\d+-\d+ days)$/), price: 0 },
        storeInfo: { id: storeId, storeInventory: 5 },
      },
    });
    expect(picked.shippingMethods.find((method) => method.code === 'pickup')?.place?.name).toEqual(expect.any(String));
    expect(byUpc.get(short.upc)?.shipmentId).toBe('home');
    expect(byUpc.get(none.upc)?.shipmentId).toBe('home');
    expect(picked.flash).toContainEqual({
      type: 'StorePartialStock',
      code: 'INV702',
      details: {
        sku: short.upc,
        productId: short.productId,
        missingQty: 2,
        shipmentId: 'home',
        action: 'keepDelivery',
      },
    });
    expect(picked.flash).toContainEqual(
      expect.objectContaining({
        code: 'INV702',
        type: 'StoreOutOfStock',
        details: expect.objectContaining({ missingQty: 1 }),
      }),
    );
    // Home items first, pickup items after (spec §4 Ordering).
    expect(picked.items.at(-1)!.upc).toBe(plenty.upc);
    const pickupShipment = picked.shippingMethods.find((each) => each.shippingId === `pickup-${storeId}`);
    expect(pickupShipment).toMatchObject({
      code: 'pickup',
      storeId,
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      missingContactFields: [],
      shopperApplied: true,
    });
    // The store sells out afterwards: every answer reports it on the item.
    await setStock(t.db, plenty.upc, storeId, 1);
    const later = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
    const line = later.items.find((item) => item.upc === plenty.upc)!;
    expect(line.shippingOptions.storeInfo).toEqual({ id: storeId, storeInventory: 1 });
    expect(line.customerNotifications.map((note) => note.code)).toContain('INV702');
    expect(later.flash).toContainEqual(
      expect.objectContaining({
        code: 'INV702',
        details: expect.objectContaining({ missingQty: 1, action: 'changeStore' }),
      }),
    );
    // Moving the store shipment to another store checks that store.
    await setStock(t.db, plenty.upc, otherStoreId, 0);
    const moved = cartOf(
      await setMethod(token, {
        cartId: cart.basketId,
        shippingId: `pickup-${storeId}`,
        code: 'pickup',
        storeId: otherStoreId,
      }),
    );
    expect(moved.items.find((item) => item.upc === plenty.upc)?.shipmentId).toBe(`pickup-${storeId}`);
    expect(moved.flash).toContainEqual(
      expect.objectContaining({ code: 'INV702', details: expect.objectContaining({ missingQty: 2 }) }),
    );
    // Store pickup back to home delivery: ORD517 for the items that leave the store.
    const home = cartOf(
      await setMethod(token, { cartId: cart.basketId, shippingId: `pickup-${storeId}`, code: 'standard' }),
    );
    expect(home.items.every((item) => item.shipmentId === 'home')).toBe(true);
    expect(home.shippingMethods.map((each) => each.shippingId)).toEqual(['home']);
    expect(home.flash).toContainEqual({
      type: 'DeliveryMethodChanged',
      code: 'ORD517',
      details: { sku: plenty.upc, productId: plenty.productId, shipmentId: 'home', action: 'enterShippingAddress' },
    });
    expectSpecError(
      await setMethod(token, { cartId: cart.basketId, shippingId: 'home', code: 'pickup', storeId: 'NOPE-1' }),
      404,
      'STR404',
    );
    expectSpecError(
      await setMethod(token, { cartId: cart.basketId, shippingId: 'home', code: 'pickup' }),
      400,
      'API400',
      'body.storeId',
    );
  });

  it('names every bad field of a pickup contact at once, each once, in the request language', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const base = { cartId: cart.basketId, shippingId: 'home', code: 'sts', storeId };
    const all = { firstName: '', lastName: '\u200b\u2060', email: 'ada@example', phone: '12' };
    const error = expectSpecError(await setMethod(token, { ...base, contact: all }), 400, 'API400');
    expect(error.errorDetails).toEqual([
      { errorId: 'API400', field: 'body.contact.firstName', message: 'Please enter the first name.' },
      { errorId: 'API400', field: 'body.contact.lastName', message: 'Please enter the last name.' },
      {
        errorId: 'API400',
        field: 'body.contact.email',
        message: 'Please enter an email address like name@example.com.',
      },
      {
        errorId: 'API400',
        field: 'body.contact.phone',
        message: 'Please enter the full 10-digit mobile phone number, like (201) 555-0123.',
      },
    ]);
    const several = expectSpecError(
      await setMethod(token, { ...base, contact: { firstName: 'A\u202e', email: '' } }),
      400,
      'API400',
    );
    expect(several.errorDetails.map((detail) => detail.field)).toEqual([
      'body.contact.firstName',
      'body.contact.lastName',
      'body.contact.email',
    ]);
    const inGerman = expectSpecError(
      await call(
        'POST',
        '/cart/v1/shippingMethod',
        token,
        { ...base, contact: { firstName: 'A\u202e' } },
        {
          'x-locale': 'de-de',
        },
      ),
      400,
      'API400',
    );
    expect(inGerman.errorDetails.map((detail) => detail.message)).toEqual([
      'Der Vorname enthält unsichtbare Zeichen, die nicht gedruckt werden können. Bitte tippe den Text neu ein.',
      'Bitte gib den Nachnamen ein.',
      'Bitte gib die E-Mail-Adresse ein.',
    ]);
    // A name with digits or symbols is said so, in every language (decision 0017, addendum).
    for (const [locale, message] of [
      ['en-us', 'The first name can have only letters, spaces, hyphens, apostrophes and periods.'],
      ['en-gb', 'The first name can have only letters, spaces, hyphens, apostrophes and full stops.'],
      ['de-de', 'Der Vorname darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.'],
      [
        'fr-fr',
        'Le prénom ne peut contenir que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
      ],
      ['ja-jp', '名に数字や記号は使用できません（ハイフン、アポストロフィ、ピリオド、中黒「・」は使用できます）。'],
    ] as const) {
      const refused = expectSpecError(
        await call(
          'POST',
          '/cart/v1/shippingMethod',
          token,
          { ...base, contact: { ...CONTACT, firstName: 'Ada 2' } },
          { 'x-locale': locale },
        ),
        400,
        'API400',
        'body.contact.firstName',
      );
      expect(refused.errorDetails, locale).toEqual([{ errorId: 'API400', field: 'body.contact.firstName', message }]);
    }
    // A lone ill-formed email keeps its own id (ORD400), and nothing was set.
    expectSpecError(
      await setMethod(token, { ...base, contact: { ...CONTACT, email: 'ada@example' } }),
      400,
      'ORD400',
      'body.contact.email',
    );
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).shippingMethods[0]!.code).toBe(
      'standard',
    );
  });

  it('validates the pickup contact: names and email needed, email ill-formed is ORD400, phone normalised', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const base = { cartId: cart.basketId, shippingId: 'home', code: 'sts', storeId };
    expectSpecError(
      await setMethod(token, { ...base, contact: { lastName: 'L', email: 'a@b.co' } }),
      400,
      'API400',
      'body.contact.firstName',
    );
    expectSpecError(
      await setMethod(token, { ...base, contact: { firstName: 'A', email: 'a@b.co' } }),
      400,
      'API400',
      'body.contact.lastName',
    );
    expectSpecError(
      await setMethod(token, { ...base, contact: { firstName: 'A', lastName: 'L' } }),
      400,
      'API400',
      'body.contact.email',
    );
    expectSpecError(
      await setMethod(token, { ...base, contact: { firstName: 'A', lastName: 'L', email: 'not-an-email' } }),
      400,
      'ORD400',
      'body.contact.email',
    );
    // The demo shopper's address with a Cyrillic "е" (tester finding t2-F5): ORD400, saying why, in the language.
    for (const email of ['shopper@exampl\u0435.com', 'shopper@xn--exampl-8of.com']) {
      const refused = expectSpecError(
        await call(
          'POST',
          '/cart/v1/shippingMethod',
          token,
          { ...base, contact: { firstName: 'A', lastName: 'L', email } },
          { 'x-locale': 'de-de' },
        ),
        400,
        'ORD400',
        'body.contact.email',
      );
      expect(refused.errorDetails[0]!.message).toContain('mischt Buchstaben verschiedener Alphabete');
    }
    expectSpecError(
      await setMethod(token, { ...base, contact: { ...CONTACT, phone: '12' } }),
      400,
      'API400',
      'body.contact.phone',
    );
    expectSpecError(await setMethod(token, { ...base, contact: { ...CONTACT, extra: 1 } }), 400, 'API400');
    // Names are shopper free text: no control characters, lone surrogates, bidi controls or invisible-only names;
    // and a person's name: no digits or symbols (decision 0017, addendum).
    for (const [name, value] of [
      ['firstName', 'A\u0007'],
      ['lastName', 'L\udc00'],
      ['firstName', '\u202eA'],
      ['lastName', '\u200b\u200d'],
      ['firstName', 'Ada2'],
      ['lastName', 'Love@lace'],
    ] as const) {
      expectSpecError(
        await setMethod(token, { ...base, contact: { ...CONTACT, [name]: value } }),
        400,
        'API400',
        `body.contact.${name}`,
      );
    }
    const saved = cartOf(await setMethod(token, { ...base, contact: { ...CONTACT, phone: '(415) 555-0123' } }));
    expect(saved.shippingMethods[0]!.contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+14155550123',
    });
    // Per-locale rules (spec §5): collection points need a mobile phone in GB, DE, FR, JP, an email but in JP.
    expect(requiredContactFields('en-us', 'pudo')).toEqual(['firstName', 'lastName', 'email']);
    expect(requiredContactFields('en-gb', 'pudo')).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(requiredContactFields('ja-jp', 'pudo')).toEqual(['firstName', 'lastName', 'phone']);
    expect(requiredContactFields('de-de', 'pickup')).toEqual(['firstName', 'lastName', 'email']);
    expect(requiredContactFields('fr-fr', 'standard')).toEqual([]);
    expect(Object.keys(CONTACT_RULES).sort()).toEqual(['de-de', 'en-gb', 'en-us', 'fr-fr', 'ja-jp']);
  });

  it('requires the collection point mobile phone where the locale says so (GB: SHP410)', async () => {
    const token = (await guestToken(t, { 'x-site-id': 'stride-en-gb' })).accessToken;
    const gb = { 'x-site-id': 'stride-en-gb' };
    const cart = cartOf(await call('POST', '/cart/v1/cart', token, {}, gb));
    const point = await t.db
      .selectFrom('collection_points')
      .select('point_id')
      .where('country_code', '=', 'GB')
      .orderBy('point_id')
      .executeTakeFirstOrThrow();
    const body = { cartId: cart.basketId, shippingId: 'home', code: 'pudo', collectionPointId: point.point_id };
    expectSpecError(
      await call('POST', '/cart/v1/shippingMethod', token, { ...body, contact: CONTACT }, gb),
      400,
      'SHP410',
      'body.contact.phone',
    );
    const ok = cartOf(
      await call(
        'POST',
        '/cart/v1/shippingMethod',
        token,
        { ...body, contact: { ...CONTACT, phone: '07700 900123' } },
        gb,
      ),
    );
    expect(ok.shippingMethods[0]!.contact?.phone).toBe('+447700900123');
    expect(ok.shippingMethods[0]!.applicableShippingMethods[0]!.price).toBe(495);
    // The British site names its methods as its basket does, with no x-locale (decision 0018, session 51).
    expect(ok.shippingMethods[0]!.applicableShippingMethods.map((each) => each.label)).toEqual(
      expect.arrayContaining(['Standard delivery', 'Express delivery', 'Collection point']),
    );
  });

  it.each([
    [
      'stride-de-de',
      'DE',
      ['0151 23456789', '0170 1234567'],
      ['+4915123456789', '+491701234567'],
      '030 12345678',
      // Both lengths a mobile has (0170 1234567 is taken), as written, and a number, not the mask (tester F3-3).
      'Bitte gib eine Mobilnummer mit 11 oder 12 Ziffern ein, z. B. 0151 23456789.',
    ],
    [
      'stride-ja-jp',
      'JP',
      ['090-1234-5678'],
      ['+819012345678'],
      '03-1234-5678',
      '携帯電話番号を11桁で入力してください（例：090-1234-5678）。',
    ],
    [
      'stride-fr-fr',
      'FR',
      ['06 12 34 56 78'],
      ['+33612345678'],
      '01 23 45 67 89',
      'Veuillez saisir un numéro de mobile à 10 chiffres, par exemple 06 12 34 56 78.',
    ],
  ])(
    '%s: the collection point phone is a mobile number (a landline is refused at the field, saying so)',
    async (site, country, mobiles, e164s, landline, message) => {
      const headers = { 'x-site-id': site };
      const token = (await guestToken(t, headers)).accessToken;
      const cart = cartOf(await call('POST', '/cart/v1/cart', token, {}, headers));
      const point = await t.db
        .selectFrom('collection_points')
        .select('point_id')
        .where('country_code', '=', country)
        // Not a DHL Packstation: it needs the Postnummer too (t1-F1).
        .where('type', '<>', 'locker')
        .orderBy('point_id')
        .executeTakeFirstOrThrow();
      const body = { cartId: cart.basketId, shippingId: 'home', code: 'pudo', collectionPointId: point.point_id };
      const refused = await call(
        'POST',
        '/cart/v1/shippingMethod',
        token,
        { ...body, contact: { ...CONTACT, phone: landline } },
        headers,
      );
      expectSpecError(refused, 400, 'API400', 'body.contact.phone');
      expect(refused.json().errorDetails[0].message).toBe(message);
      for (const [index, phone] of mobiles.entries()) {
        const ok = cartOf(
          await call('POST', '/cart/v1/shippingMethod', token, { ...body, contact: { ...CONTACT, phone } }, headers),
        );
        expect(ok.shippingMethods[0]!.contact?.phone).toBe(e164s[index]);
      }
    },
  );

  it('validates the shipping address with the shipment carrier (CCA400, CCA401, SHP500, SHP410) and answers validation without saving', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    // A field the request does not have is named, as on every cart call (the address and its validation alike).
    expectSpecError(await call('POST', url, token, { ...CA_ADDRESS, evil: 1 }), 400, 'API400', 'body.evil');
    expectSpecError(
      await call('POST', `${url}/validation`.replace('/v2/', '/v1/'), token, { ...CA_ADDRESS, evil: 1 }),
      400,
      'API400',
      'body.evil',
    );
    expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, postalCode: 'ABCDE' }),
      400,
      'CCA400',
      'body.postalCode',
    );
    expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, postalCode: '10001' }),
      400,
      'CCA401',
      'body.postalCode',
    );
    // A PO box: the post (standard) delivers there, the express courier (UPS) does not.
    const poBox = { ...CA_ADDRESS, addressLine1: 'PO Box 123' };
    const validation = await call('POST', `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`, token, poBox);
    expect(validation.statusCode, validation.body).toBe(200);
    expect(AddressValidationResult.parse(validation.json()).valid).toBe(true);
    cartOf(await setMethod(token, { cartId: cart.basketId, shippingId: 'home', code: 'me' }));
    const refused = AddressValidationResult.parse(
      (await call('POST', `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`, token, poBox)).json(),
    );
    expect(refused.valid).toBe(false);
    expect(refused.reasons.map((reason) => reason.errorId)).toContain('SHP500');
    expectSpecError(await call('POST', url, token, poBox), 400, 'SHP500', 'body.addressLine1');
    const { recipientContactPhone: _phone, ...withoutPhone } = CA_ADDRESS;
    expectSpecError(await call('POST', url, token, withoutPhone), 400, 'SHP410', 'body.recipientContactPhone');
    // Validation saved nothing.
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).shippingMethods[0]!.address).toBeNull();
    const normalised = AddressValidationResult.parse(
      (await call('POST', `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`, token, CA_ADDRESS)).json(),
    );
    expect(normalised.normalized).toMatchObject({
      city: 'San Francisco',
      stateCityProvDept: 'CA',
      recipientContactPhone: '+14155550123',
    });
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).shippingMethods[0]!.address).toBeNull();
  });

  it('says an address refusal in plain words of the request language, each refused field once, ids unchanged', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    const validation = `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`;
    const bad = { ...CA_ADDRESS, city: '', postalCode: 'ABCDE', addressLine2: 'Apt \u202e4' };
    const messages = async (locale: string | null, path = url, body: object = bad) => {
      const response = await call('POST', path, token, body, locale ? { 'x-locale': locale } : {});
      const error = expectSpecError(response, 400, path === url ? 'CCA400' : 'BIL400', 'body.addressLine2');
      expect(error.errorDetails.map((detail) => detail.field)).toEqual([
        'body.addressLine2',
        'body.city',
        'body.postalCode',
      ]);
      expect(error.errorDetails.every((detail) => detail.errorId === error.errorDetails[0]!.errorId)).toBe(true);
      return error.errorDetails.map((detail) => detail.message);
    };
    expect(await messages(null)).toEqual([
      'Address line 2 has hidden characters that cannot be printed. Please type it again.',
      'Please enter the city.',
      'This postal code does not match the country of the address. Please check it.',
    ]);
    // British English says "postcode"; the rest as in American English.
    expect(await messages('en-gb')).toEqual([
      'Address line 2 has hidden characters that cannot be printed. Please type it again.',
      'Please enter the city.',
      'This postcode does not match the country of the address. Please check it.',
    ]);
    expect(await messages('de-de')).toEqual([
      'Der Adresszusatz enthält unsichtbare Zeichen, die nicht gedruckt werden können. Bitte tippe den Text neu ein.',
      'Bitte gib den Ort ein.',
      'Diese Postleitzahl passt nicht zum Land der Adresse. Bitte prüfe sie.',
    ]);
    expect(await messages('fr-fr')).toEqual([
      'Le complément d’adresse contient des caractères invisibles qui ne peuvent pas être imprimés. Veuillez le saisir à nouveau.',
      'Veuillez saisir la ville.',
      'Ce code postal ne correspond pas au pays de l’adresse. Veuillez le vérifier.',
    ]);
    expect(await messages('ja-jp')).toEqual([
      '建物名・部屋番号に印刷できない見えない文字が含まれています。もう一度入力してください。',
      '市区町村を入力してください。',
      'この郵便番号は住所の国のものではありません。ご確認ください。',
    ]);
    // The billing address says the same (BIL400), and so does the validation call's verdict.
    expect(await messages('de-de', `/cart/v1/cart/${cart.basketId}/billingAddress`)).toContain(
      'Bitte gib den Ort ein.',
    );
    const verdict = AddressValidationResult.parse(
      (await call('POST', validation, token, bad, { 'x-locale': 'fr-fr' })).json(),
    );
    expect(verdict.reasons.map((reason) => reason.message)).toContain('Veuillez saisir la ville.');
    // Verification (CCA401), the PO box (SHP500) and the carrier's phone (SHP410) alike.
    const unverified = expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, postalCode: '10001' }, { 'x-locale': 'de-de' }),
      400,
      'CCA401',
      'body.postalCode',
    );
    expect(unverified.errorDetails[0]!.message).toBe(
      'Diese Postleitzahl liegt nicht in California. Bitte prüfe Postleitzahl und Bundesland.',
    );
    cartOf(await setMethod(token, { cartId: cart.basketId, shippingId: 'home', code: 'me' }));
    const poBox = expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, addressLine1: 'PO Box 123' }, { 'x-locale': 'ja-jp' }),
      400,
      'SHP500',
      'body.addressLine1',
    );
    expect(poBox.errorDetails).toHaveLength(1);
    expect(poBox.errorDetails[0]!.message).toBe(
      'この配送方法では私書箱にお届けできません。番地までの住所を入力してください。',
    );
    const { recipientContactPhone: _phone, ...withoutPhone } = CA_ADDRESS;
    const noPhone = expectSpecError(
      await call('POST', url, token, withoutPhone, { 'x-locale': 'fr-fr' }),
      400,
      'SHP410',
      'body.recipientContactPhone',
    );
    expect(noPhone.errorDetails[0]!.message).toBe(
      'Veuillez saisir un numéro de téléphone. Le transporteur en a besoin pour la livraison.',
    );
    // The request's own checks (lengths, types) say it alike: the validator's length for a line, not the schema's.
    for (const path of [url, validation, `/cart/v1/cart/${cart.basketId}/billingAddress`]) {
      const schema = expectSpecError(
        await call(
          'POST',
          path,
          token,
          { ...CA_ADDRESS, addressLine1: 'x'.repeat(250), city: 94105 },
          {
            'x-locale': 'de-de',
          },
        ),
        400,
        'API400',
        'body.addressLine1',
      );
      expect(schema.errorDetails.map(({ field, message }) => [field, message])).toEqual([
        ['body.addressLine1', 'Die Straße und Hausnummer darf höchstens 100 Zeichen lang sein.'],
        ['body.city', 'Bitte gib den Ort als Text ein.'],
      ]);
    }
    const long = expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, recipientContactEmail: `${'a'.repeat(250)}@example.com` }),
      400,
      'API400',
      'body.recipientContactEmail',
    );
    expect(long.errorDetails[0]!.message).toBe('The email address can have at most 254 characters.');
    // No message names a field as the request does, nor how it was checked.
    const every = [
      ...(await messages(null)),
      ...(await messages('de-de')),
      ...(await messages('fr-fr')),
      ...(await messages('ja-jp')),
    ];
    for (const message of every) expect(message).not.toMatch(/addressLine|postalCode|recipient|bidi|control|US\b|\(/);
  });

  it('takes an optional address field of only invisible characters as blank; a required one is refused as missing', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    const validation = `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`;
    for (const blank of ['   ', '\u200b', '\u200b \u2060\ufeff', '\u3000\u180e']) {
      const address = { ...CA_ADDRESS, addressLine2: blank, recipientContactEmail: blank };
      const verdict = AddressValidationResult.parse((await call('POST', validation, token, address)).json());
      expect(verdict, JSON.stringify(blank)).toMatchObject({ valid: true, reasons: [] });
      expect(verdict.normalized.addressLine2).toBeUndefined();
      const saved = cartOf(await call('POST', url, token, address)).shippingMethods[0]!.address!;
      expect(saved.addressLine2).toBeUndefined();
      expect(saved.recipientContactEmail).toBeUndefined();
      const billing = cartOf(await call('POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, token, address));
      expect(billing.billingAddress?.addressLine2).toBeUndefined();
      // A required field of nothing visible is still refused, as an empty one is: "Please enter the city."
      const refused = expectSpecError(
        await call('POST', url, token, { ...CA_ADDRESS, city: blank, addressLine2: blank }),
        400,
        'CCA400',
        'body.city',
      );
      expect(refused.errorDetails).toEqual([
        { errorId: 'CCA400', field: 'body.city', message: 'Please enter the city.' },
      ]);
    }
  });

  it('refuses address text that cannot be printed: CCA400 naming the field, one rule for every field', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    const validation = `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`;
    const cases: Array<[keyof typeof CA_ADDRESS | 'addressLine2' | 'recipientContactEmail', string]> = [
      ['city', 'San\u0007Francisco'],
      ['recipientFirstName', 'a\ud800b'],
      ['recipientLastName', '\u200b\u200d'],
      ['recipientFirstName', '\u2060\ufeff'],
      ['addressLine1', '1 Market \u202eSt'],
      ['addressLine2', 'Apt \u20662\u2069'],
      ['recipientContactEmail', 'ada\u0007@example.com'],
    ];
    for (const [field, value] of cases) {
      expectSpecError(
        await call('POST', url, token, { ...CA_ADDRESS, [field]: value }),
        400,
        'CCA400',
        `body.${field}`,
      );
      const verdict = AddressValidationResult.parse(
        (await call('POST', validation, token, { ...CA_ADDRESS, [field]: value })).json(),
      );
      expect(verdict.valid).toBe(false);
      expect(verdict.reasons[0]).toMatchObject({ errorId: 'CCA400', field });
    }
    // Accents stacked on a letter ("Zalgo", t1-F4) are said as such, in the request's language; a name written
    // decomposed (Vietnamese, two marks on a letter) stays.
    const stacked = expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, city: `San Franc${'\u0301'.repeat(5)}isco` }),
      400,
      'CCA400',
      'body.city',
    );
    expect(stacked.errorDetails[0]!.message).toBe(
      'The city has too many accents or marks stacked on one letter (at most 4). Please type it again.',
    );
    expect(
      AddressValidationResult.parse(
        (await call('POST', validation, token, { ...CA_ADDRESS, recipientLastName: 'Nguye\u0302\u0303n' })).json(),
      ).valid,
    ).toBe(true);
    // The billing address is checked the same way.
    expectSpecError(
      await call('POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, token, {
        ...CA_ADDRESS,
        recipientFirstName: '\u200b',
      }),
      400,
      'BIL400',
      'body.recipientFirstName',
    );
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).shippingMethods[0]!.address).toBeNull();
    // The recipient's names are a person's name (decision 0017, addendum): no digits or symbols, in the request's
    // language, on the shipping and the billing address and in the validation's verdict.
    for (const [field, value] of [
      ['recipientFirstName', 'Zoë 👩‍👩‍👧'],
      ['recipientFirstName', 'Ada2'],
      ['recipientLastName', 'Lovelace & Co'],
    ] as const) {
      const refused = expectSpecError(
        await call('POST', url, token, { ...CA_ADDRESS, [field]: value }),
        400,
        'CCA400',
        `body.${field}`,
      );
      const label = field === 'recipientFirstName' ? 'The first name' : 'The last name';
      expect(refused.errorDetails[0]!.message).toBe(
        `${label} can have only letters, spaces, hyphens, apostrophes and periods.`,
      );
      const verdict = AddressValidationResult.parse(
        (await call('POST', validation, token, { ...CA_ADDRESS, [field]: value })).json(),
      );
      expect(verdict.reasons[0]).toMatchObject({ errorId: 'CCA400', field, code: 'name-characters' });
    }
    const billing = expectSpecError(
      await call(
        'POST',
        `/cart/v1/cart/${cart.basketId}/billingAddress`,
        token,
        { ...CA_ADDRESS, recipientLastName: 'Lovelace 2' },
        { 'x-locale': 'en-gb' },
      ),
      400,
      'BIL400',
      'body.recipientLastName',
    );
    expect(billing.errorDetails[0]!.message).toBe(
      'The last name can have only letters, spaces, hyphens, apostrophes and full stops.',
    );
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).shippingMethods[0]!.address).toBeNull();
    // Names as people write them stay: accents, apostrophes, hyphens, full stops, other scripts.
    const kept = cartOf(
      await call('POST', url, token, {
        ...CA_ADDRESS,
        recipientFirstName: 'Zoë J.',
        recipientLastName: 'O’Brien-山田',
        addressLine2: 'Apt 4',
      }),
    );
    expect(kept.shippingMethods[0]!.address).toMatchObject({
      recipientFirstName: 'Zoë J.',
      recipientLastName: 'O’Brien-山田',
    });
  });

  it('refuses a country that contradicts countryCode (API400 naming body.country), on every address call', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const id = cart.basketId;
    const calls = [
      `/cart/v2/cart/${id}/shippingAddress`,
      `/cart/v1/cart/${id}/shippingAddress/validation`,
      `/cart/v1/cart/${id}/billingAddress`,
    ];
    // Both names of one field: the same code in any case or spacing is one country; another code, or a country's
    // name, contradicts it (it was kept as countryCode's, US, with US tax).
    for (const url of calls) {
      for (const country of ['DE', 'Germany', 'United States', 'de']) {
        const refused = expectSpecError(
          await call('POST', url, token, { ...CA_ADDRESS, countryCode: 'US', country }),
          400,
          'API400',
          'body.country',
        );
        expect(refused.errorDetails[0]!.message).toBe(
          `country is ${JSON.stringify(country)} and countryCode is "US": send one (both take the two-letter country code).`,
        );
      }
      for (const country of ['US', 'us', ' US ']) {
        const answer = await call('POST', url, token, { ...CA_ADDRESS, countryCode: 'US', country });
        expect(answer.statusCode, `${url} ${country}: ${answer.body}`).toBe(200);
        if (url.endsWith('/validation')) expect(AddressValidationResult.parse(answer.json()).valid).toBe(true);
      }
    }
    // A blank name is no value: the other one's country is the address's, not the site's.
    const blank = AddressValidationResult.parse(
      (await call('POST', calls[1]!, token, { ...CA_ADDRESS, countryCode: ' ', country: 'DE' })).json(),
    );
    expect(blank.normalized.countryCode).toBe('DE');
    expect(blank.valid).toBe(false);
    const kept = cartOf(await call('GET', `/cart/v1/cart/${id}`, token));
    expect(kept.shippingMethods[0]!.address).toMatchObject({ countryCode: 'US', stateCityProvDept: 'CA' });
    // A refused contradiction changed nothing: the address is the last one taken.
    expectSpecError(
      await call('POST', calls[0]!, token, { ...CA_ADDRESS, city: 'Austin', countryCode: 'US', country: 'DE' }),
      400,
      'API400',
      'body.country',
    );
    expect(cartOf(await call('GET', `/cart/v1/cart/${id}`, token)).shippingMethods[0]!.address).toMatchObject({
      city: 'San Francisco',
    });
  });

  it('chooses the method for the country the address is validated in: a full-width "ＵＳ" is home (review-53 #3)', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const url = `/cart/v2/cart/${cart.basketId}/shippingAddress`;
    // As a Japanese IME types it: NFKC makes it US for the validator, and so for the shipping method and carrier.
    for (const names of [{ countryCode: 'ＵＳ' }, { countryCode: 'ＵＳ', country: 'US' }, { country: ' ｕｓ ' }]) {
      const { countryCode: _code, ...address } = CA_ADDRESS;
      const home = cartOf(await call('POST', url, token, { ...address, ...names }));
      expect(home.shippingMethods[0], JSON.stringify(names)).toMatchObject({
        code: 'standard',
        address: { countryCode: 'US', stateCityProvDept: 'CA' },
      });
      expect(home.flash.map((flash) => flash.code)).not.toContain('ORD518');
      const checked = AddressValidationResult.parse(
        (
          await call('POST', `/cart/v1/cart/${cart.basketId}/shippingAddress/validation`, token, {
            ...address,
            ...names,
          })
        ).json(),
      );
      expect(checked).toMatchObject({ valid: true, normalized: { countryCode: 'US' } });
    }
    // A contradiction is refused first, whatever the method the other name would have chosen.
    expectSpecError(
      await call('POST', url, token, { ...CA_ADDRESS, countryCode: 'ＵＳ', country: 'ＧＢ' }),
      400,
      'API400',
      'body.country',
    );
  });

  it('re-checks the stored address for the carrier of a newly chosen method (a PO box: SHP500; no phone: SHP410)', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const base = { cartId: cart.basketId, shippingId: 'home' };
    // The post (standard) takes a PO box without a phone; the express courier takes neither.
    const { recipientContactPhone: _phone, ...withoutPhone } = CA_ADDRESS;
    cartOf(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, { ...withoutPhone }));
    expectSpecError(
      await setMethod(token, { ...base, code: 'me' }),
      400,
      'SHP410',
      'shippingAddress.recipientContactPhone',
    );
    cartOf(
      await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, {
        ...CA_ADDRESS,
        addressLine1: 'PO Box 123',
      }),
    );
    expectSpecError(await setMethod(token, { ...base, code: 'me' }), 400, 'SHP500', 'shippingAddress.addressLine1');
    // Nothing changed: still standard, and an address the courier takes switches at once.
    const kept = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(kept.shippingMethods[0]).toMatchObject({ code: 'standard' });
    cartOf(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, CA_ADDRESS));
    expect(cartOf(await setMethod(token, { ...base, code: 'me' })).shippingMethods[0]).toMatchObject({ code: 'me' });
  });

  it("takes only the site's own stores, in its country, for pickup and ship to store (another country's: STR404)", async () => {
    const abroad = await t.db
      .selectFrom('stores')
      .select('store_id')
      .where('brand', '=', 'stride')
      .where('country_code', '!=', 'US')
      .where('pickup_enabled', '=', 1)
      .where('ship_to_store_enabled', '=', 1)
      .orderBy('store_id')
      .executeTakeFirstOrThrow();
    const foreign = abroad.store_id;
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const item = cart.items[0]!;
    const base = { cartId: cart.basketId, shippingId: 'home' };
    expectSpecError(await setMethod(token, { ...base, code: 'sts', storeId: foreign }), 404, 'STR404');
    expectSpecError(await setMethod(token, { ...base, code: 'pickup', storeId: foreign }), 404, 'STR404');
    expectSpecError(
      await call('PUT', `/cart/v1/cart/${cart.basketId}/item`, token, { itemId: item.id, storeId: foreign }),
      404,
      'STR404',
    );
    expectSpecError(
      await call('POST', '/cart/v1/item', token, {
        cartId: cart.basketId,
        productId: variants[1]!.productId,
        upc: variants[1]!.upc,
        qty: 1,
        storeId: foreign,
      }),
      404,
      'STR404',
    );
    expectSpecError(await call('GET', `/stores/v1/stores/${foreign}`, token), 404, 'STR404');
    // Nothing moved, and the tax is still the site's.
    const after = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token));
    expect(after.items.map((each) => each.shipmentId)).toEqual(['home']);
    expect(after.shippingMethods.map((method) => method.code)).toEqual(['standard']);
  });

  it('a site without pickup orders (allowPickupOrder false) sends no item to a store, however asked (SHP404)', async () => {
    const de = { 'x-site-id': 'stride-de-de' };
    const site = await t.db
      .selectFrom('sites')
      .select('features')
      .where('site_id', '=', 'stride-de-de')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(site.features).allowPickupOrder).toBe(false);
    const token = (await guestToken(t, de)).accessToken;
    const [first, second] = await variantsOn(t.db, 'stride-de-de', 2, { order: 'upc-desc' });
    const store = await t.db
      .selectFrom('stores')
      .select('store_id')
      .where('brand', '=', 'stride')
      .where('country_code', '=', 'DE')
      .where('pickup_enabled', '=', 1)
      .orderBy('store_id')
      .executeTakeFirstOrThrow();
    const empty = cartOf(await call('POST', '/cart/v1/cart', token, {}, de));
    const cart = cartOf(
      await call(
        'POST',
        '/cart/v1/item',
        token,
        { cartId: empty.basketId, productId: first!.productId, upc: first!.upc, qty: 1 },
        de,
      ),
    );
    const base = { cartId: cart.basketId, shippingId: 'home' };
    expectSpecError(
      await call('POST', '/cart/v1/shippingMethod', token, { ...base, code: 'pickup', storeId: store.store_id }, de),
      400,
      'SHP404',
    );
    expectSpecError(
      await call(
        'PUT',
        `/cart/v1/cart/${cart.basketId}/item`,
        token,
        { itemId: cart.items[0]!.id, storeId: store.store_id },
        de,
      ),
      400,
      'SHP404',
      'storeId',
    );
    expectSpecError(
      await call(
        'POST',
        '/cart/v1/item',
        token,
        { cartId: cart.basketId, productId: second!.productId, upc: second!.upc, qty: 1, storeId: store.store_id },
        de,
      ),
      400,
      'SHP404',
      'storeId',
    );
    const after = cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token, undefined, de));
    expect(after.items.map((each) => each.shippingOptions.selected)).toEqual(['standard']);
  });

  it('applies US sales tax by the shipping address state once it is set (California 7.25 %, shipping not taxed)', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[4]!, qty: 2 }]);
    expect(cart.totals).toMatchObject({ tax: 0, taxCalculated: false });
    const withAddress = cartOf(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, CA_ADDRESS));
    expect(withAddress.shippingMethods[0]!.address).toMatchObject({
      addressLine1: '1 Market St',
      city: 'San Francisco',
      stateCityProvDept: 'CA',
      postalCode: '94105',
      countryCode: 'US',
      recipientContactPhone: '+14155550123',
    });
    const { totals } = withAddress;
    // Hand computed: 7.25 % of the merchandise after discounts, half up; CA does not tax shipping.
    const expectedTax = Math.floor((totals.itemSubTotal * 725 + 5_000) / 10_000);
    expect(totals).toMatchObject({ taxCalculated: true, tax: expectedTax, taxAmount: expectedTax });
    expect(expectedTax).toBeGreaterThan(0);
    expect(totals.total).toBe(totals.itemSubTotal + totals.shipping + expectedTax);
    expect(withAddress.items.reduce((sum, item) => sum + item.taxTotal, 0)).toBe(expectedTax);
    // An address abroad makes the shipment customs (ORD518); exports carry no US tax.
    const abroad = cartOf(
      await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, {
        addressLine1: '10 Downing Street',
        city: 'London',
        postalCode: 'SW1A 2AA',
        countryCode: 'GB',
        recipientFirstName: 'Ada',
        recipientLastName: 'Lovelace',
        recipientContactPhone: '+44 7700 900123',
      }),
    );
    expect(abroad.shippingMethods[0]).toMatchObject({ code: 'customs' });
    expect(abroad.shippingMethods[0]!.applicableShippingMethods.map((method) => method.code)).toEqual(['customs']);
    expect(abroad.flash).toContainEqual({
      type: 'DeliveryMethodChanged',
      code: 'ORD518',
      details: { shipmentId: 'home', action: 'reviewShipping' },
    });
    expect(abroad.totals).toMatchObject({ tax: 0, taxCalculated: true });
    // Removing the address: customs no longer applies → standard, ORD518; tax waits for an address again.
    const removed = cartOf(await call('DELETE', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token));
    expect(removed.shippingMethods[0]).toMatchObject({ code: 'standard', address: null });
    expect(removed.flash.map((flash) => flash.code)).toContain('ORD518');
    expect(removed.totals).toMatchObject({ tax: 0, taxCalculated: false });
    // A collected shipment takes no address.
    cartOf(await setMethod(token, { cartId: cart.basketId, shippingId: 'home', code: 'sts', storeId }));
    expectSpecError(
      await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, CA_ADDRESS),
      400,
      'API400',
      'body.shippingId',
    );
  });

  it('adds and removes the billing address (newsletterConsent false on add; BIL400 when not valid)', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const url = `/cart/v1/cart/${cart.basketId}/billingAddress`;
    expect(cart.billingAddress).toBeNull();
    expectSpecError(await call('POST', url, token, { ...CA_ADDRESS, city: '' }), 400, 'BIL400', 'body.city');
    expectSpecError(await call('POST', url, token, { ...CA_ADDRESS, evil: 1 }), 400, 'API400', 'body.evil');
    const added = cartOf(await call('POST', url, token, { ...CA_ADDRESS, newsletterConsent: false }));
    expect(added.billingAddress).toMatchObject({ city: 'San Francisco', stateCityProvDept: 'CA', approachType: 'B' });
    expect(added.newsletterConsent).toBe(false);
    const defaulted = cartOf(await call('POST', url, token, CA_ADDRESS));
    expect(defaulted.newsletterConsent).toBe(false);
    // Sent true, still recorded false: the address is unverified, and consent is the account's double opt-in.
    const sentTrue = cartOf(await call('POST', url, token, { ...CA_ADDRESS, newsletterConsent: true }));
    expect(sentTrue.newsletterConsent).toBe(false);
    expect(cartOf(await call('GET', `/cart/v1/cart/${cart.basketId}`, token)).newsletterConsent).toBe(false);
    const removed = cartOf(await call('DELETE', url, token));
    expect(removed).toMatchObject({ billingAddress: null, newsletterConsent: null });
    expect(removed.version).toBeGreaterThan(added.version);
  });

  it("answers BSK404 for another shopper's basket on every delivery call", async () => {
    const { cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const stranger = (await guestToken(t)).accessToken;
    const id = cart.basketId;
    const calls: [string, string, unknown?][] = [
      ['POST', '/cart/v1/shippingMethod', { cartId: id, shippingId: 'home', code: 'me' }],
      ['GET', `/cart/v1/cart/${id}/shippingMethod/home`],
      ['POST', `/cart/v2/cart/${id}/shippingAddress`, CA_ADDRESS],
      ['DELETE', `/cart/v2/cart/${id}/shippingAddress`],
      ['POST', `/cart/v1/cart/${id}/shippingAddress/validation`, CA_ADDRESS],
      ['POST', `/cart/v1/cart/${id}/billingAddress`, CA_ADDRESS],
      ['DELETE', `/cart/v1/cart/${id}/billingAddress`],
    ];
    for (const [method, url, payload] of calls) {
      expectSpecError(await call(method as 'GET', url, stranger, payload), 404, 'BSK404');
    }
  });

  it('de-de: a DHL Packstation needs the DHL Postnummer with the contact (6–10 digits), no other point keeps one (t1-F1)', async () => {
    const de = { 'x-site-id': 'stride-de-de' };
    const token = (await guestToken(t, de)).accessToken;
    const cart = cartOf(await call('POST', '/cart/v1/cart', token, {}, de));
    const pointNamed = async (name: string) =>
      (await t.db.selectFrom('collection_points').select('point_id').where('name', '=', name).executeTakeFirstOrThrow())
        .point_id;
    const packstation = await pointNamed('DHL Packstation 101');
    const shop = await pointNamed('Hermes PaketShop – Späti Hackescher Markt');
    const contact = { ...CONTACT, phone: '0151 23456789' };
    const body = { cartId: cart.basketId, shippingId: 'home', code: 'pudo', collectionPointId: packstation };
    const post = (payload: object, headers: Record<string, string> = {}) =>
      call('POST', '/cart/v1/shippingMethod', token, payload, { ...de, ...headers });

    // Missing or not a Postnummer: the field named, in the shopper's language.
    const missing = await post({ ...body, contact });
    expectSpecError(missing, 400, 'API400', 'body.contact.customerNumber');
    expect(missing.json().errorDetails).toEqual([
      { errorId: 'API400', field: 'body.contact.customerNumber', message: 'Bitte gib deine Postnummer ein.' },
    ]);
    const english = await post({ ...body, contact }, { 'x-locale': 'en-gb' });
    expect(english.json().errorDetails[0].message).toBe('Please enter the DHL customer number (Postnummer).');
    for (const bad of ['12345', '12345678901', '1234S678', '+49123456']) {
      const refused = await post({ ...body, contact: { ...contact, customerNumber: bad } });
      expectSpecError(refused, 400, 'API400', 'body.contact.customerNumber');
      expect(refused.json().errorDetails[0].message, bad).toBe(
        'Bitte gib deine Postnummer ein: nur Ziffern, 6 bis 10 Stellen.',
      );
    }
    // Every bad field at once, the Postnummer with them.
    const all = await post({ ...body, contact: { ...contact, email: 'x@', customerNumber: '1' } });
    expect(all.json().errorDetails.map((detail: { field: string }) => detail.field)).toEqual([
      'body.contact.email',
      'body.contact.customerNumber',
    ]);

    // Taken as digits, kept with the contact, said in the cart's answer; the point says it needs one.
    const taken = cartOf(await post({ ...body, contact: { ...contact, customerNumber: ' 1234 5678 ' } }));
    expect(taken.shippingMethods[0]).toMatchObject({
      code: 'pudo',
      collectionPointId: packstation,
      contact: { firstName: 'Ada', phone: '+4915123456789', customerNumber: '12345678' },
      missingContactFields: [],
      place: { name: 'DHL Packstation 101', requiresCustomerNumber: true },
    });
    const stored = await t.db
      .selectFrom('cart_shipments')
      .select('contact')
      .where('basket_id', '=', cart.basketId)
      .where('shipping_id', '=', 'home')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.contact ?? '{}')).toMatchObject({ customerNumber: '12345678' });

    // Another point (a shop) keeping the contact: the number is not its collector's concern, not shown.
    const moved = cartOf(await post({ ...body, collectionPointId: shop }));
    expect(moved.shippingMethods[0]!.contact).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+4915123456789',
    });
    expect(moved.shippingMethods[0]).toMatchObject({
      missingContactFields: [],
      place: { requiresCustomerNumber: false },
    });
    // Sent for a point that needs none: not kept, not refused (it may have been typed before choosing the shop).
    const ignored = cartOf(
      await post({ ...body, collectionPointId: shop, contact: { ...contact, customerNumber: 'not a number' } }),
    );
    expect(ignored.shippingMethods[0]!.contact).not.toHaveProperty('customerNumber');
    // Back to the Packstation without a contact: the Postnummer is what checkout still has to collect.
    const back = cartOf(await post(body));
    expect(back.shippingMethods[0]!.missingContactFields).toEqual(['customerNumber']);
    // The method's own point kept when no collectionPointId is sent: still asks for the number.
    expectSpecError(
      await post({ cartId: cart.basketId, shippingId: 'home', code: 'pudo', contact }),
      400,
      'API400',
      'body.contact.customerNumber',
    );
  });

  it('never answers 5xx to fuzzed bodies on the delivery calls', async () => {
    const { token, cart } = await shopperWith([{ variant: variants[0]!, qty: 1 }]);
    const id = cart.basketId;
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('home', 'pickup', 'pudo', 'sts', 'me', 'customs', storeId, pointId, id, 'US', 'PO Box 1'),
    );
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'cartId',
          'code',
          'shippingId',
          'shopperAppliedSM',
          'storeId',
          'collectionPointId',
          'contact',
          'addressLine1',
          'city',
          'postalCode',
          'countryCode',
          'stateCityProvDept',
          'recipientContactPhone',
          'newsletterConsent',
        ),
        fc.oneof(
          value,
          fc.dictionary(fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'customerNumber'), value),
        ),
      ),
      fc.anything(),
    );
    const urls = [
      '/cart/v1/shippingMethod',
      `/cart/v2/cart/${id}/shippingAddress`,
      `/cart/v1/cart/${id}/shippingAddress/validation`,
      `/cart/v1/cart/${id}/billingAddress`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, async (url, payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...AUTH, ...bearer(token), 'content-type': 'application/json' },
          payload:
            JSON.stringify(
              url === '/cart/v1/shippingMethod' && isObject(payload) ? { cartId: id, ...payload } : payload,
            ) ?? 'null',
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
