import { describe, expect, it } from 'vitest';
import { cart, coupon, line, NOW, orderPromo, productPromo, SITE } from './pricing.fixtures.js';
import type { CartSnapshot } from './pricing.types.js';
import { checkCouponToApply } from './promotions.apply-coupon.js';
import { normalizeCouponCode } from './promotions.coupons.js';
import { priceCart } from './promotions.engine.js';
import type { OrderPromotion, Promotion } from './promotion.types.js';

const DAY = 86_400_000;
const shoes = line('A', 12000, { categoryIds: ['running'] });
const base = cart('USD', [shoes]);
const tenOff = (code: string, extra: Partial<OrderPromotion> = {}) =>
  orderPromo(`PROMO-${code}`, { kind: 'percentOff', ratePpm: 100_000 }, { trigger: coupon(code), ...extra });

function outcome(promotions: Promotion[], codes: string[], snapshot: CartSnapshot = base) {
  return priceCart({ ...snapshot, couponCodes: codes }, promotions, SITE.us.context).coupons;
}

describe('coupon outcomes (spec §8 PRM ids)', () => {
  it.each([
    { id: 'PRM130', why: 'unknown code', promotions: [tenOff('SAVE10')], code: 'NOPE10' },
    {
      id: 'PRM135',
      why: 'expired',
      promotions: [tenOff('OLD10', { endsAt: new Date(NOW.getTime() - DAY) })],
      code: 'OLD10',
    },
    { id: 'PRM135', why: 'ends at this very instant', promotions: [tenOff('END10', { endsAt: NOW })], code: 'END10' },
    {
      id: 'PRM140',
      why: 'not active yet',
      promotions: [tenOff('SOON10', { startsAt: new Date(NOW.getTime() + DAY) })],
      code: 'SOON10',
    },
    {
      id: 'PRM145',
      why: 'no qualifying item',
      promotions: [
        productPromo(
          'P',
          { kind: 'percentOff', ratePpm: 100_000 },
          { trigger: coupon('KIDS10'), conditions: { qualifier: { categoryIds: ['kids'] } } },
        ),
      ],
      code: 'KIDS10',
    },
    {
      id: 'PRM145',
      why: 'nothing to take off (a fixed price above the price)',
      promotions: [productPromo('P', { kind: 'fixedPrice', amount: 20000 }, { trigger: coupon('FIX200') })],
      code: 'FIX200',
    },
    {
      id: 'PRM155',
      why: 'usage limit reached',
      promotions: [tenOff('ONCE', { trigger: coupon('ONCE', 0) })],
      code: 'ONCE',
    },
    {
      id: 'PRM160',
      why: 'minimum spend not met',
      promotions: [tenOff('BIG10', { conditions: { minSubtotal: 20000 } })],
      code: 'BIG10',
    },
    {
      id: 'PRM160',
      why: 'minimum quantity not met',
      promotions: [tenOff('TWO10', { conditions: { minQty: 2 } })],
      code: 'TWO10',
    },
    {
      id: 'PRM170',
      why: 'for employees only',
      promotions: [tenOff('STAFF', { shopperKinds: ['employee'] })],
      code: 'STAFF',
    },
    { id: 'PRM175', why: 'another site', promotions: [tenOff('UK10', { siteIds: ['stride-en-gb'] })], code: 'UK10' },
    { id: 'PRM175', why: 'another currency', promotions: [tenOff('EUR10', { currency: 'EUR' })], code: 'EUR10' },
    { id: 'PRM416', why: 'malformed', promotions: [tenOff('SAVE10')], code: 'sa ve!' },
  ])('$id: $why', ({ id, promotions, code }) => {
    expect(outcome(promotions, [code])).toMatchObject([{ applied: false, errorId: id }]);
    const check = checkCouponToApply(code, base, promotions, SITE.us.context);
    expect(check).toMatchObject({ ok: false, errorId: id });
  });

  it('PRM150: a code already in the cart, typed again in any case or twice, or a second code of the same promotion', () => {
    const promo = tenOff('SAVE10', {
      trigger: {
        kind: 'coupon',
        codes: [
          { code: 'SAVE10', remainingUses: null },
          { code: 'ALSO10', remainingUses: 5 },
        ],
      },
    });
    expect(outcome([promo], ['SAVE10', 'SAVE10', 'ALSO10'])).toEqual([
      { code: 'SAVE10', promotionId: 'PROMO-SAVE10', applied: true, errorId: null },
      { code: 'SAVE10', promotionId: null, applied: false, errorId: 'PRM150' },
      { code: 'ALSO10', promotionId: 'PROMO-SAVE10', applied: false, errorId: 'PRM150' },
    ]);
    const withCode = { ...base, couponCodes: ['SAVE10'] };
    expect(checkCouponToApply(' save10 ', withCode, [promo], SITE.us.context)).toMatchObject({
      ok: false,
      errorId: 'PRM150',
    });
  });

  it('an applied coupon is accepted with the pricing that includes it, codes compared case-insensitively', () => {
    const check = checkCouponToApply(' save10', base, [tenOff('Save10')], SITE.us.context);
    expect(check).toMatchObject({ ok: true, code: 'SAVE10' });
    expect(check.ok && check.pricing.orderPromotions).toEqual([
      { promotionId: 'PROMO-Save10', promotionName: 'PROMO-Save10', couponCode: 'SAVE10', appliedDiscount: 1200 },
    ]);
  });

  it('a new code that would push out a coupon already applied is refused with PRM165', () => {
    const first = tenOff('FIRST10', { rank: 5 });
    const classy = tenOff('CLASS20', { rank: 1, exclusivity: 'class' });
    const snapshot = { ...base, couponCodes: ['FIRST10'] };
    expect(checkCouponToApply('CLASS20', snapshot, [first, classy], SITE.us.context)).toMatchObject({
      ok: false,
      errorId: 'PRM165',
    });
  });

  describe('two stackable order coupons, one with a minimum spend: the same answer whatever order they are entered in', () => {
    // WELCOME10: 10 % off the order; FIRSTPAIR: 15.00 off from 30.00 of merchandise (both stackable, no exclusivity).
    const welcome = tenOff('WELCOME10', { rank: 1 });
    const firstPair = orderPromo(
      'PROMO-FIRSTPAIR',
      { kind: 'amountOff', amount: 1500 },
      { rank: 2, trigger: coupon('FIRSTPAIR'), conditions: { minSubtotal: 3000 } },
    );
    const promotions = [welcome, firstPair];
    const cap = line('CAP', 3000);
    const card = line('CARD', 140000, { digital: true });
    it.each([
      // A 30.00 cap: the minimum is measured before the other order discount (27.00 after it), so both apply.
      { cart: 'a 30.00 cap', lines: [cap], order: ['FIRSTPAIR', 'WELCOME10'], applied: [true, true] },
      { cart: 'a 30.00 cap', lines: [cap], order: ['WELCOME10', 'FIRSTPAIR'], applied: [true, true] },
      // Gift cards never count towards a minimum spend: 1,400.00 of them beside the cap change nothing.
      {
        cart: 'a 30.00 cap and gift cards',
        lines: [cap, card],
        order: ['FIRSTPAIR', 'WELCOME10'],
        applied: [true, true],
      },
      {
        cart: 'a 30.00 cap and gift cards',
        lines: [cap, card],
        order: ['WELCOME10', 'FIRSTPAIR'],
        applied: [true, true],
      },
      // 29.99 of merchandise: FIRSTPAIR is short whatever the order, and WELCOME10 applies alone.
      { cart: 'a 29.99 cap', lines: [line('CAP', 2999)], order: ['FIRSTPAIR', 'WELCOME10'], applied: [false, true] },
      { cart: 'a 29.99 cap', lines: [line('CAP', 2999)], order: ['WELCOME10', 'FIRSTPAIR'], applied: [true, false] },
    ])('$cart, entered $order', ({ lines, order, applied }) => {
      const snapshot = cart('USD', lines);
      const result = outcome(promotions, order, snapshot);
      expect(result.map((entry) => entry.applied)).toEqual(applied);
      // Applying them one after the other: the second is accepted when both apply, never refused as "cannot be
      // combined" (PRM165), and a short minimum is PRM160 either way.
      const first = checkCouponToApply(order[0]!, snapshot, promotions, SITE.us.context);
      const firstApplied = applied[0]!;
      expect(first.ok).toBe(firstApplied);
      const second = checkCouponToApply(
        order[1]!,
        { ...snapshot, couponCodes: firstApplied ? [order[0]!] : [] },
        promotions,
        SITE.us.context,
      );
      expect(second).toMatchObject(applied[1] ? { ok: true } : { ok: false, errorId: 'PRM160' });
    });

    it('the minimum’s shortfall counts the merchandise before the other order discount: 20.00 of socks is 10.00 short', () => {
      const result = priceCart(
        { ...cart('USD', [line('S', 2000)]), couponCodes: ['WELCOME10', 'FIRSTPAIR'] },
        promotions,
        SITE.us.context,
      );
      expect(result.approachingDiscount).toMatchObject({
        promotionId: 'PROMO-FIRSTPAIR',
        conditionThreshold: 3000,
        distanceFromConditionThreshold: 1000,
      });
    });
  });

  it('an expired code stays in the cart as not applied (the cart service shows why) while the others apply', () => {
    const later = { ...base, now: new Date(NOW.getTime() + 10 * DAY) };
    const promotions = [tenOff('WEEK10', { endsAt: new Date(NOW.getTime() + 7 * DAY) }), tenOff('ALWAYS5')];
    expect(outcome(promotions, ['WEEK10', 'ALWAYS5'], later).map((c) => [c.code, c.errorId])).toEqual([
      ['WEEK10', 'PRM135'],
      ['ALWAYS5', null],
    ]);
  });

  it('normalises codes: trimmed and upper-cased, 3 to 40 of A–Z 0–9 - _', () => {
    expect(normalizeCouponCode('  summer-25 ')).toBe('SUMMER-25');
    expect(normalizeCouponCode('ab')).toBeNull();
    expect(normalizeCouponCode('-LEADING')).toBeNull();
    expect(normalizeCouponCode('X'.repeat(41))).toBeNull();
    expect(normalizeCouponCode('ÉTÉ2026')).toBeNull();
    // Full-width letters and digits, as a Japanese IME types them (tester t2-F1).
    expect(normalizeCouponCode('ＷＥＬＣＯＭＥ１０')).toBe('WELCOME10');
    expect(normalizeCouponCode('ｗｅｌｃｏｍｅ－１０\u3000')).toBe('WELCOME-10');
  });

  it('an automatic promotion outside its dates, site or shopper kind does not apply', () => {
    const auto = (extra: Partial<OrderPromotion>) => orderPromo('AUTO', { kind: 'amountOff', amount: 100 }, extra);
    const applied = (promotion: Promotion) => priceCart(base, [promotion], SITE.us.context).promoSummary.length;
    expect(applied(auto({}))).toBe(1);
    expect(applied(auto({ endsAt: NOW }))).toBe(0);
    expect(applied(auto({ startsAt: new Date(NOW.getTime() + 1) }))).toBe(0);
    expect(applied(auto({ siteIds: ['kestrel-en-us'] }))).toBe(0);
    expect(applied(auto({ shopperKinds: ['guest'] }))).toBe(0);
  });
});
