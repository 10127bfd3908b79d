import type { Cart } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import type { ShellData } from '#app/features/site-shell/shell-data.ts';
import type { PlaceSearch } from './cart-types.ts';
import { cartAnswer, cartItem, UPC_B } from './cart-test-kit.ts';

const METHODS = [
  { code: 'standard' as const, label: 'Standard shipping', deliveryTime: '3-5 days', price: 795 },
  { code: 'pickup' as const, label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
  { code: 'sts' as const, label: 'Ship to store', deliveryTime: '3-5 days', price: 0 },
  { code: 'pudo' as const, label: 'Pickup point', deliveryTime: '3-5 days', price: 495 },
];
const HOME = {
  shippingId: 'home',
  code: 'standard' as const,
  storeId: null,
  address: null,
  applicableShippingMethods: METHODS,
};
const SOHO = {
  name: 'Stride SoHo',
  address: { addressLine1: '510 Broadway', city: 'New York', region: 'NY', postalCode: '10012', countryCode: 'US' },
};
const PICKUP = { ...HOME, shippingId: 'pickup-US101', code: 'pickup' as const, storeId: 'US101', place: SOHO };

/** A bought line collected at Stride SoHo, ready as the api says (spec §4 `same day` or `n-n days`). */
function pickedUp(deliveryTime = 'same day') {
  return cartItem({
    id: 'item-1',
    shipmentId: 'pickup-US101',
    shippingOptions: {
      ...cartItem().shippingOptions,
      selected: 'pickup',
      shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime, price: 0 },
      storeInfo: { id: 'US101', storeInventory: 4 },
    },
  });
}

