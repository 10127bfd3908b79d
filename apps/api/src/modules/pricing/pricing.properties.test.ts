import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartPricing } from './pricing.result.js';
import { cart, line, shipment, SITE } from './pricing.fixtures.js';
import type { CartSnapshot, PricingContext, Shopper } from './pricing.types.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';
import { usSalesTax, vatRate } from './tax.rates.js';
import { computeTotals, type TotalsResult } from './totals.js';

// Random carts, promotions and shoppers on every demo site; the invariants must hold for all of them.
const CATEGORIES = ['running', 'socks', 'kids'];
const CODES = ['CODE1', 'CODE2', 'CODE3']; // 3+ characters: shorter ones are malformed (PRM416)

const lineArb = fc.record({
  listPrice: fc.integer({ min: 0, max: 50_000 }),
  salePrice: fc.option(fc.integer({ min: 0, max: 50_000 })),
  qty: fc.integer({ min: 1, max: 5 }),
  categoryIds: fc.subarray(CATEGORIES),
  digital: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  shipmentId: fc.constantFrom('S1', 'S2'),
});

const rewardArb = {
  PRODUCT: fc.oneof(
    fc.record({ kind: fc.constant('percentOff' as const), ratePpm: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ kind: fc.constant('amountOff' as const), amount: fc.integer({ min: 0, max: 20_000 }) }),
    fc.record({ kind: fc.constant('fixedPrice' as const), amount: fc.integer({ min: 0, max: 20_000 }) }),
    fc.record({
      kind: fc.constant('buyXGetY' as const),
      buyQty: fc.integer({ min: 1, max: 3 }),
      getQty: fc.integer({ min: 1, max: 2 }),
      getRatePpm: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    fc.constant({ kind: 'bonusProduct' as const, productId: 'GIFT-1', masterId: 'GIFT', qty: 1 }),
  ),
  ORDER: fc.oneof(
    fc.record({ kind: fc.constant('percentOff' as const), ratePpm: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ kind: fc.constant('amountOff' as const), amount: fc.integer({ min: 0, max: 100_000 }) }),
    fc.constant({ kind: 'bonusProduct' as const, productId: 'GIFT-2', masterId: 'GIFT', qty: 2 }),
  ),
  SHIPPING: fc.oneof(
    fc.record({ kind: fc.constant('percentOff' as const), ratePpm: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ kind: fc.constant('amountOff' as const), amount: fc.integer({ min: 0, max: 3_000 }) }),
    fc.record({ kind: fc.constant('fixedPrice' as const), amount: fc.integer({ min: 0, max: 3_000 }) }),
    fc.constant({ kind: 'freeShipping' as const }),
  ),
};

const commonArb = fc.record({
  trigger: fc.oneof(
    fc.constant({ kind: 'automatic' as const }),
    fc.record({
      kind: fc.constant('coupon' as const),
      codes: fc
        .tuple(fc.constantFrom(...CODES), fc.option(fc.integer({ min: 0, max: 2 })))
        .map(([code, uses]) => [{ code, remainingUses: uses }]),
    }),
  ),
  exclusivity: fc.constantFrom('none' as const, 'none' as const, 'class' as const, 'global' as const),
  rank: fc.integer({ min: 0, max: 5 }),
  stackable: fc.boolean(),
  conditions: fc.record(
    {
      minSubtotal: fc.integer({ min: 0, max: 40_000 }),
      minQty: fc.integer({ min: 0, max: 4 }),
      qualifier: fc.record({ categoryIds: fc.subarray(CATEGORIES, { minLength: 1 }) }),
    },
    { requiredKeys: [] },
  ),
});

const promotionArb = (index: number): fc.Arbitrary<Promotion> =>
  fc
    .constantFrom('PRODUCT' as const, 'ORDER' as const, 'SHIPPING' as const)
    .chain((level) =>
      fc
        .tuple(commonArb, rewardArb[level])
        .map(
          ([common, reward]) =>
            ({ ...common, id: `promo-${index}`, name: `Promo ${index}`, level, reward }) as Promotion,
        ),
    );

const scenarioArb = fc
  .record({
    site: fc.constantFrom(...(Object.keys(SITE) as (keyof typeof SITE)[])),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
    promotionCount: fc.integer({ min: 0, max: 5 }),
    shipping: fc.tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 3_000 })),
    stateCode: fc.constantFrom('CA', 'TX', 'NY', 'OR', 'WA', 'NJ', null),
    shopper: fc.oneof(
      fc.constant({ kind: 'guest' as const }),
      fc.constant({ kind: 'registered' as const }),
      fc.record({ termsAccepted: fc.boolean(), remainingAnnualCap: fc.integer({ min: -1_000, max: 30_000 }) }),
    ),
    couponCodes: fc.subarray([...CODES, 'UNKNOWN', 'bad code!']),
    loyaltyVoucher: fc.option(
      fc.record({ points: fc.integer({ min: 1, max: 5_000 }), amount: fc.integer({ min: 0, max: 20_000 }) }),
    ),
  })
  .chain((scenario) =>
    fc
      .tuple(...Array.from({ length: scenario.promotionCount }, (_, index) => promotionArb(index)))
      .map((promotions) => ({ ...scenario, promotions })),
  )
  .map(({ site, lines, shipping, stateCode, shopper, couponCodes, loyaltyVoucher, promotions }) => {
    const { context, currency } = SITE[site];
    const destination = { countryCode: context.countryCode, stateCode };
    const buyer: Shopper = 'kind' in shopper ? shopper : { kind: 'employee', capCurrency: currency, ...shopper };
    const snapshot = cart(
      currency,
      lines.map((l, index) => line(`L${index}`, l.listPrice, { ...l, productId: `P${index % 3}` })),
      {
        shipments: [
          shipment(shipping[0], destination),
          shipment(shipping[1], destination, { shipmentId: 'S2', methodCode: 'me' }),
        ],
        shopper: buyer,
        couponCodes,
        loyaltyVoucher,
      },
    );
    return { snapshot, promotions, context };
  });

