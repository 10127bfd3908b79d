import { describe, expect, it } from 'vitest';
import { cart, employee, line, orderPromo, shipment, shippingPromo, SITE } from './pricing.fixtures.js';
import { EMPLOYEE_DISCOUNT_ID, LOYALTY_VOUCHER_ID, type CartLine, type CartSnapshot } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';
import { computeTotals } from './totals.js';

const us = SITE.us.context;
const voucher = (amount: number, points = 500) => ({ points, amount });

function price(lines: CartLine[], overrides: Partial<CartSnapshot> = {}, promotions: Promotion[] = [], context = us) {
  const pricing = priceCart(cart('USD', lines, overrides), promotions, context);
  return { pricing, totals: computeTotals(pricing, context).totals };
}

describe('loyalty reward voucher', () => {
  it.each([
    {
      case: 'spreads 5.00 over the lines in proportion to what is left on each',
      lines: [line('A', 8000), line('B', 2000)],
      amount: 500,
      discount: 500,
      shares: [400, 100],
    },
    {
      case: 'largest remainder with ties to the earlier line: 10.00 over three equal lines',
      lines: [line('A', 3000), line('B', 3000), line('C', 3000)],
      amount: 1000,
      discount: 1000,
      shares: [334, 333, 333],
    },
    {
      case: 'never more than the merchandise: 25.00 on a 12.00 cart takes 12.00',
      lines: [line('A', 700), line('B', 500)],
      amount: 2500,
      discount: 1200,
      shares: [700, 500],
    },
    {
      case: 'leaves gift cards alone',
      lines: [line('A', 4000), line('G', 5000, { digital: true })],
      amount: 1000,
      discount: 1000,
      shares: [1000, 0],
    },
    {
      case: 'gives nothing on a cart of gift cards only',
      lines: [line('G', 5000, { digital: true })],
      amount: 1000,
      discount: 0,
      shares: [0],
    },
    {
      case: 'counts quantities: 2 × 15.00 and 1 × 10.00',
      lines: [line('A', 1500, { qty: 2 }), line('B', 1000)],
      amount: 1000,
      discount: 1000,
      shares: [750, 250],
    },
  ])('$case', ({ lines, amount, discount, shares }) => {
    const { pricing, totals } = price(lines, { loyaltyVoucher: voucher(amount) });
    expect(pricing.loyaltyVoucher).toEqual({ points: 500, amount, discount });
    expect(pricing.lines.map((entry) => entry.orderDiscount)).toEqual(shares);
    expect(totals.totalDiscount).toBe(discount);
    expect(totals.total).toBeGreaterThanOrEqual(0);
    expect(pricing.orderPromotions).toEqual(
      discount === 0
        ? []
        : [
            {
              promotionId: LOYALTY_VOUCHER_ID,
              promotionName: 'Reward voucher',
              couponCode: null,
              appliedDiscount: discount,
            },
          ],
    );
    expect(pricing.promoSummary.map((entry) => entry.promotionId)).toEqual(discount === 0 ? [] : [LOYALTY_VOUCHER_ID]);
  });

  it('without a voucher nothing changes and no result is reported', () => {
    const lines = [line('A', 8000)];
    const without = price(lines);
    expect(without.pricing.loyaltyVoucher).toBeNull();
    expect(price(lines, { loyaltyVoucher: null })).toEqual(without);
  });

  it('comes after the order promotions and the associate discount, on what they left', () => {
    const lines = [line('A', 8000), line('B', 2000)];
    const tenOff = orderPromo('TEN', { kind: 'amountOff', amount: 1000 });
    const { pricing, totals } = price(lines, { shopper: employee(100_000), loyaltyVoucher: voucher(500) }, [tenOff]);
    // 100.00 − 10.00 = 90.00; 30 % = 27.00 → 63.00 left; the voucher takes 5.00 of it.
    expect(pricing.orderPromotions.map((entry) => [entry.promotionId, entry.appliedDiscount])).toEqual([
      ['TEN', 1000],
      [EMPLOYEE_DISCOUNT_ID, 2700],
      [LOYALTY_VOUCHER_ID, 500],
    ]);
    expect(totals.totalDiscount).toBe(4200);
    const shares = pricing.lines.flatMap((entry) =>
      entry.orderDiscounts.filter((share) => share.promotionId === LOYALTY_VOUCHER_ID).map((share) => share.amount),
    );
    expect(shares).toEqual([400, 100]);
  });

  it('is outside exclusivity: a global promotion still leaves room for it', () => {
    const global = orderPromo('GLOBAL', { kind: 'percentOff', ratePpm: 500_000 }, { exclusivity: 'global' });
    const { pricing } = price([line('A', 4000)], { loyaltyVoucher: voucher(1000, 1000) }, [global]);
    expect(pricing.promoSummary.map((entry) => entry.promotionId)).toEqual(['GLOBAL', LOYALTY_VOUCHER_ID]);
    expect(pricing.lines[0]).toMatchObject({ orderDiscount: 3000, proratedPrice: 1000 });
  });

  it('never lowers shipping, and a cart it empties still pays its shipping and never goes negative', () => {
    const { pricing, totals } = price([line('A', 300)], {
      shipments: [shipment(795, { countryCode: 'US', stateCode: 'CA' })],
      loyaltyVoucher: voucher(500),
    });
    expect(pricing.loyaltyVoucher?.discount).toBe(300);
    expect(totals).toMatchObject({ itemSubTotal: 0, shipping: 795, totalDiscount: 300 });
    expect(totals.total).toBe(795 + totals.tax);
  });

  it('is not counted against shipping thresholds: a voucher never takes free shipping away', () => {
    const freeOver50 = shippingPromo('SHIP', { kind: 'freeShipping' }, { conditions: { minSubtotal: 5000 } });
    const lines = [line('A', 5200)];
    const shipments = [shipment(795, { countryCode: 'US', stateCode: 'CA' })];
    expect(price(lines, { shipments }, [freeOver50]).totals.shipping).toBe(0);
    expect(price(lines, { shipments, loyaltyVoucher: voucher(500) }, [freeOver50]).totals.shipping).toBe(0);
  });

  // The approaching free-shipping notice counts the merchandise before any voucher or order discount (decision 0018
  // addendum, 2026-12-07): the goods to add do not depend on them.
  it.each([
    {
      case: '£20.00 voucher on £15.00 of socks',
      lines: [line('S', 1500)],
      amount: 2000,
      promotions: [],
      distance: 3500,
    },
    { case: 'a £5.00 voucher on £45.00', lines: [line('S', 4500)], amount: 500, promotions: [], distance: 500 },
    {
      case: 'a voucher on gift cards only (gift cards never count)',
      lines: [line('G', 5000, { digital: true })],
      amount: 1000,
      promotions: [],
      distance: 5000,
    },
    {
      case: 'a fixed amount off the whole order worth more than the goods',
      lines: [line('S', 1500)],
      amount: null,
      promotions: [orderPromo('TWENTY', { kind: 'amountOff', amount: 2000 })],
      distance: 3500,
    },
    {
      case: 'a voucher after 10 % off the order',
      lines: [line('S', 1000)],
      amount: 2000,
      promotions: [orderPromo('TEN', { kind: 'percentOff', ratePpm: 100_000 })],
      distance: 4000,
    },
  ])(
    '$case: spend $distance more for free shipping, and that much does it',
    ({ lines, amount, promotions, distance }) => {
      const freeOver50 = shippingPromo('SHIP', { kind: 'freeShipping' }, { conditions: { minSubtotal: 5000 } });
      const all = [freeOver50, ...promotions];
      const overrides = () => ({
        shipments: [shipment(795, { countryCode: 'US', stateCode: 'CA' })],
        ...(amount === null ? {} : { loyaltyVoucher: voucher(amount) }),
      });
      const withGoods = (added: number) => price([...lines, line('ADDED', added)], overrides(), all).totals.shipping;
      expect(price(lines, overrides(), all).pricing.approachingDiscount).toMatchObject({
        promotionId: 'SHIP',
        distanceFromConditionThreshold: distance,
      });
      expect(withGoods(distance)).toBe(0);
      expect(withGoods(distance - 1)).toBe(795);
    },
  );

  it('lowers the VAT contained in an inclusive price (GB 20 %)', () => {
    const gb = SITE.gb.context;
    const pricing = priceCart(cart('GBP', [line('A', 6000)], { loyaltyVoucher: voucher(1200, 1000) }), [], gb);
    const { totals } = computeTotals(pricing, gb);
    // 60.00 − 12.00 = 48.00 including 8.00 VAT.
    expect(totals).toMatchObject({ total: 4800, tax: 800, totalDiscount: 1200 });
  });

  it('whole yen in JPY', () => {
    const jp = SITE.jp.context;
    const lines = [line('A', 3333), line('B', 3333), line('C', 3334)];
    const pricing = priceCart(cart('JPY', lines, { loyaltyVoucher: voucher(1000) }), [], jp);
    expect(pricing.lines.map((entry) => entry.orderDiscount)).toEqual([333, 333, 334]);
  });

  it('refuses a malformed voucher as bad input (RangeError)', () => {
    expect(() => price([line('A', 100)], { loyaltyVoucher: { points: 0, amount: 500 } })).toThrow(RangeError);
    expect(() => price([line('A', 100)], { loyaltyVoucher: { points: 500, amount: -1 } })).toThrow(RangeError);
    expect(() => price([line('A', 100)], { loyaltyVoucher: { points: 500, amount: 1.5 } })).toThrow(RangeError);
  });

  it('shows the voucher and the associate discount under the names the context gives (the site language)', () => {
    const names = { employeeDiscount: 'Mitarbeiterrabatt', loyaltyVoucher: 'Prämiengutschein' };
    const lines = [line('A', 8000), line('B', 2000)];
    const overrides = { shopper: employee(100_000), loyaltyVoucher: voucher(500) };
    const named = price(lines, overrides, [], { ...us, names }).pricing;
    expect(named.promoSummary).toEqual([
      { level: 'ORDER', promotionId: EMPLOYEE_DISCOUNT_ID, promotionName: 'Mitarbeiterrabatt' },
      { level: 'ORDER', promotionId: LOYALTY_VOUCHER_ID, promotionName: 'Prämiengutschein' },
    ]);
    expect(named.orderPromotions.map((promotion) => promotion.promotionName)).toEqual([
      'Mitarbeiterrabatt',
      'Prämiengutschein',
    ]);
    const english = price(lines, overrides).pricing;
    expect(english.promoSummary.map((entry) => entry.promotionName)).toEqual(['Employee discount', 'Reward voucher']);
  });
});
