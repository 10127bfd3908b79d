import { describe, expect, it } from 'vitest';
import {
  cart,
  coupon,
  line,
  NOW,
  orderPromo,
  productPromo,
  shipment,
  shippingPromo,
  SITE,
} from './pricing.fixtures.js';
import type { CartLine } from './pricing.types.js';
import { isGiftWithPurchaseProduct } from './promotions.bonus.js';
import { priceCart } from './promotions.engine.js';
import { computeTotals } from './totals.js';

const us = SITE.us.context;
// Spend 100.00, get a tote bag (list 25.00) free.
const gift = orderPromo(
  'GWP-TOTE',
  { kind: 'bonusProduct', productId: 'TOTE', masterId: 'TOTE-M', qty: 1 },
  { name: 'Free tote', conditions: { minSubtotal: 10000 } },
);
const tote = (qty = 1): CartLine =>
  line('T', 2500, { productId: 'TOTE', bonus: true, bonusPromotionId: 'GWP-TOTE', qty });
const shoes = line('A', 12000);

describe('gift with purchase', () => {
  it('earned and missing: asks for the gift to be added, and the second pass is stable', () => {
    const first = priceCart(cart('USD', [shoes]), [gift], us);
    expect(first.bonus).toEqual({
      add: [{ promotionId: 'GWP-TOTE', productId: 'TOTE', masterId: 'TOTE-M', qty: 1 }],
      remove: [],
    });
    expect(first.needsReprice).toBe(true);
    expect(first.promoSummary).toEqual([{ level: 'ORDER', promotionId: 'GWP-TOTE', promotionName: 'Free tote' }]);

    const second = priceCart(cart('USD', [shoes, tote()]), [gift], us);
    expect(second.needsReprice).toBe(false);
    expect(second.lines[1]).toMatchObject({ amount: 2500, productDiscount: 2500, proratedPrice: 0 });
    expect(second.lines[1]?.productPromotions).toEqual([
      { promotionId: 'GWP-TOTE', promotionName: 'Free tote', couponCode: null, appliedDiscount: 2500, price: 0 },
    ]);
    const totals = computeTotals(second, us).totals;
    expect(totals).toMatchObject({
      itemTotal: 14500,
      totalDiscount: 2500,
      itemSubTotal: 12000,
      totalUnits: 2,
      total: 12000,
    });
  });

  it('lost when the cart falls under the threshold: removed, and already left out of the lines and totals', () => {
    const result = priceCart(cart('USD', [line('A', 9000), tote()]), [gift], us);
    expect(result.bonus).toEqual({ add: [], remove: [{ lineId: 'T', promotionId: 'GWP-TOTE' }] });
    expect(result.lines.map((l) => l.line.lineId)).toEqual(['A']);
    expect(computeTotals(result, us).totals).toMatchObject({ itemTotal: 9000, total: 9000, totalUnits: 1 });
    expect(result.approachingDiscount).toMatchObject({ promotionId: 'GWP-TOTE', distanceFromConditionThreshold: 1000 });
  });

  it('turned down: no line (an existing one is removed), nothing off, reported while earned (decision 0046)', () => {
    const declined = { declinedGifts: ['GWP-TOTE'] };
    const none = priceCart(cart('USD', [shoes], declined), [gift], us);
    expect(none.bonus).toEqual({ add: [], remove: [] });
    expect(none.needsReprice).toBe(false);
    expect(none.declinedGifts).toEqual([
      { promotionId: 'GWP-TOTE', promotionName: 'Free tote', productId: 'TOTE', qty: 1 },
    ]);
    // Not an offer applied, and nothing else changes: the shoes' price, the total.
    expect(none.promoSummary).toEqual([]);
    expect(computeTotals(none, us).totals).toMatchObject({ itemTotal: 12000, totalDiscount: 0, total: 12000 });

    const withLine = priceCart(cart('USD', [shoes, tote()], declined), [gift], us);
    expect(withLine.bonus).toEqual({ add: [], remove: [{ lineId: 'T', promotionId: 'GWP-TOTE' }] });
    expect(withLine.lines.map((l) => l.line.lineId)).toEqual(['A']);

    // Under the threshold it is not earned, so not reported; the shopper is still told how far the threshold is.
    const short = priceCart(cart('USD', [line('A', 9000)], declined), [gift], us);
    expect(short.declinedGifts).toEqual([]);
    expect(short.approachingDiscount).toMatchObject({ promotionId: 'GWP-TOTE', distanceFromConditionThreshold: 1000 });
    // Another promotion's gift is not turned down by it.
    const other = priceCart(cart('USD', [shoes], { declinedGifts: ['GWP-OTHER'] }), [gift], us);
    expect(other.bonus.add).toHaveLength(1);
    expect(other.declinedGifts).toEqual([]);
  });

  it('the gift does not count towards thresholds, and a wrong quantity is replaced', () => {
    const fiveOff = orderPromo('FIVE', { kind: 'amountOff', amount: 500 }, { conditions: { minSubtotal: 14000 } });
    const result = priceCart(cart('USD', [shoes, tote(2)]), [gift, fiveOff], us);
    expect(result.orderPromotions).toEqual([]);
    expect(result.bonus).toEqual({
      add: [{ promotionId: 'GWP-TOTE', productId: 'TOTE', masterId: 'TOTE-M', qty: 1 }],
      remove: [{ lineId: 'T', promotionId: 'GWP-TOTE' }],
    });
  });

  it('a product-level gift from a coupon carries the code on the free line', () => {
    const withShoes = productPromo(
      'GWP-SOCKS',
      { kind: 'bonusProduct', productId: 'SOCK', masterId: 'SOCK-M', qty: 1 },
      { trigger: coupon('SOCKS'), conditions: { qualifier: { productIds: ['P-A'] } } },
    );
    const sock = line('S', 900, { productId: 'SOCK', bonus: true, bonusPromotionId: 'GWP-SOCKS' });
    const result = priceCart(cart('USD', [shoes, sock], { couponCodes: ['SOCKS'] }), [withShoes], us);
    expect(result.coupons[0]).toMatchObject({ applied: true });
    expect(result.lines[1]?.productPromotions[0]).toMatchObject({ couponCode: 'SOCKS', appliedDiscount: 900 });
  });

  it('a gift product cannot be added by hand while its promotion runs (GWP403)', () => {
    expect(isGiftWithPurchaseProduct('TOTE', [gift], NOW)).toBe(true);
    expect(isGiftWithPurchaseProduct('P-A', [gift], NOW)).toBe(false);
    expect(isGiftWithPurchaseProduct('TOTE', [{ ...gift, endsAt: NOW }], NOW)).toBe(false);
  });
});

