import { multiplyMinor, prorate, sumMinor } from '../../lib/money.js';
import { PPM } from '../../lib/money.rounding.js';
import type { LinePromotion, OrderDiscountShare } from './pricing.result.js';
import type { CartLine, CartShipment, CartSnapshot } from './pricing.types.js';
import { compareIds, type PromotionErrorId } from './promotions.coupons.js';
import type { LineQualifier, Promotion } from './promotion.types.js';

/**
 * The engine's working state while promotions apply in order: each line's and shipment's remaining amount and what
 * took it down. Promotions only ever lower `remaining`, never below 0.
 */
export interface LineState {
  line: CartLine;
  unitPrice: number;
  amount: number;
  remaining: number;
  productPromotions: LinePromotion[];
  orderDiscounts: OrderDiscountShare[];
  /** The non-stackable product promotion that holds this line, if any. */
  lockedBy: string | null;
  /** What was left when the ORDER level started (after the product promotions); null before it. */
  beforeOrder: number | null;
}

export interface ShipmentState {
  shipment: CartShipment;
  remaining: number;
  promotions: LinePromotion[];
  lockedBy: string | null;
}

export interface PricingState {
  /** Regular lines: everything but the bonus (gift-with-purchase) lines, which the bonus step prices. */
  lines: LineState[];
  shipments: ShipmentState[];
  /**
   * What part (ppm) of a unit the shopper adds would still count towards a spend threshold: the percentages off every
   * product applied at the PRODUCT level (a site-wide 20 % off) take the same share of anything added. It turns a
   * threshold's shortfall into the goods to add (checkConditions). Every threshold is measured before the order-level
   * discounts (conditionsNow), so those never move it: it is complete once the ORDER level starts.
   */
  keptPpm: number;
}

export function lineState(line: CartLine): LineState {
  const unitPrice = line.salePrice ?? line.listPrice;
  const amount = multiplyMinor(unitPrice, line.qty);
  return {
    line,
    unitPrice,
    amount,
    remaining: amount,
    productPromotions: [],
    orderDiscounts: [],
    lockedBy: null,
    beforeOrder: null,
  };
}

export function createState(snapshot: CartSnapshot): PricingState {
  return {
    lines: snapshot.lines.filter((line) => !line.bonus).map(lineState),
    shipments: snapshot.shipments.map((shipment) => ({
      shipment,
      remaining: shipment.basePrice,
      promotions: [],
      lockedBy: null,
    })),
    keptPpm: PPM,
  };
}

/**
 * The ORDER level starts: what each line has left now is what order and shipping promotions' minimum spends count.
 * Nothing said about the goods to add changes after this point (`keptPpm`): order-level discounts are never counted
 * against a threshold, so neither their percentages nor the unused part of a fixed amount off (a voucher worth more
 * than the goods) moves one (decision 0018 addendum, session 51).
 */
export function startOrderLevel(state: PricingState): void {
  for (const entry of state.lines) entry.beforeOrder = entry.remaining;
}

/**
 * A promotion's conditions on the cart as it stands: an ORDER or SHIPPING promotion's on the merchandise before the
 * order-level discounts (startOrderLevel: after the product promotions, before any order coupon, the associate
 * discount or the loyalty voucher), so a code the shopper applies never takes free shipping away and every threshold
 * counts the same figure (decision 0018 addendum, 2026-12-07); a PRODUCT promotion's on what is left now.
 */
export function conditionsNow(
  state: PricingState,
  promotion: Promotion,
  lines: readonly LineState[] = qualifyingLines(state, promotion),
): ConditionCheck {
  if (promotion.level === 'PRODUCT') return checkConditions(promotion, lines, state.keptPpm);
  return checkConditions(promotion, lines, state.keptPpm, (entry) => entry.beforeOrder ?? entry.remaining);
}

/**
 * A PRODUCT-level percentage now taken off anything added: the part of a unit that counts towards later thresholds
 * shrinks.
 */
export function keepAfterRate(state: PricingState, ratePpm: number): void {
  state.keptPpm = Math.round((state.keptPpm * (PPM - ratePpm)) / PPM);
}

function listMatches(list: readonly string[] | undefined, values: readonly string[]): boolean {
  return list === undefined || values.some((value) => list.includes(value));
}

export function matchesQualifier(line: CartLine, qualifier: LineQualifier | undefined): boolean {
  if (!qualifier) return true;
  if (qualifier.excludeProductIds?.includes(line.productId)) return false;
  return (
    listMatches(qualifier.productIds, [line.productId]) &&
    listMatches(qualifier.masterIds, [line.masterId]) &&
    listMatches(qualifier.brands, [line.brand]) &&
    listMatches(qualifier.categoryIds, line.categoryIds)
  );
}

/** Lines a promotion looks at: never gift cards (digital), never bonus lines. */
export function qualifyingLines(state: PricingState, promotion: Promotion): LineState[] {
  return state.lines.filter(
    (entry) => !entry.line.digital && matchesQualifier(entry.line, promotion.conditions.qualifier),
  );
}

export type ConditionCheck =
  { met: true } | { met: false; errorId: PromotionErrorId; shortfall: { threshold: number; distance: number } | null };

/**
 * PRM145 when a qualifier matches no line; PRM160 when the quantity or the spend is short. `shortfall` is set only
 * when spending more alone would meet the conditions (the approaching-discount notice); its distance is the goods to
 * add at their price, so "spend $6.67 more" is true after a 10 % off every product (`keptPpm`), where the spend
 * measured after that discount is $6.00 short.
 */
export function checkConditions(
  promotion: Promotion,
  lines: readonly LineState[],
  keptPpm = PPM,
  spendOf: (entry: LineState) => number = (entry) => entry.remaining,
): ConditionCheck {
  const { minQty, minSubtotal, qualifier } = promotion.conditions;
  if (lines.length === 0 && (qualifier !== undefined || promotion.level !== 'SHIPPING')) {
    return { met: false, errorId: 'PRM145', shortfall: null };
  }
  if (minQty !== undefined && sumMinor(lines.map((entry) => entry.line.qty)) < minQty) {
    return { met: false, errorId: 'PRM160', shortfall: null };
  }
  const spend = sumMinor(lines.map(spendOf));
  if (minSubtotal !== undefined && spend < minSubtotal) {
    const short = minSubtotal - spend;
    const distance = keptPpm > 0 ? Math.ceil((short * PPM) / keptPpm) : short;
    return { met: false, errorId: 'PRM160', shortfall: { threshold: minSubtotal, distance } };
  }
  return { met: true };
}

/** Spreads an order-level discount over lines in proportion to what is left on each (parts sum exactly). */
export function spreadOrderDiscount(lines: readonly LineState[], promotionId: string, discount: number): void {
  // A unit left over by the rounding goes by line id, not by position: the same lines in another order get the same
  // shares, so a later threshold measured on some of them (a shipping promotion's spend) cannot depend on the order.
  const ordered = [...lines].sort((a, b) => compareIds(a.line.lineId, b.line.lineId));
  const shares = prorate(
    ordered.map((entry) => entry.remaining),
    discount,
  );
  ordered.forEach((entry, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return;
    entry.remaining -= share;
    entry.orderDiscounts.push({ promotionId, amount: share });
  });
}
