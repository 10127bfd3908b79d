import { Brand, FeatureFlags, type Site, TaxMode } from '@outsole/contracts/reference';
import { LocalePath } from '@outsole/contracts/locales';
import { ApiError } from '../../lib/api-error.js';
import type { Db } from '../../db/schema.js';
import { findAllSites, findSite, type SiteRow } from './sites.repository.js';

export async function listSites(db: Db): Promise<Site[]> {
  return (await findAllSites(db)).map(toSite);
}

/** The site, or API404 when no site has this id. */
export async function getSite(db: Db, siteId: string): Promise<Site> {
  const row = await findSite(db, siteId);
  if (!row) throw new ApiError('API404', { message: 'The site was not found.', field: 'siteId' });
  return toSite(row);
}

/** Rows are parsed, not cast: a bad row (say, a hand-edited feature JSON) fails loudly here, not in a client. */
export function toSite(row: SiteRow): Site {
  return {
    siteId: row.site_id,
    brand: Brand.parse(row.brand),
    locale: LocalePath.parse(row.locale),
    countryCode: row.country_code,
    currency: row.currency_code,
    currencyExponent: Number(row.exponent),
    taxMode: TaxMode.parse(row.tax_mode),
    features: FeatureFlags.parse(JSON.parse(row.features)),
  };
}
