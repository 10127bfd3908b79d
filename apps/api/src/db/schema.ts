import type { ColumnType, Generated, Kysely } from 'kysely';

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
  /** The youngest age the site opens an account for, when a birth date is given (migration 0041). */
  min_account_age: Generated<number>;
}

export interface CategoriesTable {
  /** 4 to 6 digits (spec §2 category URLs). */
  id: string;
  /** Categories belong to one brand's tree; every node carries it so a tree loads with one indexed query. */
  brand: string;
  parent_id: string | null;
  position: number;
  level: number;
  /** The node's locale-independent key (`men`, `running`; migration 0026), null for a generated collection. */
  category_key: string | null;
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

/** Migration 0021: 1 for a style that ships from abroad and must clear customs (cart items' isCustoms). */
export interface StyleCustomsColumns {
  customs_clearance: Generated<number>;
}

/** Migration 0020: 1 for a style that is emailed, never shipped (a digital gift card: cart items' isDigitalProduct). */
export interface StyleDigitalColumns {
  digital: Generated<number>;
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

/**
 * A variant's own price on a site (migration 0020), where its style's price is not every variant's: a digital gift
 * card's amounts. Its style's style_prices row holds the lowest, for tiles and listings.
 */
export interface VariantPricesTable {
  upc: string;
  site_id: string;
  currency_code: string;
  list_amount: number;
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
  /** When the address was confirmed (the emailed link, or the signed-in shopper's own address); null: unconfirmed. */
  confirmed_at: string | null;
  /** SHA-256 (hex) of the confirmation link's token while unconfirmed; null once used. */
  confirm_token_hash: string | null;
  /** When the latest confirmation email was queued. */
  confirm_sent_at: string | null;
  /** How many confirmation emails this sign-up was sent. */
  confirm_sends: Generated<number>;
  /** SHA-256 (hex) of the restock email's unsubscribe link's token. */
  unsubscribe_token_hash: string | null;
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
  /** Migration 0042: when the review was held for moderation on posting (contact details in it), while it waits
   *  (status `hidden`); null once an operator judged it and on reviews never held. */
  held_at: string | null;
}

export interface ReviewVotesTable {
  review_id: string;
  voter_id: string;
  helpful: number;
  created_at: string;
  /** Migration 0036: a guest's vote, the guest session that cast it last (`session:{usid}`): the token exchange
   *  gives it to the account signing in from that session. Null on an account's vote and on votes from before. */
  guest_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AnswerVotesTable {
  answer_id: string;
  voter_id: string;
  helpful: number;
  created_at: string;
  /** Migration 0036: a guest's vote, the guest session that cast it last (`session:{usid}`): the token exchange
   *  gives it to the account signing in from that session. Null on an account's vote and on votes from before. */
  guest_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReviewFlagsTable {
  review_id: string;
  /** `consumer:{consumerNo}` for an account; a guest's is `address:{digest}` (one per address), older ones
   *  `session:{usid}`. */
  flagger_id: string;
  reason: string;
  comment: string | null;
  created_at: string;
  /** A keyed digest of the reporting address (review-participants.ts); null on flags from before 0035. */
  address_key: string | null;
  /** When an operator restored the review: the flag no longer counts toward hiding it. */
  cleared_at: string | null;
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

/** A question and its answers translated together (decision 0045); `answers` is JSON. */
export interface QuestionTranslationsTable {
  question_id: string;
  target_language: string;
  source_language: string;
  provider: string;
  body: string;
  answers: string;
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
  /** Migration 0042: `hidden` while held for moderation or refused by an operator; lists show `published` only. */
  status: 'published' | 'hidden';
  /** Migration 0042: when the question was held on posting, while it waits; null once judged or never held. */
  held_at: string | null;
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
  /** Searchers who ran it: each counts once a day (modules/search/search.counting.ts). */
  run_count: number;
  last_run_at: string;
}

/** Who ran which query on which day, as one keyed digest (migration 0028). */
export interface SearchQuerySearchersTable {
  day: string;
  digest: string;
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
  /** How the text index cut documents into words when it was built (migration 0014; search-index.service.ts). */
  text_version: Generated<number>;
}

/** A shopper account (migration 0012). Flags are 0/1; money columns are minor units of employee_currency. */
export interface ConsumersTable {
  consumer_no: string;
  brand: string;
  email: string;
  phone: string | null;
  phone_code: string | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  postal_code: string | null;
  country_code: string;
  consumer_type: Generated<'REGISTERED' | 'EMPLOYEE'>;
  is_athlete: Generated<number>;
  is_loyalty_member: Generated<number>;
  member_id: string | null;
  employee_annual_cap: number | null;
  employee_current_spend: Generated<number>;
  employee_currency: string | null;
  employee_terms_accepted_at: string | null;
  interests: Generated<string>;
  preferred_shoe_size: string | null;
  email_optin: Generated<number>;
  /** Double opt-in (migration 0039, decision 0054): set while an email opt-in waits for its emailed link. */
  email_optin_pending_at: string | null;
  email_optin_token_hash: string | null;
  email_optin_sent_at: string | null;
  email_optin_sends: Generated<number>;
  /** Proof of consent: when the link was opened, and the SHA-256 of the address it was sent to. */
  email_optin_confirmed_at: string | null;
  email_optin_address_digest: string | null;
  sms_optin: Generated<number>;
  password_hash: string;
  password_changed_at: string;
  site_id: string;
  created_at: string;
  updated_at: string;
}

export interface AuthSigningKeysTable {
  kid: string;
  algorithm: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
  retired_at: string | null;
}

export interface TokenFamiliesTable {
  id: string;
  kind: 'Guest' | 'Registered';
  consumer_no: string | null;
  usid: string;
  site_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
}

export interface AuthorizationCodesTable {
  code_hash: string;
  consumer_no: string;
  site_id: string;
  usid: string | null;
  code_challenge: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  family_id: string | null;
  /** What its exchange merged (MergeResult as JSON), for the exchange's retry to answer the same; else null. */
  merged: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  consumer_no: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SigninFailuresTable {
  throttle_key: string;
  failures: Generated<number>;
  first_failed_at: string;
  locked_until: string | null;
  updated_at: string;
}

/** A queued email (migration 0013); rendered when queued, sent by modules/notifications' worker. */
export interface EmailOutboxTable {
  id: string;
  dedupe_key: string;
  site_id: string;
  locale: string;
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  transport: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** The `List-Unsubscribe` header value (migration 0043); null for mail a shopper cannot unsubscribe from. */
  list_unsubscribe: string | null;
}

/** A one-click unsubscribe link's token (migration 0043): its SHA-256, what it stops, until when. */
export interface EmailUnsubscribeTokensTable {
  token_hash: string;
  list: 'back-in-stock' | 'marketing';
  site_id: string;
  /** The address the email went to (lower-cased). */
  address: string;
  /** The account of a `marketing` token. */
  consumer_no: string | null;
  created_at: string;
  expires_at: string;
}

/** A gift card (migration 0016): the number only as its SHA-256 digest and last four digits; money in minor units. */
export interface GiftCardsTable {
  id: string;
  code_digest: string;
  last_four: string;
  code_length: number;
  pin_digest: string | null;
  brand: string;
  currency_code: string;
  initial_amount: number;
  balance: number;
  status: 'active' | 'disabled' | 'expired';
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** Wrong PINs tried in a row (migration 0040); the right PIN sets it back to 0. */
  failed_pin_count: Generated<number>;
  /** When the fifth wrong PIN in a row locked the card (ISO); null while it is not locked. */
  locked_at: string | null;
}

export interface GiftCardRedemptionsTable {
  id: string;
  gift_card_id: string;
  reference: string;
  amount: number;
  currency_code: string;
  created_at: string;
}

/** A carrier's collection point (PUDO, migration 0016); opening hours JSON text as stores'. */
export interface CollectionPointsTable {
  point_id: string;
  carrier: string;
  type: 'locker' | 'shop' | 'post-office';
  name: string;
  address_line1: string;
  city: string;
  region: string | null;
  postal_code: string;
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  opening_hours: string;
}

/** A cart (migration 0017): owner `guest:{usid}` or `consumer:{consumerNo}`; coupon codes JSON text. */
export interface CartsTable {
  basket_id: string;
  owner: string;
  site_id: string;
  currency_code: string;
  version: number;
  coupon_codes: string;
  status: 'active' | 'merged' | 'ordered';
  merged_into: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 0018: validated billing address JSON text; the newsletter consent sent with it (0/1). */
  billing_address: string | null;
  newsletter_consent: number | null;
  /** Migration 0021: the loyalty reward voucher the cart holds, by its points; null without one. */
  loyalty_voucher_points: Generated<number | null>;
  /** Migration 0033: promotion ids of gifts with purchase the shopper turned down, JSON text; null for none. */
  declined_gifts: Generated<string | null>;
}

export interface CartShipmentsTable {
  basket_id: string;
  shipping_id: string;
  method_code: 'standard' | 'sts' | 'pickup' | 'pudo' | 'digital' | 'me' | 'customs';
  store_id: string | null;
  pudo_id: string | null;
  address: string | null;
  created_at: string;
  /** Migration 0018: pickup / collection contact JSON text; 1 when the shopper chose the method. */
  contact: string | null;
  shopper_applied: Generated<number>;
}

export interface CartItemsTable {
  item_id: string;
  basket_id: string;
  product_id: string;
  master_id: string;
  upc: string;
  qty: number;
  max_qty: number;
  bonus: number;
  bonus_promotion_id: string | null;
  gift: number;
  gift_option: string | null;
  gift_box: number;
  store_id: string | null;
  shipment_id: string;
  pdp_url: string | null;
  recipe_id: string | null;
  position: number;
  created_at: string;
}

/** A promotion of one site; `definition` is the pricing engine's definition as JSON text. */
export interface PromotionsTable {
  promotion_id: string;
  site_id: string;
  name: string;
  level: 'PRODUCT' | 'ORDER' | 'SHIPPING';
  definition: string;
  enabled: number;
  created_at: string;
}

export interface PromotionCodesTable {
  promotion_id: string;
  code: string;
  max_uses: number | null;
  used_count: number;
}

/** A saved-for-later list (migration 0019): one per owner (`guest:{usid}` / `consumer:{consumerNo}`) and site. */
export interface SaveForLaterListsTable {
  save_for_later_id: string;
  owner: string;
  site_id: string;
  created_at: string;
  /** When something was last saved to it (migration 0030): a guest's list idle GUEST_CART_RETENTION_DAYS is deleted. */
  updated_at: string;
}

/** One variant saved for later; one line per variant and list. */
export interface SaveForLaterItemsTable {
  item_id: string;
  save_for_later_id: string;
  product_id: string;
  master_id: string;
  upc: string;
  qty: number;
  saved_at: string;
  position: number;
  /** Migration 0034: the gift options the cart line had, JSON `{ giftOption, giftBox }`; null for none. */
  gift: string | null;
}

/** A loyalty member's points (migration 0021); spent at order placement. */
export interface LoyaltyAccountsTable {
  consumer_no: string;
  member_id: string;
  points_balance: number;
  created_at: string;
  updated_at: string;
}

/** A reward voucher a site offers (migration 0021): `points` buy `amount` (minor units of `currency_code`). */
export interface LoyaltyVoucherTiersTable {
  site_id: string;
  currency_code: string;
  points: number;
  amount: number;
}

// The text index itself (SQLite `search_fts`, PostgreSQL `search_documents`) differs per engine and is only
// read and written through `sql` in modules/search, so it has no entry here; nor has SQLite's `stock_generation`
// (migration 0023), read through `sql` in modules/products/variant-facts.repository.ts.
export interface Database {
  currencies: CurrenciesTable;
  countries: CountriesTable;
  country_states: CountryStatesTable;
  sites: SitesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  web_vitals: WebVitalsTable;
  styles: StylesTable & StyleRatingColumns & StyleCustomsColumns & StyleDigitalColumns;
  style_translations: StyleTranslationsTable;
  colourways: ColourwaysTable;
  variants: VariantsTable;
  style_prices: StylePricesTable;
  variant_prices: VariantPricesTable;
  style_categories: StyleCategoriesTable;
  product_sets: ProductSetsTable;
  product_set_items: ProductSetItemsTable;
  stores: StoresTable;
  inventory: InventoryTable;
  back_in_stock_requests: BackInStockRequestsTable;
  category_closure: CategoryClosureTable;
  search_terms: SearchTermsTable;
  search_queries: SearchQueriesTable;
  search_query_searchers: SearchQuerySearchersTable;
  search_styles: SearchStylesTable;
  search_state: SearchStateTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_flags: ReviewFlagsTable;
  review_translations: ReviewTranslationsTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  question_translations: QuestionTranslationsTable;
  answer_votes: AnswerVotesTable;
  consumers: ConsumersTable;
  auth_signing_keys: AuthSigningKeysTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  authorization_codes: AuthorizationCodesTable;
  password_resets: PasswordResetsTable;
  signin_failures: SigninFailuresTable;
  email_outbox: EmailOutboxTable;
  email_unsubscribe_tokens: EmailUnsubscribeTokensTable;
  gift_cards: GiftCardsTable;
  gift_card_redemptions: GiftCardRedemptionsTable;
  collection_points: CollectionPointsTable;
  carts: CartsTable;
  cart_shipments: CartShipmentsTable;
  cart_items: CartItemsTable;
  promotions: PromotionsTable;
  promotion_codes: PromotionCodesTable;
  save_for_later_lists: SaveForLaterListsTable;
  save_for_later_items: SaveForLaterItemsTable;
  loyalty_accounts: LoyaltyAccountsTable;
  loyalty_voucher_tiers: LoyaltyVoucherTiersTable;
}

export type Db = Kysely<Database>;
