import type { Cart, CartItem } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { formatIcu } from '#app/lib/i18n/icu.ts';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enGB from '#app/lib/i18n/messages/en-GB.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { CartMain } from './cart-main.tsx';
import { CartTotals } from './cart-summary.tsx';
import { cartAnswer, cartItem, UPC_B } from './cart-test-kit.ts';
import { discountRows, summaryTotals } from './cart-view.ts';

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
    expect(summaryTotals(cart)).toEqual({ subtotal: 18500, discount: 0 });
    const text = summary(cart);
    expect(text).toContain('Subtotal | $185.00');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total | $185.00');
  });

  it('with a gift: the subtotal is what is paid for, and the gift is no discount (its line says Free)', () => {
    const cart = priced([SHOE, SOCKS], 2500);
    expect(summaryTotals(cart)).toEqual({ subtotal: 18500, discount: 0 });
    const text = summary(cart);
    expect(text).toContain('Subtotal | $185.00');
    expect(text).not.toContain('$210.00');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total | $185.00');
  });

  it('with a gift and a real discount: the percentage is of what is paid for, the gift left out', () => {
    // 10 % off the shoe ($18.50) and the socks free ($25.00): the api's totalDiscount is $43.50 of $210.00 (21 %).
    const cart = priced([SHOE, SOCKS], 2500 + 1850);
    expect(summaryTotals(cart)).toEqual({ subtotal: 18500, discount: 1850 });
    const text = summary(cart);
    expect(text).toContain('Subtotal | $185.00');
    // The fixture's discount is named by no promotion: one plain row, no percentage worked out of it.
    expect(text).toContain('Discount | −$18.50');
    expect(text).toContain('Total | $166.50');
    expect(text).not.toContain('%');
  });

  it('says it so in every language (German shown)', () => {
    const cart = { ...priced([SHOE, SOCKS], 2500 + 1850), currency: 'EUR' };
    const text = summary(cart, 'de-DE');
    expect(text).toMatch(/Zwischensumme \| 185,00\s€/);
    expect(text).toMatch(/Rabatt \| −18,50\s€/);
  });

  it('a gift line priced only in part (a promotion that takes off less) leaves the rest in the subtotal', () => {
    const half: CartItem = {
      ...SOCKS,
      productPromotions: [{ ...SOCKS.productPromotions[0]!, appliedDiscount: 1000 }],
    };
    expect(summaryTotals(priced([SHOE, half], 1000))).toEqual({ subtotal: 20000, discount: 0 });
  });
});

