import { describe, expect, it } from 'vitest';
import { cart, coupon, line, orderPromo, productPromo, shipment, shippingPromo, SITE } from './pricing.fixtures.js';
import { priceCart } from './promotions.engine.js';
import type { OrderPromotion, ProductPromotion, Promotion } from './promotion.types.js';

const shoes = line('A', 12000, { categoryIds: ['running'] });
const socks = line('B', 1200, { qty: 2 });
const run = (promotions: Promotion[], couponCodes: string[] = []) =>
  priceCart(cart('USD', [shoes, socks], { shipments: [shipment(799)], couponCodes }), promotions, SITE.us.context);
const applied = (promotions: Promotion[], couponCodes: string[] = []) =>
  run(promotions, couponCodes).promoSummary.map((entry) => entry.promotionId);

const tenOff = (id: string, extra: Partial<ProductPromotion> = {}) =>
  productPromo(id, { kind: 'percentOff', ratePpm: 100_000 }, extra);
const orderOff = (id: string, extra: Partial<OrderPromotion> = {}) =>
  orderPromo(id, { kind: 'amountOff', amount: 500 }, extra);
const freeShip = shippingPromo('SHIP', { kind: 'freeShipping' });

describe('exclusivity', () => {
  it('`none` promotions of every level combine', () => {
    expect(applied([tenOff('P1'), tenOff('P2'), orderOff('O1'), orderOff('O2'), freeShip])).toEqual([
      'P1',
      'P2',
      'O1',
      'O2',
      'SHIP',
    ]);
  });

  it('a `class` promotion is alone in its level: the better-ranked one of the level wins, other levels still apply', () => {
    expect(applied([tenOff('P1', { rank: 2 }), tenOff('CLASS', { rank: 1, exclusivity: 'class' }), freeShip])).toEqual([
      'CLASS',
      'SHIP',
    ]);
    expect(
      applied([tenOff('P1', { rank: 1 }), tenOff('CLASS', { rank: 2, exclusivity: 'class' }), orderOff('O1')]),
    ).toEqual(['P1', 'O1']);
  });

  it('a class promotion whose conditions fail leaves its level to the others', () => {
    const unmet = tenOff('CLASS', { rank: 1, exclusivity: 'class', conditions: { minQty: 10 } });
    expect(applied([unmet, tenOff('P1', { rank: 2 })])).toEqual(['P1']);
  });

  it('a non-stackable order promotion applies only alone among order promotions', () => {
    expect(
      applied([orderOff('SOLO', { rank: 1, stackable: false }), orderOff('O2', { rank: 2 }), tenOff('P1')]),
    ).toEqual(['P1', 'SOLO']);
    expect(applied([orderOff('O1', { rank: 1 }), orderOff('SOLO', { rank: 2, stackable: false })])).toEqual(['O1']);
  });

  it('a best-ranked `global` promotion applies alone; ranked lower, it does not apply at all', () => {
    const global = (rank: number) => orderOff('GLOBAL', { rank, exclusivity: 'global' });
    expect(applied([tenOff('P1', { rank: 5 }), global(1), freeShip])).toEqual(['GLOBAL']);
    expect(applied([tenOff('P1', { rank: 5 }), global(6), freeShip])).toEqual(['P1', 'SHIP']);
  });

  it('a global promotion whose conditions fail does not block the others', () => {
    const global = orderOff('GLOBAL', { rank: 1, exclusivity: 'global', conditions: { minSubtotal: 100_000 } });
    const result = run([global, tenOff('P1', { rank: 5 })]);
    expect(result.promoSummary.map((entry) => entry.promotionId)).toEqual(['P1']);
    // It would apply (alone) once reached, so the shopper is told how far it is.
    expect(result.approachingDiscount).toMatchObject({ promotionId: 'GLOBAL', conditionThreshold: 100_000 });
  });

  it('ties in rank are broken by level, then id, whatever the order the promotions are given in', () => {
    const a = tenOff('A-CLASS', { exclusivity: 'class' });
    const b = tenOff('B-CLASS', { exclusivity: 'class' });
    expect(applied([b, a])).toEqual(['A-CLASS']);
    expect(applied([a, b])).toEqual(['A-CLASS']);
  });

  it('a coupon kept out by exclusivity is PRM165; one whose own conditions fail first says so instead', () => {
    const blocking = tenOff('CLASS', { rank: 1, exclusivity: 'class' });
    const couponPromo = tenOff('CPN', { rank: 2, trigger: coupon('SAVE10') });
    expect(run([blocking, couponPromo], ['SAVE10']).coupons).toEqual([
      { code: 'SAVE10', promotionId: 'CPN', applied: false, errorId: 'PRM165' },
    ]);
    const unmet = tenOff('CPN', { rank: 2, trigger: coupon('SAVE10'), conditions: { minQty: 10 } });
    expect(run([blocking, unmet], ['SAVE10']).coupons[0]?.errorId).toBe('PRM160');
  });
});
