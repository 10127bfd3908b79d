import { multiplyMinor } from '../../lib/money.js';
import { mulDivRound, percentOf, PPM } from '../../lib/money.rounding.js';
import { conditionsNow, qualifyingLines, type LineState, type PricingState } from './pricing.state.js';
import { compareIds } from './promotions.coupons.js';
import type { PromotionOutcome } from './promotions.outcome.js';
import type { BuyXGetY, ProductPromotion } from './promotion.types.js';

/**
 * PRODUCT level: a discount on each qualifying line, computed on what is left of the line after the promotions
 * before it (so two 10 % promotions give 19 %). Percentages round half-up per line; amounts are per unit.
 */
export function applyProductPromotion(
  state: PricingState,
  promotion: ProductPromotion,
  couponCode: string | null,
): PromotionOutcome {
  const qualifying = qualifyingLines(state, promotion);
  const check = conditionsNow(state, promotion, qualifying);
  if (!check.met) return { applied: false, errorId: check.errorId, shortfall: check.shortfall };
  const { reward } = promotion;
  if (reward.kind === 'bonusProduct') return { applied: true, discount: 0, bonus: reward };

  const targets = qualifying.filter(
    (entry) =>
      entry.remaining > 0 && entry.lockedBy === null && (promotion.stackable || entry.productPromotions.length === 0),
  );
  if (targets.length === 0) {
    const blocked = qualifying.some((entry) => entry.remaining > 0);
    return { applied: false, errorId: blocked ? 'PRM165' : 'PRM145', shortfall: null };
  }

  const discounts =
    reward.kind === 'buyXGetY'
      ? buyXGetYDiscounts(targets, reward)
      : targets.map((entry) => {
          const { remaining, line } = entry;
          if (reward.kind === 'percentOff') return percentOf(remaining, reward.ratePpm, 'half-up');
          if (reward.kind === 'amountOff') return Math.min(multiplyMinor(reward.amount, line.qty), remaining);
          return Math.max(0, remaining - multiplyMinor(reward.amount, line.qty));
        });
  const total = discounts.reduce((sum, discount) => sum + discount, 0);
  if (total === 0) return { applied: false, errorId: 'PRM145', shortfall: null };

  targets.forEach((entry, index) => {
    const discount = discounts[index] ?? 0;
    if (discount === 0) return;
    entry.remaining -= discount;
    entry.productPromotions.push({
      promotionId: promotion.id,
      promotionName: promotion.name,
      couponCode,
      appliedDiscount: discount,
      price: entry.remaining,
    });
    if (!promotion.stackable) entry.lockedBy = promotion.id;
  });
  return { applied: true, discount: total, bonus: null };
}

/**
 * For every buyQty + getQty units, getQty units get the rate off; the discounted units are the cheapest (by what
 * is left per unit, ties by line id), whichever lines they are on. A line's k discounted units of qty take
 * remaining × k / qty × rate, half-up.
 */
function buyXGetYDiscounts(targets: readonly LineState[], reward: BuyXGetY): number[] {
  const units = targets.reduce((sum, entry) => sum + entry.line.qty, 0);
  let free = Math.floor(units / (reward.buyQty + reward.getQty)) * reward.getQty;
  const order = targets
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const left = BigInt(a.entry.remaining) * BigInt(b.entry.line.qty);
      const right = BigInt(b.entry.remaining) * BigInt(a.entry.line.qty);
      return left < right ? -1 : left > right ? 1 : compareIds(a.entry.line.lineId, b.entry.line.lineId);
    });
  const discounts = targets.map(() => 0);
  for (const { entry, index } of order) {
    if (free === 0) break;
    const taken = Math.min(free, entry.line.qty);
    free -= taken;
    discounts[index] = mulDivRound(entry.remaining, taken * reward.getRatePpm, entry.line.qty * PPM, 'half-up');
  }
  return discounts;
}
