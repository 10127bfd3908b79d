import type { SiteWithOffers } from '@outsole/contracts/reference';

/**
 * The spend from which the site's standard delivery is free, as the api derives it from the promotions running now
 * (the cart applies the same promotion): the promo bar's and the home page's promise. Null when there is none.
 */
export function freeDeliveryThreshold(
  site: Pick<SiteWithOffers, 'currency' | 'freeStandardShippingFrom'>,
): { amount: number; currency: string } | null {
  return site.freeStandardShippingFrom === null
    ? null
    : { amount: site.freeStandardShippingFrom, currency: site.currency };
}
