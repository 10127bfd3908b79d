import { assertRatePpm } from '../../lib/money.rounding.js';
import { assemblePricing } from './pricing.assemble.js';
import type { CartPricing } from './pricing.result.js';
import { createState } from './pricing.state.js';
import type { CartSnapshot, PricingContext } from './pricing.types.js';
import { assertValidPromotions, assertValidSnapshot } from './pricing.validate.js';
import { reconcileBonus } from './promotions.bonus.js';
import { availabilityError, resolveCoupons } from './promotions.coupons.js';
import type { PromotionOutcome } from './promotions.outcome.js';
import { applyLevels, byPriority, selectExclusive } from './promotions.selection.js';
import type { Promotion } from './promotion.types.js';

/**
 * priceCart: the promotions of one cart, as a pure, deterministic function of the snapshot, the site's promotions
 * and the site (no clock, no database). Totals and tax come after, from `computeTotals` (totals.ts).
 *
 * 1. Candidates: automatic promotions that run on this site, in this currency, now, for this shopper; and the
 *    promotions of the cart's valid coupon codes (promotions.coupons.ts, which also gives each bad code its PRM id).
 * 2. Global exclusivity: when the best-ranked candidate (rank, then level, then id) whose conditions hold on the
 *    undiscounted cart is `global`, it applies alone; otherwise no `global` promotion applies.
 * 3. PRODUCT → ORDER → SHIPPING, each level in priority order, conditions checked on the cart as the promotions
 *    before left it; `class` (and a non-stackable ORDER promotion) applies only alone in its level; a non-stackable
 *    PRODUCT / SHIPPING promotion never shares a line / shipment. Then the associate discount, after ORDER, and the
 *    loyalty reward voucher (an amount off what is left, never below zero).
 * 4. Gift-with-purchase lines are matched with the gifts earned (promotions.bonus.ts); when that asks for changes
 *    (`needsReprice`), the cart service applies them and prices again, which is stable. A gift the shopper turned
 *    down gets no line and is left out of promoSummary: it is reported in `declinedGifts`.
 * 5. The nearest unmet spend threshold becomes `approachingDiscount`.
 *
 * Bad input (a negative price, a line without its shipment, a rate above 100 %) throws a RangeError.
 */
export function priceCart(
  snapshot: CartSnapshot,
  promotions: readonly Promotion[],
  context: PricingContext,
): CartPricing {
  const { resolutions, candidates, state, outcomes, run } = applyPromotions(snapshot, promotions, context);
  const bonus = reconcileBonus(
    snapshot.lines.filter((line) => line.bonus),
    run.earned,
    new Set(snapshot.declinedGifts),
  );
  return assemblePricing({ snapshot, state, bonus, run, candidates, resolutions, outcomes });
}

/**
 * What each candidate promotion did to the cart (steps 1 to 3 of priceCart): applied, or why not (its PRM id). The
 * product callouts (promotions.callouts.ts) ask it about a cart of one unit of a style.
 */
export function promotionOutcomes(
  snapshot: CartSnapshot,
  promotions: readonly Promotion[],
  context: PricingContext,
): ReadonlyMap<string, PromotionOutcome> {
  return applyPromotions(snapshot, promotions, context).outcomes;
}

function applyPromotions(snapshot: CartSnapshot, promotions: readonly Promotion[], context: PricingContext) {
  assertValidSnapshot(snapshot);
  assertValidPromotions(promotions);
  assertRatePpm(context.employeeDiscountPpm);
  const resolutions = resolveCoupons(promotions, snapshot, context);
  const couponOf = new Map(resolutions.flatMap((r) => (r.ok ? [[r.promotion.id, r.code] as const] : [])));
  const candidates = promotions
    .filter((promotion) =>
      promotion.trigger.kind === 'automatic'
        ? availabilityError(promotion, snapshot, context) === null
        : couponOf.has(promotion.id),
    )
    .sort(byPriority);
  const state = createState(snapshot);
  const outcomes = new Map<string, PromotionOutcome>();
  const active = selectExclusive(state, candidates, outcomes);
  const run = applyLevels(state, active, couponOf, outcomes, { snapshot, context });
  return { resolutions, candidates, state, outcomes, run };
}
