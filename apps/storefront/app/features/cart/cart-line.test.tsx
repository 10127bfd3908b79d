import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@outsole/contracts/cart';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { cartAnswer, cartItem } from './cart-test-kit.ts';

function renderCart(items: Parameters<typeof cartAnswer>[1], layout: 'page' | 'aside' = 'page') {
  const Stub = createRoutesStub([
    {
      path: '/en-us/cart',
      Component: () => (
        <IntlProvider value={pageIntl('en-US', enUS)}>
          <CartMain cart={cartAnswer({}, items)} layout={layout} locale="en-us" />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/en-us/cart']} />);
}

describe('cart line prices', () => {
  it('shows a marked-down line’s list price for its whole quantity beside the line’s total', () => {
    const html = renderCart([
      cartItem({
        qty: 2,
        price: { current: 9900, original: 13000, amount: 19800, priceWithoutTaxPerUnit: 9900, proratedPrice: 19800 },
      }),
    ]);
    expect(html).toContain('$198.00');
    expect(html).toMatch(/Reduced from(<!-- -->)? <s><span data-amount="26000"[^>]*>\$260\.00<\/span><\/s>/);
    expect(html).not.toContain('$130.00');
  });
});

describe('cart line prices and discounts (findings F2, session 51)', () => {
  const price = { current: 16000, original: 16000, amount: 48000, priceWithoutTaxPerUnit: 16000 };

  it('an order-level coupon (WELCOME10) leaves the line at its price: no sale price, nothing struck through', () => {
    // The api's proratedPrice carries the line's share of the basket coupon ($48.00 of $480.00).
    const html = renderCart([cartItem({ qty: 3, price: { ...price, proratedPrice: 43200 } })]).replace(/<!-- -->/g, '');
    expect(html).toContain('$480.00');
    expect(html).not.toContain('$432.00');
    expect(html).not.toContain('Price after discounts');
    expect(html).not.toMatch(/<s[ >]/);
  });

  it('a product promotion changes the line, named under it; an order coupon on top still does not', () => {
    const html = renderCart([
      cartItem({
        qty: 3,
        // 20 % off the shoe ($96.00), then WELCOME10's share ($38.40) in proratedPrice.
        price: { ...price, proratedPrice: 34560 },
        productPromotions: [
          {
            promotionId: 'SALE20',
            promotionName: 'Extra 20% off the sale',
            couponCode: null,
            price: 38400,
            appliedDiscount: 9600,
          },
        ],
      }),
    ]).replace(/<!-- -->/g, '');
    expect(html).toMatch(/Price after discounts <\/span><span class="text-sale"><span[^>]*>\$384\.00/);
    expect(html).toMatch(/<s[^>]*><span class="sr-only">Price before discounts <\/span><span[^>]*>\$480\.00/);
    expect(html).toContain('Extra 20% off the sale');
    expect(html).not.toContain('$345.60');
  });
});

describe('cart line names', () => {
  it('tells two colours of a style apart: the colour shows, and every control names colour and size', () => {
    const html = renderCart([
      cartItem({ id: 'item-1', colourName: 'Black/White', variants: { colourCode: '001', size: '9', width: 'D' } }),
      cartItem({ id: 'item-2', colourName: 'Mint/Tan', variants: { colourCode: '297', size: '9', width: 'D' } }),
    ]).replace(/<!-- -->/g, '');
    expect(html).toContain('Size 9 · Width D · Color Black/White');
    expect(html).toContain('Size 9 · Width D · Color Mint/Tan');
    expect(html).toContain('aria-label="Remove Lumen 4 Running Shoe, Black/White, size 9, width D"');
    expect(html).toContain('aria-label="Remove Lumen 4 Running Shoe, Mint/Tan, size 9, width D"');
    expect(html).toContain('aria-label="Save for later: Lumen 4 Running Shoe, Mint/Tan, size 9, width D"');
    expect(html).toContain('aria-label="Decrease quantity of Lumen 4 Running Shoe, Black/White, size 9, width D"');
    expect(html).toContain('aria-label="Add gift options for Lumen 4 Running Shoe, Mint/Tan, size 9, width D"');
    const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1] ?? '');
    const named = labels.filter((label) => label.includes('Lumen 4'));
    expect(new Set(named).size).toBe(named.length);
  });

  it('names a line without a colour by its size alone', () => {
    const html = renderCart([cartItem({ variants: { colourCode: '297', size: '9', width: null } })]);
    expect(html).toContain('aria-label="Remove Lumen 4 Running Shoe, size 9"');
  });
});

describe('the quantity stepper at the stock', () => {
  const plusOf = (html: string) => /<button[^>]*aria-label="Increase quantity of [^"]*"[^>]*>/.exec(html)?.[0] ?? '';

  it('says "Only N left." beside the stepper and describes the "+" with it; without JavaScript the "+" still posts', () => {
    const html = renderCart([cartItem({ qty: 2, inventoryLevel: 2 })]).replace(/<!-- -->/g, '');
    const note = /<p id="([^"]+)"[^>]*>Only 2 left\.<\/p>/.exec(html);
    expect(note).not.toBeNull();
    const plus = plusOf(html);
    expect(plus).toContain(`aria-describedby="${note![1]}"`);
    // Server-rendered (no JavaScript yet): the form posts and the api's refusal comes back, as before.
    expect(plus).not.toMatch(/\sdisabled=""/);
  });

  it('a line collected in a store: its store’s stock', () => {
    const html = renderCart([
      cartItem({
        qty: 1,
        inventoryLevel: 40,
        shipmentId: 'pickup-US501',
        shippingOptions: {
          ...cartItem().shippingOptions,
          selected: 'pickup',
          shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: 0 },
          storeInfo: { id: 'US501', storeInventory: 1 },
        },
      }),
    ]).replace(/<!-- -->/g, '');
    expect(html).toContain('Only 1 left at this store.');
    expect(plusOf(html)).toContain('aria-describedby=');
  });

  it('below the stock: no note, nothing describes the "+"; at the line maximum the "+" is disabled as before', () => {
    const below = renderCart([cartItem({ qty: 2, inventoryLevel: 3 })]);
    expect(below).not.toContain('left.');
    expect(plusOf(below)).not.toContain('aria-describedby');
    expect(plusOf(renderCart([cartItem({ qty: 2, maxQty: 2, inventoryLevel: 9 })]))).toMatch(/\sdisabled=""/);
  });
});

