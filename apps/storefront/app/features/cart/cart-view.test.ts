import { Cart } from '@outsole/contracts/cart';
import { describe, expect, it } from 'vitest';

import { cartAnswer, cartItem, UPC_A, UPC_B } from './cart-test-kit.ts';
import { formatIcu } from '#app/lib/i18n/icu.ts';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import {
  deliveryDays,
  deliveryTimeValues,
  groupByShipment,
  hasMethodChoice,
  itemNotes,
  knownItems,
  stockReached,
  variantHref,
} from './cart-view.ts';
import { claimReload, RELOAD_GUARD_MS } from './reload-guard.ts';

const pickup = (id: string, storeId: string, deliveryTime: string) =>
  cartItem({
    id,
    upc: UPC_B,
    shipmentId: `pickup-${storeId}`,
    shippingOptions: {
      selected: 'pickup',
      available: ['standard', 'pickup'],
      shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime, price: 0 },
      storeInfo: { id: storeId, storeInventory: 3 },
    },
  });

describe('cart view', () => {
  it('the test kit answers the contract', () => {
    expect(Cart.safeParse(cartAnswer()).success).toBe(true);
  });

  it.each([
    ['same day', 0],
    ['3-5 days', 3],
    ['1-2 days', 1],
    ['10-14 days', 10],
    ['soon', Number.POSITIVE_INFINITY],
  ])('delivery time %s sorts as %s', (text, days) => {
    expect(deliveryDays(text)).toBe(days);
  });

  it.each([
    ['3-5 days', 'en-US', enUS, '3–5 days'],
    ['same day', 'en-US', enUS, 'same day'],
    ['1 day', 'en-US', enUS, '1 day'],
    // A store pickup's next opening day (`n-n days`): one number, not a range of one.
    ['1-1 days', 'en-US', enUS, '1 day'],
    ['2-2 days', 'de-DE', deDE, '2 Tage'],
    ['3-5 days', 'de-DE', deDE, '3–5 Tage'],
    ['same day', 'de-DE', deDE, 'am selben Tag'],
    ['7-14 days', 'fr-FR', frFR, '7 à 14 jours'],
    ['same day', 'fr-FR', frFR, 'le jour même'],
    ['2 days', 'fr-FR', frFR, '2 jours'],
    ['1-2 days', 'ja-JP', jaJP, '1～2日'],
    ['same day', 'ja-JP', jaJP, '当日'],
    ['next week', 'de-DE', deDE, 'next week'],
  ])('delivery time %s reads in %s as %s', (deliveryTime, locale, messages, text) => {
    expect(formatIcu(messages['cart.deliveryTime'], locale, deliveryTimeValues(deliveryTime))).toBe(text);
  });

  it('groups by shipment: home first, then pickup shipments by delivery time', () => {
    const cart = cartAnswer({}, [
      pickup('p-slow', 'S2', '2-3 days'),
      cartItem({ id: 'home-1' }),
      pickup('p-fast', 'S1', 'same day'),
    ]);
    const groups = groupByShipment(cart, { bonusFirst: false });
    expect(groups.map((group) => group.shipmentId)).toEqual(['home', 'pickup-S1', 'pickup-S2']);
    expect(groups.map((group) => group.collected)).toEqual([false, true, true]);
  });

  it('puts a delivery of free gifts alone after the shopper’s pickup (findings-1 F8)', () => {
    const cart = cartAnswer({}, [cartItem({ id: 'gift', bonus: true, upc: UPC_A }), pickup('shoe', 'S1', 'same day')]);
    const groups = groupByShipment(cart, { bonusFirst: false });
    expect(groups.map((group) => group.shipmentId)).toEqual(['pickup-S1', 'home']);
    expect(groups.map((group) => group.giftsOnly)).toEqual([false, true]);
  });

  it('puts bonus items first only when configured', () => {
    const cart = cartAnswer({}, [cartItem({ id: 'a' }), cartItem({ id: 'gift', bonus: true, upc: UPC_B })]);
    expect(groupByShipment(cart, { bonusFirst: true })[0]?.items.map((item) => item.id)).toEqual(['gift', 'a']);
    expect(groupByShipment(cart, { bonusFirst: false })[0]?.items.map((item) => item.id)).toEqual(['a', 'gift']);
  });

  it('reads partial and missing stock from the flash messages, and markdowns from the prices', () => {
    const item = cartItem({ qty: 3 });
    const partial = cartAnswer({
      flash: [{ type: 'PartialStock', code: 'INV406', details: { sku: UPC_A, missingQty: 2, shipmentId: 'home' } }],
    });
    expect(itemNotes(partial, item)).toMatchObject({ missingQty: 2, outOfStock: false, reduced: true });
    const none = cartAnswer({
      flash: [{ type: 'OutOfStock', code: 'INV406', details: { sku: UPC_A, missingQty: 3, shipmentId: 'home' } }],
    });
    expect(itemNotes(none, item)).toMatchObject({ missingQty: 3, outOfStock: true });
    expect(itemNotes(cartAnswer(), cartItem())).toMatchObject({ missingQty: null, outOfStock: false });
  });

  it('lists the lines the shopper added for recovery, without free gifts', () => {
    const cart = cartAnswer({}, [
      cartItem({ qty: 2 }),
      cartItem({ id: 'g', bonus: true }),
      pickup('p', 'S1', '1-2 days'),
    ]);
    expect(knownItems(cart)).toEqual([`SRN155750|${UPC_A}|2||`, `SRN155750|${UPC_B}|1|S1|`]);
  });

  it('keeps a digital gift card with its recipient and message (base64url JSON), never one without an email', () => {
    const card = { email: 'ana@example.com', to: 'Ana', from: 'Jo', message: 'Alles Gute — für dich ✨' };
    const cart = cartAnswer({}, [
      cartItem({ id: 'c1', productId: 'GIFTCARDS', upc: UPC_A, isDigitalProduct: true, gift: true, giftOption: card }),
      cartItem({ id: 'c2', productId: 'GIFTCARDS', upc: UPC_B, isDigitalProduct: true, giftOption: null }),
    ]);
    const [entry, ...rest] = knownItems(cart);
    expect(rest).toEqual([]);
    const [productId, upc, qty, store, encoded = ''] = entry!.split('|');
    expect([productId, upc, qty, store]).toEqual(['GIFTCARDS', UPC_A, '1', '']);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(card);
  });
});

