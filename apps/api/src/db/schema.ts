import type { Generated, Kysely } from 'kysely';

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

/**
 * Ratings of a style's published reviews, kept on its row (migration 0007): written by the reviews module and
 * the seed, never by catalog imports, so the catalog's rows (StylesTable) leave them to their defaults.
 */
export interface StyleRatingColumns {
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** Rounded average in tenths (43 = 4.3); null without published reviews. */
  rating_average: number | null;
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

export type ReviewFit = 'runs-small' | 'true-to-size' | 'runs-large';

export interface ReviewsTable {
  id: string;
  product_id: string;
  site_id: string;
  locale: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  /** `session:{usid}` or, once shoppers sign in, `consumer:{consumerNo}`. */
  author_id: string;
  fit: ReviewFit | null;
  verified: number;
  status: 'published' | 'hidden';
  helpful_count: number;
  unhelpful_count: number;
  created_at: string;
}

export interface ReviewVotesTable {
  review_id: string;
  voter_id: string;
  helpful: number;
  created_at: string;
}

export interface AnswerVotesTable {
  answer_id: string;
  voter_id: string;
  helpful: number;
  created_at: string;
}

export interface ReviewFlagsTable {
  review_id: string;
  flagger_id: string;
  reason: string;
  comment: string | null;
  created_at: string;
}

export interface ReviewTranslationsTable {
  review_id: string;
  target_language: string;
  source_language: string;
  provider: string;
  title: string;
  body: string;
  created_at: string;
}

export interface QuestionsTable {
  id: string;
  product_id: string;
  site_id: string;
  locale: string;
  body: string;
  author_name: string;
  author_id: string;
  answer_count: number;
  created_at: string;
}

export interface AnswersTable {
  id: string;
  question_id: string;
  body: string;
  author_name: string;
  author_id: string;
  is_brand_answer: number;
  helpful_count: number;
  unhelpful_count: number;
  created_at: string;
}

/** A category and each of its ancestors (itself at depth 0): category refinements include descendants. */
export interface CategoryClosureTable {
  ancestor_id: string;
  category_id: string;
  depth: number;
}

/** The words of style names, colours and categories per locale, which auto-suggest corrects typos against. */
export interface SearchTermsTable {
  locale: string;
  term: string;
  frequency: number;
}

/** Queries shoppers ran per site that found something: auto-suggest's popular queries. */
export interface SearchQueriesTable {
  site_id: string;
  query: string;
  run_count: number;
  last_run_at: string;
}

/**
 * Per-style facet data of the in-process search engine (migrations 0009, 0010), comma-separated lists: colour families,
 * sizes in stock online, categories with all their ancestors; `generation` is when the row last changed.
 */
export interface SearchStylesTable {
  product_id: string;
  colour_families: string;
  sizes: string;
  category_ids: string;
  generation: number;
  /** Stays with the style; SQLite FTS5 rowids are locale number × 2^32 + this (migration 0010). */
  document_number: number | null;
}

/** The search clock (one row, id 1): moves on every change search can see (migration 0009). */
export interface SearchStateTable {
  id: number;
  generation: number;
  documents_generation: number;
  rebuilt_generation: number;
}

// The text index itself (SQLite `search_fts`, PostgreSQL `search_documents`) differs per engine and is only
// read and written through `sql` in modules/search, so it has no entry here.
export interface Database {
  currencies: CurrenciesTable;
  countries: CountriesTable;
  country_states: CountryStatesTable;
  sites: SitesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  web_vitals: WebVitalsTable;
  styles: StylesTable & StyleRatingColumns;
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
  category_closure: CategoryClosureTable;
  search_terms: SearchTermsTable;
  search_queries: SearchQueriesTable;
  search_styles: SearchStylesTable;
  search_state: SearchStateTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_flags: ReviewFlagsTable;
  review_translations: ReviewTranslationsTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  answer_votes: AnswerVotesTable;
}

export type Db = Kysely<Database>;
