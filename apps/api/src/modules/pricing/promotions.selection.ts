import type {
  AppliedOrderPromotion,
  EmployeeDiscountResult,
  LoyaltyVoucherResult,
  PromoSummaryEntry,
} from './pricing.result.js';
import { conditionsNow, keepAfterRate, startOrderLevel, type PricingState } from './pricing.state.js';
import {
  EMPLOYEE_DISCOUNT_ID,
  EMPLOYEE_DISCOUNT_NAME,
  LOYALTY_VOUCHER_ID,
  LOYALTY_VOUCHER_NAME,
  type CartSnapshot,
  type PricingContext,
} from './pricing.types.js';
import type { EarnedBonus } from './promotions.bonus.js';
import { compareIds } from './promotions.coupons.js';
import { applyEmployeeDiscount, applyLoyaltyVoucher, applyOrderPromotion } from './promotions.order.js';
import type { PromotionOutcome } from './promotions.outcome.js';
import { applyProductPromotion } from './promotions.product.js';
import { applyShippingPromotion } from './promotions.shipping.js';
import type { Promotion, PromotionLevel } from './promotion.types.js';

/** Which promotions apply, in which order: exclusivity, then the levels in turn (see promotions.engine.ts). */
const LEVELS: readonly PromotionLevel[] = ['PRODUCT', 'ORDER', 'SHIPPING'];
const LEVEL_ORDER: Record<PromotionLevel, number> = { PRODUCT: 0, ORDER: 1, SHIPPING: 2 };

/** Priority: rank (lower first), then level (product, order, shipping), then id. */
export function byPriority(a: Promotion, b: Promotion): number {
  return a.rank - b.rank || LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || compareIds(a.id, b.id);
}

function apply(state: PricingState, promotion: Promotion, couponCode: string | null): PromotionOutcome {
  if (promotion.level === 'PRODUCT') return applyProductPromotion(state, promotion, couponCode);
  if (promotion.level === 'ORDER') return applyOrderPromotion(state, promotion);
  return applyShippingPromotion(state, promotion, couponCode);
}

/** A promotion kept out by exclusivity: PRM165, unless its own conditions fail first. */
function blocked(state: PricingState, promotion: Promotion, keepShortfall = false): PromotionOutcome {
  const check = conditionsNow(state, promotion);
  if (check.met) return { applied: false, errorId: 'PRM165', shortfall: null };
  return { applied: false, errorId: check.errorId, shortfall: keepShortfall ? check.shortfall : null };
}

/**
 * Global exclusivity, on the undiscounted cart: when the best-ranked candidate whose conditions hold is `global`, it
 * is the only one left; otherwise every `global` candidate is out. `candidates` are sorted by priority.
 */
export function selectExclusive(
  state: PricingState,
  candidates: readonly Promotion[],
  outcomes: Map<string, PromotionOutcome>,
): Promotion[] {
  const top = candidates.find((promotion) => conditionsNow(state, promotion).met);
  if (top?.exclusivity === 'global') {
    for (const other of candidates) if (other !== top) outcomes.set(other.id, blocked(state, other));
    return [top];
  }
  for (const global of candidates.filter((promotion) => promotion.exclusivity === 'global')) {
    // Reaching its threshold would make it the best-ranked qualifying promotion only if it ranks before `top`.
    outcomes.set(global.id, blocked(state, global, top === undefined || byPriority(global, top) < 0));
  }
  return candidates.filter((promotion) => promotion.exclusivity !== 'global');
}

/**
 * A percentage off every product at the PRODUCT level: whatever the shopper adds gets it too, and it lowers what the
 * goods count towards a threshold. Order-level percentages (WELCOME10, the associate discount) come after every
 * threshold is measured, so they count for none.
 */
function takesFromAnythingAdded(
  promotion: Promotion,
): promotion is Promotion & { level: 'PRODUCT'; reward: { kind: 'percentOff'; ratePpm: number } } {
  return promotion.level === 'PRODUCT' && promotion.reward.kind === 'percentOff' && !promotion.conditions.qualifier;
}

