import type { Cart } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import type { CartDates } from './arrival.ts';
import { miniCartShows } from './cart-control.tsx';
import { CartMain } from './cart-main.tsx';
import type { CartActionResult, CartPageData } from './cart-types.ts';
import { cartAnswer, cartItem, MICHIGAN_AVENUE } from './cart-test-kit.ts';

/** The mini cart says what the cart page says of a store pickup (issue 5, decision 0048): "Ready Monday". */

const METHODS = [
  { code: 'standard' as const, label: 'Standard shipping', deliveryTime: '3-5 days', price: 795 },
  { code: 'pickup' as const, label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
];
const HOME = { shippingId: 'home', code: 'standard' as const, storeId: null, address: null };
const PICKUP = {
  ...HOME,
  shippingId: 'pickup-US501',
  code: 'pickup' as const,
  storeId: 'US501',
  applicableShippingMethods: METHODS,
};

/** A line collected at a store closed on Sunday, asked for on Saturday evening: ready in two days, on Monday. */
const COLLECTED = cartItem({
  id: 'item-1',
  shipmentId: 'pickup-US501',
  shippingOptions: {
    ...cartItem().shippingOptions,
    selected: 'pickup',
    shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: '2-2 days', price: 0 },
    storeInfo: { id: 'US501', storeInventory: 4 },
  },
});
const DELIVERED = cartItem({ id: 'item-2', upc: '008433000002' });
const CART = cartAnswer({ shippingMethods: [{ ...HOME, applicableShippingMethods: METHODS }, PICKUP] }, [
  DELIVERED,
  COLLECTED,
]);
// Just after midnight on Sunday in New York, still Saturday evening at a store three zones west.
const DATES: CartDates = { today: '2026-12-06', placeToday: { 'pickup-US501': '2026-12-05' } };

function renderAside(
  cart: Cart,
  dates: { today?: string; placeToday?: Record<string, string> },
  addedUpc: string | null = null,
) {
  const Stub = createRoutesStub([
    {
      path: '/en-us',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartMain
            cart={cart}
            layout="aside"
            locale="en-us"
            today={dates.today}
            placeToday={dates.placeToday}
            addedUpc={addedUpc}
          />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us']} />).replace(/<!-- -->/g, '');
}

const page = (cart: Cart | null, dates: Partial<CartDates> = DATES): CartPageData => ({
  title: 'Cart',
  locale: 'en-us',
  cart,
  problem: null,
  bonusItemsFirst: false,
  saved: null,
  shipment: null,
  ...dates,
});
const added = (cart: Cart | null, dates?: CartDates): CartActionResult => ({
  intent: 'add-item',
  ok: true,
  cart,
  notice: 'Added.',
  ...(dates ? { dates } : {}),
});

describe('the mini cart’s dates', () => {
  it('are its loaded cart page data’s, with that cart', () => {
    const other = cartAnswer({}, [DELIVERED]);
    expect(miniCartShows(page(CART), added(other, { today: '2026-12-01', placeToday: {} }))).toEqual({
      cart: CART,
      dates: DATES,
    });
  });

  it('are the add’s answer’s while the panel’s own read is on its way (or found no cart)', () => {
    expect(miniCartShows(undefined, added(CART, DATES))).toEqual({ cart: CART, dates: DATES });
    expect(miniCartShows(page(null), added(CART, DATES))).toEqual({ cart: CART, dates: DATES });
    expect(miniCartShows(undefined, undefined)).toEqual({ cart: null, dates: {} });
    expect(miniCartShows(undefined, { intent: 'add-item', ok: false, problem: {} as never })).toEqual({
      cart: null,
      dates: {},
    });
  });

  it('word a pickup as the cart page does: ready on the store’s weekday, not a delivery time', () => {
    const html = renderAside(CART, miniCartShows(undefined, added(CART, DATES)).dates);
    // Two days on from the store's Saturday (not the site's Sunday, which would make it Tuesday).
    expect(html).toContain('Pick up in store<span class="font-normal text-muted"> · Ready Monday</span>');
    expect(html).not.toContain('Ready Tuesday');
    // The delivered shipment's arrival dates, as the page shows them (3-5 working days from Sunday).
    expect(html).toContain('Arrives Wed, Dec 9 – Fri, Dec 11');
    // Without the dates (the panel before this change), the pickup fell back to its bare delivery time.
    expect(renderAside(CART, {})).toContain(
      'Pick up in store<span class="font-normal text-muted"> · Delivery time: 2 days',
    );
  });
});

describe('the mini cart after an add (F5)', () => {
  it('marks the line just added, and keeps the total and "View cart" in a footer that stays in view', () => {
    const html = renderAside(CART, DATES, '008433000002');
    expect(html.match(/Just added/g)).toHaveLength(1);
    // The mark is on the added line (item-2), not the other one.
    expect(html).toMatch(/data-focus-item="item-2" data-just-added=""/);
    expect(html).not.toMatch(/data-focus-item="item-1" data-just-added/);
    expect(html).toMatch(/<div class="sticky [^"]*"><dl[^>]*><dt>Total<\/dt>.*View cart \(2 items\)<\/a><\/div>/);
  });

  it('a long gift message shows two lines in the mini cart, whole on the cart page', () => {
    const gift = cartItem({
      gift: true,
      giftOption: { to: 'Sam', from: 'Robin', message: 'Happy birthday!\nMany happy returns.\nSee you soon.' },
    });
    const aside = renderAside(cartAnswer({}, [gift]), DATES);
    expect(aside).toMatch(/<q class="whitespace-pre-line line-clamp-2">Happy birthday!/);
  });

  it('opened from the cart link, no line is marked', () => {
    expect(renderAside(CART, DATES)).not.toContain('Just added');
  });
});

describe('a pickup its store can no longer supply (the stock dropped after the store was chosen)', () => {
  const place = MICHIGAN_AVENUE;
  const short = cartItem({
    ...COLLECTED,
    qty: 2,
    inventoryLevel: 46,
    shippingOptions: { ...COLLECTED.shippingOptions, storeInfo: { id: 'US501', storeInventory: 0 } },
    customerNotifications: [{ code: 'INV702', message: 'This item isn’t available at this store.' }],
  });
  const cart = cartAnswer(
    {
      shippingMethods: [{ ...PICKUP, place }],
      flash: [
        {
          type: 'StoreOutOfStock',
          code: 'INV702',
          details: {
            sku: short.upc,
            productId: short.productId,
            missingQty: 2,
            shipmentId: 'pickup-US501',
            action: 'changeStore',
          },
        },
      ],
    },
    [short],
  );

  it('says one thing, naming the store (it is in stock online: no "out of stock, remove it"), and promises no ready day', () => {
    const html = renderAside(cart, DATES);
    expect(html).toContain('Not in stock at Stride Michigan Avenue. Choose another store or have it delivered.');
    expect(html).not.toContain('Out of stock');
    expect(html).not.toContain('Ready');
    expect(html).toContain(
      'Pick up in store<span class="font-normal text-muted"> · Not ready: the store can’t supply every item</span>',
    );
  });

  it('a store holding some: how many, and still no ready day', () => {
    const some = {
      ...short,
      shippingOptions: { ...short.shippingOptions, storeInfo: { id: 'US501', storeInventory: 1 } },
    };
    const html = renderAside({ ...cart, items: [some], flash: [] }, DATES);
    expect(html).toContain('Only 1 in stock at Stride Michigan Avenue.');
    expect(html).not.toContain('Ready');
  });
});
