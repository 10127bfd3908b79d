import { percentOf } from '../../lib/money.rounding.js';
import { conditionsNow, type PricingState } from './pricing.state.js';
import type { PromotionOutcome } from './promotions.outcome.js';
import type { ShippingPromotion } from './promotion.types.js';

/**
 * SHIPPING level: a discount on each targeted shipment (the methods listed, all without a list). Thresholds are
 * measured on the qualifying merchandise after the product promotions and before the order-level discounts (order
 * coupons, the associate discount, the loyalty voucher), as an order promotion's minimum spend is: a code that takes
 * money off the order never makes the shopper pay for delivery instead (decision 0018 addendum, 2026-12-07).
 */
export function applyShippingPromotion(
  state: PricingState,
  promotion: ShippingPromotion,
  couponCode: string | null,
): PromotionOutcome {
  const methods = promotion.conditions.shippingMethods;
  const matching = state.shipments.filter(
    (entry) => entry.remaining > 0 && (methods === undefined || methods.includes(entry.shipment.methodCode)),
  );
  // No shipment it could lower (free standard shipping on an express or a free pickup shipment): it cannot apply
  // whatever the spend, so it reports no shortfall (the approaching-discount notice must not promise it).
  if (matching.length === 0) return { applied: false, errorId: 'PRM145', shortfall: null };
  const check = conditionsNow(state, promotion);
  if (!check.met) return { applied: false, errorId: check.errorId, shortfall: check.shortfall };

  const targets = matching.filter(
    (entry) => entry.lockedBy === null && (promotion.stackable || entry.promotions.length === 0),
  );
  if (targets.length === 0) {
    return { applied: false, errorId: 'PRM165', shortfall: null };
  }

  const { reward } = promotion;
  let total = 0;
  for (const entry of targets) {
    const discount =
      reward.kind === 'freeShipping'
        ? entry.remaining
        : reward.kind === 'percentOff'
          ? percentOf(entry.remaining, reward.ratePpm, 'half-up')
          : reward.kind === 'amountOff'
            ? Math.min(reward.amount, entry.remaining)
            : Math.max(0, entry.remaining - reward.amount);
    if (discount === 0) continue;
    entry.remaining -= discount;
    entry.promotions.push({
      promotionId: promotion.id,
      promotionName: promotion.name,
      couponCode,
      appliedDiscount: discount,
      price: entry.remaining,
    });
    if (!promotion.stackable) entry.lockedBy = promotion.id;
    total += discount;
  }
  if (total === 0) return { applied: false, errorId: 'PRM145', shortfall: null };
  return { applied: true, discount: total, bonus: null };
}