function run(snapshot: CartSnapshot, promotions: readonly Promotion[], context: PricingContext) {
  const pricing = priceCart(snapshot, promotions, context);
  return { pricing, totals: computeTotals(pricing, context) };
}

function checkInvariants(snapshot: CartSnapshot, pricing: CartPricing, result: TotalsResult, context: PricingContext) {
  const { totals } = result;
  for (const [field, value] of Object.entries(totals)) {
    if (field === 'currency') continue;
    expect(Number.isSafeInteger(value), field).toBe(true);
    expect(value, field).toBeGreaterThanOrEqual(0);
  }
  for (const priced of pricing.lines) {
    const discount = priced.productDiscount + priced.orderDiscount;
    expect(discount).toBeLessThanOrEqual(priced.amount);
    expect(priced.proratedPrice).toBe(priced.amount - discount);
    expect(priced.proratedPrice).toBeGreaterThanOrEqual(0);
    priced.productPromotions.forEach((p) => expect(p.appliedDiscount).toBeGreaterThan(0));
    if (priced.line.digital) expect(discount).toBe(0);
  }
  for (const priced of pricing.shipments) {
    expect(priced.discount).toBeGreaterThanOrEqual(0);
    expect(priced.discount).toBeLessThanOrEqual(priced.basePrice);
  }
  for (const order of pricing.orderPromotions) {
    const shares = pricing.lines.flatMap((l) => l.orderDiscounts.filter((s) => s.promotionId === order.promotionId));
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(order.appliedDiscount);
  }
  const lineTax = result.lines.reduce((sum, l) => sum + l.taxTotal, 0);
  const shipmentTax = result.shipments.reduce((sum, s) => sum + s.taxTotal, 0);
  expect(lineTax + shipmentTax).toBe(totals.tax);
  const exclusiveTax = context.taxMode === 'exclusive' ? totals.tax : 0;
  expect(totals.total).toBe(totals.itemTotal - totals.totalDiscount + totals.shipping + exclusiveTax);
  expect(totals.total - totals.tax).toBe(totals.totalWithoutTax);
  expect(totals.totalDiscountPercentage).toBeLessThanOrEqual(100);
  const { employeeDiscount } = pricing;
  if (employeeDiscount && snapshot.shopper.kind === 'employee') {
    expect(employeeDiscount.discount).toBeLessThanOrEqual(employeeDiscount.capConsumed);
    expect(employeeDiscount.capConsumed).toBeLessThanOrEqual(snapshot.shopper.remainingAnnualCap);
  }
  const { loyaltyVoucher } = pricing;
  expect(loyaltyVoucher === null).toBe(!snapshot.loyaltyVoucher);
  if (loyaltyVoucher) {
    expect(loyaltyVoucher.discount).toBeGreaterThanOrEqual(0);
    expect(loyaltyVoucher.discount).toBeLessThanOrEqual(loyaltyVoucher.amount);
  }
}

