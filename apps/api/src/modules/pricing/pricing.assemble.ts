import type {
  ApproachingDiscount,
  BonusChanges,
  CartPricing,
  CouponOutcome,
  DeclinedGift,
  PricedLine,
} from './pricing.result.js';
import type { LineState, PricingState } from './pricing.state.js';
import type { CartSnapshot } from './pricing.types.js';
import type { CouponResolution } from './promotions.coupons.js';
import type { PromotionOutcome } from './promotions.outcome.js';
import { byPriority, type LevelsRun } from './promotions.selection.js';
import type { Promotion } from './promotion.types.js';

/** Turns the engine's working state into `CartPricing` (pricing.result.ts). */

function pricedLine(entry: LineState): PricedLine {
  const productDiscount = entry.productPromotions.reduce((sum, promotion) => sum + promotion.appliedDiscount, 0);
  const orderDiscount = entry.orderDiscounts.reduce((sum, share) => sum + share.amount, 0);
  return {
    line: entry.line,
    unitPrice: entry.unitPrice,
    originalUnitPrice: entry.line.listPrice,
    amount: entry.amount,
    productPromotions: entry.productPromotions,
    productDiscount,
    orderDiscounts: entry.orderDiscounts,
    orderDiscount,
    proratedPrice: entry.remaining,
  };
}

function couponOutcome(resolution: CouponResolution, outcomes: ReadonlyMap<string, PromotionOutcome>): CouponOutcome {
  if (!resolution.ok) {
    const { code, promotionId, errorId } = resolution;
    return { code, promotionId, applied: false, errorId };
  }
  const outcome = outcomes.get(resolution.promotion.id);
  const errorId = outcome === undefined ? 'PRM165' : outcome.applied ? null : outcome.errorId;
  return { code: resolution.code, promotionId: resolution.promotion.id, applied: errorId === null, errorId };
}

/** The unmet spend thresholds among the candidates, nearest first (ties by priority). */
function shortfalls(
  candidates: readonly Promotion[],
  outcomes: ReadonlyMap<string, PromotionOutcome>,
): ApproachingDiscount[] {
  const unmet = candidates.flatMap((promotion) => {
    const outcome = outcomes.get(promotion.id);
    return outcome && !outcome.applied && outcome.shortfall ? [{ promotion, ...outcome.shortfall }] : [];
  });
  return unmet
    .sort((a, b) => a.distance - b.distance || byPriority(a.promotion, b.promotion))
    .map(({ promotion, threshold, distance }) => ({
      promotionId: promotion.id,
      promotionName: promotion.name,
      level: promotion.level,
      conditionThreshold: threshold,
      distanceFromConditionThreshold: distance,
    }));
}

export function assemblePricing(input: {
  snapshot: CartSnapshot;
  state: PricingState;
  bonus: { priced: LineState[]; changes: BonusChanges; declined: DeclinedGift[] };
  run: LevelsRun;
  candidates: readonly Promotion[];
  resolutions: readonly CouponResolution[];
  outcomes: ReadonlyMap<string, PromotionOutcome>;
}): CartPricing {
  const { snapshot, state, bonus, run, outcomes } = input;
  const unmet = shortfalls(input.candidates, outcomes);
  const byLineId = new Map([...state.lines, ...bonus.priced].map((entry) => [entry.line.lineId, entry]));
  const declined = new Set(bonus.declined.map((gift) => gift.promotionId));
  return {
    currency: snapshot.currency,
    // In the cart's order; bonus lines no longer earned are left out (bonus.changes.remove).
    lines: snapshot.lines.flatMap((line) => {
      const entry = byLineId.get(line.lineId);
      return entry ? [pricedLine(entry)] : [];
    }),
    shipments: state.shipments.map((entry) => ({
      shipment: entry.shipment,
      basePrice: entry.shipment.basePrice,
      promotions: entry.promotions,
      discount: entry.shipment.basePrice - entry.remaining,
      price: entry.remaining,
    })),
    orderPromotions: run.orderPromotions,
    // A gift turned down is not an offer applied: its promotion gave nothing.
    promoSummary: run.promoSummary.filter((entry) => !declined.has(entry.promotionId)),
    coupons: input.resolutions.map((resolution) => couponOutcome(resolution, outcomes)),
    bonus: bonus.changes,
    declinedGifts: bonus.declined,
    needsReprice: bonus.changes.add.length > 0 || bonus.changes.remove.length > 0,
    approachingDiscount: unmet[0] ?? null,
    shippingShortfalls: unmet.filter((entry) => entry.level === 'SHIPPING'),
    employeeDiscount: run.employeeDiscount,
    loyaltyVoucher: run.loyaltyVoucher,
  };
}
