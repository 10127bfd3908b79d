import type { ErrorId } from '@outsole/contracts/errors';
import type { CartSnapshot, PricingContext } from './pricing.types.js';
import type { Promotion } from './promotion.types.js';

/**
 * Coupon codes and the spec's promotion error ids (spec §8: "PRM130 to PRM175 and PRM416 (promotions)"). The spec
 * lists the ids without meanings; these follow the storefront's translation catalogues (five locales agree):
 *
 * | id     | meaning                                                              | found by            |
 * |--------|----------------------------------------------------------------------|---------------------|
 * | PRM130 | unknown code: no promotion has it                                    | resolveCoupon       |
 * | PRM135 | expired: the promotion ended (now ≥ endsAt)                          | resolveCoupon       |
 * | PRM140 | not active yet (now < startsAt)                                      | resolveCoupon       |
 * | PRM145 | applies to none of the cart's items (no qualifying line, or 0 off)   | engine              |
 * | PRM150 | already applied (the same code, or another code of that promotion)   | resolveCoupons      |
 * | PRM155 | usage limit reached (remainingUses ≤ 0)                              | resolveCoupon       |
 * | PRM160 | conditions not met: minimum spend or minimum quantity                | engine              |
 * | PRM165 | cannot be combined: blocked by exclusivity or by a non-stackable one | engine              |
 * | PRM170 | not available for this shopper kind (e.g. registered or employee only)| resolveCoupon      |
 * | PRM175 | not valid on this site / country / currency                          | resolveCoupon       |
 * | PRM416 | malformed code (fails COUPON_CODE_PATTERN)                           | normalizeCouponCode |
 *
 * Checks run in that "found by" order: format, duplicate, unknown, site, not yet, expired, shopper, usage, then the
 * engine's conditions (160 / 145) before exclusivity (165), so the shopper hears the most actionable reason.
 */
export type PromotionErrorId = Extract<
  ErrorId,
  'PRM130' | 'PRM135' | 'PRM140' | 'PRM145' | 'PRM150' | 'PRM155' | 'PRM160' | 'PRM165' | 'PRM170' | 'PRM175' | 'PRM416'
>;

/** 3 to 40 letters, digits, hyphens or underscores, starting with a letter or digit (after trim and upper-case). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/**
 * The stored form of a code: full-width letters and digits folded (NFKC: a Japanese IME types ＷＥＬＣＯＭＥ１０),
 * trimmed and upper-cased; null when malformed (PRM416).
 */
export function normalizeCouponCode(raw: string): string | null {
  const code = raw.normalize('NFKC').trim().toUpperCase();
  return COUPON_CODE_PATTERN.test(code) ? code : null;
}

export type CouponResolution =
  | { ok: true; code: string; promotion: Promotion }
  | { ok: false; code: string; promotionId: string | null; errorId: PromotionErrorId };

/** Whether a promotion runs on this site, in this currency, at this instant, for this shopper (null when it does). */
export function availabilityError(
  promotion: Promotion,
  snapshot: CartSnapshot,
  context: PricingContext,
): PromotionErrorId | null {
  if (promotion.siteIds && !promotion.siteIds.includes(context.siteId)) return 'PRM175';
  if (promotion.currency !== undefined && promotion.currency !== snapshot.currency) return 'PRM175';
  const now = snapshot.now.getTime();
  if (promotion.startsAt && now < promotion.startsAt.getTime()) return 'PRM140';
  if (promotion.endsAt && now >= promotion.endsAt.getTime()) return 'PRM135';
  if (promotion.shopperKinds && !promotion.shopperKinds.includes(snapshot.shopper.kind)) return 'PRM170';
  return null;
}

/** Finds the promotion behind one (normalised) code and checks that it is available and has uses left. */
export function resolveCoupon(
  code: string,
  promotions: readonly Promotion[],
  snapshot: CartSnapshot,
  context: PricingContext,
): CouponResolution {
  const matches = promotions
    .flatMap((promotion) =>
      promotion.trigger.kind === 'coupon'
        ? promotion.trigger.codes.filter((c) => c.code.toUpperCase() === code).map((c) => ({ promotion, state: c }))
        : [],
    )
    .sort((a, b) => a.promotion.rank - b.promotion.rank || compareIds(a.promotion.id, b.promotion.id));
  const first = matches[0];
  if (!first) return { ok: false, code, promotionId: null, errorId: 'PRM130' };
  const available = matches.find((match) => availabilityError(match.promotion, snapshot, context) === null);
  if (!available) {
    const errorId = availabilityError(first.promotion, snapshot, context) ?? 'PRM130';
    return { ok: false, code, promotionId: first.promotion.id, errorId };
  }
  if (available.state.remainingUses !== null && available.state.remainingUses <= 0) {
    return { ok: false, code, promotionId: available.promotion.id, errorId: 'PRM155' };
  }
  return { ok: true, code, promotion: available.promotion };
}

/** Resolves every code of the cart; a repeated code, or a second code of one promotion, is PRM150. */
export function resolveCoupons(
  promotions: readonly Promotion[],
  snapshot: CartSnapshot,
  context: PricingContext,
): CouponResolution[] {
  const seenCodes = new Set<string>();
  const seenPromotions = new Set<string>();
  return snapshot.couponCodes.map((raw): CouponResolution => {
    const code = normalizeCouponCode(raw);
    if (code === null) return { ok: false, code: raw, promotionId: null, errorId: 'PRM416' };
    if (seenCodes.has(code)) return { ok: false, code, promotionId: null, errorId: 'PRM150' };
    seenCodes.add(code);
    const resolution = resolveCoupon(code, promotions, snapshot, context);
    if (!resolution.ok) return resolution;
    if (seenPromotions.has(resolution.promotion.id)) {
      return { ok: false, code, promotionId: resolution.promotion.id, errorId: 'PRM150' };
    }
    seenPromotions.add(resolution.promotion.id);
    return resolution;
  });
}

/** Byte-order comparison, so ordering never depends on the runtime's locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
