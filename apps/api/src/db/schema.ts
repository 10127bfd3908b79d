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

export type Gender = 'men' | 'women' | 'unisex' | 'kids';
export type SizeSystem = 'shoe-men' | 'shoe-women' | 'shoe-kids' | 'apparel' | 'one-size';

export interface StylesTable {
  /** The style code (spec §2): 8 to 11 uppercase letters or digits. */
  product_id: string;
  /** The model a style belongs to: the men's and women's cut of one shoe share it. */
  master_id: string;
  brand: string;
  product_type: string;
  gender: Gender;
  activity: string;
  material: string;
  /** JSON array of badge keys. */
  badges: string;
  created_at: string;
}

export interface StyleTranslationsTable {
  product_id: string;
  locale: string;
  name: string;
  description: string;
  slug: string;
}

export interface ColourwaysTable {
  product_id: string;
  colour_code: string;
  position: number;
  colour_family: string;
  /** JSON object locale → colour name. */
  names: string;
  hex_primary: string;
  hex_secondary: string;
  hex_accent: string;
}

export interface VariantsTable {
  upc: string;
  product_id: string;
  colour_code: string;
  size_system: SizeSystem;
  /** US size for shoes, XS–XXL for apparel, OS for one size. */
  size: string;
  width: string | null;
  position: number;
}

export interface StylePricesTable {
  product_id: string;
  site_id: string;
  currency_code: string;
  list_amount: number;
  sale_amount: number | null;
}

export interface StyleCategoriesTable {
  product_id: string;
  category_id: string;
  is_primary: number;
}

export interface ProductSetsTable {
  set_id: string;
  brand: string;
  /** JSON object locale → set name. */
  names: string;
  created_at: string;
}

export interface ProductSetItemsTable {
  set_id: string;
  product_id: string;
  position: number;
}

export interface StoresTable {
  store_id: string;
  brand: string;
  name: string;
  address_line1: string;
  city: string;
  region: string | null;
  postal_code: string;
  country_code: string;
  phone: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** JSON array of { day, opens, closes }. */
  opening_hours: string;
  pickup_enabled: number;
  ship_to_store_enabled: number;
}

/** The location id of the web warehouse in `inventory`; every other location is a store id. */
export const ONLINE_LOCATION = 'online';

export interface InventoryTable {
  upc: string;
  location_id: string;
  quantity: number;
  updated_at: string;
}

export interface BackInStockRequestsTable {
  id: string;
  email: string;
  upc: string;
  product_id: string;
  site_id: string;
  locale: string;
  created_at: string;
  notified_at: string | null;
}

export interface Database {
  currencies: CurrenciesTable;
  countries: CountriesTable;
  country_states: CountryStatesTable;
  sites: SitesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  web_vitals: WebVitalsTable;
  styles: StylesTable;
  style_translations: StyleTranslationsTable;
  colourways: ColourwaysTable;
  variants: VariantsTable;
  style_prices: StylePricesTable;
  style_categories: StyleCategoriesTable;
  product_sets: ProductSetsTable;
  product_set_items: ProductSetItemsTable;
  stores: StoresTable;
  inventory: InventoryTable;
  back_in_stock_requests: BackInStockRequestsTable;
}

export type Db = Kysely<Database>;
