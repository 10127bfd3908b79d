import type { PromotionErrorId } from './promotions.coupons.js';
import type { PromotionLevel } from './promotion.types.js';
import type { CartLine, CartShipment } from './pricing.types.js';

/** What `priceCart` answers. Amounts are integer minor units of `currency`; discounts are positive amounts. */

/** One promotion's effect on a line (spec §3 Cart item productPromotions). */
export interface LinePromotion {
  promotionId: string;
  promotionName: string;
  couponCode: string | null;
  /** What this promotion took off the line. */
  appliedDiscount: number;
  /** The line's amount after this promotion (and the ones before it). */
  price: number;
}

/** A line's share of an order-level discount (the associate discount included). */
export interface OrderDiscountShare {
  promotionId: string;
  amount: number;
}

export interface PricedLine {
  line: CartLine;
  /** spec price.current / price.original: unit prices. */
  unitPrice: number;
  originalUnitPrice: number;
  /** spec price.amount: unitPrice × qty, before promotions. */
  amount: number;
  productPromotions: LinePromotion[];
  productDiscount: number;
  orderDiscounts: OrderDiscountShare[];
  orderDiscount: number;
  /** spec price.proratedPrice: amount − productDiscount − orderDiscount (never negative). */
  proratedPrice: number;
}

export interface PricedShipment {
  shipment: CartShipment;
  basePrice: number;
  promotions: LinePromotion[];
  discount: number;
  /** What the shopper pays for the shipment (basePrice − discount). */
  price: number;
}

/** An order-level promotion that applied, with the whole discount (spec §3 Cart orderPromotions). */
export interface AppliedOrderPromotion {
  promotionId: string;
  promotionName: string;
  couponCode: string | null;
  appliedDiscount: number;
}

/** spec §3 promoSummary: every promotion that applied, once, in the order they applied. */
export interface PromoSummaryEntry {
  level: PromotionLevel;
  promotionId: string;
  promotionName: string;
}

/** The outcome of each code in the cart (spec §3 couponItems); `errorId` says why a code does not apply. */
export interface CouponOutcome {
  code: string;
  promotionId: string | null;
  applied: boolean;
  errorId: PromotionErrorId | null;
}

/**
 * Gift-with-purchase changes the cart service makes, then prices again: `add` the bonus items earned but missing,
 * `remove` the bonus lines no longer earned (they are already left out of this result's lines and totals).
 */
export interface BonusChanges {
  add: { promotionId: string; productId: string; masterId: string; qty: number }[];
  remove: { lineId: string; promotionId: string | null }[];
}

/** A gift with purchase the cart earns and the shopper turned down (decision 0046): no line, no discount. */
export interface DeclinedGift {
  promotionId: string;
  promotionName: string;
  productId: string;
  qty: number;
}

/** spec §3 approachingDiscount: the nearest unmet spend threshold of a promotion the cart could still get. */
export interface ApproachingDiscount {
  promotionId: string;
  promotionName: string;
  level: PromotionLevel;
  conditionThreshold: number;
  distanceFromConditionThreshold: number;
}

/**
 * The associate discount: `capConsumed` is the merchandise amount it was given on (≤ remaining annual cap); order
 * placement adds it to the employee's currentSpend. `discount` = ratePpm of capConsumed, half-up.
 */
export interface EmployeeDiscountResult {
  ratePpm: number;
  eligibleAmount: number;
  capConsumed: number;
  discount: number;
}

/**
 * The loyalty reward voucher: `discount` = its amount, or the merchandise left to pay when that is less (the order
 * never goes below zero); 0 when nothing is left to discount. The points are spent only at order placement.
 */
export interface LoyaltyVoucherResult {
  points: number;
  amount: number;
  discount: number;
}

export interface CartPricing {
  currency: string;
  lines: PricedLine[];
  shipments: PricedShipment[];
  orderPromotions: AppliedOrderPromotion[];
  promoSummary: PromoSummaryEntry[];
  coupons: CouponOutcome[];
  bonus: BonusChanges;
  /** Gifts earned but turned down, in the order they were earned. */
  declinedGifts: DeclinedGift[];
  /** True when `bonus` asks for changes: apply them and price again (the second pass is stable). */
  needsReprice: boolean;
  approachingDiscount: ApproachingDiscount | null;
  /**
   * Every SHIPPING promotion the cart does not get only for want of spend (a shipment it could lower, its minimum not
   * met), in the same form; `approachingDiscount` is the nearest of all levels. What shippingPromotionsLost compares.
   */
  shippingShortfalls: ApproachingDiscount[];
  employeeDiscount: EmployeeDiscountResult | null;
  /** The cart's loyalty voucher (null without one); `discount` 0 when there was nothing to take it off. */
  loyaltyVoucher: LoyaltyVoucherResult | null;
}
