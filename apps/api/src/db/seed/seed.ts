import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database, Db } from '../schema.js';
import { indexCategories } from './catalog/category-index.js';
import { refreshStyleRatings } from '../../modules/reviews/reviews.service.js';
import { rebuildSearchIndex, seedPopularQueries } from '../../modules/search/search-index.service.js';
import { generateCatalog, type CatalogChunk } from './catalog/generate-catalog.js';
import { createReviewGenerator, type ReviewsChunk } from './catalog/generate-reviews.js';
import { collectionPointRows } from './collection-points.js';
import { demoAccountRows } from './demo-accounts.js';
import { insertDigitalGiftCards } from './demo-digital-gift-cards.js';
import { giftCardRows } from './demo-gift-cards.js';
import { loyaltyAccountRows, voucherTierRows } from './demo-loyalty.js';
import { insertDemoPromotions } from './demo-promotions.js';
import { openingHours, STORES } from './catalog/stores.js';
import { generateCategories } from './reference/categories.js';
import { COUNTRIES } from './reference/countries.js';
import { CURRENCIES } from './reference/currencies.js';
import { SITES } from './reference/sites.js';
import { STATES } from './reference/states.js';

export interface SeedOptions {
  /** Multiplier of generated demo data; 1 is the small default, benchmarks use 100 or more. */
  size: number;
  /** Styles per unit of size; the demo catalog has 400 (100,000 at size 250). Tests ask for fewer. */
  stylesPerSize?: number;
}

export const DEMO_STYLES_PER_SIZE = 400;

export interface SeedSummary {
  currencies: number;
  countries: number;
  states: number;
  sites: number;
  categories: number;
  categoryTranslations: number;
  stores: number;
  styles: number;
  variants: number;
  inventory: number;
  productSets: number;
  reviews: number;
  questions: number;
  consumers: number;
}

/** Bound parameters per insert: under SQLite's 32,766 and PostgreSQL's 65,535, so batches scale with width. */
const PARAMETERS_PER_INSERT = 4_000;

/**
 * Writes reference data and the deterministic demo data in one transaction (all or nothing). Expects an empty,
 * migrated database; use seedIfEmpty at start.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const categories = generateCategories(options.size);
  const translations = categories.flatMap((category) =>
    Object.entries(category.names).map(([locale, { name, slug }]) => ({
      category_id: category.id,
      locale,
      name,
      slug,
    })),
  );
  const states = Object.entries(STATES).flatMap(([country, list]) =>
    list.map(([code, name]) => ({ country_code: country, code, name })),
  );

  const catalog = { styles: 0, variants: 0, inventory: 0, productSets: 0, reviews: 0, questions: 0 };
  // Hashed before the transaction: argon2 takes tens of milliseconds, and the seed should not hold the database.
  const accounts = await demoAccountRows();
  await db.transaction().execute(async (trx) => {
    await insert(
      trx,
      'currencies',
      CURRENCIES.map((c) => ({ code: c.code, exponent: c.exponent, symbol: c.symbol })),
    );
    await insert(
      trx,
      'countries',
      COUNTRIES.map((c) => ({
        code: c.code,
        dial_code: c.dialCode,
        phone_mask: c.phoneMask,
        currency_code: c.currency,
        name: c.name,
      })),
    );
    await insert(trx, 'country_states', states);
    await insert(
      trx,
      'sites',
      SITES.map((s) => ({
        site_id: s.siteId,
        brand: s.brand,
        locale: s.locale,
        country_code: s.countryCode,
        currency_code: s.currency,
        tax_mode: s.taxMode,
        features: JSON.stringify(s.features),
        min_account_age: s.minAccountAge,
      })),
    );
    // Parents come before their children in the generated order, so the parent_id foreign key always holds.
    await insert(
      trx,
      'categories',
      categories.map((c) => ({
        id: c.id,
        brand: c.brand,
        parent_id: c.parentId,
        position: c.position,
        level: c.level,
        category_key: c.key,
      })),
    );
    await insert(trx, 'category_translations', translations);
    await insert(trx, 'consumers', accounts);
    await insert(trx, 'loyalty_accounts', loyaltyAccountRows(accounts));
    await insert(trx, 'loyalty_voucher_tiers', voucherTierRows(SITES));
    await insert(trx, 'stores', STORES.map(toStoreRow));
    await insert(trx, 'collection_points', collectionPointRows());
    await insert(trx, 'gift_cards', giftCardRows());
    const chunks = generateCatalog({
      size: options.size,
      stylesPerSize: options.stylesPerSize ?? DEMO_STYLES_PER_SIZE,
      sites: SITES,
      stores: STORES,
      categories: indexCategories(categories),
    });
    const reviewsFor = createReviewGenerator(SITES);
    for (const chunk of chunks) {
      await insertChunk(trx, chunk);
      const reviews = reviewsFor(chunk.styles);
      await insertReviews(trx, reviews);
      catalog.reviews += reviews.reviews.length;
      catalog.questions += reviews.questions.length;
      catalog.styles += chunk.styles.length;
      catalog.variants += chunk.variants.length;
      catalog.inventory += chunk.inventory.length;
      catalog.productSets += chunk.sets.length;
    }
    // Online exclusives ship from the brand's partner warehouse abroad, so they clear customs (decision 0018).
    await trx
      .updateTable('styles')
      .set({ customs_clearance: 1 })
      .where('badges', 'like', '%"online-exclusive"%')
      .execute();
    // Promotions name a sale category and a gift product, so they come after the catalog.
    await insertDemoPromotions(trx, SITES, categories);
    // After the promotions, so no gift with purchase is ever a gift card; before search indexes the styles.
    await insertDigitalGiftCards(trx, SITES);
    // Ratings per style from all the seeded reviews at once (one UPDATE ... FROM an aggregate), not per chunk.
    await refreshStyleRatings(trx);
    // Search reads its own index of the catalog: build it in the same transaction, with a few popular queries,
    // run as of now (queries nobody has run for 90 days are forgotten: search.counting.ts).
    await rebuildSearchIndex(trx);
    await seedPopularQueries(trx, SITES, new Date().toISOString());
  });
  // Planner statistics for the freshly loaded tables: without them SQLite picked an index scan of every online
  // stock row per candidate style for similar products (2 s instead of 17 ms at 400 styles).
  await sql`analyze`.execute(db);

  return {
    currencies: CURRENCIES.length,
    countries: COUNTRIES.length,
    states: states.length,
    sites: SITES.length,
    categories: categories.length,
    categoryTranslations: translations.length,
    stores: STORES.length,
    consumers: accounts.length,
    ...catalog,
  };
}

/** A database without sites has never been seeded (sites are the first thing every request needs). */
export async function isEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('sites').select('site_id').limit(1).executeTakeFirst());
}

