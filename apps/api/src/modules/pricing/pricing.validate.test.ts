import { describe, expect, it } from 'vitest';
import { cart, line, orderPromo, productPromo, shipment, SITE } from './pricing.fixtures.js';
import type { CartSnapshot } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';

const us = SITE.us.context;
const ok = cart('USD', [line('A', 1000)]);

describe('bad input is refused, never priced', () => {
  it.each<{ what: string; snapshot: CartSnapshot }>([
    { what: 'an unknown currency', snapshot: { ...ok, currency: 'XXX' } },
    { what: 'an invalid date', snapshot: { ...ok, now: new Date('nope') } },
    { what: 'a negative price', snapshot: cart('USD', [line('A', -1)]) },
    { what: 'a fractional price', snapshot: cart('USD', [line('A', 10.5)]) },
    { what: 'a negative sale price', snapshot: cart('USD', [line('A', 100, { salePrice: -5 })]) },
    { what: 'a zero quantity', snapshot: cart('USD', [line('A', 100, { qty: 0 })]) },
    { what: 'a fractional quantity', snapshot: cart('USD', [line('A', 100, { qty: 1.5 })]) },
    { what: 'a line twice', snapshot: cart('USD', [line('A', 100), line('A', 100)]) },
    { what: 'a line without its shipment', snapshot: cart('USD', [line('A', 100, { shipmentId: 'S9' })]) },
    { what: 'a negative shipping price', snapshot: { ...ok, shipments: [shipment(-1)] } },
    { what: 'an amount past the safe range', snapshot: cart('USD', [line('A', Number.MAX_SAFE_INTEGER, { qty: 2 })]) },
  ])('$what', ({ snapshot }) => {
    expect(() => priceCart(snapshot, [], us)).toThrow(RangeError);
  });

  it.each<{ what: string; promotion: Promotion }>([
    { what: 'a rate above 100 %', promotion: productPromo('P', { kind: 'percentOff', ratePpm: 1_000_001 }) },
    { what: 'a negative amount', promotion: orderPromo('O', { kind: 'amountOff', amount: -100 }) },
    { what: 'buy 0 get 1', promotion: productPromo('P', { kind: 'buyXGetY', buyQty: 0, getQty: 1, getRatePpm: 1 }) },
    {
      what: 'a gift of 0 units',
      promotion: orderPromo('O', { kind: 'bonusProduct', productId: 'G', masterId: 'G', qty: 0 }),
    },
    {
      what: 'a negative threshold',
      promotion: orderPromo('O', { kind: 'amountOff', amount: 1 }, { conditions: { minSubtotal: -1 } }),
    },
    {
      what: 'a rank that is not a number',
      promotion: orderPromo('O', { kind: 'amountOff', amount: 1 }, { rank: Number.NaN }),
    },
  ])('$what', ({ promotion }) => {
    expect(() => priceCart(ok, [promotion], us)).toThrow(RangeError);
  });

  it('two promotions with one id, and an employee rate above 100 %', () => {
    const twice = [
      orderPromo('O', { kind: 'amountOff', amount: 1 }),
      orderPromo('O', { kind: 'amountOff', amount: 2 }),
    ];
    expect(() => priceCart(ok, twice, us)).toThrow(RangeError);
    expect(() => priceCart(ok, [], { ...us, employeeDiscountPpm: 2_000_000 })).toThrow(RangeError);
  });
});