describe('the quantity stepper at the maximum the api named (INV408 maxAllowedQty)', () => {
  const plusOf = (html: string) => /<button[^>]*aria-label="Increase quantity of [^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  function renderRefused(qty: number, maxAllowedQty: number) {
    const Stub = createRoutesStub([
      {
        path: '/en-us/cart',
        Component: () => (
          <IntlProvider value={pageIntl('en-US', enUS)}>
            <CartMain
              // The page's cart still says 999999 (set lower in another window): the api's answer is the truth.
              cart={cartAnswer({}, [cartItem({ id: 'item-1', qty, maxQty: 999_999, inventoryLevel: 50 })])}
              layout="page"
              locale="en-us"
              problem={{
                errorId: 'INV408',
                title: 'Quantity limit reached',
                message: `You can add up to ${maxAllowedQty} of this item.`,
                placement: 'item',
                itemId: 'item-1',
                maxAllowedQty,
              }}
            />
          </IntlProvider>
        ),
      },
    ]);
    return renderToString(<Stub initialEntries={['/en-us/cart']} />).replace(/<!-- -->/g, '');
  }

  it('stops the "+" at that maximum, described by the refusal that names it, without reading the cart again', () => {
    const html = renderRefused(3, 3);
    const notice = /<div id="([^"]+)" role="alert" data-error-id="INV408"[^>]*>/.exec(html);
    expect(notice).not.toBeNull();
    expect(html).toContain('You can add up to 3 of this item.');
    const plus = plusOf(html);
    expect(plus).toMatch(/\sdisabled=""/);
    expect(plus).toContain(`aria-describedby="${notice![1]}"`);
  });

  it('below that maximum the "+" still adds', () => {
    const plus = plusOf(renderRefused(2, 3));
    expect(plus).not.toMatch(/\sdisabled=""/);
    expect(plus).not.toContain('aria-describedby');
  });
});