describe('pricing properties', () => {
  it('totals are never negative, discounts never exceed prices, shares and taxes sum exactly, the total adds up', () => {
    fc.assert(
      fc.property(scenarioArb, ({ snapshot, promotions, context }) => {
        const { pricing, totals } = run(snapshot, promotions, context);
        checkInvariants(snapshot, pricing, totals, context);
      }),
      { numRuns: 400 },
    );
  });

  it('the order of the lines and of the promotions changes no total and no outcome', () => {
    const shuffled = scenarioArb.chain((scenario) =>
      fc
        .tuple(
          fc.shuffledSubarray([...scenario.snapshot.lines], { minLength: scenario.snapshot.lines.length }),
          fc.shuffledSubarray([...scenario.promotions], { minLength: scenario.promotions.length }),
        )
        .map(([lines, promotions]) => ({ scenario, lines, promotions })),
    );
    fc.assert(
      fc.property(shuffled, ({ scenario, lines, promotions }) => {
        const a = run(scenario.snapshot, scenario.promotions, scenario.context);
        const b = run({ ...scenario.snapshot, lines }, promotions, scenario.context);
        expect(b.totals.totals).toEqual(a.totals.totals);
        expect(b.pricing.orderPromotions).toEqual(a.pricing.orderPromotions);
        expect(b.pricing.coupons).toEqual(a.pricing.coupons);
        expect(b.pricing.approachingDiscount).toEqual(a.pricing.approachingDiscount);
        expect(b.pricing.promoSummary).toEqual(a.pricing.promoSummary);
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic, and pricing again after the gift changes asks for no more changes', () => {
    fc.assert(
      fc.property(scenarioArb, ({ snapshot, promotions, context }) => {
        const first = run(snapshot, promotions, context);
        expect(run(snapshot, promotions, context)).toEqual(first);
        const removed = new Set(first.pricing.bonus.remove.map((r) => r.lineId));
        const added = first.pricing.bonus.add.map((gift, index) =>
          line(`gift-${index}`, 1500, { ...gift, bonus: true, bonusPromotionId: gift.promotionId }),
        );
        const next = { ...snapshot, lines: [...snapshot.lines.filter((l) => !removed.has(l.lineId)), ...added] };
        const second = run(next, promotions, context);
        expect(second.pricing.needsReprice).toBe(false);
        expect(second.totals.totals.total).toBe(first.totals.totals.total);
        checkInvariants(next, second.pricing, second.totals, context);
      }),
      { numRuns: 200 },
    );
  });

  it('the tax is the rate applied once to the whole taxable amount (rounded per the jurisdiction)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ snapshot, promotions, context }) => {
        const { pricing, totals } = run(snapshot, promotions, context);
        const destination = snapshot.shipments[0]?.destination;
        const rate =
          context.taxMode === 'inclusive'
            ? vatRate(context.countryCode)
            : destination?.stateCode
              ? usSalesTax(destination.stateCode)
              : null;
        if (!rate) {
          expect(totals.totals.tax).toBe(0);
          return;
        }
        const goods = pricing.lines.filter((l) => !l.line.digital).reduce((sum, l) => sum + l.proratedPrice, 0);
        const base = BigInt(goods + (rate.shippingTaxable ? totals.totals.shipping : 0));
        const ppm = BigInt(rate.ratePpm);
        const [numerator, denominator] =
          context.taxMode === 'inclusive' ? [base * ppm, 1_000_000n + ppm] : [base * ppm, 1_000_000n];
        const down = numerator / denominator;
        const halfUp = (2n * numerator + denominator) / (2n * denominator);
        expect(BigInt(totals.totals.tax)).toBe(rate.rounding === 'down' ? down : halfUp);
      }),
      { numRuns: 400 },
    );
  });

  it('JPY carts come out in whole yen', () => {
    const jp = scenarioArb.map((s) => ({
      ...s,
      context: SITE.jp.context,
      snapshot: { ...s.snapshot, currency: 'JPY' },
    }));
    fc.assert(
      fc.property(jp, ({ snapshot, promotions, context }) => {
        const { pricing, totals } = run(snapshot, promotions, context);
        const amounts = [
          ...Object.values(totals.totals).filter((value) => typeof value === 'number'),
          ...totals.lines.flatMap((l) => [l.taxTotal, l.priceWithoutTaxPerUnit, l.proratedPrice]),
          ...pricing.lines.flatMap((l) => [...l.productPromotions.map((p) => p.appliedDiscount), l.orderDiscount]),
          ...pricing.shipments.map((s) => s.price),
        ];
        amounts.forEach((amount) => expect(Number.isSafeInteger(amount)).toBe(true));
      }),
      { numRuns: 200 },
    );
  });
});
