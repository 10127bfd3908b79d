import { describe, expect, it } from 'vitest';
import { cart, coupon, line, orderPromo, productPromo, shipment, shippingPromo, SITE } from './pricing.fixtures.js';
import type { CartLine, CartShipment } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';
import { shippingPromotionsLost } from './shipping-lost.js';

/**
 * Decision 0018 addendum (session 51): free standard shipping from 75.00 counts the merchandise after the item-level
 * (product) discounts, so an item-level coupon can take a cart under it. The pricing then approaches it again (the
 * notice says how much to add) and a change that lost it is told (shippingPromotionsLost, the cart's flash).
 */
const FREE = shippingPromo(
  'FREESTD',
  { kind: 'freeShipping' },
  { conditions: { minSubtotal: 7500, shippingMethods: ['standard'] } },
);
const RUNNING = { qualifier: { categoryIds: ['running'] } };
const shoes = line('SHOE', 6000, { categoryIds: ['shoes', 'running'] });
const tee = line('TEE', 2000);
const STANDARD = [shipment(795)];

const price = (
  lines: CartLine[],
  promotions: Promotion[],
  codes: string[] = [],
  shipments: CartShipment[] = STANDARD,
) => priceCart(cart('USD', lines, { shipments, couponCodes: codes }), [FREE, ...promotions], SITE.us.context);

describe('an item-level coupon under the free-shipping threshold', () => {
  it.each([
    {
      name: '20 % off running shoes (SHOES20): 48.00 + 20.00 = 68.00 counts, 7.00 to add',
      promotion: productPromo(
        'SHOES20',
        { kind: 'percentOff', ratePpm: 200_000 },
        { trigger: coupon('SHOES20'), conditions: RUNNING },
      ),
      code: 'SHOES20',
      distance: 700,
    },
    {
      // 72.00 counts; 3.00 short, and anything added is 10 % off too: 3.34 of goods (3.33 counts 2.997).
      name: '10 % off every item (ITEM10): 72.00 counts, 3.34 to add',
      promotion: productPromo('ITEM10', { kind: 'percentOff', ratePpm: 100_000 }, { trigger: coupon('ITEM10') }),
      code: 'ITEM10',
      distance: 334,
    },
    {
      name: '10.00 off each shoe (TENOFF): 70.00 counts, 5.00 to add',
      promotion: productPromo(
        'TENOFF',
        { kind: 'amountOff', amount: 1000 },
        { trigger: coupon('TENOFF'), conditions: RUNNING },
      ),
      code: 'TENOFF',
      distance: 500,
    },
  ])('$name: shipping is charged, approached and told as lost', ({ promotion, code, distance }) => {
    const before = price([shoes, tee], [promotion]);
    expect(before.shipments[0]?.price).toBe(0);
    expect(before.shippingShortfalls).toEqual([]);
    const after = price([shoes, tee], [promotion], [code]);
    expect(after.coupons).toEqual([{ code, promotionId: promotion.id, applied: true, errorId: null }]);
    expect(after.shipments[0]?.price).toBe(795);
    const approaching = {
      promotionId: 'FREESTD',
      promotionName: 'FREESTD',
      level: 'SHIPPING',
      conditionThreshold: 7500,
      distanceFromConditionThreshold: distance,
    };
    expect(after.approachingDiscount).toEqual(approaching);
    expect(after.shippingShortfalls).toEqual([approaching]);
    expect(shippingPromotionsLost(before, after)).toEqual([{ shipmentId: 'S1', ...approaching }]);
    // Adding the distance brings it back.
    const topUp = price([shoes, tee, line('MORE', distance)], [promotion], [code]);
    expect(topUp.shipments[0]?.price).toBe(0);
  });

  it('is not lost when the cart still reaches the threshold, had no free shipping, or the code is order-level', () => {
    const shoes20 = productPromo(
      'SHOES20',
      { kind: 'percentOff', ratePpm: 200_000 },
      { trigger: coupon('SHOES20'), conditions: RUNNING },
    );
    // 48.00 + 20.00 + 10.00 = 78.00: still free.
    const more = [shoes, tee, line('CAP', 1000)];
    const kept = price(more, [shoes20], ['SHOES20']);
    expect(kept.shipments[0]?.price).toBe(0);
    expect(shippingPromotionsLost(price(more, [shoes20]), kept)).toEqual([]);
    // 60.00 alone never had it: approached before and after, never lost.
    const short = price([shoes], [shoes20]);
    expect(short.shipments[0]?.price).toBe(795);
    expect(shippingPromotionsLost(short, price([shoes], [shoes20], ['SHOES20']))).toEqual([]);
    // An order-level code never takes it away (measured before it).
    const welcome = orderPromo('WELCOME10', { kind: 'percentOff', ratePpm: 100_000 }, { trigger: coupon('WELCOME10') });
    const withWelcome = price([shoes, tee], [welcome], ['WELCOME10']);
    expect(withWelcome.shipments[0]?.price).toBe(0);
    expect(shippingPromotionsLost(price([shoes, tee], [welcome]), withWelcome)).toEqual([]);
  });

  it('a line removed under the threshold loses it too; express chosen is no shortfall, so not told', () => {
    const before = price([shoes, tee], []);
    const removed = price([shoes], []);
    expect(shippingPromotionsLost(before, removed)).toEqual([
      expect.objectContaining({ shipmentId: 'S1', promotionId: 'FREESTD', distanceFromConditionThreshold: 1500 }),
    ]);
    const express = price([shoes, tee], [], [], [shipment(1995, null, { methodCode: 'me' })]);
    expect(express.shippingShortfalls).toEqual([]);
    expect(shippingPromotionsLost(before, express)).toEqual([]);
  });
});
