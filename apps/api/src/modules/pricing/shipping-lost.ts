import type { ApproachingDiscount, CartPricing } from './pricing.result.js';

/**
 * A shipping promotion a change took away for want of spend: the shipment had it before the change and, after it,
 * still could take it but the merchandise no longer reaches its minimum (decision 0018 addendum, session 51). Free
 * shipping counts the merchandise after the item-level discounts, so a product coupon can take it away (the shopper
 * applies a code and delivery suddenly costs money), as can a line removed or a quantity lowered. An order-level code
 * never does (it is measured before them); a method the promotion does not cover (express) is the shopper's choice
 * and no shortfall, so it is not told as lost.
 */
export interface LostShippingPromotion extends ApproachingDiscount {
  shipmentId: string;
}

export function shippingPromotionsLost(before: CartPricing, after: CartPricing): LostShippingPromotion[] {
  if (after.shippingShortfalls.length === 0) return [];
  const short = new Map(after.shippingShortfalls.map((entry) => [entry.promotionId, entry]));
  const lost: LostShippingPromotion[] = [];
  for (const shipment of after.shipments) {
    const id = shipment.shipment.shipmentId;
    const had = before.shipments.find((each) => each.shipment.shipmentId === id);
    if (!had) continue;
    for (const applied of had.promotions) {
      const shortfall = short.get(applied.promotionId);
      if (!shortfall || shipment.promotions.some((each) => each.promotionId === applied.promotionId)) continue;
      lost.push({ shipmentId: id, ...shortfall });
    }
  }
  return lost;
}
