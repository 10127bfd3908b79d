import type { Promotion } from './promotion.types.js';

/**
 * The spend from which standard delivery is free for any shopper, what a storefront advertises ("free standard
 * delivery from 60 €"): the lowest `minSubtotal` (0 when it has none) among the site's promotions that make standard
 * shipments free and that every cart reaching it gets. That is: automatic (no coupon), SHIPPING with a
 * `freeShipping` reward for standard shipments, running on this site in its currency at `now`, for every kind of
 * shopper and every product (no qualifier, no quantity condition) and not `global` (which another promotion can keep
 * out). Null when no such promotion runs. Amounts are in the minor unit of the site's currency.
 */
export function freeStandardShippingFrom(
  promotions: readonly Promotion[],
  { siteId, currency, now }: { siteId: string; currency: string; now: Date },
): number | null {
  let lowest: number | null = null;
  for (const promotion of promotions) {
    if (promotion.level !== 'SHIPPING' || promotion.reward.kind !== 'freeShipping') continue;
    if (promotion.trigger.kind !== 'automatic' || promotion.exclusivity === 'global') continue;
    if (promotion.siteIds && !promotion.siteIds.includes(siteId)) continue;
    if (promotion.currency !== undefined && promotion.currency !== currency) continue;
    if (promotion.startsAt && now < promotion.startsAt) continue;
    if (promotion.endsAt && now >= promotion.endsAt) continue;
    if (promotion.shopperKinds) continue;
    const { minSubtotal = 0, minQty, qualifier, shippingMethods } = promotion.conditions;
    if (minQty !== undefined || qualifier !== undefined) continue;
    if (shippingMethods && !shippingMethods.includes('standard')) continue;
    if (lowest === null || minSubtotal < lowest) lowest = minSubtotal;
  }
  return lowest;
}