function renderCart(
  cart: Cart,
  place: PlaceSearch | null = null,
  today?: string,
  japanese = false,
  placeToday?: Record<string, string>,
) {
  const [locale, intl] = japanese
    ? (['ja-jp', pageIntl('ja-JP', jaJP)] as const)
    : (['en-us', pageIntl('en-US', enUS)] as const);
  const Stub = createRoutesStub([
    {
      path: `/${locale}/cart`,
      Component: () => (
        <IntlProvider value={intl}>
          <CartMain cart={cart} layout="page" locale={locale} place={place} today={today} placeToday={placeToday} />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[`/${locale}/cart`]} />).replace(/<!-- -->/g, '');
}

describe('the place links of a shipment', () => {
  it('offer pickup, ship to store and a collection point for a shipment of bought items', () => {
    const html = renderCart(cartAnswer({ shippingMethods: [HOME] }, [cartItem()]));
    expect(html).toMatch(/href="\/en-us\/cart\?place=home&amp;kind=pickup"/);
    expect(html).toMatch(/href="\/en-us\/cart\?place=home&amp;kind=pudo"/);
  });

  it('are left out for a shipment holding only a gift with purchase; its bought item’s store can still change', () => {
    const gift = cartItem({ id: 'gift', upc: UPC_B, name: 'Strata 8 Socks', bonus: true, shipmentId: 'home' });
    const bought = pickedUp();
    const html = renderCart(cartAnswer({ shippingMethods: [HOME, PICKUP] }, [gift, bought]));
    expect(html).not.toMatch(/place=home&amp;kind=/);
    expect(html).toMatch(/href="\/en-us\/cart\?place=pickup-US101&amp;kind=pickup"/);
    // Why the gift comes on its own (decision 0044): said under its delivery.
    expect(html).toContain('Your free gift ships to you: the store you’re picking up from doesn’t have it.');
  });
});

describe('the place links’ names', () => {
  it('say what the link does to which shipment (ja: the current one in full-width brackets)', () => {
    const cart = cartAnswer({ shippingMethods: [HOME] }, [cartItem()]);
    const names = (html: string) => [...html.matchAll(/<a aria-label="([^"]+)"[^>]*kind=/g)].map((m) => m[1]);
    expect(names(renderCart(cart))).toEqual([
      'Pick up in store instead of Standard shipping',
      'Ship to store instead of Standard shipping',
      'Pickup point instead of Standard shipping',
    ]);
    expect(names(renderCart(cart, null, undefined, true))).toEqual([
      '店舗で受け取る（現在：Standard shipping）',
      '店舗へ配送（現在：Standard shipping）',
      '受取スポット（現在：Standard shipping）',
    ]);
  });

  it('a shipment at a collection point or a store: its own method’s link changes the place, named (t1 F5)', () => {
    const locker = { ...SOHO, name: 'FedEx Locker Embarcadero' };
    const atPoint = cartAnswer(
      { shippingMethods: [{ ...HOME, code: 'pudo', collectionPointId: 'CP-US-0019', place: locker }] },
      [
        cartItem({
          shippingOptions: {
            ...cartItem().shippingOptions,
            selected: 'pudo',
            shippingMethod: { code: 'pudo', label: 'Pickup point', deliveryTime: '3-5 days', price: 495 },
          },
        }),
      ],
    );
    const links = (html: string) =>
      [...html.matchAll(/<a aria-label="([^"]+)"[^>]*kind=[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);
    const home = links(renderCart(atPoint));
    expect(home).toContainEqual(['Change pickup point, now FedEx Locker Embarcadero', 'Change pickup point']);
    expect(home).toContainEqual(['Pick up in store instead of Pickup point', 'Pick up in store']);
    expect(
      links(
        renderCart(
          cartAnswer({ shippingMethods: [HOME, PICKUP] }, [pickedUp(), cartItem({ id: 'item-2', upc: UPC_B })]),
        ),
      ),
    ).toContainEqual(['Change store, now Stride SoHo', 'Change store']);
  });
});

describe('a collected shipment', () => {
  it('names the store it is collected at, with its address; a delivered one names none', () => {
    const bought = pickedUp();
    const delivered = cartItem({ id: 'item-2', upc: UPC_B });
    const html = renderCart(
      cartAnswer({ shippingMethods: [{ ...HOME, place: SOHO }, PICKUP] }, [bought, delivered]),
    ).replace(/<!-- -->/g, '');
    expect(html).toContain('<span class="font-semibold">Stride SoHo</span> · 510 Broadway, New York, NY 10012');
    // The home shipment's place (were the api to send one) is not shown: it is delivered.
    expect(html.match(/>Stride SoHo</g)).toHaveLength(1);
    // Something bought is delivered: no word about a gift delivered on its own.
    expect(html).not.toContain('Your free gift ships');
  });

  it('asks before switching stores by the chosen store’s name, though the search found stores elsewhere', () => {
    const boston: PlaceSearch = {
      shipmentId: 'pickup-US101',
      kind: 'pickup',
      near: 'Boston',
      stores: [
        {
          storeId: 'US103',
          name: 'Stride Back Bay',
          address: '1 Boylston St, Boston, MA 02116',
          distanceKm: 1,
          items: [{ upc: '000000000017', name: 'Lumen 4 Running Shoe', qty: 1, inStock: true }],
          inStockCount: 1,
          ready: null,
        },
      ],
      points: null,
      currentStoreId: 'US101',
      required: { email: true, phone: false },
    };
    const html = renderCart(cartAnswer({ shippingMethods: [HOME, PICKUP] }, [pickedUp()]), boston);
    expect(html).toContain('Switch from Stride SoHo to the store you chose?');
    expect(html).not.toContain('Switch from US101');
  });
});

describe('a store of the pickup search holding some of the items', () => {
  it('says each item’s stock after its name as the language punctuates it (ja: a full-width colon)', () => {
    const search: PlaceSearch = {
      shipmentId: 'home',
      kind: 'pickup',
      near: '10012',
      stores: [
        {
          storeId: 'US101',
          name: 'Stride SoHo',
          address: '510 Broadway, New York, NY 10012',
          distanceKm: 1,
          items: [
            { upc: '000000000017', name: 'Lumen 5', qty: 1, inStock: true },
            { upc: UPC_B, name: 'Strata 8 Socks', qty: 1, inStock: false },
          ],
          inStockCount: 1,
          ready: null,
        },
      ],
      points: null,
      currentStoreId: null,
      required: { email: true, phone: false },
    };
    const cart = cartAnswer({ shippingMethods: [HOME] }, [cartItem()]);
    const lines = (html: string) => [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(lines(renderCart(cart, search))).toEqual(['Lumen 5: available', 'Strata 8 Socks: not available']);
    expect(lines(renderCart(cart, search, undefined, true))).toEqual(['Lumen 5：在庫あり', 'Strata 8 Socks：在庫なし']);
  });
});

describe('when a store pickup is ready (the store’s opening hours, as the api words them)', () => {
  it.each([
    ['the same day', 'same day', '2026-12-07', 'Ready today'],
    ['the store opens tomorrow', '1-1 days', '2026-12-06', 'Ready tomorrow'],
    ['closed on Sunday, asked on Saturday', '2-2 days', '2026-12-05', 'Ready Monday'],
  ])('%s: the shipment says so, with no delivery time nor arrival dates', (_name, deliveryTime, today, text) => {
    const html = renderCart(cartAnswer({ shippingMethods: [PICKUP] }, [pickedUp(deliveryTime)]), null, today);
    expect(html).toContain(`Pick up in store<span class="font-normal text-muted"> · ${text}</span>`);
    expect(html).not.toContain('same day');
    expect(html).not.toContain('Arrives');
  });

  it('counts the weekday from the store’s own date, not the site country’s (a store three zones west)', () => {
    // Just after midnight on Monday in New York, still Sunday evening in Los Angeles: two days on is Tuesday there.
    const html = renderCart(
      cartAnswer({ shippingMethods: [PICKUP] }, [pickedUp('2-2 days')]),
      null,
      '2026-12-07',
      false,
      { 'pickup-US101': '2026-12-06' },
    );
    expect(html).toContain('Ready Tuesday');
    expect(html).not.toContain('Ready Wednesday');
  });

  it('each store of the pickup dialog says when an order is ready there', () => {
    const item = { upc: UPC_B, name: 'Trail 2', qty: 1, inStock: true };
    const store = { address: '', distanceKm: 1, items: [item], inStockCount: 1 };
    const search: PlaceSearch = {
      shipmentId: 'home',
      kind: 'pickup',
      near: 'Paris',
      stores: [
        { ...store, storeId: 'FR101', name: 'Stride Marais', ready: { days: 0, weekday: 0 } },
        { ...store, storeId: 'FR102', name: 'Stride Saint-Lazare', ready: { days: 1, weekday: 1 } },
        { ...store, storeId: 'FR103', name: 'Stride Opéra', ready: { days: 2, weekday: 1 } },
      ],
      points: null,
      currentStoreId: null,
      required: { email: true, phone: true },
    };
    const html = renderCart(cartAnswer({ shippingMethods: [HOME] }, [cartItem()]), search);
    const readiness = [...html.matchAll(/Ready (today|tomorrow|Monday)/g)].map((match) => match[0]);
    expect(readiness).toEqual(['Ready today', 'Ready tomorrow', 'Ready Monday']);
  });
});

describe('a free gift the store lacks (findings-1 F8)', () => {
  it('is said up front, under the store’s availability, where the store collects the rest', () => {
    const item = { upc: UPC_B, name: 'Nova 4', qty: 1, inStock: true };
    const store = { address: '', distanceKm: 1, items: [item], inStockCount: 1, ready: null };
    const search: PlaceSearch = {
      shipmentId: 'home',
      kind: 'pickup',
      near: '94103',
      stores: [
        { ...store, storeId: 'US101', name: 'Stride Union Square', giftsDelivered: ['Strata 8 Socks'] },
        { ...store, storeId: 'US102', name: 'Stride Mission', giftsDelivered: [] },
      ],
      points: null,
      currentStoreId: null,
      required: { email: true, phone: false },
    };
    const html = renderCart(cartAnswer({ shippingMethods: [HOME] }, [cartItem()]), search);
    const sentence = 'Your free gift, Strata 8 Socks, isn’t available at this store, so we’ll ship it to your address.';
    expect(html.split(sentence)).toHaveLength(2); // once: Union Square only
    expect(html.indexOf(sentence)).toBeLessThan(html.indexOf('Stride Mission'));
  });
});

describe('the contact of a collected shipment', () => {
  const search: PlaceSearch = {
    shipmentId: 'home',
    kind: 'pickup',
    near: '150-0043',
    stores: [
      { storeId: 'JP101', name: 'Stride Shibuya', address: '', distanceKm: 1, items: [], inStockCount: 1, ready: null },
    ],
    points: null,
    currentStoreId: null,
    required: { email: true, phone: false },
  };
  const order = (html: string) => ['name="lastName"', 'name="firstName"'].map((field) => html.indexOf(field));

  it('asks for the family name first on a Japanese site, the given name first elsewhere', () => {
    const cart = cartAnswer({ shippingMethods: [HOME] }, [cartItem()]);
    const [familyJa, givenJa] = order(renderCart(cart, search, undefined, true));
    expect(familyJa).toBeGreaterThan(0);
    expect(familyJa).toBeLessThan(givenJa!);
    const [familyEn, givenEn] = order(renderCart(cart, search));
    expect(givenEn).toBeGreaterThan(0);
    expect(givenEn).toBeLessThan(familyEn!);
  });
});

describe('the pickup dialog’s stores (t1 F1)', () => {
  const line = { upc: UPC_B, name: 'Trail 2', qty: 1 };
  const marais = {
    storeId: 'FR101',
    name: 'Stride Marais',
    address: '',
    distanceKm: 0.6,
    items: [{ ...line, inStock: false }],
    inStockCount: 0,
    ready: { days: 1, weekday: 1 },
  };
  const lazare = {
    ...marais,
    storeId: 'FR102',
    name: 'Stride Saint-Lazare',
    distanceKm: 2.8,
    items: [{ ...line, inStock: true }],
    inStockCount: 1,
  };
  const search: PlaceSearch = {
    shipmentId: 'home',
    kind: 'pickup',
    near: '75003',
    stores: [marais, lazare],
    points: null,
    currentStoreId: null,
    required: { email: true, phone: false },
  };
  const cart = cartAnswer({ shippingMethods: [HOME] }, [cartItem()]);
  const radio = (html: string, storeId: string) =>
    new RegExp(`<input[^>]*value="${storeId}"[^>]*>`).exec(html)?.[0] ?? '';
  const card = (html: string, name: string) =>
    html.slice(html.indexOf(name), html.indexOf('</label>', html.indexOf(name)));

  it('chooses the nearest store that has the items, not the nearest; one without them says so, with no ready day', () => {
    const html = renderCart(cart, search);
    expect(radio(html, 'FR101')).not.toContain('checked');
    expect(radio(html, 'FR102')).toContain('checked');
    expect(card(html, 'Stride Marais')).toContain('Not available at this store');
    expect(card(html, 'Stride Marais')).not.toContain('Ready');
    expect(card(html, 'Stride Saint-Lazare')).toContain('Ready tomorrow');
  });

  it('chooses none when no store found has every item; no radio is required (the list asks in the shop’s words)', () => {
    const html = renderCart(cart, { ...search, stores: [marais] });
    expect(radio(html, 'FR101')).not.toContain('checked');
    expect(radio(html, 'FR101')).not.toContain('required');
  });

  it('no store found has any of the items: says so and what to do, with no contact and no “Use this store” (t3 F3-12)', () => {
    const html = renderCart(cart, {
      ...search,
      stores: [marais, { ...marais, storeId: 'FR104', name: 'Stride Opéra' }],
    });
    const text = 'None of these stores has this item. Try another ZIP code or city, or have it delivered.';
    expect(html).toContain(`1 store found. ${text}`.replace('1 store', '2 stores'));
    expect(html).toContain(`<p class="rounded-lg bg-amber-50 px-3 py-2 font-medium">${text}</p>`);
    expect(html).not.toContain('Use this store');
    expect(html).not.toContain('name="firstName"');
    // One store holding it: the form is there.
    expect(renderCart(cart, search)).toContain('Use this store');
  });
});

describe('the collection point dialog opened again (t1 F1)', () => {
  const point = (collectionPointId: string, name: string, distanceKm: number | null) => ({
    collectionPointId,
    name,
    type: 'locker',
    address: '1 Market St, San Francisco, CA 94105',
    distanceKm,
  });
  const place: PlaceSearch = {
    shipmentId: 'home',
    kind: 'pudo',
    near: '94110',
    stores: null,
    points: [point('CP-US-0018', 'UPS Access Point', 0.4), point('CP-US-0019', 'FedEx Locker', 1.1)],
    currentStoreId: null,
    currentPointId: 'CP-US-0019',
    required: { email: true, phone: false },
  };
  const cart = cartAnswer({ shippingMethods: [{ ...HOME, code: 'pudo', collectionPointId: 'CP-US-0019' }] }, [
    cartItem(),
  ]);
  const radio = (html: string, id: string) => new RegExp(`<input[^>]*value="${id}"[^>]*>`).exec(html)?.[0] ?? '';

  it('keeps the point the parcel goes to chosen and says it is the current one, not the nearest', () => {
    const html = renderCart(cart, place);
    expect(radio(html, 'CP-US-0019')).toContain('checked');
    expect(radio(html, 'CP-US-0018')).not.toContain('checked');
    expect(html).toContain('FedEx Locker<span class="font-normal text-muted"> · your pickup point</span>');
  });
});

describe('a collection point that needs the carrier’s customer number (a DHL Packstation, t1-F1)', () => {
  const point = (collectionPointId: string, name: string, requiresCustomerNumber?: boolean) => ({
    collectionPointId,
    name,
    type: 'locker',
    address: 'Rosenthaler Straße 51, 10178 Berlin',
    distanceKm: 0.8,
    ...(requiresCustomerNumber ? { requiresCustomerNumber } : {}),
  });
  const place = (points: PlaceSearch['points']): PlaceSearch => ({
    shipmentId: 'home',
    kind: 'pudo',
    near: 'Berlin',
    stores: null,
    points,
    currentStoreId: null,
    currentPointId: null,
    required: { email: true, phone: true },
  });
  const cart = cartAnswer({ shippingMethods: [HOME] }, [cartItem()]);
  const radio = (html: string, id: string) => new RegExp(`<input[^>]*value="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const field = (html: string) => /<input[^>]*name="customerNumber"[^>]*>/.exec(html)?.[0] ?? '';

  it('before hydration and without JavaScript: the Postnummer field is in the form, shown while such a point is chosen', () => {
    const html = renderCart(
      cart,
      place([point('CP-DE-0001', 'DHL Packstation 101', true), point('CP-DE-0003', 'Hermes')]),
    );
    expect(html).toContain('DHL customer number (Postnummer)');
    expect(html).toContain('You’ll find it in the DHL app or on your Goldcard.');
    // Inside the block the stylesheet shows only while a point marked as needing it is checked (app.css).
    expect(html).toMatch(/<div data-customer-number-field="">[\s\S]*name="customerNumber"/);
    expect(radio(html, 'CP-DE-0001')).toContain('data-customer-number=""');
    expect(radio(html, 'CP-DE-0003')).not.toContain('data-customer-number');
    // Not required by the browser: that would block choosing the shop; the api judges it.
    expect(field(html)).not.toContain('required');
    expect(field(html)).toContain('inputMode="numeric"');
  });

  it('asks for no customer number where no point found needs one', () => {
    const html = renderCart(cart, place([point('CP-DE-0003', 'Hermes'), point('CP-DE-0004', 'DPD')]));
    expect(html).not.toContain('name="customerNumber"');
    expect(html).not.toContain('Postnummer');
  });

  it('fills the number in again from what was typed (a refused post) or the shipment’s contact', () => {
    const atPackstation = cartAnswer(
      {
        shippingMethods: [
          {
            ...HOME,
            code: 'pudo',
            collectionPointId: 'CP-DE-0001',
            contact: { firstName: 'Ada', lastName: 'L', customerNumber: '12345678' },
          },
        ],
      },
      [cartItem()],
    );
    const html = renderCart(atPackstation, {
      ...place([point('CP-DE-0001', 'DHL Packstation 101', true)]),
      currentPointId: 'CP-DE-0001',
    });
    expect(field(html)).toContain('value="12345678"');
  });
});

describe('the collector of a signed-in shopper (t1-F2)', () => {
  const search: PlaceSearch = {
    shipmentId: 'home',
    kind: 'sts',
    near: '10012',
    stores: [
      { storeId: 'US101', name: 'Stride SoHo', address: '', distanceKm: 1, items: [], inStockCount: 1, ready: null },
    ],
    points: null,
    currentStoreId: null,
    required: { email: true, phone: false },
  };
  /** The cart page below the root route, whose data is the shopper's own (the cart page is rendered for them). */
  function renderFor(session: ShellData['session'], cart: Cart) {
    const intl = pageIntl('en-US', enUS);
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [
          {
            path: 'en-us/cart',
            Component: () => (
              <IntlProvider value={intl}>
                <CartMain cart={cart} layout="page" locale="en-us" place={search} />
              </IntlProvider>
            ),
          },
        ],
      },
    ]);
    return renderToString(
      <Stub initialEntries={['/en-us/cart']} hydrationData={{ loaderData: { root: { session } as ShellData } }} />,
    );
  }
  const value = (html: string, name: string) =>
    /value="([^"]*)"/.exec(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '')?.[1] ?? '';
  const sam = { signedIn: true, firstName: 'Sam', lastName: 'Shopper', email: 'shopper@example.com' };

  it('starts with their own first name, last name and email, as the server renders the page', () => {
    const html = renderFor(sam, cartAnswer({ shippingMethods: [HOME] }, [cartItem()]));
    expect([value(html, 'firstName'), value(html, 'lastName'), value(html, 'email')]).toEqual([
      'Sam',
      'Shopper',
      'shopper@example.com',
    ]);
  });

  it('a contact already given for the shipment (someone else collecting) wins; a guest starts empty', () => {
    const other = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const given = cartAnswer({ shippingMethods: [{ ...HOME, code: 'sts', storeId: 'US101', contact: other }] }, [
      cartItem(),
    ]);
    expect(value(renderFor(sam, given), 'firstName')).toBe('Ada');
    const guest = renderFor({ signedIn: false }, cartAnswer({ shippingMethods: [HOME] }, [cartItem()]));
    expect([value(guest, 'firstName'), value(guest, 'email')]).toEqual(['', '']);
  });
});
