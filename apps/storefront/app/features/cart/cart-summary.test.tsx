import type { Cart, CartItem } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartTotals } from './cart-summary.tsx';
import { cartAnswer, cartItem, UPC_B } from './cart-test-kit.ts';
import { summaryTotals } from './cart-view.ts';

const SHOE = cartItem({
  price: { current: 18500, original: 18500, amount: 18500, priceWithoutTaxPerUnit: 18500, proratedPrice: 18500 },
});

/** A gift with purchase as the api prices it: its line at its price, all of it taken off by its promotion. */
const SOCKS: CartItem = cartItem({
  id: 'gift',
  name: 'Strata 8 Socks',
  upc: UPC_B,
  bonus: true,
  price: { current: 2500, original: 2500, amount: 2500, priceWithoutTaxPerUnit: 2500, proratedPrice: 0 },
  productPromotions: [
    { promotionId: 'GWP-SOCKS', promotionName: 'Free socks', couponCode: null, price: 0, appliedDiscount: 2500 },
  ],
});

/** The api's totals (spec §3): itemTotal counts every line at its price, totalDiscount all that was taken off. */
function priced(items: CartItem[], totalDiscount: number): Cart {
  const cart = cartAnswer({}, items);
  const total = cart.totals.itemTotal - totalDiscount;
  return { ...cart, totals: { ...cart.totals, totalDiscount, total, itemSubTotal: total, shipping: 0 } };
}

function summary(cart: Cart, locale: 'en-US' | 'de-DE' = 'en-US') {
  const html = renderToString(
    <IntlProvider value={pageIntl(locale, locale === 'en-US' ? enUS : deDE)}>
      <CartTotals cart={cart} />
    </IntlProvider>,
  );
  return html
    .replace(/<\/(dt|dd)>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the cart summary with a free gift (decision 0046, addendum)', () => {
  it('without a gift: the subtotal is the lines’ and no discount shows', () => {
    const cart = priced([SHOE], 0);
    expect(summaryTotals(cart)).toEqual({ subtotal: 18500, discount: 0, percent: 0 });
    const text = summary(cart);
    expect(text).toContain('Subtotal | $185.00');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total | $185.00');
  });

  it('with a gift: the subtotal is what is paid for, and the gift is no discount (its line says Free)', () => {
    const cart = priced([SHOE, SOCKS], 2500);
    expect(summaryTotals(cart)).toEqual({ subtotal: 18500, discount: 0, percent: 0 });
    const text = summary(cart);
    expect(text).toContain('Subtotal | $185.00');
    expect(text).not.toContain('$210.00');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total | $185.00');
  });

  it('with a gift and a real discount: the percentage is of what is paid for, the gift left out', () => {
    // 10 % off the shoe ($18.50) and the socks free ($25.00): the api's totalDiscount is $43.50 of $210.00 (21 %).
    const cart = priced([SHOE, SOCKS], 2500 + 1850);
    expect(summaryTotals(cart)).toEqual({ subtotal: 18500, discount: 1850, percent: 10 });
    const text = summary(cart);
    expect(text).toContain('Subtotal | $185.00');
    expect(text).toContain('Discount (10%) | −$18.50');
    expect(text).toContain('Total | $166.50');
    expect(text).not.toContain('21%');
  });

  it('says it so in every language (German shown)', () => {
    const cart = { ...priced([SHOE, SOCKS], 2500 + 1850), currency: 'EUR' };
    const text = summary(cart, 'de-DE');
    expect(text).toMatch(/Zwischensumme \| 185,00\s€/);
    expect(text).toMatch(/Rabatt \(10\s%\) \| −18,50\s€/);
  });

  it('a gift line priced only in part (a promotion that takes off less) leaves the rest in the subtotal', () => {
    const half: CartItem = {
      ...SOCKS,
      productPromotions: [{ ...SOCKS.productPromotions[0]!, appliedDiscount: 1000 }],
    };
    expect(summaryTotals(priced([SHOE, half], 1000))).toEqual({ subtotal: 20000, discount: 0, percent: 0 });
  });
});
