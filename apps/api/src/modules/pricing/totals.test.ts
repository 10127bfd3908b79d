import { describe, expect, it } from 'vitest';
import { cart, line, orderPromo, shipment, shippingPromo, productPromo, SITE } from './pricing.fixtures.js';
import type { CartSnapshot, PricingContext } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';
import { computeTotals } from './totals.js';

function totalsOf(snapshot: CartSnapshot, context: PricingContext, promotions: Promotion[] = []) {
  return computeTotals(priceCart(snapshot, promotions, context), context);
}

// A US cart: running shoes 120.00, two pairs of socks on sale 15.00 → 12.00, standard shipping 7.99.
const usLines = [line('A', 12000), line('B', 1500, { salePrice: 1200, qty: 2 })];
const usCart = (stateCode: string | null) =>
  cart('USD', usLines, { shipments: [shipment(799, stateCode ? { countryCode: 'US', stateCode } : null)] });

describe('computeTotals on the US site (sales tax on top, by state)', () => {
  it('California 7.25 %, shipping not taxed: 7.25 % of 144.00 = 10.44, split 8.70 / 1.74', () => {
    const result = totalsOf(usCart('CA'), SITE.us.context);
    expect(result.totals).toEqual({
      total: 16243, // 144.00 + 7.99 + 10.44
      totalDiscount: 0,
      itemTotal: 14400,
      totalWithoutTax: 15199,
      shipping: 799,
      tax: 1044,
      remainingToPay: 16243,
      currency: 'USD',
      totalUnits: 3,
      itemSubTotal: 14400,
      netAmount: 15199,
      taxAmount: 1044,
      totalDiscountPercentage: 0,
      giftBox: 0,
    });
    expect(result.lines.map((l) => [l.lineId, l.taxTotal, l.priceWithoutTaxPerUnit, l.proratedPrice])).toEqual([
      ['A', 870, 12000, 12000],
      ['B', 174, 1200, 2400],
    ]);
    expect(result.shipments).toEqual([{ shipmentId: 'S1', taxTotal: 0 }]);
    expect(result.taxCalculated).toBe(true);
  });

  it('California with 10 % off the order: tax on 129.60 = 9.396 → 9.40, split 7.83 / 1.57 by largest remainder', () => {
    const result = totalsOf(usCart('CA'), SITE.us.context, [
      orderPromo('TEN', { kind: 'percentOff', ratePpm: 100_000 }),
    ]);
    expect(result.totals).toMatchObject({
      itemTotal: 14400,
      totalDiscount: 1440,
      itemSubTotal: 12960,
      tax: 940,
      total: 14699, // 129.60 + 7.99 + 9.40
      totalDiscountPercentage: 10,
    });
    expect(result.lines.map((l) => [l.taxTotal, l.proratedPrice])).toEqual([
      [783, 10800],
      [157, 2160],
    ]);
  });

  it('Texas 6.25 % taxes shipping: 6.25 % of 151.99 = 9.499 → 9.50, split 7.50 / 1.50 / 0.50', () => {
    const result = totalsOf(usCart('TX'), SITE.us.context);
    expect(result.totals).toMatchObject({ tax: 950, total: 16149, totalWithoutTax: 15199 });
    expect(result.lines.map((l) => l.taxTotal)).toEqual([750, 150]);
    expect(result.shipments).toEqual([{ shipmentId: 'S1', taxTotal: 50 }]);
  });

  it('Oregon has no sales tax; an export pays none; no address yet leaves tax at 0 and says so', () => {
    expect(totalsOf(usCart('OR'), SITE.us.context).totals).toMatchObject({ tax: 0, total: 15199 });
    const abroad = cart('USD', usLines, { shipments: [shipment(799, { countryCode: 'CA', stateCode: 'ON' })] });
    expect(totalsOf(abroad, SITE.us.context)).toMatchObject({ taxCalculated: true, totals: { tax: 0 } });
    const pending = totalsOf(usCart(null), SITE.us.context);
    expect(pending).toMatchObject({ taxCalculated: false, totals: { tax: 0, total: 15199 } });
  });

  it('a digital gift card is not taxed, needs no address, and gets no promotion', () => {
    const giftCard = line('G', 5000, { digital: true, shipmentId: 'S2' });
    const snapshot = cart('USD', [...usLines, giftCard], {
      shipments: [
        shipment(799, { countryCode: 'US', stateCode: 'CA' }),
        shipment(0, null, { shipmentId: 'S2', methodCode: 'digital' }),
      ],
    });
    const result = totalsOf(snapshot, SITE.us.context, [orderPromo('TEN', { kind: 'percentOff', ratePpm: 100_000 })]);
    expect(result.taxCalculated).toBe(true);
    expect(result.totals).toMatchObject({ itemTotal: 19400, totalDiscount: 1440, tax: 940, total: 19699 });
    expect(result.lines.find((l) => l.lineId === 'G')).toMatchObject({ taxTotal: 0, proratedPrice: 5000 });
  });
});