describe('a quantity step on a page left open (decision 0018)', () => {
  it('the stepper sends the quantity it shows and the line’s name, so the step goes on the cart’s quantity', () => {
    const html = renderCart([cartItem({ qty: 2, variants: { colourCode: '297', size: '9', width: null } })]);
    expect(html).toMatch(/<input type="hidden" name="seen" value="2"\/>/);
    expect(html).toContain('<input type="hidden" name="name" value="Lumen 4 Running Shoe, size 9"/>');
  });
});

describe('the session ended (AUT498)', () => {
  it('the notice takes the emptied cart’s place until the page reloads (not "Your cart is empty")', () => {
    const Stub = createRoutesStub([
      {
        path: '/en-us/cart',
        Component: () => (
          <IntlProvider value={pageIntl('en-US', enUS)}>
            <CartMain
              cart={null}
              layout="page"
              locale="en-us"
              problem={{
                errorId: 'AUT498',
                title: 'Your session has ended',
                message: 'We’ll reload the page in a moment.',
                placement: 'form',
                reload: true,
              }}
            />
          </IntlProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/en-us/cart']} />);
    expect(html).toContain('Your session has ended');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Your cart is empty');
  });
});

describe('an international shipment', () => {
  it('says that import duties may be charged on delivery, outside the total (F10)', () => {
    const abroad = cartItem({
      shipmentId: 'customs',
      isCustoms: true,
      shippingOptions: {
        ...cartItem().shippingOptions,
        selected: 'customs',
        available: ['customs'],
        shippingMethod: { code: 'customs', label: 'International shipping', deliveryTime: '7-14 days', price: 2495 },
      },
    });
    expect(renderCart([abroad])).toContain(
      'Import duties and taxes may be charged on delivery. They aren’t included in this total.',
    );
    expect(renderCart([cartItem()])).not.toContain('Import duties');
  });

  const customsMethod = {
    code: 'customs' as const,
    label: 'International shipping',
    deliveryTime: '7-14 days',
    price: 2495,
  };
  const customsLine = cartItem({
    id: 'item-2',
    shipmentId: 'customs',
    isCustoms: true,
    shippingOptions: {
      ...cartItem().shippingOptions,
      selected: 'customs',
      available: ['customs'],
      shippingMethod: customsMethod,
    },
  });
  type Code = Cart['shippingMethods'][number]['code'];
  const shipment = (shippingId: string, code: Code, methods: Array<{ code: string; label: string }>) => ({
    shippingId,
    code,
    storeId: null,
    address: null as Record<string, unknown> | null,
    applicableShippingMethods: methods.map((method) => ({
      ...method,
      deliveryTime: '3-5 days',
      price: 795,
      basePrice: 795,
    })) as never,
  });
  function renderShipments(items: ReturnType<typeof cartItem>[], shippingMethods: ReturnType<typeof shipment>[]) {
    const Stub = createRoutesStub([
      {
        path: '/en-us/cart',
        Component: () => (
          <IntlProvider value={pageIntl('en-US', enUS)}>
            <CartMain cart={cartAnswer({ shippingMethods }, items)} layout="page" locale="en-us" />
          </IntlProvider>
        ),
      },
    ]);
    return renderToString(<Stub initialEntries={['/en-us/cart']} />).replace(/<!-- -->/g, '');
  }
  const sectionOf = (html: string, heading: string) =>
    new RegExp(`<section[^>]*>(?:(?!</section>).)*?${heading}(?:(?!</section>).)*</section>`, 's').exec(html)?.[0] ??
    '';

  it('items from abroad: no change link, it says why (one method, never collected) and that the address is given at checkout', () => {
    const html = renderShipments(
      [cartItem(), customsLine],
      [
        shipment('home', 'standard', [
          { code: 'standard', label: 'Standard shipping' },
          { code: 'me', label: 'Express shipping' },
        ]),
        shipment('customs', 'customs', [{ code: 'customs', label: 'International shipping' }]),
      ],
    );
    const home = sectionOf(html, 'Standard shipping');
    const international = sectionOf(html, 'International shipping');
    expect(home).toContain('Change shipping method, now Standard shipping');
    expect(home).not.toContain('partner warehouse');
    expect(international).not.toContain('Change shipping method');
    expect(international).toContain(
      'This item ships from our partner warehouse overseas, by international shipping only: its shipping method can’t be changed and it can’t be picked up in a store. It goes to the shipping address you enter at checkout.',
    );
  });

  it('items from abroad with an address abroad already given: one international shipment, its copy says the address is given', () => {
    // The api's answer for an order sent abroad (decision 0018, "one international shipment per cart"): the items
    // from abroad join the home shipment, which is international.
    const paris = { countryCode: 'FR', city: 'Paris', address1: '1 rue de Rivoli', postalCode: '75001' };
    const html = renderShipments(
      [
        cartItem({
          shippingOptions: { ...cartItem().shippingOptions, selected: 'customs', shippingMethod: customsMethod },
        }),
        { ...customsLine, shipmentId: 'home', qty: 2 },
      ],
      [{ ...shipment('home', 'customs', [{ code: 'customs', label: 'International shipping' }]), address: paris }],
    );
    const headings = [...html.matchAll(/<h2 id="shipment-[^"]*"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(headings).toEqual(['International shipping']);
    expect(html).toContain(
      'Your shipping address is in another country, so international shipping is the only method. You can change the address at checkout.',
    );
    expect(html).not.toContain('you enter at checkout');
  });

  it('an address abroad: the home shipment says international delivery is its only method, the address changed at checkout', () => {
    const html = renderShipments(
      [
        cartItem({
          shippingOptions: { ...cartItem().shippingOptions, selected: 'customs', shippingMethod: customsMethod },
        }),
      ],
      [shipment('home', 'customs', [{ code: 'customs', label: 'International shipping' }])],
    );
    expect(html).not.toContain('Change shipping method');
    expect(html).toContain(
      'Your shipping address is in another country, so international shipping is the only method. You can change the address at checkout.',
    );
  });

  it('not in the mini cart, which has no delivery controls', () => {
    const Stub = createRoutesStub([
      {
        path: '/en-us/cart',
        Component: () => (
          <IntlProvider value={pageIntl('en-US', enUS)}>
            <CartMain
              cart={cartAnswer({ shippingMethods: [shipment('customs', 'customs', [customsMethod])] }, [customsLine])}
              layout="aside"
              locale="en-us"
            />
          </IntlProvider>
        ),
      },
    ]);
    expect(renderToString(<Stub initialEntries={['/en-us/cart']} />)).not.toContain('partner warehouse');
  });
});

describe('where the cart page’s posts come back to without JavaScript (decision 0050, addendum)', () => {
  const actionOf = (html: string, intent: string) =>
    new RegExp(`<form[^>]*action="([^"]*)"[^>]*><input type="hidden" name="intent" value="${intent}"`).exec(html)?.[1];

  it('a line’s stepper to its line, the promo code’s forms to their section; both ids on the page', () => {
    const html = renderCart([cartItem({ id: 'item-1' })]);
    expect(actionOf(html, 'update-item')).toBe('/en-us/cart#line-item-1');
    expect(html).toMatch(/<li id="line-item-1"/);
    expect(actionOf(html, 'apply-coupon')).toBe('/en-us/cart#promo-code');
    expect(html).toMatch(/<div id="promo-code"/);
    // Remove and save for later: the line is gone after them, so no fragment (their toast is in view anyway).
    expect(actionOf(html, 'remove-item')).toBe('/en-us/cart');
    expect(actionOf(html, 'save-for-later')).toBe('/en-us/cart');
  });

  it('the mini cart names none of these ids (the cart page’s own, never twice)', () => {
    const html = renderCart([cartItem({ id: 'item-1' })], 'aside');
    expect(html).not.toContain('id="line-item-1"');
    expect(html).not.toContain('id="promo-code"');
    expect(actionOf(html, 'update-item')).toBe('/en-us/cart');
  });
});