describe('a store’s availability of the shipment’s items', () => {
  it.each([
    [enUS, 'en-US', 0, 1, '0 of 1 item available'],
    [enUS, 'en-US', 1, 2, '1 of 2 items available'],
    [deDE, 'de-DE', 0, 1, '0 von 1 Artikel verfügbar'],
    [deDE, 'de-DE', 1, 3, '1 von 3 Artikeln verfügbar'],
    [frFR, 'fr-FR', 1, 2, '1 article sur 2 disponible'],
    [frFR, 'fr-FR', 2, 3, '2 articles sur 3 disponibles'],
    [jaJP, 'ja-JP', 1, 2, '2点中1点の在庫あり'],
  ])('%#: %s says %i of %i as the language counts', (messages, locale, count, total, text) => {
    expect(formatIcu(messages['cart.place.someInStock'], locale, { count, total })).toBe(text);
  });
});

describe('"Change shipping method" is offered where there is another method to choose', () => {
  const method = (code: string) => ({ code, label: code, deliveryTime: '3-5 days', price: 0 }) as const;
  const shipment = (shippingId: string, code: string, codes: string[]) => ({
    shippingId,
    code,
    storeId: null,
    address: null,
    applicableShippingMethods: codes.map((each) => method(each)),
  });
  it('not for emailed gift cards, customs alone, or home delivery whose only other ways are places', () => {
    const cart = cartAnswer({
      shippingMethods: [
        shipment('home', 'standard', ['standard', 'me', 'pickup', 'sts', 'pudo']),
        shipment('digital', 'digital', ['digital']),
        shipment('customs', 'customs', ['customs']),
        shipment('plain', 'standard', ['standard', 'pickup', 'sts']),
        shipment('pickup-US101', 'pickup', ['standard', 'pickup']),
      ] as ReturnType<typeof cartAnswer>['shippingMethods'],
    });
    expect(
      ['home', 'digital', 'customs', 'plain', 'pickup-US101', 'gone'].map((id) => hasMethodChoice(cart, id)),
    ).toEqual([true, false, false, false, true, false]);
  });
});

