import { sumMinor } from '../../lib/money.js';
import { percentOf } from '../../lib/money.rounding.js';
import type { EmployeeDiscountResult, LoyaltyVoucherResult } from './pricing.result.js';
import { conditionsNow, qualifyingLines, spreadOrderDiscount, type PricingState } from './pricing.state.js';
import type { LoyaltyVoucher, Shopper } from './pricing.types.js';
import type { PromotionOutcome } from './promotions.outcome.js';
import type { OrderPromotion } from './promotion.types.js';

/**
 * ORDER level: one discount on the qualifying merchandise (all of it without a qualifier), measured after the product
 * promotions, then spread over those lines in proportion to what is left on each (lib/money.ts prorate), so each
 * line's share is known for tax and returns, and the shares sum exactly to the discount.
 */
export function applyOrderPromotion(state: PricingState, promotion: OrderPromotion): PromotionOutcome {
  const qualifying = qualifyingLines(state, promotion);
  const check = conditionsNow(state, promotion, qualifying);
  if (!check.met) return { applied: false, errorId: check.errorId, shortfall: check.shortfall };
  const { reward } = promotion;
  if (reward.kind === 'bonusProduct') return { applied: true, discount: 0, bonus: reward };

  const base = sumMinor(qualifying.map((entry) => entry.remaining));
  const discount =
    reward.kind === 'percentOff' ? percentOf(base, reward.ratePpm, 'half-up') : Math.min(reward.amount, base);
  if (discount === 0) return { applied: false, errorId: 'PRM145', shortfall: null };
  spreadOrderDiscount(qualifying, promotion.id, discount);
  return { applied: true, discount, bonus: null };
}

/**
 * The associate discount (issue 5): for an EMPLOYEE who accepted the terms, `ratePpm` off the merchandise left to
 * pay after every promotion (gift cards excluded), on at most the remaining annual cap of spend. It comes last, is
 * outside the exclusivity rules (an entitlement, not a campaign) and is reported as an order-level promotion.
 */
export function applyEmployeeDiscount(
  state: PricingState,
  shopper: Shopper,
  currency: string,
  ratePpm: number,
  promotionId: string,
): EmployeeDiscountResult | null {
  if (shopper.kind !== 'employee' || !shopper.termsAccepted || shopper.capCurrency !== currency) return null;
  const lines = state.lines.filter((entry) => !entry.line.digital && entry.remaining > 0);
  const eligibleAmount = sumMinor(lines.map((entry) => entry.remaining));
  const capConsumed = Math.max(0, Math.min(eligibleAmount, shopper.remainingAnnualCap));
  const discount = percentOf(capConsumed, ratePpm, 'half-up');
  if (discount === 0) return null;
  spreadOrderDiscount(lines, promotionId, discount);
  return { ratePpm, eligibleAmount, capConsumed, discount };
}

/**
 * The loyalty reward voucher (issue 5): a fixed amount off the merchandise still to pay after every promotion and
 * the associate discount (gift cards excluded), never more than that amount, spread over those lines exactly as an
 * order promotion. Bought with points, it is an entitlement like the associate discount: outside the exclusivity
 * rules, and it never lowers shipping.
 */
export function applyLoyaltyVoucher(
  state: PricingState,
  voucher: LoyaltyVoucher,
  promotionId: string,
): LoyaltyVoucherResult {
  const lines = state.lines.filter((entry) => !entry.line.digital && entry.remaining > 0);
  const discount = Math.min(voucher.amount, sumMinor(lines.map((entry) => entry.remaining)));
  if (discount > 0) spreadOrderDiscount(lines, promotionId, discount);
  return { points: voucher.points, amount: voucher.amount, discount };
}
