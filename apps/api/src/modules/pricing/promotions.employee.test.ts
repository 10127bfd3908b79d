import { describe, expect, it } from 'vitest';
import { cart, employee, line, orderPromo, productPromo, SITE } from './pricing.fixtures.js';
import type { Shopper } from './pricing.types.js';
import { EMPLOYEE_DISCOUNT_ID } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';

const us = SITE.us.context;
const lines = [line('A', 8000), line('B', 2000)];
const price = (shopper: Shopper, promotions: Promotion[] = [], extra = lines) =>
  priceCart(cart('USD', extra, { shopper }), promotions, us);

describe('employee associate discount (30 %)', () => {
  it('gives 30 % to an employee who accepted the terms, as an order-level promotion prorated over the lines', () => {
    const result = price(employee(100_000));
    expect(result.employeeDiscount).toEqual({
      ratePpm: 300_000,
      eligibleAmount: 10000,
      capConsumed: 10000,
      discount: 3000,
    });
    expect(result.orderPromotions).toEqual([
      {
        promotionId: EMPLOYEE_DISCOUNT_ID,
        promotionName: 'Employee discount',
        couponCode: null,
        appliedDiscount: 3000,
      },
    ]);
    expect(result.promoSummary).toEqual([
      { level: 'ORDER', promotionId: EMPLOYEE_DISCOUNT_ID, promotionName: 'Employee discount' },
    ]);
    expect(result.lines.map((l) => l.orderDiscount)).toEqual([2400, 600]);
  });

  it.each([
    { who: 'a guest', shopper: { kind: 'guest' } as const },
    { who: 'a registered shopper', shopper: { kind: 'registered' } as const },
    { who: 'an employee who has not accepted the terms', shopper: employee(100_000, false) },
    { who: 'an employee with no cap left', shopper: employee(0) },
    { who: 'an employee whose cap is over-spent', shopper: employee(-500) },
    { who: 'an employee whose cap is in another currency', shopper: employee(100_000, true, 'EUR') },
  ])('gives nothing to $who', ({ shopper }) => {
    const result = price(shopper);
    expect(result.employeeDiscount).toBeNull();
    expect(result.orderPromotions).toEqual([]);
  });

  it('never goes past the remaining annual cap: 30 % of the 50.00 left, not of the 100.00 cart', () => {
    const result = price(employee(5000));
    expect(result.employeeDiscount).toEqual({
      ratePpm: 300_000,
      eligibleAmount: 10000,
      capConsumed: 5000,
      discount: 1500,
    });
    expect(result.lines.reduce((sum, l) => sum + l.orderDiscount, 0)).toBe(1500);
  });

  it('comes after every promotion, even a global one, and leaves gift cards alone', () => {
    const global = orderPromo('GLOBAL', { kind: 'amountOff', amount: 1000 }, { exclusivity: 'global', rank: 1 });
    const product = productPromo('P', { kind: 'percentOff', ratePpm: 500_000 }, { rank: 2 });
    const giftCard = line('G', 5000, { digital: true });
    const result = price(employee(100_000), [global, product], [...lines, giftCard]);
    // 100.00 − 10.00 = 90.00; 30 % = 27.00
    expect(result.promoSummary.map((s) => s.promotionId)).toEqual(['GLOBAL', EMPLOYEE_DISCOUNT_ID]);
    expect(result.employeeDiscount).toMatchObject({ eligibleAmount: 9000, discount: 2700 });
    expect(result.lines[2]).toMatchObject({ orderDiscount: 0, proratedPrice: 5000 });
  });

  it('follows a configured rate', () => {
    const result = priceCart(cart('USD', lines, { shopper: employee(100_000) }), [], {
      ...us,
      employeeDiscountPpm: 150_000,
    });
    expect(result.employeeDiscount?.discount).toBe(1500);
  });
});
