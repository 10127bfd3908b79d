import type { Kysely } from 'kysely';

/**
 * The Kysely view of the database (snake_case, as stored). Portable choices, the same on SQLite and PostgreSQL:
 * - timestamps are ISO-8601 UTC strings (`2025-01-31T12:00:00.000Z`) in text columns: they sort and compare
 *   correctly as text on both engines and round-trip through JSON without driver-specific Date handling;
 * - money is an integer amount in the currency's minor unit (never a float);
 * - a feature set is JSON text parsed by the repository; a single boolean column is an integer 0/1, which
 *   both engines store and compare the same way;
 * - generated ids are text (UUIDs), so no engine-specific auto-increment is needed.
 */
export interface CurrenciesTable {
  code: string;
  exponent: number;
  symbol: string;
}

export interface CountriesTable {
  code: string;
  dial_code: string;
  /** null: the region's default mask (contracts/phone.ts phoneMaskFor). */
  phone_mask: string | null;
  currency_code: string;
  /** English name; responses localise with Intl.DisplayNames and fall back to this. */
  name: string;
}

export interface CountryStatesTable {
  country_code: string;
  code: string;
  name: string;
}

export interface SitesTable {
  site_id: string;
  brand: string;
  locale: string;
  country_code: string;
  currency_code: string;
  tax_mode: 'exclusive' | 'inclusive';
  /** JSON object of feature flag → boolean. */
  features: string;
}

export interface CategoriesTable {
  /** 4 to 6 digits (spec §2 category URLs). */
  id: string;
  /** Categories belong to one brand's tree; every node carries it so a tree loads with one indexed query. */
  brand: string;
  parent_id: string | null;
  position: number;
  level: number;
}

export interface CategoryTranslationsTable {
  category_id: string;
  locale: string;
  name: string;
  slug: string;
}

export interface WebVitalsTable {
  id: string;
  site_id: string;
  route: string;
  name: string;
  value: number;
  rating: string;
  metric_id: string;
  navigation_type: string | null;
  created_at: string;
}

export interface Database {
  currencies: CurrenciesTable;
  countries: CountriesTable;
  country_states: CountryStatesTable;
  sites: SitesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  web_vitals: WebVitalsTable;
}

export type Db = Kysely<Database>;