describe('approaching discount', () => {
  it('names the nearest unmet spend threshold of the promotions the cart could still get', () => {
    const ship = shippingPromo('FREESHIP', { kind: 'freeShipping' }, { conditions: { minSubtotal: 15000 } });
    const order = orderPromo('TWENTY', { kind: 'amountOff', amount: 2000 }, { conditions: { minSubtotal: 20000 } });
    // A shipment that costs something (free shipping has nothing to approach on a free one).
    const paid = { shipments: [shipment(795)] };
    expect(priceCart(cart('USD', [shoes], paid), [order, ship], us).approachingDiscount).toEqual({
      promotionId: 'FREESHIP',
      promotionName: 'FREESHIP',
      level: 'SHIPPING',
      conditionThreshold: 15000,
      distanceFromConditionThreshold: 3000,
    });
    const reached = priceCart(cart('USD', [line('A', 16000)], paid), [order, ship], us);
    expect(reached.approachingDiscount).toMatchObject({ promotionId: 'TWENTY', distanceFromConditionThreshold: 4000 });
    expect(priceCart(cart('USD', [line('A', 25000)], paid), [order, ship], us).approachingDiscount).toBeNull();
  });

  it('is not offered for a threshold the cart cannot use: a quantity short, or a coupon not in the cart', () => {
    const needsTwo = orderPromo(
      'PAIR',
      { kind: 'amountOff', amount: 500 },
      { conditions: { minSubtotal: 20000, minQty: 2 } },
    );
    const couponOnly = orderPromo(
      'CODE',
      { kind: 'amountOff', amount: 500 },
      { trigger: coupon('BIG'), conditions: { minSubtotal: 13000 } },
    );
    expect(priceCart(cart('USD', [shoes]), [needsTwo, couponOnly], us).approachingDiscount).toBeNull();
  });
});