describe('the summary names each discount by what it is (findings-1 F4, session 51)', () => {
  const WELCOME10 = {
    promotionId: 'stride-en-us-welcome10',
    promotionName: '10% off your order',
    couponCode: 'WELCOME10',
  };
  const VOUCHER = { promotionId: 'loyalty-voucher', promotionName: 'Reward voucher', couponCode: null };
  const voucher = { points: 500, amountInCurrency: 500, appliedDiscount: 500, applied: true, errorId: null };

  function withOrder(items: CartItem[], orderPromotions: Cart['orderPromotions'], extra: Partial<Cart> = {}) {
    const discount = orderPromotions.reduce((sum, promotion) => sum + promotion.appliedDiscount, 0);
    const gifts = items.filter((item) => item.bonus).reduce((sum, item) => sum + item.price.amount, 0);
    return { ...priced(items, discount + gifts), orderPromotions, ...extra };
  }

  it('a fixed reward voucher is “Reward voucher (500 points)”, never a worked-out “Discount (1.1%)”', () => {
    const cart = withOrder([SHOE], [{ ...VOUCHER, appliedDiscount: 500 }], { appliedLoyaltyVoucher: voucher });
    const text = summary(cart);
    expect(text).toContain('Reward voucher (500 points) | −$5.00');
    expect(text).not.toContain('%');
    expect(text).toContain('Total | $180.00');
  });

  it('a coupon and a voucher are two rows, the coupon by its code and its own name', () => {
    const cart = withOrder(
      [SHOE, SOCKS],
      [
        { ...WELCOME10, appliedDiscount: 1850 },
        { ...VOUCHER, appliedDiscount: 500 },
      ],
      { appliedLoyaltyVoucher: voucher },
    );
    const text = summary(cart);
    expect(text).toContain('WELCOME10: 10% off your order | −$18.50');
    expect(text).toContain('Reward voucher (500 points) | −$5.00');
    expect(text).not.toMatch(/Discount/);
    expect(text).not.toContain('Free socks'); // the gift is no discount row: its line says Free
    expect(text).toContain('Total | $161.50');
  });

  it('a product promotion is summed over its lines under its name', () => {
    const sale = { promotionId: 'SALE20', promotionName: 'Extra 20% off the sale', couponCode: null, price: 14800 };
    const one = cartItem({ ...SHOE, productPromotions: [{ ...sale, appliedDiscount: 3700 }] });
    const two = cartItem({
      ...SHOE,
      id: 'item-2',
      upc: UPC_B,
      productPromotions: [{ ...sale, appliedDiscount: 3700 }],
    });
    const text = summary(priced([one, two], 7400));
    expect(text).toContain('Extra 20% off the sale | −$74.00');
    expect(text.match(/Extra 20% off the sale/g)).toHaveLength(1);
  });

  it('in German, French (narrow no-break space before the colon) and Japanese', () => {
    const cart = {
      ...withOrder(
        [SHOE],
        [{ ...WELCOME10, promotionName: '10 % Rabatt auf deine Bestellung', appliedDiscount: 1850 }],
      ),
      currency: 'EUR',
    };
    expect(summary(cart, 'de-DE')).toMatch(/WELCOME10: 10 % Rabatt auf deine Bestellung \| −18,50\s€/);
    const rows = discountRows({ ...cart, appliedLoyaltyVoucher: voucher });
    expect(rows).toEqual([
      {
        kind: 'promotion',
        id: WELCOME10.promotionId,
        name: '10 % Rabatt auf deine Bestellung',
        code: 'WELCOME10',
        amount: 1850,
      },
    ]);
    expect(formatIcu(frFR['cart.totals.couponDiscount'], 'fr-FR', { code: 'WELCOME10', name: 'x' })).toBe(
      'WELCOME10\u202f: x',
    );
    expect(formatIcu(frFR['cart.totals.rewardVoucher'], 'fr-FR', { points: 1250 })).toBe(
      'Bon de fidélité (1\u202f250 points)',
    );
    expect(formatIcu(deDE['cart.totals.rewardVoucher'], 'de-DE', { points: 500 })).toBe(
      'Prämiengutschein (500 Punkte)',
    );
    expect(formatIcu(jaJP['cart.totals.rewardVoucher'], 'ja-JP', { points: 500 })).toBe('特典クーポン（500ポイント）');
    expect(formatIcu(enGB['cart.totals.rewardVoucher'], 'en-GB', { points: 1000 })).toBe(
      'Reward voucher (1,000 points)',
    );
  });
});

describe('a promotion’s name keeps its percent sign with its number (decision 0009 addendum)', () => {
  // A merchant's "15 % Rabatt" or "15 % de remise" with a plain space let "%" wrap alone onto the next line on a
  // phone: the summary and the line set it as the page's language does (typeset.ts).
  const sale = { promotionId: 'SALE20', couponCode: null, price: 14800, appliedDiscount: 3700 };
  it.each([
    ['de-DE', deDE, '20 % Rabatt auf den Sale', '20\u00a0% Rabatt auf den Sale'],
    ['fr-FR', frFR, '20 % de remise sur les soldes', '20\u202f% de remise sur les soldes'],
  ] as const)('%s', (tag, messages, given, shown) => {
    const line = cartItem({ ...SHOE, productPromotions: [{ ...sale, promotionName: given }] });
    const cart = { ...priced([line], 3700), currency: 'EUR' };
    const locale = tag.toLowerCase() as 'de-de' | 'fr-fr';
    const Stub = createRoutesStub([
      {
        path: `/${locale}/cart`,
        Component: () => (
          <IntlProvider value={pageIntl(tag, messages)}>
            <CartMain cart={cart} layout="page" locale={locale} />
          </IntlProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={[`/${locale}/cart`]} />);
    expect(html).not.toContain(given);
    // Under the line, and on its row of the totals.
    expect(html.split(shown)).toHaveLength(3);
  });
});
