import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import * as referenceData from './migrations/0001_reference_data.js';
import * as webVitals from './migrations/0002_web_vitals.js';
import * as catalog from './migrations/0003_catalog.js';
import * as storesInventory from './migrations/0004_stores_inventory.js';
import * as reviewsQuestions from './migrations/0005_reviews_questions.js';
import * as search from './migrations/0006_search.js';
import * as styleRatings from './migrations/0007_style_ratings.js';
import * as sitemapIndexes from './migrations/0008_sitemap_indexes.js';
import * as searchStyles from './migrations/0009_search_styles.js';
import * as searchDocumentNumbers from './migrations/0010_search_document_numbers.js';
import * as searchQueriesRecent from './migrations/0011_search_queries_recent.js';
import * as identity from './migrations/0012_identity.js';
import * as emailOutbox from './migrations/0013_email_outbox.js';
import * as searchTextVersion from './migrations/0014_search_text_version.js';
import * as userContentAuthors from './migrations/0015_user_content_authors.js';
import * as giftcardsCollectionPoints from './migrations/0016_giftcards_collection_points.js';
import * as carts from './migrations/0017_carts.js';
import * as cartDelivery from './migrations/0018_cart_delivery.js';
import * as saveForLater from './migrations/0019_save_for_later.js';
import * as digitalGiftCards from './migrations/0020_digital_gift_cards.js';
import * as loyaltyCustoms from './migrations/0021_loyalty_customs.js';
import * as inventoryStockIndex from './migrations/0022_inventory_stock_index.js';
import * as stockGeneration from './migrations/0023_stock_generation.js';
import * as backInStockPerSite from './migrations/0024_back_in_stock_per_site.js';
import * as searchSizeKeys from './migrations/0025_search_size_keys.js';
import * as categoryKeys from './migrations/0026_category_keys.js';
import * as priceOrderIndex from './migrations/0027_price_order_index.js';
import * as searchQuerySearchers from './migrations/0028_search_query_searchers.js';
import * as identityExpiryIndexes from './migrations/0029_identity_expiry_indexes.js';
import * as guestCartRetention from './migrations/0030_guest_cart_retention.js';
import * as backInStockWaiting from './migrations/0031_back_in_stock_waiting.js';
import * as questionTranslations from './migrations/0032_question_translations.js';
import * as cartDeclinedGifts from './migrations/0033_cart_declined_gifts.js';
import * as savedItemGift from './migrations/0034_saved_item_gift.js';
import * as reviewFlagModeration from './migrations/0035_review_flag_moderation.js';
import * as voteGuestSession from './migrations/0036_vote_guest_session.js';
import * as codeMergeOutcome from './migrations/0037_code_merge_outcome.js';
import * as backInStockConfirmation from './migrations/0038_back_in_stock_confirmation.js';
import * as emailOptinConfirmation from './migrations/0039_email_optin_confirmation.js';
import * as giftCardPinLock from './migrations/0040_gift_card_pin_lock.js';
import * as siteMinAccountAge from './migrations/0041_site_min_account_age.js';
import * as reviewQuestionHold from './migrations/0042_review_question_hold.js';
import * as listUnsubscribe from './migrations/0043_list_unsubscribe.js';
import type { Db } from './schema.js';

/**
 * Every migration, imported statically: the built dist has no migration folder to scan, and a bundler or a
 * missing file fails at build time instead of at start. Names sort in the order they must run.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_reference_data': referenceData,
  '0002_web_vitals': webVitals,
  '0003_catalog': catalog,
  '0004_stores_inventory': storesInventory,
  '0005_reviews_questions': reviewsQuestions,
  '0006_search': search,
  '0007_style_ratings': styleRatings,
  '0008_sitemap_indexes': sitemapIndexes,
  '0009_search_styles': searchStyles,
  '0010_search_document_numbers': searchDocumentNumbers,
  '0011_search_queries_recent': searchQueriesRecent,
  '0012_identity': identity,
  '0013_email_outbox': emailOutbox,
  '0014_search_text_version': searchTextVersion,
  '0015_user_content_authors': userContentAuthors,
  '0016_giftcards_collection_points': giftcardsCollectionPoints,
  '0017_carts': carts,
  '0018_cart_delivery': cartDelivery,
  '0019_save_for_later': saveForLater,
  '0020_digital_gift_cards': digitalGiftCards,
  '0021_loyalty_customs': loyaltyCustoms,
  '0022_inventory_stock_index': inventoryStockIndex,
  '0023_stock_generation': stockGeneration,
  '0024_back_in_stock_per_site': backInStockPerSite,
  '0025_search_size_keys': searchSizeKeys,
  '0026_category_keys': categoryKeys,
  '0027_price_order_index': priceOrderIndex,
  '0028_search_query_searchers': searchQuerySearchers,
  '0029_identity_expiry_indexes': identityExpiryIndexes,
  '0030_guest_cart_retention': guestCartRetention,
  '0031_back_in_stock_waiting': backInStockWaiting,
  '0032_question_translations': questionTranslations,
  '0033_cart_declined_gifts': cartDeclinedGifts,
  '0034_saved_item_gift': savedItemGift,
  '0035_review_flag_moderation': reviewFlagModeration,
  '0036_vote_guest_session': voteGuestSession,
  '0037_code_merge_outcome': codeMergeOutcome,
  '0038_back_in_stock_confirmation': backInStockConfirmation,
  '0039_email_optin_confirmation': emailOptinConfirmation,
  '0040_gift_card_pin_lock': giftCardPinLock,
  '0041_site_min_account_age': siteMinAccountAge,
  '0042_review_question_hold': reviewQuestionHold,
  '0043_list_unsubscribe': listUnsubscribe,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

async function migrator(db: Db): Promise<Migrator> {
  return new Migrator({
    // The migrator works on any schema, so it takes the untyped view of the same connection.
    db: db as unknown as Kysely<unknown>,
    provider,
    // On PostgreSQL Kysely looks for its bookkeeping tables in every schema unless told which; name the current
    // one, or a database holding several isolated schemas (tests, tenants) would find another schema's tables.
    ...(isPostgres(db) ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}

/** Brings the database to the latest migration; throws (with the failing migration's name) if one fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return applied(await (await migrator(db)).migrateToLatest());
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(setup)'} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
