import type { CartLine, CartShipment, CartSnapshot, PricingContext, Shopper, TaxDestination } from './pricing.types.js';
import { EMPLOYEE_DISCOUNT_PPM } from './pricing.types.js';
import type { OrderPromotion, ProductPromotion, PromotionTrigger, ShippingPromotion } from './promotion.types.js';

/**
 * Builders for the pricing tests (kept beside the module because the tests of its own folder are its only users):
 * short, readable carts and promotions with every field defaulted.
 */

export const NOW = new Date('2026-03-01T12:00:00Z');

const site = (siteId: string, countryCode: string, taxMode: 'exclusive' | 'inclusive'): PricingContext => ({
  siteId,
  countryCode,
  taxMode,
  employeeDiscountPpm: EMPLOYEE_DISCOUNT_PPM,
});

/** The demo sites (db/seed/reference/sites.ts) and their currencies. */
export const SITE = {
  us: { context: site('stride-en-us', 'US', 'exclusive'), currency: 'USD' },
  gb: { context: site('stride-en-gb', 'GB', 'inclusive'), currency: 'GBP' },
  de: { context: site('stride-de-de', 'DE', 'inclusive'), currency: 'EUR' },
  fr: { context: site('stride-fr-fr', 'FR', 'inclusive'), currency: 'EUR' },
  jp: { context: site('stride-ja-jp', 'JP', 'inclusive'), currency: 'JPY' },
} as const;

export function line(lineId: string, listPrice: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    lineId,
    productId: `P-${lineId}`,
    masterId: `M-${lineId}`,
    brand: 'stride',
    categoryIds: [],
    listPrice,
    salePrice: null,
    qty: 1,
    shipmentId: 'S1',
    bonus: false,
    bonusPromotionId: null,
    digital: false,
    customs: false,
    ...overrides,
  };
}

export function shipment(
  basePrice: number,
  destination: TaxDestination | null = null,
  overrides: Partial<CartShipment> = {},
): CartShipment {
  return { shipmentId: 'S1', methodCode: 'standard', basePrice, destination, ...overrides };
}

export function cart(
  currency: string,
  lines: readonly CartLine[],
  overrides: Partial<CartSnapshot> = {},
): CartSnapshot {
  const shopper: Shopper = { kind: 'registered' };
  return { currency, lines, shipments: [shipment(0)], shopper, couponCodes: [], now: NOW, ...overrides };
}

export function employee(remainingAnnualCap: number, termsAccepted = true, capCurrency = 'USD'): Shopper {
  return { kind: 'employee', termsAccepted, remainingAnnualCap, capCurrency };
}

export function coupon(code: string, remainingUses: number | null = null): PromotionTrigger {
  return { kind: 'coupon', codes: [{ code, remainingUses }] };
}

const common = {
  trigger: { kind: 'automatic' },
  exclusivity: 'none',
  rank: 10,
  stackable: true,
} satisfies Pick<ProductPromotion, 'trigger' | 'exclusivity' | 'rank' | 'stackable'>;

export function productPromo(
  id: string,
  reward: ProductPromotion['reward'],
  extra: Partial<ProductPromotion> = {},
): ProductPromotion {
  return { id, name: id, level: 'PRODUCT', reward, conditions: {}, ...common, ...extra };
}

export function orderPromo(
  id: string,
  reward: OrderPromotion['reward'],
  extra: Partial<OrderPromotion> = {},
): OrderPromotion {
  return { id, name: id, level: 'ORDER', reward, conditions: {}, ...common, ...extra };
}

export function shippingPromo(
  id: string,
  reward: ShippingPromotion['reward'],
  extra: Partial<ShippingPromotion> = {},
): ShippingPromotion {
  return { id, name: id, level: 'SHIPPING', reward, conditions: {}, ...common, ...extra };
}