describe('a line links to its product page with its variant chosen', () => {
  it('colour, width and size as the site shows them; a gift card or a link with its own query as it is', () => {
    const pdpUrl = '/de-de/p/lumen-4-SRN155750';
    expect(variantHref({ pdpUrl, variants: { colourCode: '297', size: '42.5', width: 'D' } })).toBe(
      `${pdpUrl}?colour=297&width=D&size=42.5`,
    );
    expect(variantHref({ pdpUrl, variants: { colourCode: '297', size: 'M', width: null } })).toBe(
      `${pdpUrl}?colour=297&size=M`,
    );
    const card = { pdpUrl: '/en-us/p/gift-card-GIFTCARDS', variants: { colourCode: '000', size: '50', width: null } };
    expect(variantHref({ ...card, isDigitalProduct: true })).toBe(card.pdpUrl);
    expect(
      variantHref({ pdpUrl: `${pdpUrl}?colour=001`, variants: { colourCode: '297', size: '9', width: null } }),
    ).toBe(`${pdpUrl}?colour=001`);
    expect(variantHref({ pdpUrl: '', variants: { colourCode: '297', size: '9', width: null } })).toBe('');
  });

  it('never links off the site: an off-site, scheme or backslash URL stored on a line gives no link', () => {
    for (const pdpUrl of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example']) {
      expect(variantHref({ pdpUrl, variants: { colourCode: '297', size: '9', width: null } }), pdpUrl).toBe('');
      expect(variantHref({ pdpUrl, variants: { colourCode: '', size: '', width: null } }), pdpUrl).toBe('');
    }
  });
});

describe('page reload guard (spec §9: kept 10 s)', () => {
  it('allows one reload, then none until the guard has passed', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000 + 4000)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});

describe('the stock a line’s quantity has reached (its "+" adds no more)', () => {
  const atStore = (storeInventory: number | null) => ({
    ...cartItem().shippingOptions,
    selected: 'pickup' as const,
    shippingMethod: { ...cartItem().shippingOptions.shippingMethod, code: 'pickup' as const },
    storeInfo: { id: 'US101', storeInventory },
  });

  it('a delivered line counts the online stock (inventoryLevel), not its maximum (maxQty)', () => {
    expect(stockReached(cartItem({ inventoryLevel: 3, maxQty: 999_999 }), 2)).toBeNull();
    expect(stockReached(cartItem({ inventoryLevel: 3 }), 3)).toEqual({ count: 3, atStore: false });
    // Stock that dropped below what the line holds: no more either.
    expect(stockReached(cartItem({ inventoryLevel: 1 }), 2)).toEqual({ count: 1, atStore: false });
  });

  it('a line collected in a store counts that store’s stock (storeInventory), whatever the web holds', () => {
    const item = cartItem({ inventoryLevel: 50, shippingOptions: atStore(2) });
    expect(stockReached(item, 1)).toBeNull();
    expect(stockReached(item, 2)).toEqual({ count: 2, atStore: true });
    // The store's stock unknown: nothing refused ahead of the api.
    expect(stockReached(cartItem({ inventoryLevel: 0, shippingOptions: atStore(null) }), 5)).toBeNull();
  });

  it('a delivered line the favourite store could supply still counts the online stock', () => {
    const shippingOptions = { ...cartItem().shippingOptions, storeInfo: { id: 'US101', storeInventory: 1 } };
    expect(stockReached(cartItem({ inventoryLevel: 5, shippingOptions }), 1)).toBeNull();
  });
});
