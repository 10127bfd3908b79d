import type { Db } from '../../db/schema.js';

export interface SiteRow {
  site_id: string;
  brand: string;
  locale: string;
  country_code: string;
  currency_code: string;
  exponent: number;
  tax_mode: 'exclusive' | 'inclusive';
  features: string;
  min_account_age: number;
}

function selectSites(db: Db) {
  return db
    .selectFrom('sites as s')
    .innerJoin('currencies as c', 'c.code', 's.currency_code')
    .select([
      's.site_id',
      's.brand',
      's.locale',
      's.country_code',
      's.currency_code',
      'c.exponent',
      's.tax_mode',
      's.features',
      's.min_account_age',
    ]);
}

export function findAllSites(db: Db): Promise<SiteRow[]> {
  return selectSites(db).orderBy('s.site_id').execute();
}

export function findSite(db: Db, siteId: string): Promise<SiteRow | undefined> {
  return selectSites(db).where('s.site_id', '=', siteId).executeTakeFirst();
}