describe('computeTotals on tax-inclusive sites', () => {
  it('Germany, 19 % VAT inside the prices: 194.80 contains 31.10 (31.1025), split 20.75 / 9.56 / 0.79', () => {
    const lines = [line('A', 12995), line('B', 2995, { qty: 2 })];
    const result = totalsOf(cart('EUR', lines, { shipments: [shipment(495)] }), SITE.de.context);
    expect(result.totals).toEqual({
      total: 19480,
      totalDiscount: 0,
      itemTotal: 18985,
      totalWithoutTax: 16370,
      shipping: 495,
      tax: 3110,
      remainingToPay: 19480,
      currency: 'EUR',
      totalUnits: 3,
      itemSubTotal: 18985,
      netAmount: 16370,
      taxAmount: 3110,
      totalDiscountPercentage: 0,
      giftBox: 0,
    });
    // 129.95 − 20.75 (19/119 of it, half-up) = 109.20; 29.95 − 4.78 = 25.17
    expect(result.lines.map((l) => [l.taxTotal, l.priceWithoutTaxPerUnit])).toEqual([
      [2075, 10920],
      [956, 2517],
    ]);
    expect(result.shipments[0]?.taxTotal).toBe(79);
  });

  it('France, 20 %: a 10.00 coupon on 89.99 with free shipping leaves 79.99, of which 13.33 is VAT', () => {
    const snapshot = cart('EUR', [line('A', 8999)], { couponCodes: ['BIENVENUE10'] });
    const promo = orderPromo(
      'WELCOME',
      { kind: 'amountOff', amount: 1000 },
      { trigger: { kind: 'coupon', codes: [{ code: 'BIENVENUE10', remainingUses: null }] } },
    );
    const result = totalsOf(snapshot, SITE.fr.context, [promo]);
    expect(result.totals).toMatchObject({
      itemTotal: 8999,
      totalDiscount: 1000,
      total: 7999,
      tax: 1333,
      totalWithoutTax: 6666,
      totalDiscountPercentage: 11,
    });
    expect(result.lines[0]).toMatchObject({ taxTotal: 1333, priceWithoutTaxPerUnit: 7499, proratedPrice: 7999 });
  });

  it('United Kingdom, 20 %: free shipping over 50.00 takes the 3.99 off; 85.00 contains 14.17, split 10.84 / 3.33', () => {
    const snapshot = cart('GBP', [line('A', 6500), line('B', 2000)], { shipments: [shipment(399)] });
    const free = shippingPromo('FREESHIP', { kind: 'freeShipping' }, { conditions: { minSubtotal: 5000 } });
    const result = totalsOf(snapshot, SITE.gb.context, [free]);
    expect(result.totals).toMatchObject({
      total: 8500,
      shipping: 0,
      tax: 1417,
      totalDiscount: 0,
      totalWithoutTax: 7083,
    });
    expect(result.shippingDiscount).toBe(399);
    expect(result.lines.map((l) => [l.taxTotal, l.priceWithoutTaxPerUnit])).toEqual([
      [1084, 5417],
      [333, 1667],
    ]);
  });

  it('Japan, 10 % consumption tax truncated once for the order: ¥20,170 contains ¥1,833 (1,833.6), all whole yen', () => {
    const lines = [line('A', 14300, { categoryIds: ['running'] }), line('B', 3400, { qty: 2 })];
    const snapshot = cart('JPY', lines, { shipments: [shipment(500)] });
    const tenOff = productPromo(
      'RUN10',
      { kind: 'percentOff', ratePpm: 100_000 },
      { conditions: { qualifier: { categoryIds: ['running'] } } },
    );
    const result = totalsOf(snapshot, SITE.jp.context, [tenOff]);
    expect(result.totals).toMatchObject({
      itemTotal: 21100,
      totalDiscount: 1430,
      itemSubTotal: 19670,
      shipping: 500,
      total: 20170,
      tax: 1833,
      totalWithoutTax: 18337,
      currency: 'JPY',
      totalDiscountPercentage: 7,
    });
    // ¥14,300 − ¥1,300 = ¥13,000; ¥3,400 − ¥309 (309.09 truncated) = ¥3,091
    expect(result.lines.map((l) => [l.taxTotal, l.priceWithoutTaxPerUnit, l.proratedPrice])).toEqual([
      [1170, 13000, 12870],
      [618, 3091, 6800],
    ]);
    expect(result.shipments[0]?.taxTotal).toBe(45);
  });
});
