import type { TaxMode } from '@outsole/contracts/reference';

/**
 * What the pricing core is given: a snapshot of one cart, read by the cart service from the database and handed
 * over whole, so pricing is a pure function of its input (no clock, no database, no randomness). Every amount is an
 * integer in the minor unit of `CartSnapshot.currency` (lib/money.ts).
 */

// spec §3: shipping method codes.
export const SHIPPING_METHOD_CODES = ['standard', 'sts', 'pickup', 'pudo', 'digital', 'me', 'customs'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];

export type ShopperKind = 'guest' | 'registered' | 'employee';

/**
 * Who is shopping. An employee's associate discount needs the terms accepted (spec §4 Session) and room left under
 * the annual cap: `remainingAnnualCap` = annualCap − currentSpend (spec §3 Profile), in `capCurrency`; the discount
 * is never given when that currency is not the cart's.
 */
export type Shopper =
  | { kind: 'guest' }
  | { kind: 'registered' }
  | { kind: 'employee'; termsAccepted: boolean; remainingAnnualCap: number; capCurrency: string };

/** One cart item (spec §3 Cart item), as far as pricing needs it. */
export interface CartLine {
  /** The cart item id. */
  lineId: string;
  productId: string;
  masterId: string;
  brand: string;
  /** The item's categories with their ancestors, so a qualifier on a parent category matches. */
  categoryIds: readonly string[];
  /** Unit prices: `listPrice` is the original price, `salePrice` the marked-down current price when there is one. */
  listPrice: number;
  salePrice: number | null;
  qty: number;
  shipmentId: string;
  /** A gift-with-purchase item the engine asked for (`bonus`), and the promotion that earned it. */
  bonus: boolean;
  bonusPromotionId: string | null;
  /**
   * A digital gift card (the only digital products sold): never discounted, never counted towards a promotion's
   * conditions, never taxed (a multi-purpose voucher is taxed when it is spent, not when it is sold).
   */
  digital: boolean;
  /** Needs customs clearance: decides the shipment, not the price. */
  customs: boolean;
  /**
   * The price of one gift box when the shopper chose one for the line (one per unit), else 0 or absent. Not
   * merchandise: never discounted, never counted towards a promotion; taxed as the line's goods (totals.ts).
   */
  giftBoxUnitPrice?: number;
}

/** Where a shipment goes, for tax: the shipping address, or the store / collection point's address. */
export interface TaxDestination {
  countryCode: string;
  /** US state (ISO 3166-2 without the country prefix); null when unknown. */
  stateCode: string | null;
}

export interface CartShipment {
  shipmentId: string;
  methodCode: ShippingMethodCode;
  /** The method's price before shipping promotions. */
  basePrice: number;
  /** Null until the shopper gives an address (or picks a store): US sales tax waits for it. */
  destination: TaxDestination | null;
}

export interface CartSnapshot {
  currency: string;
  lines: readonly CartLine[];
  shipments: readonly CartShipment[];
  shopper: Shopper;
  /** Codes in the order the shopper applied them, as stored (already normalised by `normalizeCouponCode`). */
  couponCodes: readonly string[];
  /** The instant the cart is priced at: promotions' start and end are compared with it. */
  now: Date;
  /**
   * The promotions whose gift with purchase the shopper turned down (removed its line): earned, they add no line and
   * are reported as declined instead, so the shopper can take the gift back (decision 0046).
   */
  declinedGifts?: readonly string[];
  /**
   * The loyalty reward voucher the cart holds, when it applies (the cart service checks membership, points and the
   * site's tiers): an amount off the order, after every promotion and the associate discount. Absent: none.
   */
  loyaltyVoucher?: LoyaltyVoucher | null;
}

/** A loyalty reward voucher (spec §3 Loyalty applicableLoyaltyVouchers): `points` buy `amount` off the order. */
export interface LoyaltyVoucher {
  points: number;
  /** Minor units of the cart's currency. */
  amount: number;
}

/** The site the cart belongs to. */
export interface PricingContext {
  siteId: string;
  /** The site's country: decides the VAT rate of a tax-inclusive site. */
  countryCode: string;
  taxMode: TaxMode;
  /** The associate discount in ppm of the price (money.rounding.ts); EMPLOYEE_DISCOUNT_PPM unless configured. */
  employeeDiscountPpm: number;
  /**
   * What the associate discount and the loyalty voucher are called among the order's promotions (promoSummary,
   * orderPromotions), in the site's language as its promotions' names are; EMPLOYEE_DISCOUNT_NAME and
   * LOYALTY_VOUCHER_NAME when absent.
   */
  names?: { employeeDiscount: string; loyaltyVoucher: string };
}

/** The associate discount: 30 % (decision recorded in the pricing notes; configurable per context). */
export const EMPLOYEE_DISCOUNT_PPM = 300_000;
export const EMPLOYEE_DISCOUNT_ID = 'employee-discount';
export const EMPLOYEE_DISCOUNT_NAME = 'Employee discount';
/** The loyalty reward voucher, as it shows among the order promotions (orderPromotions, promoSummary). */
export const LOYALTY_VOUCHER_ID = 'loyalty-voucher';
export const LOYALTY_VOUCHER_NAME = 'Reward voucher';
