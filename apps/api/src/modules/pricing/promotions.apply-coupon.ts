import type { CartPricing } from './pricing.result.js';
import type { CartSnapshot, PricingContext } from './pricing.types.js';
import { normalizeCouponCode, type PromotionErrorId } from './promotions.coupons.js';
import { priceCart } from './promotions.engine.js';
import type { Promotion } from './promotion.types.js';

export type CouponCheck =
  { ok: true; code: string; pricing: CartPricing } | { ok: false; code: string | null; errorId: PromotionErrorId };

/**
 * The "apply coupon" decision: the code is accepted only when, added to the cart, it applies and every coupon that
 * applied before still does (a new code never silently pushes out one the shopper already has: PRM165). The answer
 * carries the pricing with the code, so the cart service stores the code and the prices in one step. The caller
 * re-checks `remainingUses` at order placement, where a single-use code is claimed atomically.
 */
export function checkCouponToApply(
  rawCode: string,
  snapshot: CartSnapshot,
  promotions: readonly Promotion[],
  context: PricingContext,
): CouponCheck {
  const code = normalizeCouponCode(rawCode);
  if (code === null) return { ok: false, code: null, errorId: 'PRM416' };
  if (snapshot.couponCodes.some((existing) => normalizeCouponCode(existing) === code)) {
    return { ok: false, code, errorId: 'PRM150' };
  }
  const before = priceCart(snapshot, promotions, context);
  const pricing = priceCart({ ...snapshot, couponCodes: [...snapshot.couponCodes, code] }, promotions, context);
  const outcome = pricing.coupons[pricing.coupons.length - 1];
  if (!outcome?.applied) return { ok: false, code, errorId: outcome?.errorId ?? 'PRM145' };
  const pushedOut = before.coupons.some(
    (previous, index) => previous.applied && pricing.coupons[index]?.applied !== true,
  );
  if (pushedOut) return { ok: false, code, errorId: 'PRM165' };
  return { ok: true, code, pricing };
}