/** Seeds only an empty database, so restarting the api never duplicates or overwrites data. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  return (await isEmpty(db)) ? seed(db, options) : null;
}

/** Parents before children: styles, then what hangs off them, then stock of the variants. */
async function insertChunk(trx: Transaction<Database>, chunk: CatalogChunk): Promise<void> {
  await insert(trx, 'styles', chunk.styles);
  await insert(trx, 'style_translations', chunk.translations);
  await insert(trx, 'colourways', chunk.colourways);
  await insert(trx, 'variants', chunk.variants);
  await insert(trx, 'style_prices', chunk.prices);
  await insert(trx, 'style_categories', chunk.styleCategories);
  await insert(trx, 'inventory', chunk.inventory);
  await insert(trx, 'product_sets', chunk.sets);
  await insert(trx, 'product_set_items', chunk.setItems);
}

/** Reviews and questions of a chunk's styles, after the styles they belong to. */
async function insertReviews(trx: Transaction<Database>, chunk: ReviewsChunk): Promise<void> {
  await insert(trx, 'reviews', chunk.reviews);
  await insert(trx, 'questions', chunk.questions);
  await insert(trx, 'answers', chunk.answers);
}

function toStoreRow(store: (typeof STORES)[number]): Database['stores'] {
  return {
    store_id: store.storeId,
    brand: store.brand,
    name: store.name,
    address_line1: store.addressLine1,
    city: store.city,
    region: store.region,
    postal_code: store.postalCode,
    country_code: store.countryCode,
    phone: store.phone,
    latitude: store.latitude,
    longitude: store.longitude,
    timezone: store.timezone,
    opening_hours: JSON.stringify(openingHours(store.hours)),
    pickup_enabled: store.pickup ? 1 : 0,
    ship_to_store_enabled: store.shipToStore ? 1 : 0,
  };
}

async function insert<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const batchSize = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(first).length));
  for (const [start, end] of batches(rows.length, batchSize)) {
    // The rows are whole table rows, which is exactly what an insert accepts; Kysely cannot see that generically.
    await trx
      .insertInto(table)
      .values(rows.slice(start, end) as never)
      .execute();
  }
}

/**
 * [start, end) ranges over `total` rows: full batches, then the rest in power-of-two pieces. Every insert of a table
 * thus has one of a few row counts, so its SQL repeats and the prepared statement is reused (db/database.ts).
 */
export function batches(total: number, batchSize: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  while (total - start >= batchSize) {
    ranges.push([start, start + batchSize]);
    start += batchSize;
  }
  for (let piece = 2 ** Math.floor(Math.log2(Math.max(1, batchSize))); piece >= 1; piece /= 2) {
    if (total - start >= piece) {
      ranges.push([start, start + piece]);
      start += piece;
    }
  }
  return ranges;
}
