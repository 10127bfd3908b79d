import type { PageIntl } from './intl.tsx';

/** Regions whose shoppers measure road distances in miles (the United States, the United Kingdom, Liberia, Myanmar). */
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);
const KM_PER_MILE = 1.609344;

/**
 * A distance the api gives in kilometres (stores, collection points) as the page's region reads one: "0.7 mi" in the
 * United States and the United Kingdom, "1,2 km" in Germany.
 */
export function formatDistance(intl: Pick<PageIntl, 'locale' | 'formatNumber'>, km: number): string {
  const region = new Intl.Locale(intl.locale).maximize().region ?? '';
  return MILE_REGIONS.has(region)
    ? intl.formatNumber(km / KM_PER_MILE, { style: 'unit', unit: 'mile', maximumFractionDigits: 1 })
    : intl.formatNumber(km, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}
