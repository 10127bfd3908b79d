import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cart, line, orderPromo, shipment, SITE } from './pricing.fixtures.js';
import type { CartSnapshot, PricingContext } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';
import { computeTotals } from './totals.js';

function totalsOf(snapshot: CartSnapshot, context: PricingContext, promotions: Promotion[] = []) {
  return computeTotals(priceCart(snapshot, promotions, context), context);
}

const CA = { countryCode: 'US', stateCode: 'CA' };

describe('computeTotals with gift boxes', () => {
  it('US: a box per unit, outside itemTotal and discounts, taxed at the line rate and added to the total', () => {
    // Shoes 120.00 × 2 with a 5.00 box each, socks 15.00 without; 10 % off the order; California 7.25 %.
    const lines = [line('A', 12000, { qty: 2, giftBoxUnitPrice: 500 }), line('B', 1500)];
    const result = totalsOf(cart('USD', lines, { shipments: [shipment(799, CA)] }), SITE.us.context, [
      orderPromo('TEN', { kind: 'percentOff', ratePpm: 100_000 }),
    ]);
    const { totals } = result;
    expect(totals).toMatchObject({ itemTotal: 25500, totalDiscount: 2550, itemSubTotal: 22950, giftBox: 1000 });
    // Once per jurisdiction on goods 229.50 + boxes 10.00 (shipping untaxed in CA): 7.25 % of 239.50 = 17.36375
    expect(totals.tax).toBe(1736);
    expect(totals.total).toBe(22950 + 1000 + 799 + 1736);
    expect(totals.totalWithoutTax).toBe(totals.total - totals.tax);
    expect(totals.netAmount).toBe(totals.totalWithoutTax);
    expect(totals.remainingToPay).toBe(totals.total);
    // The box's tax is its line's: the lines' taxes still add up to the cart's.
    expect(result.lines.reduce((sum, entry) => sum + entry.taxTotal, 0)).toBe(totals.tax);
    const lineA = result.lines.find((entry) => entry.lineId === 'A');
    expect(lineA?.priceWithoutTaxPerUnit).toBe(12000);
  });

  it('Germany: the box price includes VAT; total = goods + boxes + shipping', () => {
    const lines = [line('A', 12995, { giftBoxUnitPrice: 500 })];
    const { totals } = totalsOf(cart('EUR', lines, { shipments: [shipment(495)] }), SITE.de.context);
    expect(totals.giftBox).toBe(500);
    expect(totals.total).toBe(12995 + 500 + 495);
    // 19/119 of 139.90 (goods, shipping and box together) = 22.3368 → 22.34
    expect(totals.tax).toBe(2234);
    expect(totals.totalWithoutTax).toBe(totals.total - totals.tax);
  });

  it('a digital gift card or a free gift never carries a box charge', () => {
    const lines = [
      line('G', 5000, { digital: true, giftBoxUnitPrice: 500, shipmentId: 'D' }),
      line('F', 0, { bonus: true, bonusPromotionId: 'gift', giftBoxUnitPrice: 500 }),
    ];
    const { totals } = totalsOf(
      cart('USD', lines, {
        shipments: [shipment(0, CA), shipment(0, null, { shipmentId: 'D', methodCode: 'digital' })],
      }),
      SITE.us.context,
    );
    expect(totals.giftBox).toBe(0);
  });

  it('without boxes the totals are those of a cart that never had the field', () => {
    const lines = [line('A', 12000), line('B', 1500, { qty: 3 })];
    const plain = totalsOf(cart('USD', lines, { shipments: [shipment(799, CA)] }), SITE.us.context);
    const zero = totalsOf(
      cart(
        'USD',
        lines.map((entry) => ({ ...entry, giftBoxUnitPrice: 0 })),
        { shipments: [shipment(799, CA)] },
      ),
      SITE.us.context,
    );
    expect(zero.totals).toEqual(plain.totals);
    expect(plain.totals.giftBox).toBe(0);
  });

  it('property: on every site, total = itemSubTotal + giftBox + shipping (+ tax when exclusive), taxes add up', () => {
    const sites = [SITE.us, SITE.gb, SITE.de, SITE.jp] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...sites),
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 50_000 }),
            qty: fc.integer({ min: 1, max: 5 }),
            box: fc.constantFrom(0, 400, 500),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 2_000 }),
        (site, specs, shippingPrice) => {
          const lines = specs.map((spec, index) =>
            line(`L${index}`, spec.price, { qty: spec.qty, giftBoxUnitPrice: spec.box }),
          );
          const {
            totals,
            lines: lineTotals,
            shipments,
          } = totalsOf(cart(site.currency, lines, { shipments: [shipment(shippingPrice, CA)] }), site.context);
          const boxes = specs.reduce((sum, spec) => sum + spec.box * spec.qty, 0);
          expect(totals.giftBox).toBe(boxes);
          const exclusive = site.context.taxMode === 'exclusive' ? totals.tax : 0;
          expect(totals.total).toBe(totals.itemSubTotal + totals.giftBox + totals.shipping + exclusive);
          expect(totals.totalWithoutTax).toBe(totals.total - totals.tax);
          const allocated =
            lineTotals.reduce((sum, entry) => sum + entry.taxTotal, 0) +
            shipments.reduce((sum, entry) => sum + entry.taxTotal, 0);
          expect(allocated).toBe(totals.tax);
        },
      ),
    );
  });
});