export interface LevelsRun {
  promoSummary: PromoSummaryEntry[];
  orderPromotions: AppliedOrderPromotion[];
  earned: EarnedBonus[];
  employeeDiscount: EmployeeDiscountResult | null;
  loyaltyVoucher: LoyaltyVoucherResult | null;
}

/**
 * PRODUCT → ORDER → SHIPPING, each level in priority order on the cart as the earlier promotions left it. A `class`
 * promotion (and a non-stackable ORDER one) applies only alone in its level. The associate discount follows ORDER,
 * then the loyalty voucher.
 */
export function applyLevels(
  state: PricingState,
  active: readonly Promotion[],
  couponOf: ReadonlyMap<string, string>,
  outcomes: Map<string, PromotionOutcome>,
  input: { snapshot: CartSnapshot; context: PricingContext },
): LevelsRun {
  const run: LevelsRun = {
    promoSummary: [],
    orderPromotions: [],
    earned: [],
    employeeDiscount: null,
    loyaltyVoucher: null,
  };
  for (const level of LEVELS) {
    if (level === 'ORDER') startOrderLevel(state);
    let applied = 0;
    let closed = false;
    for (const promotion of active.filter((candidate) => candidate.level === level)) {
      const couponCode = couponOf.get(promotion.id) ?? null;
      const alone = promotion.exclusivity === 'class' || (level === 'ORDER' && !promotion.stackable);
      const outcome =
        closed || (alone && applied > 0) ? blocked(state, promotion) : apply(state, promotion, couponCode);
      outcomes.set(promotion.id, outcome);
      if (!outcome.applied) continue;
      applied += 1;
      closed ||= alone;
      if (takesFromAnythingAdded(promotion)) keepAfterRate(state, promotion.reward.ratePpm);
      const { id: promotionId, name: promotionName } = promotion;
      run.promoSummary.push({ level, promotionId, promotionName });
      if (outcome.bonus) run.earned.push({ promotion, couponCode, reward: outcome.bonus });
      if (level === 'ORDER' && outcome.discount > 0) {
        run.orderPromotions.push({ promotionId, promotionName, couponCode, appliedDiscount: outcome.discount });
      }
    }
    if (level === 'ORDER') {
      applyEmployee(state, run, input);
      applyLoyalty(state, run, input);
    }
  }
  return run;
}

function applyEmployee(
  state: PricingState,
  run: LevelsRun,
  input: { snapshot: CartSnapshot; context: PricingContext },
) {
  const { shopper, currency } = input.snapshot;
  const ratePpm = input.context.employeeDiscountPpm;
  run.employeeDiscount = applyEmployeeDiscount(state, shopper, currency, ratePpm, EMPLOYEE_DISCOUNT_ID);
  if (!run.employeeDiscount) return;
  const promotionName = input.context.names?.employeeDiscount ?? EMPLOYEE_DISCOUNT_NAME;
  const entry = { promotionId: EMPLOYEE_DISCOUNT_ID, promotionName };
  run.orderPromotions.push({ ...entry, couponCode: null, appliedDiscount: run.employeeDiscount.discount });
  run.promoSummary.push({ level: 'ORDER', ...entry });
}

function applyLoyalty(
  state: PricingState,
  run: LevelsRun,
  { snapshot, context }: { snapshot: CartSnapshot; context: PricingContext },
) {
  if (!snapshot.loyaltyVoucher) return;
  run.loyaltyVoucher = applyLoyaltyVoucher(state, snapshot.loyaltyVoucher, LOYALTY_VOUCHER_ID);
  if (run.loyaltyVoucher.discount === 0) return;
  const promotionName = context.names?.loyaltyVoucher ?? LOYALTY_VOUCHER_NAME;
  const entry = { promotionId: LOYALTY_VOUCHER_ID, promotionName };
  run.orderPromotions.push({ ...entry, couponCode: null, appliedDiscount: run.loyaltyVoucher.discount });
  run.promoSummary.push({ level: 'ORDER', ...entry });
}
