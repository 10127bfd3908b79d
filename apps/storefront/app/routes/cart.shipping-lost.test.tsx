import type { Cart } from '@outsole/contracts/cart';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { CartNotices } from '#app/features/cart/cart-summary.tsx';
import { cartAnswer, cartItem, UPC_B } from '#app/features/cart/cart-test-kit.ts';
import { shippingLost } from '#app/features/cart/cart-view.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { isolateSessionTests } from '#app/lib/session/session-test-kit.ts';
import { cartApi as api, postToCart as post } from './cart-route.test-kit.ts';

/**
 * Decision 0018 addendum (session 51): SHOES15 (15 % off shoes, an item-level code) on $60.00 of shoes and a $20.00
 * tee takes the cart under free standard shipping from $75.00 ($71.00 counts). The api answers a PRM160
 * `ShippingPromotionLost` flash and approaches the promotion again; the cart says both.
 */
const FREE = {
  promotionId: 'stride-en-us-free-shipping',
  promotionName: 'Free standard shipping',
  level: 'SHIPPING' as const,
  conditionThreshold: 7500,
  distanceFromConditionThreshold: 400,
};
const LOST = {
  type: 'ShippingPromotionLost',
  code: 'PRM160',
  details: {
    shipmentId: 'home',
    action: 'spendMore',
    promotionId: FREE.promotionId,
    promotionName: FREE.promotionName,
  },
};

function afterShoes15(overrides: Partial<Cart> = {}): Cart {
  const shoe = cartItem({
    price: { current: 6000, original: 6000, amount: 6000, priceWithoutTaxPerUnit: 6000, proratedPrice: 5100 },
    productPromotions: [
      {
        promotionId: 'stride-en-us-shoes15',
        promotionName: '15% off shoes',
        couponCode: 'SHOES15',
        price: 5100,
        appliedDiscount: 900,
      },
    ],
  });
  const tee = cartItem({
    id: 'item-2',
    upc: UPC_B,
    name: 'Arc Tee',
    price: { current: 2000, original: 2000, amount: 2000, priceWithoutTaxPerUnit: 2000, proratedPrice: 2000 },
  });
  const cart = cartAnswer(
    {
      couponItems: [{ code: 'SHOES15', promotionId: 'stride-en-us-shoes15', applied: true, errorId: null }],
      approachingDiscount: FREE,
      flash: [LOST],
      ...overrides,
    },
    [shoe, tee],
  );
  return { ...cart, totals: { ...cart.totals, itemTotal: 8000, totalDiscount: 900, shipping: 795 } };
}

isolateSessionTests();

describe('a code that takes free shipping away (decision 0018 addendum, session 51)', () => {
  it('the cart page’s notice says what to add, and what the items count after the item discount', () => {
    const html = renderToString(
      <IntlProvider value={pageIntl('en-US', enUS)}>
        <CartNotices cart={afterShoes15({ flash: [] })} locale="en-us" known={[]} announce={() => undefined} />
      </IntlProvider>,
    );
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, '’');
    expect(text).toContain('Free standard shipping: spend $4.00 more to get it.');
    expect(text).toContain('Your items count as $71.00 towards it, at their prices after item discounts.');
  });

  it('shippingLost reads the flash, with the distance while the cart still falls short of it', () => {
    const answer = afterShoes15();
    expect(shippingLost(answer)).toEqual([
      { promotionId: FREE.promotionId, promotion: FREE.promotionName, amount: 400 },
    ]);
    // Another promotion nearer: named, without an amount.
    const nearer = { ...FREE, promotionId: 'gift', distanceFromConditionThreshold: 100 };
    expect(shippingLost({ ...answer, approachingDiscount: nearer })).toEqual([
      { promotionId: FREE.promotionId, promotion: FREE.promotionName, amount: null },
    ]);
    // The page's cart since brought back over it (a later change): nothing to say.
    expect(shippingLost(answer, { approachingDiscount: null })).toEqual([]);
    expect(shippingLost(afterShoes15({ flash: [] }))).toEqual([]);
  });

  it('applying the code says it was applied and that free shipping went, with JavaScript and without', async () => {
    api({ 'PUT /cart/v1/coupon': [Response.json(afterShoes15()), Response.json(afterShoes15())] });
    const result = await post({ intent: 'apply-coupon', code: 'shoes15' });
    expect(result.data).toMatchObject({
      ok: true,
      notice:
        'Promo code SHOES15 was applied. Free standard shipping no longer applies to your order: spend $4.00 more to get it back.',
    });
    const plain = await post(
      { intent: 'apply-coupon', code: 'shoes15', redirectTo: '/en-us/cart' },
      { fetcher: false },
    );
    expect(plain.status).toBe(303);
    const flash = plain.headers.getSetCookie().find((cookie) => cookie.startsWith('outsole_flash='));
    const value = decodeURIComponent(flash?.split(';')[0]?.split('=')[1] ?? '');
    expect(JSON.parse(Buffer.from(value, 'base64').toString('utf8'))).toMatchObject({
      kind: 'info',
      message: 'cart.toast.couponAppliedShippingLost',
      values: { code: 'SHOES15', promotion: 'Free standard shipping', amount: '$4.00' },
    });
  });

  it('a line removed under the threshold says it too', async () => {
    api({ 'DELETE /cart/v1/item': [Response.json(afterShoes15({ couponItems: [] }))] });
    const result = await post({ intent: 'remove-item', itemId: 'item-3', upc: UPC_B, productId: 'X' });
    expect(result.data).toMatchObject({
      ok: true,
      notice:
        'The item was removed from your cart. Free standard shipping no longer applies to your order: spend $4.00 more to get it back.',
    });
  });

  it.each([
    [
      'en-gb',
      'Free standard delivery',
      '£4.00',
      'Free standard delivery no longer applies to your order: spend £4.00 more to get it back.',
    ],
    [
      'de-de',
      'Kostenloser Standardversand',
      '4,00\u00a0€',
      'Kostenloser Standardversand gilt nicht mehr für deine Bestellung. Noch 4,00\u00a0€ mehr, und das Angebot gilt wieder.',
    ],
    [
      'fr-fr',
      'Livraison standard offerte',
      '4,00\u00a0€',
      'Votre commande ne bénéficie plus de l’offre «\u202fLivraison standard offerte\u202f»\u202f: ajoutez 4,00\u00a0€ d’articles pour en profiter à nouveau.',
    ],
    [
      'ja-jp',
      '通常配送無料',
      '￥400',
      'ご注文は「通常配送無料」の対象外になりました。あと￥400のご購入で再び適用されます。',
    ],
  ] as const)('%s says it in its own words', (locale, promotion, amount, expected) => {
    const { format } = translatorFor(locale);
    expect(format('cart.notice.shippingLost', { promotion, amount })).toBe(expected);
    expect(format('cart.notice.shippingLost', { promotion, amount: 'none' })).toMatch(/[.。]$/);
    expect(format('cart.toast.couponAppliedShippingLost', { code: 'SHOES15', promotion, amount })).toContain('SHOES15');
  });
});
