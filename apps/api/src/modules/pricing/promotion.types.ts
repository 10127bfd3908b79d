import type { ShippingMethodCode, ShopperKind } from './pricing.types.js';

/**
 * A promotion as merchandising defines it (spec §3 promoSummary: level ORDER, PRODUCT or SHIPPING). Amounts are in
 * the minor unit of `currency`; rates in ppm (money.rounding.ts).
 */
export type PromotionLevel = 'PRODUCT' | 'ORDER' | 'SHIPPING';

/** Percent off the target's current amount (a line, the order's qualifying lines, a shipment). */
export interface PercentOff {
  kind: 'percentOff';
  ratePpm: number;
}
/** PRODUCT: off each unit. ORDER: off the order once. SHIPPING: off each targeted shipment. */
export interface AmountOff {
  kind: 'amountOff';
  amount: number;
}
/** PRODUCT: each unit costs `amount`. SHIPPING: each targeted shipment costs `amount`. Never raises a price. */
export interface FixedPrice {
  kind: 'fixedPrice';
  amount: number;
}
export interface FreeShipping {
  kind: 'freeShipping';
}
/** Gift with purchase: `qty` units of the bonus product are added to the cart, free, while the conditions hold. */
export interface BonusProduct {
  kind: 'bonusProduct';
  productId: string;
  masterId: string;
  qty: number;
}
/**
 * Buy X get Y: for every `buyQty + getQty` qualifying units, `getQty` units get `getRatePpm` off (PPM = free). The
 * discounted units are always the cheapest qualifying ones, whichever lines they sit on.
 */
export interface BuyXGetY {
  kind: 'buyXGetY';
  buyQty: number;
  getQty: number;
  getRatePpm: number;
}

/** Which lines a promotion looks at: a line qualifies when it matches every list given (an absent list matches all). */
export interface LineQualifier {
  productIds?: readonly string[];
  masterIds?: readonly string[];
  categoryIds?: readonly string[];
  brands?: readonly string[];
  excludeProductIds?: readonly string[];
}

export interface PromotionConditions {
  /** Qualifying merchandise, after the discounts applied before this promotion, must reach this amount. */
  minSubtotal?: number;
  /** Qualifying units must reach this count. */
  minQty?: number;
  qualifier?: LineQualifier;
  /** SHIPPING only: the methods whose shipments are discounted (all when absent). */
  shippingMethods?: readonly ShippingMethodCode[];
}

/** One code of a coupon promotion; `remainingUses` is counted by the caller from the database (null = no limit). */
export interface CouponCodeState {
  code: string;
  remainingUses: number | null;
}

export type PromotionTrigger = { kind: 'automatic' } | { kind: 'coupon'; codes: readonly CouponCodeState[] };

/**
 * - `none`: combines with any other promotion.
 * - `class`: the only promotion of its level in the cart (it applies only when none of its level applied before it,
 *   and none of its level applies after it).
 * - `global`: the only promotion in the cart; it applies only when it is the best-ranked qualifying promotion.
 */
export type Exclusivity = 'none' | 'class' | 'global';

interface PromotionCommon {
  id: string;
  name: string;
  trigger: PromotionTrigger;
  startsAt?: Date;
  /** Exclusive: the promotion has ended at this instant. */
  endsAt?: Date;
  exclusivity: Exclusivity;
  /** Priority: lower applies first (ties by id). */
  rank: number;
  /**
   * Whether it shares a target with other promotions of its level: a non-stackable PRODUCT promotion skips lines
   * another product promotion discounted and keeps later ones off the lines it discounts; likewise per shipment for
   * SHIPPING; for ORDER (whose target is the order) it applies only alone among order promotions.
   */
  stackable: boolean;
  conditions: PromotionConditions;
  /** Sites it runs on (all when absent). */
  siteIds?: readonly string[];
  /** Currency its amounts are in; the promotion does not apply to a cart in another currency. */
  currency?: string;
  /** Shopper kinds it is for (all when absent). */
  shopperKinds?: readonly ShopperKind[];
  /**
   * What a product tile or page says of an automatic PRODUCT promotion ("Extra 20% off in your cart"), the
   * merchandiser's text in the site's language as `name` is; the name is said when absent (decision 0053).
   */
  calloutMsg?: string;
}

export type ProductPromotion = PromotionCommon & {
  level: 'PRODUCT';
  reward: PercentOff | AmountOff | FixedPrice | BuyXGetY | BonusProduct;
};
export type OrderPromotion = PromotionCommon & { level: 'ORDER'; reward: PercentOff | AmountOff | BonusProduct };
export type ShippingPromotion = PromotionCommon & {
  level: 'SHIPPING';
  reward: PercentOff | AmountOff | FixedPrice | FreeShipping;
};
export type Promotion = ProductPromotion | OrderPromotion | ShippingPromotion;
